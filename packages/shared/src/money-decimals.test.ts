import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bdToFils, FILS_PER_BD, hasAtMostThreeDecimals, MAX_BD } from './money';

describe('at most three decimals, exactly', () => {
  it('takes three decimals and refuses a fourth, however small the excess', () => {
    for (const bd of [0, 1, 0.001, 1.5, 1.005, 999.999, 123456.789, 1e9, 1e21, 999999999.999])
      expect(hasAtMostThreeDecimals(bd), String(bd)).toBe(true);
    for (const bd of [1.0000000001, 1.0005, 0.0001, 1e-7, 1.5e-7, 5e-324, 0.1 + 0.2, 999999999.9991])
      expect(hasAtMostThreeDecimals(bd), String(bd)).toBe(false);
  });

  it('reads negatives as their size and refuses what is not a number', () => {
    expect(hasAtMostThreeDecimals(-1.234)).toBe(true);
    expect(hasAtMostThreeDecimals(-1.0000000001)).toBe(false);
    expect(hasAtMostThreeDecimals(Number.NaN)).toBe(false);
    expect(hasAtMostThreeDecimals(Number.POSITIVE_INFINITY)).toBe(false);
  });

  it('takes every whole number of fils written in BD, and nothing a fil plus a trace', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_BD * FILS_PER_BD }), (fils) => {
        const bd = fils / FILS_PER_BD;
        expect(hasAtMostThreeDecimals(bd)).toBe(true);
        expect(bdToFils(bd)).toBe(fils);
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_BD * FILS_PER_BD }), fc.integer({ min: 1, max: 9 }), (fils, trace) => {
        const [whole, decimals = ''] = String(fils / FILS_PER_BD).split('.');
        const traced = Number(`${whole}.${decimals.padEnd(3, '0')}${trace}`);
        expect(hasAtMostThreeDecimals(traced), String(traced)).toBe(false);
      }),
    );
  });
});
