import { describe, expect, it } from 'vitest';
import { pageCount, pageItems, pageOf } from './paging';

describe('paging', () => {
  it('counts pages, at least one', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    expect(pageCount(100, 10)).toBe(10);
    expect(pageCount(306, 50)).toBe(7);
  });

  it('slices one page', () => {
    const numbers = Array.from({ length: 23 }, (_, i) => i + 1);
    expect(pageOf(numbers, 1, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pageOf(numbers, 3, 10)).toEqual([21, 22, 23]);
    expect(pageOf(numbers, 4, 10)).toEqual([]);
  });

  it('shows first, last and current ±1 with ellipses for skipped pages', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(1, 2)).toEqual([1, 2]);
    expect(pageItems(2, 3)).toEqual([1, 2, 3]);
    expect(pageItems(1, 10)).toEqual([1, 2, 'ellipsis', 10]);
    expect(pageItems(3, 10)).toEqual([1, 2, 3, 4, 'ellipsis', 10]);
    expect(pageItems(4, 10)).toEqual([1, 'ellipsis', 3, 4, 5, 'ellipsis', 10]);
    expect(pageItems(9, 10)).toEqual([1, 'ellipsis', 8, 9, 10]);
    expect(pageItems(10, 10)).toEqual([1, 'ellipsis', 9, 10]);
  });
});
