import { describe, expect, it } from 'vitest';
import { MAX_BD } from '../money';
import { MONEY_LIMIT_MESSAGES } from '../money-limits';
import { RECEIPT_MESSAGES } from '../receipts/receipts.contract';
import { checkPayment, paymentNumberText } from './payment-rules';
import { PAYMENT_MESSAGES, paymentGeneratePayload, type PaymentGenerateInput } from './payments.contract';

const SUPPLIER = 4;
const part = (amount: unknown, purchase_id: number | null = null, overrides: Record<string, unknown> = {}) => ({
  supplier_id: SUPPLIER,
  purchase_id,
  cr_dr: 'dr',
  amount,
  description: 'Settlement',
  ...overrides,
});
const check = (items: unknown[], header: Partial<PaymentGenerateInput> = {}) =>
  checkPayment(paymentGeneratePayload.parse({ date: '2026-11-20', account_id: 26, type: 'online', items, ...header }));

describe('checkPayment', () => {
  it("refunds a customer's credit left on a credit note, once a note, never on a purchase as well", () => {
    const refund = check([part(12.5, null, { credit_note_id: 3 })]);
    expect(refund.problems).toEqual({});
    expect(refund.payment?.lines).toEqual([
      {
        id: null,
        supplierId: SUPPLIER,
        purchaseId: null,
        creditNoteId: 3,
        amountFils: 12_500,
        description: 'Settlement',
      },
    ]);
    expect(check([part(1, 11, { credit_note_id: 3 })]).problems).toEqual({
      credit_note_0: PAYMENT_MESSAGES.refundAndPurchase(1),
    });
    expect(check([part(1, null, { credit_note_id: 3 }), part(2, null, { credit_note_id: 3 })]).problems).toEqual({
      credit_note_1: PAYMENT_MESSAGES.refundTwice('credit_note 3'),
    });
  });

  it('takes a payment to one supplier: purchases paid and an advance, the total their sum to the fil', () => {
    const { payment, problems } = check([part(60.5, 11), part(0.001), part(39.499, null, { id: 7 })], {
      amount: 100,
    });
    expect(problems).toEqual({});
    expect(payment).toEqual({
      date: '2026-11-20',
      accountId: 26,
      type: 'online',
      cheque: null,
      supplierId: SUPPLIER,
      totalFils: 100_000,
      lines: [
        {
          id: null,
          supplierId: SUPPLIER,
          purchaseId: 11,
          creditNoteId: null,
          amountFils: 60_500,
          description: 'Settlement',
        },
        {
          id: null,
          supplierId: SUPPLIER,
          purchaseId: null,
          creditNoteId: null,
          amountFils: 1,
          description: 'Settlement',
        },
        {
          id: 7,
          supplierId: SUPPLIER,
          purchaseId: null,
          creditNoteId: null,
          amountFils: 39_499,
          description: 'Settlement',
        },
      ],
    });
  });

  it('takes an amount from one fil to the largest a line may carry, to three decimals', () => {
    for (const amount of [0.001, MAX_BD, 12.5]) expect(check([part(amount)]).problems, String(amount)).toEqual({});
    for (const amount of [0, -0.001, 'abc', '12.5', null, Number.NaN])
      expect(check([part(amount)]).problems, String(amount)).toEqual({ amount_0: PAYMENT_MESSAGES.itemAmount(1) });
    for (const amount of [0.0005, 1.0001, 1.0000000001])
      expect(check([part(amount)]).problems, String(amount)).toEqual({ amount_0: PAYMENT_MESSAGES.itemDecimals(1) });
    // Above the limit the contract refuses it first, naming the limit (money-limits.test.ts).
    expect(() => check([part(MAX_BD + 0.001)])).toThrow(MONEY_LIMIT_MESSAGES.itemAmount(1));
  });

  it('debits the supplier: DR in any case or none at all, never CR', () => {
    expect(check([part(1, null, { cr_dr: ' DR ' }), part(1, null, { cr_dr: null })]).problems).toEqual({});
    expect(check([part(1), part(1, null, { cr_dr: 'cr' })]).problems).toEqual({
      side_1: PAYMENT_MESSAGES.itemSide(2),
    });
  });

  it('asks for items, a supplier on each, one supplier in all, and each purchase once', () => {
    expect(check([]).problems).toEqual({ items: PAYMENT_MESSAGES.itemsRequired });
    expect(check([part(1, null, { supplier_id: null })]).problems).toEqual({
      supplier_id: PAYMENT_MESSAGES.supplierRequired,
    });
    expect(check([part(1), part(1, null, { supplier_id: SUPPLIER + 1 })]).problems).toEqual({
      supplier_id: PAYMENT_MESSAGES.oneSupplier,
    });
    expect(check([part(1, 11), part(2, 12), part(3, 11)]).problems).toEqual({
      purchase_2: PAYMENT_MESSAGES.allocationTwice('purchase 11'),
    });
  });

  it('refuses an amount paid other than the total, and an amount stated as anything but a number', () => {
    expect(check([part(5)]).problems).toEqual({});
    for (const amount of ['', null, '5', { $ne: 1 }])
      expect(check([part(5)], { amount }).problems, JSON.stringify(amount)).toEqual({
        amount: PAYMENT_MESSAGES.amountMismatch('BD 5.000'),
      });
    expect(check([part(5)], { amount: 5.001 }).problems).toEqual({
      amount: PAYMENT_MESSAGES.amountMismatch('BD 5.000'),
    });
  });

  it('checks the money side as a receipt: the fixed account, the type it takes, a cheque in full', () => {
    expect(check([part(1)], { account_id: 28, type: null }).payment).toMatchObject({ accountId: 28, type: 'cash' });
    expect(check([part(1)], { account_id: 26, type: undefined }).payment).toMatchObject({ type: 'online' });
    expect(check([part(1)], { account_id: 29 }).problems).toEqual({ account_id: RECEIPT_MESSAGES.accountRequired });
    expect(check([part(1)], { account_id: 27, type: 'online' }).problems).toEqual({
      type: RECEIPT_MESSAGES.paymentType('Cash GL', 'cash'),
    });
    const cheque = { number: 'CHQ-1', date: '2026-11-19', bank: 'NBB' };
    expect(check([part(1)], { type: 'Cheque', cheque }).payment).toMatchObject({ type: 'cheque', cheque });
    expect(check([part(1)], { type: 'cheque', cheque: { ...cheque, bank: ' ' } }).problems).toEqual({
      cheque: RECEIPT_MESSAGES.chequeRequired,
    });
    expect(check([part(1)], { date: '2026-02-29' }).problems).toHaveProperty('date');
  });

  it('prints the number with its prefix', () => {
    expect(paymentNumberText(7)).toBe('PAY-ARG-7');
  });
});
