import { describe, expect, it } from 'vitest';
import { periodFromSearch } from './books-period';

describe('periodFromSearch', () => {
  const fallback = { from: '2026-11-01', to: '2026-11-30' };

  it('reads the period of the address, or falls back when it names none or a wrong one', () => {
    expect(periodFromSearch(new URLSearchParams('from=2026-01-01&to=2026-03-31'), fallback)).toEqual({
      from: '2026-01-01',
      to: '2026-03-31',
    });
    expect(periodFromSearch(new URLSearchParams(''), fallback)).toBe(fallback);
    expect(periodFromSearch(new URLSearchParams('from=2026-02-30&to=2026-03-31'), fallback)).toBe(fallback);
    expect(periodFromSearch(new URLSearchParams('from=2026-04-01&to=2026-03-31'), fallback)).toBe(fallback);
  });
});
