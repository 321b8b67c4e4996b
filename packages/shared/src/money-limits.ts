import type { z } from 'zod';

/**
 * The largest figures the books take, chosen so that every figure the product works out stays an exact
 * integer of fils. A JavaScript number holds integers exactly up to 2^53 − 1 = 9,007,199,254,740,991
 * fils (about BD 9 trillion); PostgreSQL's BIGINT a thousand times more. See README "Money limits".
 *
 * - One amount (a unit amount, a receipt's or payment's amount or item, an expense, a journal's debit
 *   or credit, an opening balance, a job's charge): at most BD 9,999,999.999.
 * - A line (quantity × unit amount, plus VAT): at most the same. Quantities are at most a million, so
 *   the product before the check is at most 10^16 fils, above 2^53 only where it is refused anyway.
 * - A document (its lines' totals added whole, VAT included and discounts counted, at most 500 lines):
 *   at most the same, so no document moves more than BD 9,999,999.999 on either side of the ledger.
 *
 * Month totals, reports, aging and the trial balance add documents up: reaching 2^53 fils would take
 * 900,719 documents each at the limit, BD 9 trillion in the books, some 500 years of Bahrain's whole
 * economy; the company's real volume stays a million times below.
 */
export const MAX_AMOUNT_FILS = 9_999_999_999;
export const MAX_LINE_FILS = MAX_AMOUNT_FILS;
export const MAX_DOCUMENT_FILS = MAX_AMOUNT_FILS;
export const MAX_DOCUMENT_LINES = 500;

/** The limit in BD as the messages and the README write it. */
export const MAX_AMOUNT_TEXT = `BD ${new Intl.NumberFormat('en-US', { minimumFractionDigits: 3 }).format(MAX_AMOUNT_FILS / 1000)}`;

export const MONEY_LIMIT_MESSAGES = {
  amount: `An amount cannot exceed ${MAX_AMOUNT_TEXT}`,
  itemAmount: (n: number) => `Line ${n}: the amount cannot exceed ${MAX_AMOUNT_TEXT}`,
  line: (n: number) => `Line ${n} cannot come to more than ${MAX_AMOUNT_TEXT} (quantity × amount, VAT included)`,
  document: (noun: string) => `The lines of ${noun} cannot add up to more than ${MAX_AMOUNT_TEXT}, VAT included`,
  voucher: (noun: string) => `The items of ${noun} cannot add up to more than ${MAX_AMOUNT_TEXT}`,
  journal: `A journal's debits cannot add up to more than ${MAX_AMOUNT_TEXT}`,
} as const;

/** A figure as typed, in BD, that is a number but above the limit of one amount. */
export function isAboveAmountLimit(bd: unknown): boolean {
  return typeof bd === 'number' && Number.isFinite(bd) && Math.abs(Math.round(bd * 1000)) > MAX_AMOUNT_FILS;
}

/** A line as the limits read it: the amounts typed on it, and its total in fils once its figures are figures. */
export interface LineForLimits {
  amounts: readonly unknown[];
  totalFils: number | null;
}

/** A line that is one amount (a voucher's item, a journal's debit): its total is the amount itself. */
export function amountForLimits(amount: unknown): LineForLimits {
  const figure = typeof amount === 'number' && Number.isFinite(amount);
  return { amounts: [amount], totalFils: figure ? Math.round(amount * 1000) : null };
}

/** A journal line's debit as the limits read it: one above the limit is the line's own rule to name. */
export function debitForLimits(debit: unknown): LineForLimits {
  return { amounts: [], totalFils: isAboveAmountLimit(debit) ? null : amountForLimits(debit).totalFils };
}

/**
 * What the limits say of a document's lines: each line's problem (an amount above the limit, or a
 * line coming to more than its limit) or null, and whether the lines together pass the document's
 * limit. A line whose figures are not yet figures is left to its own rules, which name what is wrong.
 */
export function limitProblems(lines: readonly LineForLimits[]): { lines: (string | null)[]; document: boolean } {
  let sum = 0;
  const problems = lines.map(({ amounts, totalFils }, index) => {
    if (amounts.some(isAboveAmountLimit)) return MONEY_LIMIT_MESSAGES.itemAmount(index + 1);
    if (totalFils !== null && Math.abs(totalFils) > MAX_LINE_FILS) return MONEY_LIMIT_MESSAGES.line(index + 1);
    sum += Math.abs(totalFils ?? 0);
    return null;
  });
  return { lines: problems, document: sum > MAX_DOCUMENT_FILS };
}

/** The limits as a zod superRefine on a document's lines array; `field` is where a line's message shows. */
export function documentWithinLimits<I>(message: string, field: string, read: (item: I) => LineForLimits) {
  return (items: readonly I[], ctx: z.RefinementCtx) => {
    const problems = limitProblems(items.map(read));
    problems.lines.forEach((problem, index) => {
      if (problem !== null) ctx.addIssue({ code: 'custom', path: [index, field], message: problem });
    });
    if (problems.document) ctx.addIssue({ code: 'custom', path: [], message });
  };
}
