import { describe, expect, it } from 'vitest';
import {
  bdAmount,
  bdToFils,
  formatBD,
  formatFils,
  hasAtMostThreeDecimals,
  roundHalfAwayFromZero,
  vatFils,
} from './money';
import { MONEY_LIMIT_MESSAGES } from './money-limits';
import { safeParseFormText } from './form-text';

describe('money', () => {
  it.each([
    [0.1, 100],
    [1.005, 1005],
    [123456.789, 123456789],
    [0, 0],
  ])('converts BD %s to %s fils without float noise', (bd, fils) => {
    expect(bdToFils(bd)).toBe(fils);
  });

  it('knows three decimals from four', () => {
    expect(hasAtMostThreeDecimals(1.234)).toBe(true);
    expect(hasAtMostThreeDecimals(0.001)).toBe(true);
    expect(hasAtMostThreeDecimals(1.2345)).toBe(false);
    expect(hasAtMostThreeDecimals(0.0001)).toBe(false);
  });

  it('rounds VAT half away from zero per line', () => {
    expect(vatFils(5, 10)).toBe(1); // 0.5 fil -> 1
    expect(vatFils(4, 10)).toBe(0);
    expect(vatFils(15, 10)).toBe(2); // 1.5 -> 2
    expect(vatFils(-15, 10)).toBe(-2);
    expect(roundHalfAwayFromZero(-0.5)).toBe(-1);
    expect(roundHalfAwayFromZero(2.4999)).toBe(2);
  });

  it('formats BD with 3 or 2 decimals', () => {
    expect(formatBD(1234500)).toBe('BD 1,234.500');
    expect(formatBD(-2500)).toBe('-BD 2.500');
    expect(formatFils(1234565, 2)).toBe('1,234.57');
    expect(formatFils(5, 2)).toBe('0.01');
    expect(formatFils(4, 2)).toBe('0.00');
  });

  describe('bdAmount', () => {
    const schema = bdAmount({ required: 'Charge amount is required' });
    it('accepts numbers, and numeric text only from a form body, giving fils', () => {
      expect(schema.parse(12.5)).toBe(12500);
      expect(schema.parse(0)).toBe(0);
      expect(schema.safeParse('12.125').error?.issues[0]?.message).toBe('Charge amount is required');
      expect(safeParseFormText(schema, '12.125').data).toBe(12125);
    });
    it('refuses negatives, 4 decimals, text and huge values', () => {
      expect(schema.safeParse(-1).error?.issues[0]?.message).toBe('Amount must be at least 0');
      expect(schema.safeParse(1.2345).error?.issues[0]?.message).toBe('Amount can have at most 3 decimals');
      expect(schema.safeParse('abc').error?.issues[0]?.message).toBe('Charge amount is required');
      expect(schema.safeParse(null).error?.issues[0]?.message).toBe('Charge amount is required');
      expect(schema.safeParse(1e12).error?.issues[0]?.message).toBe(MONEY_LIMIT_MESSAGES.amount);
      expect(schema.safeParse(Number.NaN).success).toBe(false);
    });
    it('supports a strict minimum', () => {
      const positive = bdAmount({
        min: 0,
        exclusiveMin: true,
        minMessage: 'Please enter a valid amount greater than 0',
      });
      expect(positive.safeParse(0).error?.issues[0]?.message).toBe('Please enter a valid amount greater than 0');
      expect(positive.parse(0.001)).toBe(1);
    });
  });
});
