import { describe, expect, it } from 'vitest';
import { MAX_BD } from '../money';
import {
  documentTotals,
  isLineQuantity,
  isUnitAmount,
  isVatRate,
  lineAmounts,
  lineIdOnDocument,
} from './document-line';

describe('document line math', () => {
  it('multiplies quantity by the unit amount and adds VAT rounded half away from zero to the fil', () => {
    expect(lineAmounts({ quantity: 1, unitFils: 100_000, vatPercent: 10 })).toEqual({
      vatableFils: 100_000,
      vatFils: 10_000,
      totalFils: 110_000,
    });
    // 0.005 BD of VAT on 0.045 BD rounds up to 0.005; 4.5 fils → 5 fils.
    expect(lineAmounts({ quantity: 1, unitFils: 45, vatPercent: 10 }).vatFils).toBe(5);
    expect(lineAmounts({ quantity: 1, unitFils: 44, vatPercent: 10 }).vatFils).toBe(4);
    expect(lineAmounts({ quantity: 1, unitFils: -45, vatPercent: 10 }).vatFils).toBe(-5);
  });

  it('takes fractional quantities to the fil', () => {
    expect(lineAmounts({ quantity: 2.5, unitFils: 1_001, vatPercent: 0 })).toEqual({
      vatableFils: 2_503,
      vatFils: 0,
      totalFils: 2_503,
    });
    expect(lineAmounts({ quantity: 0.333, unitFils: 3_000, vatPercent: 10 })).toEqual({
      vatableFils: 999,
      vatFils: 100,
      totalFils: 1_099,
    });
  });

  it('totals the rounded lines rather than rounding the sums', () => {
    const lines = [1, 2, 3].map(() => lineAmounts({ quantity: 1, unitFils: 45, vatPercent: 10 }));
    expect(documentTotals(lines)).toEqual({ vatableFils: 135, vatFils: 15, totalFils: 150 });
    expect(documentTotals([])).toEqual({ vatableFils: 0, vatFils: 0, totalFils: 0 });
  });
});

describe('line figures as typed', () => {
  it('takes a quantity from 1 to a million, whole', () => {
    expect([1, 2, 1_000_000].map(isLineQuantity)).toEqual([true, true, true]);
    expect([0, -1, 1.5, 1_000_001, '2', null, Number.NaN].map(isLineQuantity)).toEqual(Array(7).fill(false));
  });

  it('takes a unit amount above zero, to the fil, up to the largest amount', () => {
    expect([0.001, 10.005, MAX_BD].map(isUnitAmount)).toEqual([true, true, true]);
    expect([0, -0.001, 0.0005, MAX_BD + 1, '5', Number.POSITIVE_INFINITY].map(isUnitAmount)).toEqual(
      Array(6).fill(false),
    );
  });

  it('takes VAT at 0 % or 10 % only', () => {
    expect([0, 10].map(isVatRate)).toEqual([true, true]);
    expect([5, 15, '10', null].map(isVatRate)).toEqual([false, false, false, false]);
  });
});

describe('a line id on an update', () => {
  const stored = new Set([12, 5_000_001]);
  it('keeps a stored line whatever its size, and a new one above a million is new', () => {
    expect(lineIdOnDocument(5_000_001, stored)).toBe(5_000_001);
    expect(lineIdOnDocument(12, stored)).toBe(12);
    expect(lineIdOnDocument(1_000_001, stored)).toBeNull();
    expect(lineIdOnDocument(null, stored)).toBeNull();
    expect(lineIdOnDocument(undefined, stored)).toBeNull();
  });
  it('leaves an unknown id up to a million as sent, for the update to refuse', () => {
    expect(lineIdOnDocument(1_000_000, stored)).toBe(1_000_000);
    expect(lineIdOnDocument(13, stored)).toBe(13);
  });
});
