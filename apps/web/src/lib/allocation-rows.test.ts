import { describe, expect, it } from 'vitest';
import { allocationRows, chosenAllocations, settledAllocation, settledOn, typedAllocation } from './allocation-rows';

const documents = [
  { id: 10, number: 5, date: '2026-11-01', reference: 'B-77', total_amount: 100, pending_amount: 40.5 },
  { id: 11, number: 6, date: '2026-11-02', reference: null, total_amount: 30, pending_amount: 30 },
];

/** What the amount box shows for each text typed, on a document with BD 40.500 pending: in the same order. */
const shown = (allocate: (typed: string, pending: number) => string, typed: string[]) =>
  typed.map((text) => allocate(text, 40.5));

describe('the Allocate modal rows', () => {
  it('offers only the documents dated on or before the voucher, all while its date is not a date', () => {
    expect(settledOn(documents, '2026-11-01').map((document) => document.id)).toEqual([10]);
    expect(settledOn(documents, '2026-11-02').map((document) => document.id)).toEqual([10, 11]);
    expect(settledOn(documents, '').map((document) => document.id)).toEqual([10, 11]);
  });

  it('offers each document in full, ticking those already allocated with their amounts', () => {
    const rows = allocationRows(documents, [{ itemId: 21, documentId: 11, documentNumber: 6, amountFils: 12_000 }]);
    expect(rows.map((row) => [row.selected, row.amount])).toEqual([
      [false, '40.500'],
      [true, '12.000'],
    ]);
  });

  it('caps a typed amount at the pending amount and floors it at 0, leaving a half-typed figure alone', () => {
    expect(shown(typedAllocation, ['50', '-3', '-', '12.', ''])).toEqual(['40.500', '0', '0', '12.', '']);
  });

  it('settles an amount on leaving: to the fil, between 0 and the pending amount', () => {
    expect(shown(settledAllocation, ['12.5', '99', '', 'abc', '1.23456'])).toEqual([
      '12.500',
      '40.500',
      '0.000',
      '0.000',
      '1.235',
    ]);
  });

  it('applies only the ticked documents with something to allocate', () => {
    const rows = allocationRows(documents, []);
    const chosen = chosenAllocations([
      { ...rows[0]!, selected: true, amount: '99' },
      { ...rows[1]!, selected: true, amount: '0' },
    ]);
    expect(chosen).toEqual([{ itemId: null, documentId: 10, documentNumber: 5, amountFils: 40_500 }]);
    expect(chosenAllocations(rows)).toEqual([]);
  });
});
