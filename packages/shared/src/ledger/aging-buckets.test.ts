import { describe, expect, it } from 'vitest';
import { AGING_BUCKETS } from './books.contract';
import { AGING_BUCKET_LIMITS, agingBucket, daysPastDue } from './aging-buckets';

describe('daysPastDue', () => {
  it('counts from the invoice date plus the payment terms', () => {
    expect(daysPastDue('2026-10-01', 30, '2026-10-31')).toBe(0);
    expect(daysPastDue('2026-10-01', 30, '2026-11-01')).toBe(1);
    expect(daysPastDue('2026-10-01', 0, '2026-10-01')).toBe(0);
    expect(daysPastDue('2026-10-01', 0, '2026-10-02')).toBe(1);
    expect(daysPastDue('2026-10-05', 30, '2026-10-01')).toBe(-34);
  });

  it('crosses month, year and leap-day boundaries by calendar days', () => {
    expect(daysPastDue('2027-12-31', 0, '2028-01-01')).toBe(1);
    expect(daysPastDue('2028-02-28', 0, '2028-03-01')).toBe(2);
    expect(daysPastDue('2027-02-28', 0, '2027-03-01')).toBe(1);
  });
});

describe('agingBucket', () => {
  it('puts each boundary day in the lower bucket', () => {
    const cases: [number, string][] = [
      [-400, 'not_due'],
      [0, 'not_due'],
      [1, 'days_1_30'],
      [30, 'days_1_30'],
      [31, 'days_31_60'],
      [60, 'days_31_60'],
      [61, 'days_61_90'],
      [90, 'days_61_90'],
      [91, 'over_90'],
      [10_000, 'over_90'],
    ];
    for (const [days, bucket] of cases) expect(agingBucket(days), String(days)).toBe(bucket);
  });

  it('lists the contract buckets in order, the last one open-ended', () => {
    expect(AGING_BUCKET_LIMITS.map(({ bucket }) => bucket)).toEqual([...AGING_BUCKETS]);
    expect(AGING_BUCKET_LIMITS.map(({ lastDay }) => lastDay)).toEqual([0, 30, 60, 90, null]);
  });
});
