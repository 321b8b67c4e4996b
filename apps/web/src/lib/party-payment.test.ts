import { describe, expect, it } from 'vitest';
import {
  advanceFils,
  amountFigure,
  newPartyPayment,
  partyAmountProblem,
  partyItems,
  partySummary,
  payingDocument,
  storedPartyPayment,
  typedFils,
  withAllocations,
} from './party-payment';

const acme = newPartyPayment({ id: 4, name: 'Acme Trading' });
const allocation = (id: number, number: number, fils: number) => ({
  itemId: null,
  documentId: id,
  documentNumber: number,
  amountFils: fils,
});
const paying = (number: number) => `Payment for DOC-${number}`;

describe('a typed amount', () => {
  it('reads as fils only when it is a figure to the fil', () => {
    expect(typedFils('12.345')).toBe(12_345);
    expect(typedFils(' 7 ')).toBe(7_000);
    expect(typedFils('1.2345')).toBeNull();
    expect(typedFils('abc')).toBeNull();
    expect(typedFils('')).toBeNull();
  });

  it('is sent as a number when it reads as one, else as typed for the server to name', () => {
    expect(amountFigure('12.5')).toBe(12.5);
    expect(amountFigure('ten')).toBe('ten');
  });
});

describe('allocations and the advance', () => {
  it('starts with nothing paid', () => {
    expect(acme).toEqual({ partyId: 4, partyName: 'Acme Trading', amount: '', allocations: [], advanceItemId: null });
  });

  it('sets the amount to what was allocated, which the user may raise into an advance', () => {
    const allocated = withAllocations(acme, [allocation(10, 5, 99_995), allocation(11, 6, 5)]);
    expect(allocated.amount).toBe('100.000');
    expect(advanceFils(allocated)).toBe(0);
    expect(advanceFils({ ...allocated, amount: '120' })).toBe(20_000);
    expect(partyAmountProblem({ ...allocated, amount: '120' })).toBeNull();
    expect(partyAmountProblem({ ...allocated, amount: '99' })).toBe('The amount must cover the BD 100.000 allocated');
    expect(partyAmountProblem({ ...allocated, amount: 'x' })).not.toBeNull();
    expect(partyAmountProblem(null)).toBeNull();
  });

  it('keeps the stored item of a document allocated again', () => {
    const stored = { ...acme, allocations: [{ ...allocation(10, 5, 1_000), itemId: 77 }] };
    expect(withAllocations(stored, [allocation(10, 5, 2_000), allocation(11, 6, 1)]).allocations).toEqual([
      { ...allocation(10, 5, 2_000), itemId: 77 },
      allocation(11, 6, 1),
    ]);
  });

  it('allocates the whole pending amount of the document a voucher is made from, nothing when none is pending', () => {
    const document = { id: 10, number: 5, pending_amount: 33.017 };
    expect(payingDocument(acme, document)).toMatchObject({
      amount: '33.017',
      allocations: [allocation(10, 5, 33_017)],
    });
    expect(payingDocument(acme, { ...document, pending_amount: 0 })).toBe(acme);
  });
});

describe("the party's items", () => {
  it('sends one item per allocated document and the rest as an advance', () => {
    const payment = { ...withAllocations(acme, [allocation(10, 5, 99_995)]), amount: '120' };
    expect(partyItems(payment, paying)).toEqual([
      { id: null, documentId: 10, amount: 99.995, description: 'Payment for DOC-5' },
      { id: null, documentId: null, amount: 20.005, description: 'Advance' },
    ]);
    expect(partyItems({ ...payment, amount: '99.995' }, paying)).toHaveLength(1);
  });

  it('sends unallocated money as one advance item, as typed', () => {
    expect(partyItems({ ...acme, amount: 'ten' }, paying)).toEqual([
      { id: null, documentId: null, amount: 'ten', description: 'Advance' },
    ]);
  });

  it('folds stored items back into one payment and sends them back with their ids', () => {
    const items = [
      { id: 21, paid: 10, paidNumber: 5, amount: 99.995 },
      { id: 22, paid: null, paidNumber: null, amount: 20 },
    ];
    const stored = storedPartyPayment({ id: 4, name: 'Acme Trading' }, items, (item) => ({
      id: item.paid,
      number: item.paidNumber,
    }));
    expect(stored).toMatchObject({ amount: '119.995', advanceItemId: 22, allocations: [{ itemId: 21 }] });
    expect(partyItems(stored, paying)).toMatchObject([
      { id: 21, documentId: 10, amount: 99.995 },
      { id: 22, documentId: null, amount: 20 },
    ]);
    expect(partySummary(stored, (number) => `DOC-${number}`)).toBe('Acme Trading · 119.995 · DOC-5 BD 99.995');
  });
});
