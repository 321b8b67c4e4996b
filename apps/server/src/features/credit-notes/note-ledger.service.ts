import { noteNumberText } from '@fleetledger/shared/credit-notes/credit-notes.contract';
import type { NoteKind } from '@fleetledger/shared/credit-notes/invoice-note-lines';
import { invoiceNumberText } from '@fleetledger/shared/invoices/invoice-job-lines';
import { creditAllocationLines, notePostingLines } from '@fleetledger/shared/ledger/sales-posting-rules';
import type { Executor } from '../../db/client';
import type { Actor } from '../../identity/actor';
import type { DocumentPosting } from '../ledger/books-catch-up.service';
import { postEntry, reversePosting } from '../ledger/ledger.service';
import * as q from './credit-notes.queries';
import * as records from './note-records.queries';

/**
 * A note's entry, dated on the note: its lines as an invoice of them would post (a job line's amount
 * shared over its jobs by what each carried, so trucks, drivers and jobs keep their revenue), the
 * credit note's the mirror of that.
 */
export async function postNote(
  tx: Executor,
  kind: NoteKind,
  note: {
    id: number;
    number: number;
    date: string;
    invoice: q.NotedInvoice;
    appliedFils: number;
    totalFils: number;
    lines: readonly q.NoteLineValues[];
  },
  actor: Actor,
): Promise<void> {
  const jobs = await q.jobsOfLines(
    tx,
    note.lines.map((line) => line.invoiceItemId),
  );
  const number = noteNumberText(kind, note.number);
  await postEntry(
    tx,
    {
      sourceKind: kind,
      sourceId: note.id,
      sourceNumber: number,
      date: note.date,
      memo: `${kind === 'credit_note' ? 'Credit' : 'Debit'} note ${number} on ${invoiceNumberText(note.invoice.number)} to ${note.invoice.customer_name}`.slice(
        0,
        500,
      ),
      lines: notePostingLines({
        kind,
        invoiceId: note.invoice.id,
        customerId: note.invoice.customer_id,
        totalFils: note.totalFils,
        appliedFils: note.appliedFils,
        items: note.lines.map((line) => ({
          kind: line.kind,
          accountId: line.accountId,
          vatableFils: line.vatableFils,
          vatFils: line.vatFils,
          vatPercent: line.vatPercent,
          jobs: jobs
            .filter((job) => job.item_id === line.invoiceItemId)
            .map((job) => ({
              jobId: job.job_id,
              truckId: job.truck_id,
              driverId: job.driver_id,
              amountFils: job.amount_fils,
            })),
        })),
      }),
    },
    actor,
  );
}

/** A note cancelled: its entry reversed on the day of the cancellation. */
export async function reverseNote(tx: Executor, kind: NoteKind, id: number, date: string, actor: Actor): Promise<void> {
  await reversePosting(tx, { sourceKind: kind, sourceId: id }, { date, memo: 'Cancelled' }, actor);
}

/** A credit note's credit left allocated to an invoice: its own entry, dated on the allocation. */
export async function postAllocation(
  tx: Executor,
  allocation: { id: number; note: records.NoteRow; invoice: q.NotedInvoice; amountFils: number; date: string },
  actor: Actor,
): Promise<void> {
  const number = noteNumberText('credit_note', allocation.note.number);
  await postEntry(
    tx,
    {
      sourceKind: 'credit_allocation',
      sourceId: allocation.id,
      sourceNumber: number,
      date: allocation.date,
      memo: `Credit from ${number} allocated to ${invoiceNumberText(allocation.invoice.number)}`,
      lines: creditAllocationLines({
        customerId: allocation.invoice.customer_id,
        invoiceId: allocation.invoice.id,
        amountFils: allocation.amountFils,
      }),
    },
    actor,
  );
}

/** A note issued before the books began, written into them as its issue would have: its own entry, dated on it. */
export async function postIssuedNote(tx: Executor, kind: NoteKind, id: number, actor: Actor): Promise<void> {
  const note = (await records.noteRow(tx, kind, id))!;
  const invoice = (await q.invoiceForNote(tx, note.invoice_id, false))!;
  const lines = (await records.noteLines(tx, kind, id)).map((line, index) => ({
    invoiceItemId: line.invoice_item_id,
    position: index + 1,
    kind: line.kind,
    accountId: line.account_id,
    description: line.description,
    quantity: line.quantity,
    vatPercent: line.vat_percent,
    vatableFils: line.vatable_fils,
    vatFils: line.vat_fils,
    totalFils: line.total_fils,
    takesRest: false,
  }));
  await postNote(
    tx,
    kind,
    { ...note, invoice, appliedFils: note.applied_fils, totalFils: note.total_fils, lines },
    actor,
  );
}

/** What credit and debit notes post when the books catch up at start. */
export const notePostings = {
  credit_note: (tx, id, actor) => postIssuedNote(tx, 'credit_note', id, actor),
  debit_note: (tx, id, actor) => postIssuedNote(tx, 'debit_note', id, actor),
} satisfies Record<string, DocumentPosting>;
