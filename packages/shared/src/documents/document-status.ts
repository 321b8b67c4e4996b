import { ADMIN, type Authority } from '../access';

/**
 * The life of every accounting document (invoice, purchase voucher, receipt, supplier payment, journal voucher): four statuses and, per
 * kind, the moves between them. One table per kind, read by the screens to offer moves and by the
 * server to enforce them (docs/architecture.md, "The document kernel").
 */
export const DOCUMENT_STATUSES = ['Created', 'Approved', 'Posted', 'Cancelled'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

export const DOCUMENT_KINDS = [
  'invoice',
  'purchase',
  'receipt',
  'payment',
  'journal',
  'credit_note',
  'debit_note',
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

type MoveTable = Readonly<Record<DocumentStatus, readonly DocumentStatus[]>>;

/** An invoice's moves: cancelled only from Created or from Posted, and back one step at a time. */
const INVOICE_MOVES: MoveTable = {
  Created: ['Approved', 'Cancelled'],
  Approved: ['Created', 'Posted'],
  Posted: ['Approved', 'Cancelled'],
  Cancelled: [],
};

/** A purchase voucher's moves: cancelled from any live status, and from Posted straight back to Created too. */
const PURCHASE_MOVES: MoveTable = {
  Created: ['Approved', 'Cancelled'],
  Approved: ['Created', 'Posted', 'Cancelled'],
  Posted: ['Approved', 'Created', 'Cancelled'],
  Cancelled: [],
};

/** A tax credit or debit note is issued Posted and only ever cancelled, which reverses it. */
const NOTE_MOVES: MoveTable = { Created: [], Approved: [], Posted: ['Cancelled'], Cancelled: [] };

/** Moves away from Posted are the Admin's alone (and need the admin code). */
export const STATUS_MOVES: Readonly<Record<DocumentKind, MoveTable>> = {
  invoice: INVOICE_MOVES,
  purchase: PURCHASE_MOVES,
  // Receipts and supplier payments live as an invoice does, a journal voucher as a purchase voucher does.
  receipt: INVOICE_MOVES,
  payment: INVOICE_MOVES,
  journal: PURCHASE_MOVES,
  credit_note: NOTE_MOVES,
  debit_note: NOTE_MOVES,
};

export function isDocumentStatus(value: unknown): value is DocumentStatus {
  return typeof value === 'string' && (DOCUMENT_STATUSES as readonly string[]).includes(value);
}

/** The moves a user may make from a status: none from Posted unless they are an Admin. */
export function movesFor(kind: DocumentKind, from: DocumentStatus, authority: Authority): DocumentStatus[] {
  if (from === 'Posted' && authority !== ADMIN) return [];
  return [...STATUS_MOVES[kind][from]];
}

export type SecurityCodeName = 'cancel' | 'admin';

/** The codes a move needs: the cancellation code to cancel, the admin code to leave Posted. */
export function codesNeeded(from: DocumentStatus, to: DocumentStatus): SecurityCodeName[] {
  const codes: SecurityCodeName[] = [];
  if (from === 'Posted') codes.push('admin');
  if (to === 'Cancelled') codes.push('cancel');
  return codes;
}

export const STATUS_MESSAGES = {
  updated: (status: DocumentStatus) => `Status updated to ${status}`,
  notAllowed: (from: DocumentStatus, to: DocumentStatus) => `A ${from.toLowerCase()} document cannot move to ${to}`,
  adminOnly: 'Only an Admin can change the status of a posted document',
  same: (status: DocumentStatus) => `The document is already ${status}`,
  invalidCancelCode: 'Invalid security code for cancellation',
  invalidAdminCode: 'Invalid admin code',
  adminCodeRequired: 'Admin code required to change status back',
  cancelCodeRequired: 'Cancellation code is required',
  codesNotSet: 'The security codes have not been set: an Admin sets them under Settings',
  tooManyCodeAttempts: (minutes: number) =>
    `Too many wrong codes. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  notEditable: (status: DocumentStatus) => `A ${status.toLowerCase()} document cannot be edited`,
  attachmentsClosed: 'A cancelled document takes no attachment changes',
} as const;

/** Why a user may not make a move, or null when they may (codes are checked apart). */
export function moveProblem(
  kind: DocumentKind,
  from: DocumentStatus,
  to: DocumentStatus,
  authority: Authority,
): string | null {
  if (from === to) return STATUS_MESSAGES.same(from);
  if (!STATUS_MOVES[kind][from].includes(to)) return STATUS_MESSAGES.notAllowed(from, to);
  if (from === 'Posted' && authority !== ADMIN) return STATUS_MESSAGES.adminOnly;
  return null;
}

/**
 * Why a posted document stays Posted: the vouchers that pay it (their numbers as users read them)
 * must be cancelled first. The server refuses such a move with this; the screen says it before it
 * asks for any code. Null when nothing holds the document.
 */
export function paidDocumentHold(
  status: DocumentStatus,
  payingVouchers: readonly string[],
  message: (vouchers: string) => string,
): string | null {
  return status === 'Posted' && payingVouchers.length > 0 ? message(payingVouchers.join(', ')) : null;
}

/** Lines and header change only while Created. */
export function isEditableStatus(status: DocumentStatus): boolean {
  return status === 'Created';
}

/** Before it is posted a document is a draft: it is not in the books, and prints marked as one. */
export function isDraftStatus(status: DocumentStatus): boolean {
  return status === 'Created' || status === 'Approved';
}

/** Attachments come and go until the document is Cancelled. */
export function takesAttachments(status: DocumentStatus): boolean {
  return status !== 'Cancelled';
}

/**
 * The badge colour of each status (Mantine colour and shade): the spec's blue, green, purple and red,
 * dark enough for white text at 4.5:1. Mantine's green 9 falls just short; its teal 9 is the green.
 */
export const STATUS_COLOURS: Readonly<Record<DocumentStatus, string>> = {
  Created: 'blue.9',
  Approved: 'teal.9',
  Posted: 'grape.9',
  Cancelled: 'red.9',
};
