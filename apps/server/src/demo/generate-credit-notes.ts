import { NOTE_MESSAGES } from '@fleetledger/shared/credit-notes/credit-notes.contract';
import { creditNoteNumberText } from '@fleetledger/shared/invoices/invoice-job-lines';
import { reversedLines } from '@fleetledger/shared/ledger/posting-rules';
import type { Executor } from '../db/client';
import * as schema from '../db/schema';
import { insertRows } from './column-insert';
import { insertNumbered } from './numbered-documents';
import type { InvoicePlan } from './generate-invoices';
import { postingEntry, type GeneratedEntry } from './generated-ledger';

/** A generated invoice cancelled after it was posted: the tax credit note that cancels it, for all of it. */
export interface CreditNotePlan {
  id: number;
  number: number;
  invoice: InvoicePlan;
  date: string;
}

/**
 * Gives the credit notes their ids and numbers (in order) and writes them with their lines, each taking
 * all of its invoice's lines back, as cancelling a posted invoice issues one.
 */
export async function insertCreditNotes(tx: Executor, notes: readonly CreditNotePlan[], nextNumber: () => number) {
  await insertNumbered(tx, schema.creditNotes, notes, nextNumber, ({ invoice, ...note }) => ({
    ...note,
    invoiceId: invoice.id,
    reason: NOTE_MESSAGES.cancelled,
    vatableFils: invoice.vatableFils,
    vatFils: invoice.vatFils,
    totalFils: invoice.totalFils,
    appliedFils: invoice.totalFils,
    cancelsInvoice: true,
  }));
  await insertRows(
    tx,
    schema.creditNoteLines,
    notes.flatMap((note) =>
      note.invoice.items.map((item, index) => ({
        creditNoteId: note.id,
        invoiceItemId: item.id,
        position: index + 1,
        kind: item.kind,
        accountId: item.accountId,
        description: item.description,
        quantity: null,
        vatPercent: item.vatPercent,
        vatableFils: item.vatableFils,
        vatFils: item.vatFils,
        totalFils: item.totalFils,
        takesRest: true,
      })),
    ),
  );
}

/** The credit note's entry: its own posting, the mirror of its invoice's, as the app writes it. */
export function creditNoteEntry(note: CreditNotePlan): GeneratedEntry {
  const number = creditNoteNumberText(note.number);
  return postingEntry('credit_note', note, number, `Credit note ${number}`, reversedLines(note.invoice.posting!.lines));
}
