/**
 * ISO 6346 container numbers: owner code (3 letters), category (U, J or Z), 6-digit serial and a check
 * digit computed from the first ten characters.
 */
const PATTERN = /^[A-Z]{3}[UJZ]\d{6}\d$/;
const LOOKS_LIKE = /^[A-Z]{4}\d{7}$/;

function letterValue(letter: string): number {
  // A=10, skipping multiples of 11 (11, 22, 33).
  let value = 10;
  for (let code = 65; code < letter.charCodeAt(0); code += 1) {
    value += 1;
    if (value % 11 === 0) value += 1;
  }
  return value;
}

export function checkDigit(firstTen: string): number {
  let sum = 0;
  for (let i = 0; i < 10; i += 1) {
    const char = firstTen[i]!;
    const value = /\d/.test(char) ? Number(char) : letterValue(char);
    sum += value * 2 ** i;
  }
  return (sum % 11) % 10;
}

export function normaliseContainer(container: string): string {
  return container.replace(/[\s-]/g, '').toUpperCase();
}

export type ContainerCheck = { kind: 'not-iso' } | { kind: 'valid' } | { kind: 'wrong-check-digit'; expected: number };

/** Only numbers shaped like ISO 6346 (4 letters, 7 digits) are checked; others are left alone. */
export function checkContainer(container: string): ContainerCheck {
  const value = normaliseContainer(container);
  if (!LOOKS_LIKE.test(value)) return { kind: 'not-iso' };
  const expected = checkDigit(value.slice(0, 10));
  if (!PATTERN.test(value)) return { kind: 'not-iso' };
  return Number(value[10]) === expected ? { kind: 'valid' } : { kind: 'wrong-check-digit', expected };
}
