import { describe, expect, it } from 'vitest';
import { checkContainer, checkDigit } from './iso6346';

describe('ISO 6346 container check digit', () => {
  it('computes the check digit of known containers', () => {
    expect(checkDigit('CSQU305438')).toBe(3);
    expect(checkDigit('MSKU907032')).toBe(3);
  });

  it('accepts valid numbers, flags a wrong digit, ignores what is not ISO shaped', () => {
    expect(checkContainer('CSQU3054383')).toEqual({ kind: 'valid' });
    expect(checkContainer('csqu 305438-3')).toEqual({ kind: 'valid' });
    expect(checkContainer('CSQU3054384')).toEqual({ kind: 'wrong-check-digit', expected: 3 });
    expect(checkContainer('ABC123')).toEqual({ kind: 'not-iso' });
    expect(checkContainer('CSQX3054383')).toEqual({ kind: 'not-iso' });
    expect(checkContainer('')).toEqual({ kind: 'not-iso' });
  });
});
