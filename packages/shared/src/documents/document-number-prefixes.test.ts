import { afterEach, describe, expect, it } from 'vitest';
import {
  adoptNumberPrefixes,
  NUMBERED_DOCUMENTS,
  type NumberPrefixes,
  prefixOf,
  prefixProblem,
  printedNumber,
  SPEC_NUMBER_PREFIXES,
  typedNumber,
  typedNumberDigits,
} from './document-number-prefixes';

const spec = Object.fromEntries(
  NUMBERED_DOCUMENTS.map((kind) => [kind, [{ from_number: 1, prefix: SPEC_NUMBER_PREFIXES[kind] }]]),
) as unknown as NumberPrefixes;

/** Invoices printed INV-ARG- up to 30, INV-2026- from 31, INV- from 90. */
const renamed: NumberPrefixes = {
  ...spec,
  invoice: [
    { from_number: 1, prefix: 'INV-ARG-' },
    { from_number: 31, prefix: 'INV-2026-' },
    { from_number: 90, prefix: 'INV-' },
  ],
};

afterEach(() => adoptNumberPrefixes(spec));

describe('printedNumber', () => {
  it("prints the spec's prefixes until the company's are adopted", () => {
    expect(NUMBERED_DOCUMENTS.map((kind) => printedNumber(kind, 7))).toEqual([
      'INV-ARG-7',
      'CN-ARG-7',
      'DN-ARG-7',
      'PV-ARG-7',
      'RCPT-ARG-7',
      'PAY-ARG-7',
      'JV-ARG-7',
      'EXP-7',
    ]);
  });

  it('prints each number with the range it falls in, at both edges of each range', () => {
    adoptNumberPrefixes(renamed);
    expect([1, 30, 31, 89, 90, 1_000_000].map((number) => printedNumber('invoice', number))).toEqual([
      'INV-ARG-1',
      'INV-ARG-30',
      'INV-2026-31',
      'INV-2026-89',
      'INV-90',
      'INV-1000000',
    ]);
    expect(printedNumber('credit_note', 31)).toBe('CN-ARG-31');
    expect(prefixOf('invoice', 0)).toBe('INV-ARG-');
  });
});

describe('typedNumber', () => {
  it('reads a number bare or after any prefix its kind has printed with, in any case', () => {
    adoptNumberPrefixes(renamed);
    expect(typedNumber('invoice', '12')).toBe(12);
    expect(typedNumber('invoice', ' inv-arg-12 ')).toBe(12);
    // INV- is a start of INV-2026-: the longer prefix is tried first.
    expect(typedNumber('invoice', 'INV-2026-40')).toBe(40);
    expect(typedNumber('invoice', 'INV-95')).toBe(95);
    expect(typedNumberDigits('invoice', 'INV-007')).toBe('007');
  });

  it("refuses another kind's prefix, text that is no number, and more than 15 digits", () => {
    adoptNumberPrefixes(renamed);
    for (const typed of ['CN-ARG-2', 'INV-ARG-', 'INV-2026-4x', 'INV 5', '', '1234567890123456'])
      expect(typedNumber('invoice', typed), typed).toBeNull();
    expect(typedNumber('invoice', '123456789012345')).toBe(123456789012345);
  });
});

describe('prefixProblem', () => {
  it('takes letters, digits, - and / up to 16 characters, ending in no digit', () => {
    for (const prefix of ['INV-', 'inv/', 'INV-2026-', 'A', 'X'.repeat(16)])
      expect(prefixProblem(prefix), prefix).toBeNull();
    expect(prefixProblem('')).toBe('A prefix is required');
    expect(prefixProblem(' ')).toBe('A prefix is required');
    expect(prefixProblem('X'.repeat(17))).toBe('A prefix is at most 16 characters');
    expect(prefixProblem('INV 1-')).toBe('A prefix holds letters, digits, - and / only');
    expect(prefixProblem('فاتورة-')).toBe('A prefix holds letters, digits, - and / only');
    expect(prefixProblem('INV2026')).toBe('A prefix cannot end in a digit: end it with - or /');
  });
});
