import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Authority } from '@fleetledger/shared/access';
import type { NoteRecord } from '@fleetledger/shared/credit-notes/credit-notes.contract';
import type { NoteKind } from '@fleetledger/shared/credit-notes/invoice-note-lines';
import type { InvoiceRecord } from '@fleetledger/shared/invoices/invoices.contract';
import type { Aging } from '@fleetledger/shared/ledger/books.contract';
import { todayIn } from '@fleetledger/shared/dates';
import { documentsWithHeader } from '../../../test/document-calls';
import { discountLine, jobLine, salesLine } from '../../../test/invoice-lines';
import { jobPayload } from '../../../test/job-fixture';
import { CODES, clearDocuments } from '../../../test/ledger-scenario';
import type { SignedInApp } from '../../../test/signed-in-app';
import { tableCounts } from '../../../test/table-counts';

/**
 * Tax credit and debit notes made through the real API for their route tests: posted invoices to
 * correct, note bodies, the notes' calls, and what the books and tables hold after. Every call that must
 * succeed fails the test with the server's answer.
 */

export { CODES };
export const NOTE_TABLES = [
  'credit_notes',
  'credit_note_lines',
  'debit_notes',
  'debit_note_lines',
  'credit_allocations',
  'ledger_entries',
  'ledger_lines',
  'document_counters',
  'payments',
  'payment_items',
];
export const INVOICE_DATE = '2026-10-31';
export const today = () => todayIn('Asia/Bahrain');

export type LedgerLine = {
  account_id: number;
  debit_fils: number;
  credit_fils: number;
  party_id: number | null;
  invoice_id: number | null;
  truck_id: number | null;
  job_id: number | null;
  vat_percent: number | null;
};

