import { describe, expect, it } from 'vitest';
import { neighbour } from './grid-navigation';

const keys = ['a', 'b', 'c'];

describe('moving between cells', () => {
  it('moves by arrows and stays inside the sheet', () => {
    expect(neighbour(keys, { key: 'a', column: 'date' }, 1, 1)).toEqual({ key: 'b', column: 'job' });
    expect(neighbour(keys, { key: 'a', column: 'sl' }, -1, -1)).toEqual({ key: 'a', column: 'sl' });
    expect(neighbour(keys, { key: 'c', column: 'delete' }, 5, 3)).toEqual({ key: 'c', column: 'delete' });
  });

  it('wraps Tab to the next row and Shift+Tab to the previous one', () => {
    expect(neighbour(keys, { key: 'a', column: 'delete' }, 0, 1, true)).toEqual({ key: 'b', column: 'date' });
    expect(neighbour(keys, { key: 'b', column: 'date' }, 0, -1, true)).toEqual({ key: 'a', column: 'delete' });
  });

  it('starts at the first date cell when nothing is selected', () => {
    expect(neighbour(keys, null, 0, 0)).toEqual({ key: 'a', column: 'date' });
    expect(neighbour([], null, 1, 0)).toBeNull();
  });
});
