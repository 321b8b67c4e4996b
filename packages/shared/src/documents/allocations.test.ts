import { describe, expect, it } from 'vitest';
import { allocatedIds, allocationProblems } from './allocations';

const messages = {
  notOpen: (n: number) => `Item ${n} is not open`,
  overAllocated: (number: string, pending: string) => `${number} has only ${pending} pending`,
};
const open = [
  { id: 7, number: 'INV-7', pendingFils: 10_000 },
  { id: 9, number: 'INV-9', pendingFils: -500 },
];

describe('allocations', () => {
  it('takes up to the fil what a document has pending, and advances anything', () => {
    const parts = [
      { documentId: 7, amountFils: 10_000 },
      { documentId: null, amountFils: 99_999_999 },
    ];
    expect(allocationProblems(parts, open, 'invoice', messages)).toEqual({});
    expect(allocatedIds([...parts, { documentId: 7, amountFils: 1 }, { documentId: 3, amountFils: 1 }])).toEqual([
      7, 3,
    ]);
  });

  it('refuses one fil over, counting every part that pays the document, and never shows a negative pending', () => {
    expect(allocationProblems([{ documentId: 7, amountFils: 10_001 }], open, 'invoice', messages)).toEqual({
      invoice_0: 'INV-7 has only BD 10.000 pending',
    });
    const split = [
      { documentId: 7, amountFils: 6_000 },
      { documentId: 7, amountFils: 4_001 },
    ];
    expect(Object.keys(allocationProblems(split, open, 'purchase', messages))).toEqual(['purchase_0', 'purchase_1']);
    expect(allocationProblems([{ documentId: 9, amountFils: 1 }], open, 'invoice', messages)).toEqual({
      invoice_0: 'INV-9 has only BD 0.000 pending',
    });
  });

  it('names by its place an item paying a document that is not open', () => {
    const parts = [
      { documentId: null, amountFils: 1 },
      { documentId: 8, amountFils: 1 },
    ];
    expect(allocationProblems(parts, open, 'purchase', messages)).toEqual({ purchase_1: 'Item 2 is not open' });
  });
});
