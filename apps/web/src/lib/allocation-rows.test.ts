import { describe, expect, it } from 'vitest';
import { allocationRows, chosenAllocations, settledAllocation, typedAllocation } from './allocation-rows';

const documents = [
  { id: 10, number: 5, date: '2026-11-01', total_amount: 100, pending_amount: 40.5 },
  { id: 11, number: 6, date: '2026-11-02', total_amount: 30, pending_amount: 30 },
];

describe('the Allocate modal rows', () => {
  it('offers each document in full, ticking those already allocated with their amounts', () => {
    const rows = allocationRows(documents, [{ itemId: 21, documentId: 11, documentNumber: 6, amountFils: 12_000 }]);
    expect(rows.map((row) => [row.selected, row.amount])).toEqual([
      [false, '40.500'],
      [true, '12.000'],
    ]);
  });

  it('caps a typed amount at the pending amount and floors it at 0, leaving a half-typed figure alone', () => {
    expect(typedAllocation('50', 40.5)).toBe('40.500');
    expect(typedAllocation('-3', 40.5)).toBe('0');
    expect(typedAllocation('-', 40.5)).toBe('0');
    expect(typedAllocation('12.', 40.5)).toBe('12.');
    expect(typedAllocation('', 40.5)).toBe('');
  });

  it('settles an amount on leaving: to the fil, between 0 and the pending amount', () => {
    expect(settledAllocation('12.5', 40.5)).toBe('12.500');
    expect(settledAllocation('99', 40.5)).toBe('40.500');
    expect(settledAllocation('', 40.5)).toBe('0.000');
    expect(settledAllocation('abc', 40.5)).toBe('0.000');
    expect(settledAllocation('1.23456', 40.5)).toBe('1.235');
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
