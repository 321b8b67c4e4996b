import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { idNumber } from './contract-fields';
import { expenseInsertRequest } from './expenses/expenses.contract';
import { invoiceGeneratePayload } from './invoices/invoices.contract';
import { jobEntryPayload } from './jobs/jobs.contract';
import { journalGeneratePayload, JOURNAL_MESSAGES } from './journals/journals.contract';
import { bdAmount, formatBD } from './money';
import {
  MAX_AMOUNT_FILS,
  MAX_AMOUNT_TEXT,
  MAX_DOCUMENT_FILS,
  MAX_LINE_FILS,
  MONEY_LIMIT_MESSAGES,
} from './money-limits';
import { paymentGeneratePayload } from './payments/payments.contract';
import { purchaseGeneratePayload } from './purchases/purchases.contract';
import { receiptGeneratePayload } from './receipts/receipts.contract';

/** The first message the schema gives for the input, keyed by its path; null when it is taken. */
function refusal(schema: z.ZodType, input: unknown): Record<string, string> | null {
  const parsed = schema.safeParse(input);
  if (parsed.success) return null;
  return Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

const line = (qty: number, amount: number, vat_percentage: 0 | 10 = 0, cr_dr = 'cr') => ({
  account_id: 25,
  job_id: null,
  qty,
  amount,
  vat_percentage,
  cr_dr,
  description: 'Haulage',
});
const invoice = (items: unknown[]) => ({ customer_id: 1, date: '2026-10-31', items });
const purchase = (items: unknown[]) => ({ supplier_id: 1, date: '2026-10-31', reference: 'R', items });
const voucherItem = (amount: number) => ({ customer_id: 1, supplier_id: 1, amount });
const journal = (debits: number[]) => ({
  date: '2026-10-31',
  lines: debits.flatMap((debit) => [
    { account_id: 26, debit, credit: 0 },
    { account_id: 46, debit: 0, credit: debit },
  ]),
});

describe('the money limits', () => {
  it('keep every figure a safe integer of fils, with room for hundreds of thousands of documents', () => {
    expect(MAX_AMOUNT_TEXT).toBe('BD 9,999,999.999');
    expect(formatBD(MAX_AMOUNT_FILS)).toBe(MAX_AMOUNT_TEXT);
    // The largest product checked before it is refused: a million × the largest unit amount.
    expect(1_000_000 * MAX_AMOUNT_FILS).toBeLessThan(2 ** 63);
    expect(Math.floor(Number.MAX_SAFE_INTEGER / MAX_DOCUMENT_FILS)).toBeGreaterThan(900_000);
    expect(MAX_LINE_FILS).toBeLessThanOrEqual(MAX_DOCUMENT_FILS);
  });

  it('take one amount at the limit and refuse one fil more, naming the limit', () => {
    expect(bdAmount().parse(9_999_999.999)).toBe(MAX_AMOUNT_FILS);
    expect(refusal(bdAmount(), 10_000_000)).toEqual({ '': MONEY_LIMIT_MESSAGES.amount });
    const expense = {
      date: '2026-10-31',
      charge_id: 1,
      description: 'Diesel',
      type: 'driver_truck',
      status: 'paid',
    };
    expect(refusal(expenseInsertRequest, { ...expense, amount: 9_999_999.999 })).toBeNull();
    expect(refusal(expenseInsertRequest, { ...expense, amount: 10_000_000 })).toEqual({
      amount: MONEY_LIMIT_MESSAGES.amount,
    });
    const job = { date: '2026-10-31', description: 'Port', charge: 9_999_999.999 };
    expect(refusal(jobEntryPayload, job)).toBeNull();
    expect(refusal(jobEntryPayload, { ...job, charge: 10_000_000 })).toEqual({ charge: MONEY_LIMIT_MESSAGES.amount });
    expect(refusal(jobEntryPayload, { ...job, extra_amount: 10_000_000 })).toEqual({
      extra_amount: MONEY_LIMIT_MESSAGES.amount,
    });
  });

  it('take an invoice or purchase line at the limit, VAT included, and refuse one fil more', () => {
    for (const [schema, document, noun] of [
      [invoiceGeneratePayload, invoice, 'an invoice'],
      [purchaseGeneratePayload, purchase, 'a purchase'],
    ] as const) {
      expect(refusal(schema, document([line(1, 9_999_999.999)]))).toBeNull();
      expect(refusal(schema, document([line(1, 9_090_909.09, 10)]))).toBeNull();
      expect(refusal(schema, document([line(1, 9_090_909.091, 10)]))).toEqual({
        'items.0.amount': MONEY_LIMIT_MESSAGES.line(1),
      });
      expect(refusal(schema, document([line(1, 10_000_000)]))).toEqual({
        'items.0.amount': MONEY_LIMIT_MESSAGES.itemAmount(1),
      });
      // A million at BD 10 is BD 10,000,000.000: one fil over.
      expect(refusal(schema, document([line(1_000_000, 9.999)]))).toBeNull();
      expect(refusal(schema, document([line(1_000_000, 10)]))).toEqual({
        'items.0.amount': MONEY_LIMIT_MESSAGES.line(1),
      });
      const half = [line(1, 4_999_999.999), line(1, 5_000_000)];
      expect(refusal(schema, document(half))).toBeNull();
      expect(refusal(schema, document([...half, line(1, 0.001)]))).toEqual({
        items: MONEY_LIMIT_MESSAGES.document(noun),
      });
    }
    // A discount subtracts from the total, yet its line still counts toward what the lines move.
    const discounted = [line(1, 9_999_999.999), line(1, 0.001, 0, 'dr')];
    expect(refusal(invoiceGeneratePayload, invoice(discounted))).toEqual({
      items: MONEY_LIMIT_MESSAGES.document('an invoice'),
    });
  });

  it('take a receipt or payment up to the limit, its amount and its items together', () => {
    for (const [schema, noun] of [
      [receiptGeneratePayload, 'a receipt'],
      [paymentGeneratePayload, 'a payment'],
    ] as const) {
      const voucher = (amounts: number[], amount?: number) => ({
        date: '2026-10-31',
        account_id: 26,
        amount,
        items: amounts.map(voucherItem),
      });
      expect(refusal(schema, voucher([9_999_999.999], 9_999_999.999))).toBeNull();
      expect(refusal(schema, voucher([1], 10_000_000))).toEqual({ amount: MONEY_LIMIT_MESSAGES.amount });
      expect(refusal(schema, voucher([10_000_000]))).toEqual({ 'items.0.amount': MONEY_LIMIT_MESSAGES.itemAmount(1) });
      expect(refusal(schema, voucher([5_000_000, 4_999_999.999]))).toBeNull();
      expect(refusal(schema, voucher([5_000_000, 5_000_000]))).toEqual({ items: MONEY_LIMIT_MESSAGES.voucher(noun) });
    }
  });

  it('take a journal whose debits reach the limit and refuse one fil more', () => {
    expect(refusal(journalGeneratePayload, journal([9_999_999.999]))).toBeNull();
    expect(refusal(journalGeneratePayload, journal([5_000_000, 4_999_999.999]))).toBeNull();
    expect(refusal(journalGeneratePayload, journal([5_000_000, 5_000_000]))).toEqual({
      lines: MONEY_LIMIT_MESSAGES.journal,
    });
    expect(JOURNAL_MESSAGES.amountTooLarge(1, 'debit')).toContain(MAX_AMOUNT_TEXT);
  });
});

describe('an id', () => {
  it('is a whole number from 1 to 2^53 − 1, nothing else', () => {
    const id = idNumber('Not an id');
    expect(id.parse(1)).toBe(1);
    expect(id.parse(Number.MAX_SAFE_INTEGER)).toBe(Number.MAX_SAFE_INTEGER);
    [0, -1, 1.5, 2 ** 53, 9223372036854775808, Number.NaN, Infinity, '1', null, {}, [1]].forEach((wrong, index) =>
      expect(refusal(id, wrong), `value ${index}`).toEqual({ '': 'Not an id' }),
    );
  });

  it('is refused beyond 2^53 wherever a document takes one', () => {
    const huge = 9223372036854775808;
    expect(refusal(invoiceGeneratePayload, invoice([{ ...line(1, 1), account_id: huge }]))).toEqual({
      'items.0.account_id': 'Account is not a valid id',
    });
    expect(refusal(purchaseGeneratePayload, purchase([{ ...line(1, 1), account_id: huge }]))).toEqual({
      'items.0.account_id': 'Account is not a valid id',
    });
    expect(refusal(invoiceGeneratePayload, { ...invoice([line(1, 1)]), customer_id: huge })).not.toBeNull();
    expect(refusal(invoiceGeneratePayload, invoice([{ ...line(1, 1), job_id: [huge] }]))).not.toBeNull();
    expect(refusal(purchaseGeneratePayload, purchase([{ ...line(1, 1), truck_id: huge }]))).not.toBeNull();
    expect(refusal(receiptGeneratePayload, { date: '2026-10-31', items: [{ ...voucherItem(1), id: huge }] })).toEqual({
      'items.0.id': 'Not a valid id',
    });
    expect(refusal(journalGeneratePayload, { date: '2026-10-31', lines: [{ account_id: huge, debit: 1 }] })).toEqual({
      'lines.0.account_id': 'Account is not a valid id',
    });
  });
});
