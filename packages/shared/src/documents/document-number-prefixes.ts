/**
 * The printed number of a document: its kind's prefix and its number (INV-ARG-12). The prefix is the
 * company's setting per kind (Settings, Document numbers). A new prefix starts at the kind's next
 * number, so the prefixes form ranges by number and a number issued once prints the same forever; the
 * printed number is a function of the kind, the number and the ranges (docs/architecture.md,
 * "Document numbers").
 */
export const NUMBERED_DOCUMENTS = [
  'invoice',
  'credit_note',
  'debit_note',
  'purchase',
  'receipt',
  'payment',
  'journal',
  'expense',
] as const;
export type NumberedDocument = (typeof NUMBERED_DOCUMENTS)[number];

export const NUMBERED_DOCUMENT_NAMES: Readonly<Record<NumberedDocument, string>> = {
  invoice: 'Invoice',
  credit_note: 'Credit note',
  debit_note: 'Debit note',
  purchase: 'Purchase voucher',
  receipt: 'Receipt',
  payment: 'Payment voucher',
  journal: 'Journal',
  expense: 'Expense',
};

/** The prefixes of the company the spec describes, which the demo company keeps. */
export const SPEC_NUMBER_PREFIXES: Readonly<Record<NumberedDocument, string>> = {
  invoice: 'INV-ARG-',
  credit_note: 'CN-ARG-',
  debit_note: 'DN-ARG-',
  purchase: 'PV-ARG-',
  receipt: 'RCPT-ARG-',
  payment: 'PAY-ARG-',
  journal: 'JV-ARG-',
  expense: 'EXP-',
};

/** A prefix and the first number printed with it; a kind's ranges ascend and the first starts at 1. */
export interface PrefixRange {
  from_number: number;
  prefix: string;
}
export type NumberPrefixes = Readonly<Record<NumberedDocument, readonly PrefixRange[]>>;

export const PREFIX_MAX_LENGTH = 16;

export const PREFIX_MESSAGES = {
  required: 'A prefix is required',
  tooLong: `A prefix is at most ${PREFIX_MAX_LENGTH} characters`,
  characters: 'A prefix holds letters, digits, - and / only',
  endsInDigit: 'A prefix cannot end in a digit: end it with - or /',
} as const;

/** Why a prefix cannot be used, or null. It must not end in a digit: INV2 and 5 would read as INV 25. */
export function prefixProblem(prefix: string): string | null {
  if (prefix.trim() === '') return PREFIX_MESSAGES.required;
  if (prefix.length > PREFIX_MAX_LENGTH) return PREFIX_MESSAGES.tooLong;
  if (!/^[A-Za-z0-9/-]+$/.test(prefix)) return PREFIX_MESSAGES.characters;
  if (/\d$/.test(prefix)) return PREFIX_MESSAGES.endsInDigit;
  return null;
}

function rangesOfOne(prefixes: Readonly<Record<NumberedDocument, string>>): NumberPrefixes {
  return Object.fromEntries(
    NUMBERED_DOCUMENTS.map((kind) => [kind, [{ from_number: 1, prefix: prefixes[kind] }]]),
  ) as unknown as NumberPrefixes;
}

let inUse: NumberPrefixes = rangesOfOne(SPEC_NUMBER_PREFIXES);

/**
 * The company's ranges from now on: the server sets them from its database at start and whenever they
 * change, the browser from the server's answer. Until then they are the spec's.
 */
export function adoptNumberPrefixes(prefixes: NumberPrefixes): void {
  inUse = prefixes;
}

export function numberPrefixesInUse(): NumberPrefixes {
  return inUse;
}

/** The prefix a number of this kind prints with: the last range starting at or below it. */
export function prefixOf(kind: NumberedDocument, number: number): string {
  const ranges = inUse[kind] ?? [];
  let prefix = ranges[0]?.prefix ?? SPEC_NUMBER_PREFIXES[kind];
  for (const range of ranges) {
    if (range.from_number > number) break;
    prefix = range.prefix;
  }
  return prefix;
}

/** The number as printed: INV-ARG-12. */
export function printedNumber(kind: NumberedDocument, number: number): string {
  return `${prefixOf(kind, number)}${number}`;
}

/** The kind's prefixes, longest first, as typed numbers are read. */
function prefixesOf(kind: NumberedDocument): string[] {
  return [...new Set((inUse[kind] ?? []).map((range) => range.prefix.toUpperCase()))].sort(
    (a, b) => b.length - a.length,
  );
}

/**
 * A number as a user types it: bare (12), or after any prefix its kind has printed with (INV-ARG-12,
 * any case). The digits as typed, or null when the text is neither.
 */
export function typedNumberDigits(kind: NumberedDocument, typed: string): string | null {
  const text = typed.trim().toUpperCase();
  const prefix = prefixesOf(kind).find((candidate) => text.startsWith(candidate));
  const digits = prefix === undefined ? text : text.slice(prefix.length);
  return /^\d{1,15}$/.test(digits) ? digits : null;
}

/** typedNumberDigits as a number: 12 for 'INV-ARG-12', 'inv-arg-12' or '12'. */
export function typedNumber(kind: NumberedDocument, typed: string): number | null {
  const digits = typedNumberDigits(kind, typed);
  return digits === null ? null : Number(digits);
}
