import { describe, expect, it } from 'vitest';
import { quickPeriod } from './quick-periods';

describe('quickPeriod', () => {
  it('gives whole months, calendar quarters, the year and the last 12 months around today', () => {
    expect(quickPeriod('this_month', '2026-11-23')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(quickPeriod('this_month', '2026-02-14')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(quickPeriod('last_month', '2026-03-31')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(quickPeriod('this_quarter', '2026-11-23')).toEqual({ from: '2026-10-01', to: '2026-12-31' });
    expect(quickPeriod('this_quarter', '2026-01-01')).toEqual({ from: '2026-01-01', to: '2026-03-31' });
    expect(quickPeriod('last_quarter', '2026-05-15')).toEqual({ from: '2026-01-01', to: '2026-03-31' });
    expect(quickPeriod('this_year', '2026-11-23')).toEqual({ from: '2026-01-01', to: '2026-12-31' });
    expect(quickPeriod('this_year', '2026-02-14')).toEqual({ from: '2026-01-01', to: '2026-12-31' });
    expect(quickPeriod('last_12_months', '2026-02-14')).toEqual({ from: '2025-03-01', to: '2026-02-28' });
  });

  it('steps back over the new year for the last month and the last quarter', () => {
    expect(quickPeriod('last_month', '2026-01-10')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(quickPeriod('last_month', '2026-01-14')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(quickPeriod('last_quarter', '2026-02-10')).toEqual({ from: '2025-10-01', to: '2025-12-31' });
  });
});
