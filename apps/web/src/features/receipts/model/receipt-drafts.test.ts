import { mergeEdit } from '../../../lib/three-way-merge';
import { describe, expect, it } from 'vitest';
import { checkReceipt } from '@fleetledger/shared/receipts/receipt-rules';
import { receiptGeneratePayload, type ReceiptRecord } from '@fleetledger/shared/receipts/receipts.contract';
import { withAccount } from '../../../lib/money-side';
import { withAllocations } from '../../../lib/party-payment';
import { withParty } from '../../../documents/voucher-draft';
import {
  newAdjustment,
  newReceipt,
  RECEIPT_MERGE,
  receiptDraft,
  receiptGrandTotalFils,
  receiptPayload,
} from './receipt-drafts';

const acme = { id: 4, name: 'Acme Trading' };
const invoice = (id: number, number: number, fils: number) => ({
  itemId: null,
  documentId: id,
  documentNumber: number,
  amountFils: fils,
});

describe('the Grand Total', () => {
  it('totals credits minus debits: customer and Round Off CR add, Discount and Round Off DR take away', () => {
    const draft = {
      ...withParty(newReceipt('2026-11-23'), acme),
      adjustments: [
        { ...newAdjustment(40), amount: '0.005' },
        { ...newAdjustment(37), amount: '2' },
        { ...newAdjustment(39), amount: '0.5' },
        { ...newAdjustment(39), amount: 'half' },
      ],
    };
    draft.party = { ...draft.party!, amount: '50' };
    expect(receiptGrandTotalFils(draft)).toBe(47_505);
  });
});

describe('the payload', () => {
  const base = withAccount(withParty(newReceipt('2026-11-23'), acme), 26);

  it('sends one customer item per allocated invoice, the rest as an advance, and the amount the rules expect', () => {
    const party = { ...withAllocations(base.party!, [invoice(10, 5, 99_995)]), amount: '120' };
    const draft = {
      ...withAccount(base, 26),
      type: 'cheque' as const,
      cheque: { number: 'CHQ-1', date: '2026-11-19', bank: 'NBB' },
      party,
      adjustments: [{ ...newAdjustment(40), amount: '0.005' }],
    };
    const payload = receiptPayload(draft);
    expect(payload).toMatchObject({ account_id: 26, type: 'cheque', amount: 120.005, reference: null });
    expect(payload.cheque).toEqual({ number: 'CHQ-1', date: '2026-11-19', bank: 'NBB' });
    expect(payload.items).toMatchObject([
      { customer_id: 4, invoice_id: 10, dr_cr: 'cr', amount: 99.995, description: 'Payment for INV-ARG-5' },
      { customer_id: 4, invoice_id: null, dr_cr: 'cr', amount: 20.005 },
      { account_id: 40, dr_cr: 'cr', amount: 0.005 },
    ]);
    // The shared rules (the server's too) accept it as it stands.
    expect(checkReceipt(receiptGeneratePayload.parse(payload)).problems).toEqual({});
  });

  it('sends no cheque for other types, and what is not a figure as typed for the server to name', () => {
    const draft = { ...base, party: { ...base.party!, amount: 'ten' }, narration: '  ' };
    const payload = receiptPayload(draft);
    expect(payload).toMatchObject({ type: 'online', cheque: null, narration: null, amount: 0 });
    expect(payload.items).toMatchObject([{ customer_id: 4, invoice_id: null, amount: 'ten' }]);
  });
});

describe('a stored receipt on screen', () => {
  const stored: ReceiptRecord = {
    id: 3,
    number: 8,
    date: '2026-11-20',
    account_id: 26,
    account_name: 'Al Salam Bank',
    customer_id: 4,
    customer_name: 'Acme Trading',
    type_of_payment: 'cheque',
    amount: 120,
    total_amount: 120,
    advance_amount: 20,
    reference: null,
    narration: 'November payment',
    cheques: { number: 'CHQ-1', date: '2026-11-19', bank: 'NBB' },
    status: 'Created',
    items: [
      {
        id: 21,
        kind: 'customer',
        customer_id: 4,
        account_id: null,
        name: 'Acme Trading',
        invoice_id: 10,
        invoice_number: 5,
        cr_dr: 'cr',
        amount: 99.995,
        description: null,
      },
      {
        id: 22,
        kind: 'customer',
        customer_id: 4,
        account_id: null,
        name: 'Acme Trading',
        invoice_id: null,
        invoice_number: null,
        cr_dr: 'cr',
        amount: 20,
        description: null,
      },
      {
        id: 23,
        kind: 'round_off',
        customer_id: null,
        account_id: 40,
        name: 'Round Off CR',
        invoice_id: null,
        invoice_number: null,
        cr_dr: 'cr',
        amount: 0.005,
        description: null,
      },
    ],
    attachments: [],
    version: 2,
  };

  it('folds the customer items into one payment and sends them back with their ids', () => {
    const draft = receiptDraft(stored);
    expect(draft.party).toMatchObject({ amount: '119.995', advanceItemId: 22, allocations: [{ itemId: 21 }] });
    expect(receiptGrandTotalFils(draft)).toBe(120_000);
    expect(receiptPayload(draft).items).toMatchObject([
      { id: 21, invoice_id: 10, amount: 99.995 },
      { id: 22, invoice_id: null, amount: 20 },
      { id: 23, account_id: 40, amount: 0.005 },
    ]);
  });

  it('merges a stale edit: my removed Round Off goes, their narration comes', () => {
    const base = receiptDraft(stored);
    const mine = { ...base, adjustments: [] };
    const theirs = { ...base, narration: 'Corrected' };
    const merged = mergeEdit(RECEIPT_MERGE, { base, mine, theirs });
    expect(merged.record).toEqual({ ...base, narration: 'Corrected', adjustments: [] });
    expect(merged.conflicts).toEqual([]);
    const changed = { ...theirs, adjustments: [{ ...base.adjustments[0]!, amount: '0.010' }] };
    expect(mergeEdit(RECEIPT_MERGE, { base, mine, theirs: changed }).conflicts.map((c) => c.field)).toEqual([
      'Round Off CR',
    ]);
  });
});
