import { creditNoteNumberText } from '@fleetledger/shared/invoices/invoice-job-lines';
import { reversedLines } from '@fleetledger/shared/ledger/posting-rules';
import type { Executor } from '../db/client';
import { insertColumns, takeIds, type Column } from './column-insert';
import type { InvoicePlan } from './generate-invoices';
import type { GeneratedEntry } from './generated-ledger';

/** A generated invoice cancelled after it was posted: its tax credit note, for the full amount. */
export interface CreditNotePlan {
  id: number;
  number: number;
  invoice: InvoicePlan;
  date: string;
}

const CREDIT_NOTE_COLUMNS: readonly Column[] = [
  ['id', 'id', 'bigint'],
  ['number', 'number', 'bigint'],
  ['invoiceId', 'invoice_id', 'bigint'],
  ['date', 'date', 'date'],
  ['vatableFils', 'vatable_fils', 'bigint'],
  ['vatFils', 'vat_fils', 'bigint'],
  ['totalFils', 'total_fils', 'bigint'],
];

/** Gives the credit notes their ids and numbers (in order) and writes them, each for its invoice's full amount. */
export async function insertCreditNotes(tx: Executor, notes: readonly CreditNotePlan[], nextNumber: () => number) {
  const ids = await takeIds(tx, 'credit_notes', notes.length);
  notes.forEach((note, index) => {
    note.id = ids[index]!;
    note.number = nextNumber();
  });
  await insertColumns(
    tx,
    'credit_notes',
    CREDIT_NOTE_COLUMNS,
    notes.map((note) => ({
      id: note.id,
      number: note.number,
      invoiceId: note.invoice.id,
      date: note.date,
      vatableFils: note.invoice.vatableFils,
      vatFils: note.invoice.vatFils,
      totalFils: note.invoice.totalFils,
    })),
  );
}

/** The credit note's entry: the exact reverse of its invoice's posting, as the app writes it. */
export function creditNoteEntry(note: CreditNotePlan): GeneratedEntry {
  const number = creditNoteNumberText(note.number);
  const posting = note.invoice.posting!;
  return {
    date: note.date,
    sourceKind: 'credit_note',
    sourceId: note.id,
    sourceNumber: number,
    event: 'reverse',
    reversesEntryId: posting.entryId,
    memo: `Credit note ${number}`,
    lines: reversedLines(posting.lines),
  };
}
