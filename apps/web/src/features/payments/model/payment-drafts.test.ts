import { mergeEdit } from '../../../lib/three-way-merge';
import { describe, expect, it } from 'vitest';
import { checkPayment } from '@fleetledger/shared/payments/payment-rules';
import { PAYMENT_MESSAGES, paymentGeneratePayload } from '@fleetledger/shared/payments/payments.contract';
import { RECEIPT_MESSAGES } from '@fleetledger/shared/receipts/receipts.contract';
import { withAccount } from '../../../lib/money-side';
import { withAllocations } from '../../../lib/party-payment';
import { newVoucherDraft, withParty } from '../../../lib/voucher-draft';
import { STORED_PAYMENT } from '../testing/payment-answers';
import { PAYMENT_MERGE, paymentDraft, paymentPayload, paymentProblems } from './payment-drafts';

const purchase12 = (fils: number) => ({ itemId: null, documentId: 30, documentNumber: 12, amountFils: fils });
const cashPayment = withAccount(withParty(newVoucherDraft('2026-11-23'), { id: 9, name: 'Gulf Fuel Supplies' }), 27);
const paying = (amount: string, allocated: number[] = []) => ({
  ...cashPayment,
  party: { ...withAllocations(cashPayment.party!, allocated.map(purchase12)), amount },
});

describe('a payment', () => {
  it('debits the supplier once per purchase paid and once for the advance, the amount their sum', () => {
    const payload = paymentPayload({ ...paying('50', [40_500]), reference: 'PAY-REF' });
    expect(payload).toMatchObject({ account_id: 27, type: 'cash', amount: 50, reference: 'PAY-REF', cheque: null });
    expect(payload.items).toEqual([
      { id: null, supplier_id: 9, purchase_id: 30, cr_dr: 'dr', amount: 40.5, description: 'Payment for PV-ARG-12' },
      { id: null, supplier_id: 9, purchase_id: null, cr_dr: 'dr', amount: 9.5, description: 'Advance' },
    ]);
    // The shared rules (the server's too) accept it as it stands.
    expect(checkPayment(paymentGeneratePayload.parse(payload)).problems).toEqual({});
    expect(paymentProblems(paying('50', [40_500]))).toEqual({ fields: {}, notice: null });
  });
});

describe('what the screen refuses before sending, in the shared rules’ words', () => {
  it('an account, then an item', () => {
    expect(paymentProblems(newVoucherDraft('2026-11-23'))).toEqual({
      fields: { account_id: RECEIPT_MESSAGES.accountRequired, items: PAYMENT_MESSAGES.itemsRequired },
      notice: RECEIPT_MESSAGES.accountRequired,
    });
    expect(paymentProblems(withAccount(newVoucherDraft('2026-11-23'), 27)).notice).toBe(PAYMENT_MESSAGES.itemsRequired);
  });

  it('cheque details for a cheque, and an amount to the fil above zero', () => {
    const cheque = { ...withAccount(paying('10'), 26), type: 'cheque' as const };
    expect(paymentProblems(cheque).fields).toEqual({ cheque: RECEIPT_MESSAGES.chequeRequired });
    expect(paymentProblems(paying('1.2345'))).toEqual({
      fields: { amount_0: PAYMENT_MESSAGES.itemAmount(1) },
      notice: PAYMENT_MESSAGES.itemAmount(1),
    });
  });

  it('an amount short of what it allocates', () => {
    expect(paymentProblems(paying('40', [40_500]))).toEqual({
      fields: {},
      notice: 'The amount must cover the BD 40.500 allocated',
    });
  });
});

describe('a stored payment on screen', () => {
  it('folds the supplier items into one payment and sends them back with their ids', () => {
    const draft = paymentDraft(STORED_PAYMENT);
    expect(draft).toMatchObject({ accountId: 26, type: 'cheque', cheque: { number: 'CHQ-9' }, reference: 'GF-PAY-1' });
    expect(draft.party).toMatchObject({ amount: '60.000', advanceItemId: 42, allocations: [{ itemId: 41 }] });
    expect(paymentPayload(draft).items).toMatchObject([
      { id: 41, purchase_id: 30, amount: 40.5 },
      { id: 42, purchase_id: null, amount: 19.5 },
    ]);
  });

  it('merges a stale edit field by field: their narration beside my amount, a date both changed a conflict', () => {
    const base = paymentDraft(STORED_PAYMENT);
    const mine = { ...base, date: '2026-11-02', party: { ...base.party!, amount: '70' } };
    const theirs = { ...base, date: '2026-11-03', narration: 'Corrected' };
    const merged = mergeEdit(PAYMENT_MERGE, { base, mine, theirs });
    expect(merged.record).toEqual({ ...mine, narration: 'Corrected' });
    expect(merged.taken).toEqual([
      { key: 'narration', field: 'Narration', mine: 'Diesel, October', theirs: 'Corrected' },
    ]);
    expect(merged.conflicts).toEqual([{ key: 'date', field: 'Date', mine: '2026-11-02', theirs: '2026-11-03' }]);
    expect(mergeEdit(PAYMENT_MERGE, { base, mine, theirs }, { date: 'theirs' }).record.date).toBe('2026-11-03');
  });
});
