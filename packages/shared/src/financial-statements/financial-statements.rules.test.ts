import { describe, expect, it } from 'vitest';
import { comparisonPeriod, financialYearStart, type Comparison } from './financial-statements.rules';

describe('comparisonPeriod', () => {
  // [comparison, from, to, compared from, compared to]
  const cases: [Comparison, string, string, string, string][] = [
    // As many days as the period, ending the day before it starts.
    ['previous_period', '2026-03-01', '2026-03-31', '2026-01-29', '2026-02-28'],
    ['previous_period', '2026-01-01', '2026-12-31', '2025-01-01', '2025-12-31'],
    ['previous_period', '2026-05-10', '2026-05-10', '2026-05-09', '2026-05-09'],
    // The same dates a year earlier; 29 February as 28 February.
    ['previous_year', '2026-04-01', '2026-06-30', '2025-04-01', '2025-06-30'],
    ['previous_year', '2024-02-01', '2024-02-29', '2023-02-01', '2023-02-28'],
  ];
  it.each(cases)('%s of %s – %s is %s – %s', (comparison, from, to, comparedFrom, comparedTo) => {
    expect(comparisonPeriod(comparison, { from, to })).toEqual({ from: comparedFrom, to: comparedTo });
  });
});

describe('financialYearStart', () => {
  it('is 1 January of the date’s year', () => {
    expect(['2026-11-23', '2025-01-01', '2024-12-31'].map(financialYearStart)).toEqual([
      '2026-01-01',
      '2025-01-01',
      '2024-01-01',
    ]);
  });
});
