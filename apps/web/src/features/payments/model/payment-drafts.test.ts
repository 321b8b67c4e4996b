import { mergeEdit } from '../../../lib/three-way-merge';
import { describe, expect, it } from 'vitest';
import { checkPayment } from '@fleetledger/shared/payments/payment-rules';
import { PAYMENT_MESSAGES, paymentGeneratePayload } from '@fleetledger/shared/payments/payments.contract';
import { RECEIPT_MESSAGES } from '@fleetledger/shared/receipts/receipts.contract';
import { withAccount } from '../../../lib/money-side';
import { withAllocations } from '../../../lib/party-payment';
import { withParty } from '../../../documents/voucher-draft';
import { CREDIT_NOTE_7, STORED_PAYMENT, STORED_REFUND } from '../testing/payment-answers';
import {
  newPayment,
  PAYMENT_MERGE,
  paymentDraft,
  paymentPayload,
  paymentProblems,
  paymentTotalFils,
  paysSupplier,
  refundingFrom,
  refundsKept,
} from './payment-drafts';

const purchase12 = (fils: number) => ({ itemId: null, documentId: 30, documentNumber: 12, amountFils: fils });
const cashPayment = withAccount(withParty(newPayment('2026-11-23'), { id: 9, name: 'Gulf Fuel Supplies' }), 27);
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
    expect(paymentProblems(newPayment('2026-11-23'))).toEqual({
      fields: { account_id: RECEIPT_MESSAGES.accountRequired, items: PAYMENT_MESSAGES.itemsRequired },
      notice: RECEIPT_MESSAGES.accountRequired,
    });
    expect(paymentProblems(withAccount(newPayment('2026-11-23'), 27)).notice).toBe(PAYMENT_MESSAGES.itemsRequired);
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

describe('a refund of a customer’s credit', () => {
  const refunding = refundingFrom(withAccount(newPayment('2026-12-04'), 27), CREDIT_NOTE_7);

  it('made from a credit note, pays its customer back all its credit left and nothing else', () => {
    expect(refunding.party).toMatchObject({ partyId: 3, partyName: 'Bahrain Steel', amount: '', allocations: [] });
    expect(refunding.refunds).toEqual([{ id: null, creditNoteId: 71, creditNoteNumber: 7, amount: '25.250' }]);
    expect(paysSupplier(refunding)).toBe(false);
    expect(paymentTotalFils(refunding)).toBe(25_250);
    const payload = paymentPayload(refunding);
    expect(payload).toMatchObject({ account_id: 27, amount: 25.25 });
    expect(payload.items).toEqual([
      {
        id: null,
        supplier_id: 3,
        purchase_id: null,
        credit_note_id: 71,
        cr_dr: 'dr',
        amount: 25.25,
        description: 'Refund of CN-ARG-7',
      },
    ]);
    expect(checkPayment(paymentGeneratePayload.parse(payload)).problems).toEqual({});
  });

  it('a note with no credit left gives nothing to refund', () => {
    expect(refundingFrom(newPayment('2026-12-04'), { ...CREDIT_NOTE_7, credit_left: 0 }).refunds).toEqual([]);
  });

  it('follows the supplier’s items, so the rules number it after them', () => {
    const both = { ...refunding, party: { ...refunding.party!, amount: '5' } };
    expect(paysSupplier(both)).toBe(true);
    expect(paymentPayload(both).items.map((item) => [item.description, item.amount])).toEqual([
      ['Advance', 5],
      ['Refund of CN-ARG-7', 25.25],
    ]);
    const lowered = { ...both, refunds: [{ ...both.refunds[0]!, amount: '0' }] };
    expect(paymentProblems(lowered).fields).toEqual({ amount_1: PAYMENT_MESSAGES.itemAmount(2) });
  });

  it('goes with its customer: another party, or none, drops it', () => {
    const other = withParty(refunding, { id: 9, name: 'Gulf Fuel Supplies' });
    expect(refundsKept(refunding, other).refunds).toEqual([]);
    expect(refundsKept(refunding, withParty(refunding, null)).refunds).toEqual([]);
    const narrated = { ...refunding, narration: 'Credit returned' };
    expect(refundsKept(refunding, narrated)).toBe(narrated);
  });

  it('stored, is read back as it was and sent back unchanged', () => {
    const draft = paymentDraft(STORED_REFUND);
    expect(draft.party).toMatchObject({ partyId: 3, amount: '', allocations: [], advanceItemId: null });
    expect(draft.refunds).toEqual([{ id: 61, creditNoteId: 71, creditNoteNumber: 7, amount: '20.000' }]);
    expect(paymentPayload(draft)).toMatchObject({
      amount: 20,
      items: [{ id: 61, supplier_id: 3, purchase_id: null, credit_note_id: 71, amount: 20 }],
    });
  });

  it('merges a stale edit by the refund’s id: their amount beside my narration', () => {
    const base = paymentDraft(STORED_REFUND);
    const mine = { ...base, narration: 'Mine' };
    const theirs = { ...base, refunds: [{ ...base.refunds[0]!, amount: '15.000' }] };
    const merged = mergeEdit(PAYMENT_MERGE, { base, mine, theirs });
    expect(merged.record).toEqual({ ...mine, refunds: theirs.refunds });
    expect(merged.conflicts).toEqual([]);
  });
});
