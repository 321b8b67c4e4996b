import { describe, expect, it } from 'vitest';
import { periodFromSearch, periodLabel, periodProblem, quickPeriod } from './books-period';

describe('quickPeriod', () => {
  it('gives whole months, calendar quarters and the year around today', () => {
    expect(quickPeriod('this_month', '2026-11-23')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(quickPeriod('last_month', '2026-03-31')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(quickPeriod('this_quarter', '2026-11-23')).toEqual({ from: '2026-10-01', to: '2026-12-31' });
    expect(quickPeriod('this_quarter', '2026-01-01')).toEqual({ from: '2026-01-01', to: '2026-03-31' });
    expect(quickPeriod('last_quarter', '2026-05-15')).toEqual({ from: '2026-01-01', to: '2026-03-31' });
    expect(quickPeriod('this_year', '2026-11-23')).toEqual({ from: '2026-01-01', to: '2026-12-31' });
  });

  it('steps back over the new year for the last month and the last quarter', () => {
    expect(quickPeriod('last_month', '2026-01-10')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(quickPeriod('last_quarter', '2026-02-10')).toEqual({ from: '2025-10-01', to: '2025-12-31' });
  });
});

describe('periodProblem', () => {
  it('takes a right period and names the end that is wrong', () => {
    expect(periodProblem({ from: '2026-11-01', to: '2026-11-30' })).toBeNull();
    expect(periodProblem({ from: '2026-12-01', to: '2026-11-30' })).toEqual({
      end: 'from',
      message: 'From must not be after To',
    });
    expect(periodProblem({ from: '2026-11-01', to: '' })).toEqual({ end: 'to', message: 'To date is required' });
  });
});

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

describe('periodLabel', () => {
  it('shows the dates day first, one date when the period is one day', () => {
    expect(periodLabel({ from: '2026-11-01', to: '2026-11-30' })).toBe('01/11/2026 – 30/11/2026');
    expect(periodLabel({ from: '2026-11-05', to: '2026-11-05' })).toBe('05/11/2026');
  });
});
