import { daysInRange } from '../dates';
import type { AgingBucket } from './books.contract';

/**
 * The receivables aging's buckets by days past the due date, in order: each takes the days up to its
 * `lastDay`; the last takes the rest. The server's SQL is built from this list, so the screen's
 * wording and the report's figures can never disagree.
 */
export const AGING_BUCKET_LIMITS: readonly { bucket: AgingBucket; lastDay: number | null }[] = [
  { bucket: 'not_due', lastDay: 0 },
  { bucket: 'days_1_30', lastDay: 30 },
  { bucket: 'days_31_60', lastDay: 60 },
  { bucket: 'days_61_90', lastDay: 90 },
  { bucket: 'over_90', lastDay: null },
];

/** Each bucket's column heading on screen, in the order of the buckets. */
export const AGING_BUCKET_HEADERS: Record<AgingBucket, string> = {
  not_due: 'Not due',
  days_1_30: '1–30',
  days_31_60: '31–60',
  days_61_90: '61–90',
  over_90: 'Over 90',
};

/** Days from the due date (invoice date + payment terms) to `asOf`: 0 on the due date, negative before it. */
export function daysPastDue(invoiceDate: string, paymentTermsDays: number, asOf: string): number {
  const sinceInvoice = asOf >= invoiceDate ? daysInRange(invoiceDate, asOf) - 1 : 1 - daysInRange(asOf, invoiceDate);
  return sinceInvoice - paymentTermsDays;
}

export function agingBucket(daysLate: number): AgingBucket {
  const limit = AGING_BUCKET_LIMITS.find(({ lastDay }) => lastDay === null || daysLate <= lastDay);
  return limit!.bucket;
}
