/**
 * A document's number as a user types it ('INV-ARG-12', 'inv-arg-12' or '12'), given how its kind
 * prints a number; null when the text names no number of that kind.
 */
export function typedDocumentNumber(numberText: (number: number) => string, typed: string): number | null {
  const prefix = numberText(0).slice(0, -1).toUpperCase();
  const text = typed.trim().toUpperCase();
  const digits = text.startsWith(prefix) ? text.slice(prefix.length) : text;
  if (!/^\d{1,15}$/.test(digits)) return null;
  return Number(digits);
}
