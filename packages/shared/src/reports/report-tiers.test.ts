import { describe, expect, it } from 'vitest';
import {
  customerRevenueTier,
  jobCountTier,
  jobExpenseLevel,
  jobLabel,
  revenueShares,
  truckBarColour,
  truckExpenseLevel,
  truckUtilization,
} from './report-tiers';

describe('job count tiers', () => {
  it.each([
    [0, 'inactive'],
    [1, 'bronze'],
    [4, 'bronze'],
    [5, 'silver'],
    [9, 'silver'],
    [10, 'gold'],
    [19, 'gold'],
    [20, 'platinum'],
    [250, 'platinum'],
  ] as const)('%i jobs is %s', (count, tier) => expect(jobCountTier(count)).toBe(tier));
});

/** Truck expense, job expense and customer revenue are each ranked by how far they stand from the average. */
const TIERS_AGAINST_THE_AVERAGE: [
  measure: string,
  tierOf: (amount: number, average: number) => string,
  cases: [amount: number, tier: string][],
][] = [
  [
    'truck expense',
    truckExpenseLevel,
    [
      [151, 'high'],
      [150, 'medium'],
      [50, 'medium'],
      [49.9, 'low'],
    ],
  ],
  [
    'job expense',
    jobExpenseLevel,
    [
      [0, 'none'],
      [201, 'very_high'],
      [200, 'high'],
      [150, 'high'],
      [149, 'medium'],
      [50, 'medium'],
      [49, 'low'],
      [0.01, 'low'],
    ],
  ],
  [
    'customer revenue',
    customerRevenueTier,
    [
      [0, 'none'],
      [301, 'platinum'],
      [300, 'gold'],
      [151, 'gold'],
      [150, 'silver'],
      [70, 'silver'],
      [69, 'bronze'],
    ],
  ],
];

describe.each(TIERS_AGAINST_THE_AVERAGE)('%s against an average of 100', (_measure, tierOf, cases) => {
  it.each(cases)('%f is %s', (amount, tier) => expect(tierOf(amount, 100)).toBe(tier));
});

describe('trucks', () => {
  it('utilization is jobs over trucks × the days of the range: one job per truck per day is 100 %', () => {
    expect(truckUtilization(1, 1, 1)).toBe(1);
    expect(truckUtilization(60, 4, 30)).toBe(0.5);
    expect(truckUtilization(31, 1, 31)).toBe(1);
    // A year of 1,485 jobs on 8 trucks: 50.9 %, where the spec's 30-day month said 618.8 %.
    expect(truckUtilization(1_485, 8, 365)).toBeCloseTo(0.5086, 4);
    expect(truckUtilization(0, 8, 365)).toBe(0);
  });
  it('utilization without trucks or days is 0, not a division by zero', () => {
    expect(truckUtilization(10, 0, 30)).toBe(0);
    expect(truckUtilization(10, 4, 0)).toBe(0);
  });
  it.each([
    [71, 'green'],
    [70, 'yellow'],
    [41, 'yellow'],
    [40, 'red'],
    [0, 'red'],
  ] as const)('bar at %i of 100 is %s', (value, colour) => expect(truckBarColour(value, 100)).toBe(colour));
});

describe('job expense levels', () => {
  it('labels jobs with six digits', () => {
    expect(jobLabel(123)).toBe('JOB-000123');
    expect(jobLabel(1234567)).toBe('JOB-1234567');
  });
});

describe('customer revenue', () => {
  it('computes the revenue shares of the top 10 %, top 25 % and bottom 50 %', () => {
    const amounts = [100, 50, 20, 10, 5, 5, 4, 3, 2, 1]; // total 200
    expect(revenueShares(amounts)).toEqual({ top10: 0.5, top25: 170 / 200, bottom50: 15 / 200 });
    expect(revenueShares([])).toEqual({ top10: 0, top25: 0, bottom50: 0 });
    expect(revenueShares([7])).toEqual({ top10: 1, top25: 1, bottom50: 0 });
  });
});
