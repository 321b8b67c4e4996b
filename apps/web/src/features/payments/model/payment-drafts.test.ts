import { describe, expect, it } from 'vitest';
import { checkPayment } from '@fleetledger/shared/payments/payment-rules';
import {
  PAYMENT_MESSAGES,
  paymentGeneratePayload,
  type PaymentRecord,
} from '@fleetledger/shared/payments/payments.contract';
import { RECEIPT_MESSAGES } from '@fleetledger/shared/receipts/receipts.contract';
import { withAccount } from '../../../lib/money-side';
import { withAllocations } from '../../../lib/party-payment';
import {
  newPayment,
  payingPurchase,
  paymentDifferences,
  paymentDraft,
  paymentPayload,
  paymentProblems,
  paymentTotalFils,
  withSupplier,
} from './payment-drafts';

const gulfFuel = { id: 9, name: 'Gulf Fuel Supplies' };
const purchase = (id: number, number: number, fils: number) => ({
  itemId: null,
  documentId: id,
  documentNumber: number,
  amountFils: fils,
});
const cashPayment = withAccount(withSupplier(newPayment('2026-11-23'), gulfFuel), 27);

describe('a new payment', () => {
  it('adds the supplier item on choosing a supplier and removes it on clearing', () => {
    const chosen = withSupplier(newPayment('2026-11-23'), gulfFuel);
    expect(chosen.supplier).toMatchObject({ partyId: 9, partyName: 'Gulf Fuel Supplies', amount: '' });
    expect(withSupplier(chosen, gulfFuel)).toBe(chosen);
    expect(withSupplier(chosen, null).supplier).toBeNull();
  });

  it('made from a purchase, pays its supplier the whole of what it has pending', () => {
    const record = { id: 30, number: 12, supplier_id: 9, customer_name: 'Gulf Fuel Supplies', pending_amount: 75.25 };
    const paying = payingPurchase(newPayment('2026-11-23'), record);
    expect(paying.supplier).toMatchObject({ partyId: 9, amount: '75.250', allocations: [purchase(30, 12, 75_250)] });
    expect(paymentTotalFils(paying)).toBe(75_250);
  });
});

describe('the payload', () => {
  it('debits the supplier once per purchase paid and once for the advance, the amount their sum', () => {
    const supplier = { ...withAllocations(cashPayment.supplier!, [purchase(30, 12, 40_500)]), amount: '50' };
    const payload = paymentPayload({ ...cashPayment, supplier, reference: 'PAY-REF' });
    expect(payload).toMatchObject({ account_id: 27, type: 'cash', amount: 50, reference: 'PAY-REF', cheque: null });
    expect(payload.items).toEqual([
      { id: null, supplier_id: 9, purchase_id: 30, cr_dr: 'dr', amount: 40.5, description: 'Payment for PV-ARG-12' },
      { id: null, supplier_id: 9, purchase_id: null, cr_dr: 'dr', amount: 9.5, description: 'Advance' },
    ]);
    // The shared rules (the server's too) accept it as it stands.
    expect(checkPayment(paymentGeneratePayload.parse(payload)).problems).toEqual({});
    expect(paymentProblems({ ...cashPayment, supplier })).toEqual({ fields: {}, notice: null });
  });
});

describe('what the screen refuses before sending, in the shared rules’ words', () => {
  it('an account, then an item', () => {
    expect(paymentProblems(newPayment('2026-11-23'))).toEqual({
      fields: { account_id: RECEIPT_MESSAGES.accountRequired, items: PAYMENT_MESSAGES.itemsRequired },
      notice: RECEIPT_MESSAGES.accountRequired,
    });
    expect(paymentProblems(withAccount(newPayment('2026-11-23'), 27)).notice).toBe(PAYMENT_MESSAGES.itemsRequired);
  });

  it('cheque details for a cheque, and an amount to the fil above zero', () => {
    const cheque = { ...withAccount(cashPayment, 26), type: 'cheque' as const };
    const paid = { ...cheque, supplier: { ...cheque.supplier!, amount: '10' } };
    expect(paymentProblems(paid).fields).toEqual({ cheque: RECEIPT_MESSAGES.chequeRequired });
    const typed = { ...cashPayment, supplier: { ...cashPayment.supplier!, amount: '1.2345' } };
    expect(paymentProblems(typed)).toEqual({
      fields: { amount_0: PAYMENT_MESSAGES.itemAmount(1) },
      notice: PAYMENT_MESSAGES.itemAmount(1),
    });
  });

  it('an amount short of what it allocates', () => {
    const supplier = { ...withAllocations(cashPayment.supplier!, [purchase(30, 12, 40_500)]), amount: '40' };
    expect(paymentProblems({ ...cashPayment, supplier })).toEqual({
      fields: {},
      notice: 'The amount must cover the BD 40.500 allocated',
    });
  });
});

describe('a stored payment on screen', () => {
  const stored: PaymentRecord = {
    id: 5,
    number: 3,
    date: '2026-11-20',
    account_id: 26,
    account_name: 'Al Salam Bank',
    supplier_id: 9,
    supplier_name: 'Gulf Fuel Supplies',
    type: 'cheque',
    total_amount: 60,
    advance_amount: 19.5,
    reference: null,
    narration: 'Diesel, October',
    cheques: { number: 'CHQ-9', date: '2026-11-19', bank: 'BBK' },
    status: 'Created',
    items: [
      {
        id: 41,
        supplier_id: 9,
        purchase_id: 30,
        purchase_number: 12,
        cr_dr: 'dr',
        amount: 40.5,
        description: null,
      },
      {
        id: 42,
        supplier_id: 9,
        purchase_id: null,
        purchase_number: null,
        cr_dr: 'dr',
        amount: 19.5,
        description: null,
      },
    ],
    attachments: [],
    version: 2,
  };

  it('folds the supplier items into one payment and sends them back with their ids', () => {
    const draft = paymentDraft(stored);
    expect(draft).toMatchObject({ accountId: 26, type: 'cheque', cheque: { number: 'CHQ-9' }, reference: '' });
    expect(draft.supplier).toMatchObject({ amount: '60.000', advanceItemId: 42, allocations: [{ itemId: 41 }] });
    expect(paymentPayload(draft).items).toMatchObject([
      { id: 41, purchase_id: 30, amount: 40.5 },
      { id: 42, purchase_id: null, amount: 19.5 },
    ]);
  });

  it('names only what differs between the stored payment and the screen', () => {
    const theirs = paymentDraft(stored);
    const yours = { ...theirs, narration: 'Corrected', supplier: { ...theirs.supplier!, amount: '70' } };
    expect(paymentDifferences(theirs, yours)).toEqual([
      { field: 'Narration', theirs: 'Diesel, October', yours: 'Corrected' },
      {
        field: 'Supplier',
        theirs: 'Gulf Fuel Supplies · 60.000 · PV-ARG-12 BD 40.500',
        yours: 'Gulf Fuel Supplies · 70 · PV-ARG-12 BD 40.500',
      },
    ]);
    expect(paymentDifferences(theirs, theirs)).toEqual([]);
  });
});
