import { type NumberedDocument, printedNumber, typedNumber } from '../documents/document-number-prefixes';

/**
 * The kinds of record the audit log names, in the words users know them by. The key is what the
 * services write as the entry's entity.
 */
export const RECORD_KINDS = {
  invoice: 'Invoice',
  credit_note: 'Credit note',
  debit_note: 'Debit note',
  purchase: 'Purchase',
  receipt: 'Receipt',
  payment: 'Payment',
  journal: 'Journal',
  expense: 'Expense',
  job: 'Job',
  invoice_request: 'Invoice request',
  attachment: 'Attachment',
  customer: 'Customer',
  truck: 'Truck',
  driver: 'Driver',
  charge: 'Charge',
  account: 'Account',
  user: 'User',
  settings: 'Company settings',
  books: 'Lock date',
  vat_return: 'VAT return',
  opening_balances: 'Opening balances',
  reminder: 'Reminder',
  database: 'Database',
} as const;
export type RecordKind = keyof typeof RECORD_KINDS;
export const RECORD_KIND_KEYS = Object.keys(RECORD_KINDS) as RecordKind[];

/** The documents, whose number as printed is what users search by. */
const NUMBERED_RECORDS: Partial<Record<RecordKind, NumberedDocument>> = {
  invoice: 'invoice',
  credit_note: 'credit_note',
  debit_note: 'debit_note',
  purchase: 'purchase',
  receipt: 'receipt',
  payment: 'payment',
  journal: 'journal',
};

/** The pages a record of each kind is shown on, given what names it (its number, id or nothing). */
const RECORD_PAGES: Partial<Record<RecordKind, (reference: string) => string>> = {
  invoice: (number) => `/invoice/${number}`,
  credit_note: (number) => `/credit-note/${number}`,
  debit_note: (number) => `/debit-note/${number}`,
  purchase: (number) => `/purchase/${number}`,
  receipt: (number) => `/receipt/${number}`,
  payment: (number) => `/payment/${number}`,
  journal: (number) => `/journal/${number}`,
  expense: (id) => `/expense-edit/${id}`,
  customer: () => '/customers',
  truck: () => '/trucks',
  driver: () => '/drivers',
  charge: () => '/charges',
  account: () => '/accounts',
  user: () => '/users',
  settings: () => '/settings',
  books: () => '/books/lock-date',
  vat_return: () => '/books/vat-return',
  opening_balances: () => '/books/opening-balances',
};

export function isRecordKind(kind: string): kind is RecordKind {
  return Object.hasOwn(RECORD_KINDS, kind);
}

export function recordKindLabel(kind: string): string {
  return isRecordKind(kind) ? RECORD_KINDS[kind] : kind;
}

export function isDocumentKind(kind: string): boolean {
  return isRecordKind(kind) && NUMBERED_RECORDS[kind] !== undefined;
}

/** The company settings, by the key the services write as their entries' id. */
const SETTINGS_NAMES: Readonly<Record<string, string>> = {
  company: 'Company details',
  overdue_reminders: 'Overdue reminders',
  security_codes: 'Security codes',
  document_numbers: 'Document numbers',
};

/**
 * A record as users know it: a document's printed number (INV-ARG-12), a customer's name, a truck's
 * number, a setting in words; a record no longer there (or never numbered) by its id.
 */
export function recordText(kind: string, name: string | null, id: string | null): string {
  const numbered = isRecordKind(kind) ? NUMBERED_RECORDS[kind] : undefined;
  if (name !== null && numbered !== undefined && /^\d+$/.test(name)) return printedNumber(numbered, Number(name));
  if (name !== null) return name;
  if (kind === 'settings' && id !== null && Object.hasOwn(SETTINGS_NAMES, id)) return SETTINGS_NAMES[id]!;
  return id === null ? '' : `#${id}`;
}

/** What an entry names: its record as users know it, or the kind itself where one is all there is (the lock date, the database). */
export function entryRecordText(kind: string, name: string | null, id: string | null): string {
  return recordText(kind, name, id) || recordKindLabel(kind);
}

/** Where the record is shown, or null when it has no page of its own (or is gone). */
export function recordPath(kind: string, name: string | null, id: string | null): string | null {
  const page = isRecordKind(kind) ? RECORD_PAGES[kind] : undefined;
  if (page === undefined) return null;
  if (isDocumentKind(kind)) return name === null ? null : page(name);
  return page(id ?? '');
}

/**
 * The number a user types for a document ('INV-ARG-12', 'inv-arg-12' or '12') as the stored number,
 * or null when it names no number of that kind.
 */
export function documentNumberOf(kind: string, typed: string): number | null {
  const numbered = isRecordKind(kind) ? NUMBERED_RECORDS[kind] : undefined;
  return numbered === undefined ? null : typedNumber(numbered, typed);
}

/** The actions the services write, in words; an action not listed shows as written. */
export const AUDIT_ACTIONS = {
  create: 'Created',
  update: 'Changed',
  update_with_password: 'Changed, with a new password',
  delete: 'Deleted',
  status: 'Status moved',
  allocate: 'Credit allocated',
  issue_original: 'Original printed',
  mail_queued: 'Sent by e-mail',
  mail_retried: 'E-mail sent again',
  invoice_status: 'Invoicing changed',
  sign_in: 'Signed in',
  sign_in_failed: 'Sign-in failed',
  sign_out: 'Signed out',
  change_password: 'Password changed',
  disable: 'Disabled',
  set_codes: 'Security codes changed',
  logo: 'Logo changed',
  lock_date: 'Lock date moved',
  lock_date_earlier: 'Lock date moved earlier',
  vat_return_file: 'VAT return filed',
  backup: 'Backed up',
  restore: 'Restored',
} as const;

export function actionLabel(action: string): string {
  return Object.hasOwn(AUDIT_ACTIONS, action) ? AUDIT_ACTIONS[action as keyof typeof AUDIT_ACTIONS] : action;
}
