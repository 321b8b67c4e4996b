import { describe, expect, it } from 'vitest';
import { extendRange, rowsInRange } from './row-selection';

const keys = ['a', 'b', 'c', 'd', 'e'];

describe('rows picked together', () => {
  it('are the rows from the anchor to the focus, either way round, in the order shown', () => {
    expect(rowsInRange(keys, { anchor: 'b', focus: 'd' })).toEqual(['b', 'c', 'd']);
    expect(rowsInRange(keys, { anchor: 'd', focus: 'b' })).toEqual(['b', 'c', 'd']);
    expect(rowsInRange(keys, { anchor: 'c', focus: 'c' })).toEqual(['c']);
    expect(rowsInRange(keys, null)).toEqual([]);
  });

  it('shrink to the focus when a search hides the anchor, and to nothing when it hides the focus', () => {
    expect(rowsInRange(['a', 'd', 'e'], { anchor: 'b', focus: 'd' })).toEqual(['d']);
    expect(rowsInRange(['a', 'e'], { anchor: 'b', focus: 'd' })).toEqual([]);
  });

  it('start at the row the picking left from and keep that anchor as it goes on', () => {
    const first = extendRange(null, 'b', 'c');
    expect(first).toEqual({ anchor: 'b', focus: 'c' });
    expect(extendRange(first, 'c', 'a')).toEqual({ anchor: 'b', focus: 'a' });
  });
});
