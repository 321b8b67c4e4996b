import { describe, expect, it } from 'vitest';
import { invoiceItemPayload, INVOICE_MESSAGES } from './invoices.contract';
import { DISCOUNT_LINE, invoiceLines, invoiceTotals, keepsDiscountShape } from './invoice-lines';

const item = (overrides: Record<string, unknown>) =>
  invoiceItemPayload.parse({
    account_id: 25,
    job_id: null,
    qty: 1,
    amount: 1,
    vat_percentage: 0,
    cr_dr: 'cr',
    description: 'Line',
    ...overrides,
  });

describe('invoice lines', () => {
  it('rounds VAT half away from zero at the half fil, per line', () => {
    const { lines } = invoiceLines([
      item({ amount: 0.045, vat_percentage: 10 }),
      item({ amount: 0.044, vat_percentage: 10 }),
    ]);
    const { lines: amounts, totals } = invoiceTotals(lines);
    expect(amounts.map((a) => a.vatFils)).toEqual([5, 4]);
    expect(totals).toEqual({ vatableFils: 89, vatFils: 9, totalFils: 98 });
  });

  it('subtracts discounts and reads job ids as the spec sends them', () => {
    const { lines } = invoiceLines([
      item({ job_id: '4, 7', qty: 2, amount: 40 }),
      item({ account_id: 37, cr_dr: 'DR', amount: 5 }),
    ]);
    expect(lines.map((l) => [l.kind, l.jobIds])).toEqual([
      ['job', [4, 7]],
      ['discount', []],
    ]);
    expect(invoiceTotals(lines).totals.totalFils).toBe(75_000);
  });

  it('names each problem with its item number', () => {
    const { problems, lines } = invoiceLines([
      item({}),
      item({ account_id: '', qty: 0, amount: 0, description: '', vat_percentage: 7 }),
      item({ account_id: 30, cr_dr: 'dr' }),
    ]);
    expect(lines).toHaveLength(1);
    expect(problems).toEqual({
      'items.1.account_id': INVOICE_MESSAGES.accountRequired(2),
      'items.1.qty': INVOICE_MESSAGES.quantityRequired(2),
      'items.1.amount': INVOICE_MESSAGES.amountRequired(2),
      'items.1.description': INVOICE_MESSAGES.descriptionRequired(2),
      'items.1.vat_percentage': INVOICE_MESSAGES.vatRate(2),
      'items.2.cr_dr': INVOICE_MESSAGES.discountShape(3),
    });
  });

  it('keeps a line id as sent: whether it is a stored line is for the update to say', () => {
    expect(invoiceLines([item({ id: 1_000_001 }), item({ id: 12 })]).lines.map((l) => l.id)).toEqual([1_000_001, 12]);
  });

  it('takes a discount of the fixed shape only: account 37, quantity 1, no VAT, no jobs', () => {
    const shape = { ...DISCOUNT_LINE, jobIds: [] };
    expect(keepsDiscountShape(shape)).toBe(true);
    for (const changed of [{ accountId: 25 }, { quantity: 2 }, { vatPercent: 10 }, { jobIds: [4] }])
      expect(keepsDiscountShape({ ...shape, ...changed }), JSON.stringify(changed)).toBe(false);
    const discount = (overrides: Record<string, unknown>) =>
      item({ account_id: 37, cr_dr: 'dr', amount: 5, description: 'Discount', ...overrides });
    const { lines, problems } = invoiceLines([discount({}), discount({ qty: 2 }), discount({ vat_percentage: 10 })]);
    expect(lines.map((line) => line.kind)).toEqual(['discount']);
    expect(problems).toEqual({
      'items.1.cr_dr': INVOICE_MESSAGES.discountShape(2),
      'items.2.cr_dr': INVOICE_MESSAGES.discountShape(3),
    });
  });
});
