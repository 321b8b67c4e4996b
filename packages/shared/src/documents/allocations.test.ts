import { describe, expect, it } from 'vitest';
import { allocatedIds, allocationProblems, datedAfterMessage } from './allocations';

const messages = {
  notOpen: (n: number) => `Item ${n} is not open`,
  overAllocated: (number: string, pending: string) => `${number} has only ${pending} pending`,
  datedAfter: datedAfterMessage('payment'),
};
const ON = '2026-03-10';
const open = [
  { id: 7, number: 'INV-7', date: '2026-03-01', pendingFils: 10_000 },
  { id: 9, number: 'INV-9', date: ON, pendingFils: -500 },
  { id: 11, number: 'PV-ARG-11', date: '2026-03-11', pendingFils: 10_000 },
];

describe('allocations', () => {
  it('takes up to the fil what a document has pending, and advances anything', () => {
    const parts = [
      { documentId: 7, amountFils: 10_000 },
      { documentId: null, amountFils: 99_999_999 },
    ];
    expect(allocationProblems(parts, open, 'invoice', ON, messages)).toEqual({});
    expect(allocatedIds([...parts, { documentId: 7, amountFils: 1 }, { documentId: 3, amountFils: 1 }])).toEqual([
      7, 3,
    ]);
  });

  it('refuses one fil over, counting every part that pays the document, and never shows a negative pending', () => {
    expect(allocationProblems([{ documentId: 7, amountFils: 10_001 }], open, 'invoice', ON, messages)).toEqual({
      invoice_0: 'INV-7 has only BD 10.000 pending',
    });
    const split = [
      { documentId: 7, amountFils: 6_000 },
      { documentId: 7, amountFils: 4_001 },
    ];
    expect(Object.keys(allocationProblems(split, open, 'purchase', ON, messages))).toEqual([
      'purchase_0',
      'purchase_1',
    ]);
    expect(allocationProblems([{ documentId: 9, amountFils: 1 }], open, 'invoice', ON, messages)).toEqual({
      invoice_0: 'INV-9 has only BD 0.000 pending',
    });
  });

  it('names by its place an item paying a document that is not open', () => {
    const parts = [
      { documentId: null, amountFils: 1 },
      { documentId: 8, amountFils: 1 },
    ];
    expect(allocationProblems(parts, open, 'purchase', ON, messages)).toEqual({ purchase_1: 'Item 2 is not open' });
  });

  it('refuses a document dated after the voucher, naming it and its date', () => {
    expect(allocationProblems([{ documentId: 11, amountFils: 1 }], open, 'purchase', ON, messages)).toEqual({
      purchase_0:
        'PV-ARG-11 is dated 11/03/2026, after this payment: a payment can only settle what is dated on or before it',
    });
    expect(allocationProblems([{ documentId: 11, amountFils: 1 }], open, 'purchase', '2026-03-11', messages)).toEqual(
      {},
    );
  });
});
