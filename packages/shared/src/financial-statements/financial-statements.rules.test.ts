import { describe, expect, it } from 'vitest';
import { comparisonPeriod, financialYearStart } from './financial-statements.rules';

describe('comparisonPeriod', () => {
  it('takes as many days as the period, ending the day before it starts', () => {
    expect(comparisonPeriod('previous_period', { from: '2026-03-01', to: '2026-03-31' })).toEqual({
      from: '2026-01-29',
      to: '2026-02-28',
    });
    expect(comparisonPeriod('previous_period', { from: '2026-01-01', to: '2026-12-31' })).toEqual({
      from: '2025-01-01',
      to: '2025-12-31',
    });
    expect(comparisonPeriod('previous_period', { from: '2026-05-10', to: '2026-05-10' })).toEqual({
      from: '2026-05-09',
      to: '2026-05-09',
    });
  });

  it('takes the same dates a year earlier, 29 February as 28 February', () => {
    expect(comparisonPeriod('previous_year', { from: '2026-04-01', to: '2026-06-30' })).toEqual({
      from: '2025-04-01',
      to: '2025-06-30',
    });
    expect(comparisonPeriod('previous_year', { from: '2024-02-01', to: '2024-02-29' })).toEqual({
      from: '2023-02-01',
      to: '2023-02-28',
    });
  });
});

describe('financialYearStart', () => {
  it('is 1 January of the date’s year', () => {
    expect(financialYearStart('2026-11-23')).toBe('2026-01-01');
    expect(financialYearStart('2025-01-01')).toBe('2025-01-01');
    expect(financialYearStart('2024-12-31')).toBe('2024-01-01');
  });
});
