import { describe, expect, it } from 'vitest';
import { ADMIN, AUTHORITIES, MANAGER } from '../access';
import {
  codesNeeded,
  DOCUMENT_KINDS,
  DOCUMENT_STATUSES,
  isDraftStatus,
  isEditableStatus,
  moveProblem,
  movesFor,
  paidDocumentHold,
  STATUS_MESSAGES,
  takesAttachments,
  type DocumentKind,
  type DocumentStatus,
} from './document-status';

/** Invoices and receipts move alike in the accounting spec, and supplier payments as receipts do. */
const INVOICE_AND_RECEIPT_MOVES = [
  'Created>Approved',
  'Created>Cancelled',
  'Approved>Created',
  'Approved>Posted',
  'Posted>Approved',
  'Posted>Cancelled',
];

/** Purchase vouchers move as the accounting spec lists them, and journal vouchers as purchases do. */
const PURCHASE_MOVES = [
  'Created>Approved',
  'Created>Cancelled',
  'Approved>Created',
  'Approved>Posted',
  'Approved>Cancelled',
  'Posted>Approved',
  'Posted>Created',
  'Posted>Cancelled',
];

/** The tables of the accounting spec (and payments, journals and notes), written out once more as the test's own expectation. */
const EXPECTED: Record<DocumentKind, string[]> = {
  invoice: INVOICE_AND_RECEIPT_MOVES,
  purchase: PURCHASE_MOVES,
  receipt: INVOICE_AND_RECEIPT_MOVES,
  payment: INVOICE_AND_RECEIPT_MOVES,
  journal: PURCHASE_MOVES,
  // A note is issued Posted and can only be cancelled.
  credit_note: ['Posted>Cancelled'],
  debit_note: ['Posted>Cancelled'],
};

describe('document status moves', () => {
  for (const kind of DOCUMENT_KINDS) {
    it(`${kind}: allows exactly its table for an Admin, and nothing from Posted for anyone else`, () => {
      for (const from of DOCUMENT_STATUSES) {
        for (const to of DOCUMENT_STATUSES) {
          const listed = EXPECTED[kind].includes(`${from}>${to}`);
          expect(moveProblem(kind, from, to, ADMIN) === null, `${from}>${to}`).toBe(listed);
          for (const authority of AUTHORITIES.filter((a) => a !== ADMIN)) {
            const allowed = listed && from !== 'Posted';
            expect(moveProblem(kind, from, to, authority) === null, `${authority} ${from}>${to}`).toBe(allowed);
            expect(movesFor(kind, from, authority).includes(to)).toBe(allowed);
          }
          expect(movesFor(kind, from, ADMIN).includes(to)).toBe(listed);
        }
      }
    });
  }

  it('names why a move is refused', () => {
    expect(moveProblem('receipt', 'Approved', 'Cancelled', ADMIN)).toBe(
      STATUS_MESSAGES.notAllowed('Approved', 'Cancelled'),
    );
    expect(moveProblem('invoice', 'Posted', 'Approved', MANAGER)).toBe(STATUS_MESSAGES.adminOnly);
    expect(moveProblem('invoice', 'Created', 'Created', ADMIN)).toBe(STATUS_MESSAGES.same('Created'));
    expect(moveProblem('purchase', 'Cancelled', 'Created', ADMIN)).toBe(
      STATUS_MESSAGES.notAllowed('Cancelled', 'Created'),
    );
  });

  it('asks the cancellation code to cancel and the admin code to leave Posted, both for Posted to Cancelled', () => {
    const cases: [DocumentStatus, DocumentStatus, string[]][] = [
      ['Created', 'Approved', []],
      ['Approved', 'Posted', []],
      ['Created', 'Cancelled', ['cancel']],
      ['Posted', 'Approved', ['admin']],
      ['Posted', 'Cancelled', ['admin', 'cancel']],
    ];
    for (const [from, to, codes] of cases) expect(codesNeeded(from, to)).toEqual(codes);
  });

  it('edits only while Created and takes attachments until Cancelled', () => {
    expect(DOCUMENT_STATUSES.filter(isEditableStatus)).toEqual(['Created']);
    expect(DOCUMENT_STATUSES.filter(takesAttachments)).toEqual(['Created', 'Approved', 'Posted']);
  });

  it('is a draft until posted', () => {
    expect(DOCUMENT_STATUSES.filter(isDraftStatus)).toEqual(['Created', 'Approved']);
  });
});

describe('paidDocumentHold', () => {
  const message = (vouchers: string) => `Paid by ${vouchers}`;

  it('holds a posted document that vouchers pay, naming each of them', () => {
    expect(paidDocumentHold('Posted', ['RCPT-ARG-1', 'RCPT-ARG-2'], message)).toBe('Paid by RCPT-ARG-1, RCPT-ARG-2');
  });

  it('holds nothing that no voucher pays, nor a document that is not posted', () => {
    expect(paidDocumentHold('Posted', [], message)).toBeNull();
    for (const status of DOCUMENT_STATUSES.filter((candidate) => candidate !== 'Posted'))
      expect(paidDocumentHold(status, ['RCPT-ARG-1'], message)).toBeNull();
  });
});