export function notesFixture(api: SignedInApp) {
  const { call } = api;
  const db = () => api.ctx.database.db;
  const invoices = documentsWithHeader(call, 'invoice', () => ({
    customer_id: api.md.customers.acme,
    date: INVOICE_DATE,
    reference: 'PO-1',
    narration: 'Haulage',
  }));

  async function job(charge: number, truckId: number): Promise<number> {
    const answer = await call('POST', 'job_insert.php', jobPayload(api.md, { charge, truck_id: truckId }));
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<{ job_id: number }>().job_id;
  }

  /** An invoice of these items walked to Posted: as its details answer it. */
  async function postedInvoice(items: unknown[], overrides: Record<string, unknown> = {}): Promise<InvoiceRecord> {
    const number = await invoices.generate(items, overrides);
    return (await invoices.walk(number, ['Approved', 'Posted'])) as InvoiceRecord;
  }

  const invoice = async (number: number) => (await invoices.details(number)) as InvoiceRecord;

  /** 10 × 1.000 at 10 % (Storage, 11.000) and 1 × 20.000 at 0 % (Handling): 31.000; `a` and `b` are its lines. */
  async function twoLines() {
    const posted = await postedInvoice([salesLine(10, 1), salesLine(1, 20, 0, 'Handling')]);
    return { ...posted, a: posted.items[0]!.id, b: posted.items[1]!.id };
  }

  /** A note's body: the invoice, today's date, a reason, and its lines. */
  const body = (invoiceId: number, lines: unknown[], overrides: Record<string, unknown> = {}) => ({
    invoice_id: invoiceId,
    date: today(),
    reason: 'Goods returned',
    lines,
    ...overrides,
  });

  /** A note's body on twoLines' invoice: `quantity` units of its first line and `amount` BD of its second. */
  const onBothLines = (
    inv: { id: number; a: number; b: number },
    quantity: number,
    amount: number,
    overrides: Record<string, unknown> = {},
  ) =>
    body(
      inv.id,
      [
        { invoice_line_id: inv.a, quantity },
        { invoice_line_id: inv.b, amount },
      ],
      overrides,
    );

  const issue = (kind: NoteKind, payload: unknown, authority?: Authority) =>
    call('POST', `vouchers/${kind}_generate`, payload, authority);

  /** Issues a note that must be issued; answers its number. */
  async function issued(kind: NoteKind, payload: unknown): Promise<number> {
    const answer = await issue(kind, payload);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<Record<string, number>>()[`${kind}_number`]!;
  }

  async function note(kind: NoteKind, number: number): Promise<NoteRecord> {
    const answer = await call('GET', `vouchers/${kind}_details?${kind}_number=${number}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<Record<NoteKind, NoteRecord>>()[kind];
  }

  /** Moves the note to Cancelled with both codes at the version read now; answers the response. */
  async function cancel(kind: NoteKind, number: number, authority?: Authority) {
    const { id, version } = await note(kind, number);
    return call(
      'POST',
      `vouchers/${kind}_status_update`,
      { [`${kind}_id`]: id, status: 'Cancelled', version, cancel_code: CODES.cancel, admin_code: CODES.admin },
      authority,
    );
  }

  /** Cancels the invoice with both codes at the version read now; answers the response. */
  async function cancelInvoice(number: number) {
    const { id, version } = await invoice(number);
    return invoices.move(id, 'Cancelled', version, { cancel_code: CODES.cancel, admin_code: CODES.admin });
  }

  const allocate = async (noteNumber: number, invoiceId: number, amount: unknown, authority?: Authority) => {
    const { id, version } = await note('credit_note', noteNumber);
    return call(
      'POST',
      'vouchers/credit_note_allocate',
      { credit_note_id: id, invoice_id: invoiceId, amount, version },
      authority,
    );
  };

  /** The lines of every entry a document posted (event 'post' or 'reverse'), in order. */
  async function ledgerOf(sourceKind: string, sourceId: number, event: 'post' | 'reverse' = 'post') {
    const { rows } = await db().execute<LedgerLine & { date: string }>(sql`
      select l.account_id, l.debit_fils, l.credit_fils, l.party_id, l.invoice_id, l.truck_id, l.job_id, l.vat_percent, l.date
      from ledger_lines l join ledger_entries e on e.id = l.entry_id
      where e.source_kind = ${sourceKind} and e.source_id = ${sourceId} and e.event = ${event}
      order by e.id, l.position`);
    return rows;
  }

  /** What the books say the customer owes on the invoice (AR debits − credits that name it). */
  async function receivableOn(invoiceId: number) {
    const { rows } = await db().execute<{ owed: number }>(sql`
      select coalesce(sum(debit_fils - credit_fils), 0)::bigint as owed from ledger_lines
      where account_id = 38 and invoice_id = ${invoiceId}`);
    return Number(rows[0]!.owed);
  }

  /** A payment voucher from the bank refunding the customer's credit left on the credit note. */
  const refund = (customerId: number, creditNoteId: number, amount: unknown) => ({
    date: today(),
    account_id: 26,
    type: 'online',
    reference: null,
    narration: 'Refund of credit',
    cheque: null,
    items: [{ supplier_id: customerId, credit_note_id: creditNoteId, cr_dr: 'dr', amount, description: 'Refund' }],
  });

  /** The customer's row of the receivables aging today. */
  async function aging(customerId: number) {
    const answer = await call('GET', `books/receivables_aging?date=${today()}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<Aging>().rows.find((row) => row.customer_id === customerId);
  }

  const counts = () => tableCounts(db(), NOTE_TABLES);

  /** Every document, job, entry and number gone. */
  async function clear() {
    await clearDocuments(db());
    await db().execute(sql`delete from jobs`);
  }

  /** A call through the real server, as a browser makes it: its status and answer. */
  const send = (url: string, payload: unknown) =>
    api.postThroughServer(url, payload).then(async (response) => ({
      status: response.status,
      body: (await response.json()) as Record<string, unknown> & { message?: string },
    }));

  return {
    invoices,
    line: salesLine,
    discount: discountLine,
    jobLine,
    job,
    postedInvoice,
    twoLines,
    invoice,
    body,
    onBothLines,
    issue,
    issued,
    note,
    cancel,
    cancelInvoice,
    allocate,
    ledgerOf,
    receivableOn,
    refund,
    aging,
    counts,
    clear,
    send,
  };
}
