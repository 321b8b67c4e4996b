import type { z } from 'zod';
import {
  isLineQuantity,
  isVatRate,
  unitAmountProblem,
  lineAmounts,
  type LineAmounts,
} from '../documents/document-line';
import { bdToFils } from '../money';
import { DISCOUNT_ACCOUNT } from './invoice-job-lines';
import { INVOICE_MESSAGES, type invoiceItemPayload } from './invoices.contract';

/** A line as the server checked and computed it (fils). */
export interface InvoiceLine {
  id: number | null;
  kind: 'manual' | 'job' | 'discount';
  accountId: number;
  description: string;
  quantity: number;
  unitFils: number;
  vatPercent: number;
  crDr: 'cr' | 'dr';
  jobIds: number[];
}

/**
 * A discount line's fixed shape: account 37, quantity 1, no VAT, no jobs. Only its amount is the
 * user's to type, so the Create Invoice and invoice screens offer nothing else on it.
 */
export const DISCOUNT_LINE = { accountId: DISCOUNT_ACCOUNT, quantity: 1, vatPercent: 0 } as const;

/** Whether a discount line keeps its fixed shape (the server refuses any other). */
export function keepsDiscountShape(line: {
  accountId: unknown;
  quantity: unknown;
  vatPercent: unknown;
  jobIds: readonly unknown[];
}): boolean {
  return (
    line.accountId === DISCOUNT_LINE.accountId &&
    line.quantity === DISCOUNT_LINE.quantity &&
    line.vatPercent === DISCOUNT_LINE.vatPercent &&
    line.jobIds.length === 0
  );
}

/** Per-item field rules with the spec's numbered messages; answers the lines or the problems. */
export function invoiceLines(items: readonly z.output<typeof invoiceItemPayload>[]): {
  lines: InvoiceLine[];
  problems: Record<string, string>;
} {
  const problems: Record<string, string> = {};
  const lines: InvoiceLine[] = [];
  items.forEach((item, index) => {
    const n = index + 1;
    const at = (field: string) => `items.${index}.${field}`;
    const accountId = item.account_id;
    if (accountId === null) problems[at('account_id')] = INVOICE_MESSAGES.accountRequired(n);
    const quantity = item.qty;
    if (!isLineQuantity(quantity)) problems[at('qty')] = INVOICE_MESSAGES.quantityRequired(n);
    const amount = item.amount;
    const amountProblem = unitAmountProblem(
      amount,
      INVOICE_MESSAGES.amountRequired(n),
      INVOICE_MESSAGES.amountDecimals(n),
    );
    if (amountProblem !== null) problems[at('amount')] = amountProblem;
    const vat = item.vat_percentage ?? 0;
    if (!isVatRate(vat)) problems[at('vat_percentage')] = INVOICE_MESSAGES.vatRate(n);
    const description = typeof item.description === 'string' ? item.description.trim() : '';
    if (description === '') problems[at('description')] = INVOICE_MESSAGES.descriptionRequired(n);
    else if (description.length > 500) problems[at('description')] = INVOICE_MESSAGES.descriptionTooLong(n);
    const crDr = item.cr_dr ?? 'cr';
    const kind = crDr === 'dr' ? 'discount' : item.job_id.length > 0 ? 'job' : 'manual';
    if (kind === 'discount' && !keepsDiscountShape({ accountId, quantity, vatPercent: vat, jobIds: item.job_id })) {
      problems[at('cr_dr')] = INVOICE_MESSAGES.discountShape(n);
    }
    if (Object.keys(problems).some((key) => key.startsWith(`items.${index}.`))) return;
    lines.push({
      id: item.id ?? null,
      kind,
      accountId: accountId!,
      description,
      quantity: quantity as number,
      unitFils: bdToFils(amount as number),
      vatPercent: vat as number,
      crDr,
      jobIds: item.job_id,
    });
  });
  return { lines, problems };
}

/** A line's amounts, and the invoice's: discounts (DR) subtract, everything else adds. */
export function invoiceTotals(lines: readonly InvoiceLine[]): { lines: LineAmounts[]; totals: LineAmounts } {
  const amounts = lines.map((line) => lineAmounts(line));
  const totals = amounts.reduce(
    (sum, amount, index) => {
      const sign = lines[index]!.crDr === 'dr' ? -1 : 1;
      return {
        vatableFils: sum.vatableFils + sign * amount.vatableFils,
        vatFils: sum.vatFils + sign * amount.vatFils,
        totalFils: sum.totalFils + sign * amount.totalFils,
      };
    },
    { vatableFils: 0, vatFils: 0, totalFils: 0 },
  );
  return { lines: amounts, totals };
}
