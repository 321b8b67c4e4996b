import { creditNoteNumberText } from '@fleetledger/shared/invoices/invoice-job-lines';
import type { Executor } from '../db/client';
import * as schema from '../db/schema';
import { insertNumbered } from './numbered-documents';
import type { InvoicePlan } from './generate-invoices';
import { reversalEntry, type GeneratedEntry } from './generated-ledger';

/** A generated invoice cancelled after it was posted: its tax credit note, for the full amount. */
export interface CreditNotePlan {
  id: number;
  number: number;
  invoice: InvoicePlan;
  date: string;
}

/** Gives the credit notes their ids and numbers (in order) and writes them, each for its invoice's full amount. */
export async function insertCreditNotes(tx: Executor, notes: readonly CreditNotePlan[], nextNumber: () => number) {
  await insertNumbered(tx, schema.creditNotes, notes, nextNumber, ({ invoice, ...note }) => ({
    ...note,
    invoiceId: invoice.id,
    vatableFils: invoice.vatableFils,
    vatFils: invoice.vatFils,
    totalFils: invoice.totalFils,
  }));
}

/** The credit note's entry: the exact reverse of its invoice's posting, as the app writes it. */
export function creditNoteEntry(note: CreditNotePlan): GeneratedEntry {
  const number = creditNoteNumberText(note.number);
  return reversalEntry('credit_note', note, number, `Credit note ${number}`, note.invoice.posting!);
}
