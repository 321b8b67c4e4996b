import { creditNoteNumberText, invoiceNumberText } from '@fleetledger/shared/invoices/invoice-job-lines';
import { invoicePostingLines } from '@fleetledger/shared/ledger/sales-posting-rules';
import type { Executor } from '../../db/client';
import type { Actor } from '../../identity/actor';
import type { DocumentPosting } from '../ledger/books-catch-up.service';
import { postEntry, reversePosting } from '../ledger/ledger.service';
import * as records from './invoice-records.queries';

/** An invoice moved to Posted: its entry, dated on the invoice. */
export async function postInvoice(tx: Executor, invoiceId: number, actor: Actor): Promise<void> {
  const head = (await records.invoiceHeader(tx, invoiceId))!;
  const items = await records.invoiceItemRows(tx, invoiceId);
  const lineJobs = await records.lineJobsWithTrucks(tx, invoiceId);
  const { invoice } = head;
  const number = invoiceNumberText(invoice.number);
  await postEntry(
    tx,
    {
      sourceKind: 'invoice',
      sourceId: invoiceId,
      sourceNumber: number,
      date: invoice.date,
      memo: `Invoice ${number} to ${head.customerName}`,
      lines: invoicePostingLines({
        id: invoiceId,
        customerId: invoice.customerId,
        totalFils: invoice.totalFils,
        items: items.map(({ item }) => ({
          kind: item.kind as 'manual' | 'job' | 'discount',
          accountId: item.accountId,
          vatableFils: item.vatableFils,
          vatFils: item.vatFils,
          vatPercent: item.vatPercent,
          jobs: lineJobs.filter((job) => job.itemId === item.id),
        })),
      }),
    },
    actor,
  );
}

/** A Posted invoice moved back to Approved: its posting reversed on the day of the move. */
export async function unpostInvoice(tx: Executor, invoiceId: number, date: string, actor: Actor): Promise<void> {
  await reversePosting(tx, { sourceKind: 'invoice', sourceId: invoiceId }, { date, memo: 'Posting reversed' }, actor);
}

/**
 * A credit note as they were written before notes had lines of their own: the exact reverse of the
 * invoice's posting, as the credit note's own entry on its date (only the books' catch-up writes one now).
 */
export async function creditInvoice(
  tx: Executor,
  invoiceId: number,
  note: { id: number; number: number; date: string },
  actor: Actor,
): Promise<void> {
  const number = creditNoteNumberText(note.number);
  await reversePosting(
    tx,
    { sourceKind: 'invoice', sourceId: invoiceId },
    {
      date: note.date,
      memo: `Credit note ${number}`,
      as: { sourceKind: 'credit_note', sourceId: note.id, sourceNumber: number },
    },
    actor,
  );
}

/** An invoice cancelled by a credit note before the books began: its posting and the credit note's reversal. */
export async function postCreditedInvoice(tx: Executor, invoiceId: number, actor: Actor): Promise<void> {
  const note = (await records.reversingCreditNoteOf(tx, invoiceId))!;
  await postInvoice(tx, invoiceId, actor);
  await creditInvoice(tx, invoiceId, note, actor);
}

/** What invoices post when the books catch up at start. */
export const invoicePostings = {
  invoice: postInvoice,
  reversed_invoice: postCreditedInvoice,
} satisfies Record<string, DocumentPosting>;
