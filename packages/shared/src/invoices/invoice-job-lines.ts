import { printedNumber } from '../documents/document-number-prefixes';
/**
 * Job-based invoice lines: the jobs going on an invoice are grouped by equal total amount, one line
 * per group (quantity = how many jobs, unit = that amount), in the order the first job of each group
 * comes. Jobs whose totals differ by less than the 0.001 BD tolerance are the same amount in fils.
 */
export function jobLineGroups<T extends { id: number; totalFils: number }>(
  jobs: readonly T[],
): { unitFils: number; jobs: T[] }[] {
  const groups = new Map<number, T[]>();
  for (const job of jobs) {
    const group = groups.get(job.totalFils);
    if (group === undefined) groups.set(job.totalFils, [job]);
    else group.push(job);
  }
  return [...groups].map(([unitFils, grouped]) => ({ unitFils, jobs: grouped }));
}

export const TRANSPORTATION_SALES_ACCOUNT = 25;
export const DISCOUNT_ACCOUNT = 37;
export const JOB_LINE_DESCRIPTION = 'Transportation charge';

export function invoiceNumberText(number: number): string {
  return printedNumber('invoice', number);
}

export function creditNoteNumberText(number: number): string {
  return printedNumber('credit_note', number);
}
