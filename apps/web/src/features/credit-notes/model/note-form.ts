import {
  NOTE_MESSAGES,
  noteGeneratePayload,
  type NoteGeneratePayload,
  type NoteRecord,
} from '@fleetledger/shared/credit-notes/credit-notes.contract';
import type { NoteKind, NotedInvoiceLine, NoteLineAmounts } from '@fleetledger/shared/credit-notes/invoice-note-lines';
import { leftOfLine, noteTotals } from '@fleetledger/shared/credit-notes/invoice-note-lines';
import { checkNoteLines, requestedLineAmounts } from '@fleetledger/shared/credit-notes/note-request';
import type { InvoiceItem, InvoiceRecord } from '@fleetledger/shared/invoices/invoices.contract';
import { bdToFils } from '@fleetledger/shared/money';
import { typedFigure } from '../../../lib/typed-figure';

/** How a note takes a line: units of its unit amount, or an amount before VAT. */
export type NoteMeasure = 'quantity' | 'amount';

/** What is typed for one invoice line; a blank figure leaves the line out of the note. */
export interface NoteLineEntry {
  measure: NoteMeasure;
  figure: string;
}

export interface NoteDraft {
  date: string;
  reason: string;
  /** By the invoice line's id. */
  entries: Record<string, NoteLineEntry>;
}

/** A line of the invoice as the note's form shows it, with what is left of it after the notes that count. */
export interface NotedRow {
  /** Its place on the invoice, from 1: how the form names it. */
  position: number;
  line: NotedInvoiceLine;
  description: string;
  accountName: string;
  quantity: number;
  invoicedFils: number;
  invoicedVatFils: number;
}

/** A note's line as the rules read it: which invoice line it corrects, and by how much. */
export interface NotedAmounts {
  kind: NoteKind;
  invoiceLineId: number;
  vatableFils: number;
  vatFils: number;
}

/** The lines of an invoice's notes that still count against it: every note but the cancelled ones. */
export function liveNoteLines(notes: readonly NoteRecord[]): NotedAmounts[] {
  return notes
    .filter((note) => note.status !== 'Cancelled')
    .flatMap((note) =>
      note.lines.map((line) => ({
        kind: note.kind,
        invoiceLineId: line.invoice_line_id,
        vatableFils: bdToFils(line.vatable_amount),
        vatFils: bdToFils(line.vat_amount),
      })),
    );
}

/** The invoice's lines, each with what is left of it once the notes that count are taken into account. */
export function notedRows(items: readonly InvoiceItem[], noted: readonly NotedAmounts[]): NotedRow[] {
  return items.map((item, index) => {
    const invoiced = { vatableFils: bdToFils(item.vatable_amount), vatFils: bdToFils(item.vat_amount) };
    return {
      position: index + 1,
      description: item.description,
      accountName: item.account_name,
      quantity: item.qty,
      invoicedFils: invoiced.vatableFils,
      invoicedVatFils: invoiced.vatFils,
      line: {
        id: item.id,
        kind: item.kind,
        unitFils: bdToFils(item.amount),
        vatPercent: item.vat_percentage,
        ...leftOfLine(
          invoiced,
          noted.filter((note) => note.invoiceLineId === item.id),
        ),
      },
    };
  });
}

/** The lines a note may correct: the invoice's charges, never its discounts. */
export function correctableRows(rows: readonly NotedRow[]): NotedRow[] {
  return rows.filter((row) => row.line.kind !== 'discount');
}

/** A new note dated today, no line taken yet; a line of several units is taken by units, any other by an amount. */
export function newNoteDraft(today: string, rows: readonly NotedRow[]): NoteDraft {
  return {
    date: today,
    reason: '',
    entries: Object.fromEntries(
      correctableRows(rows).map((row) => [
        String(row.line.id),
        { measure: row.quantity > 1 ? 'quantity' : 'amount', figure: '' } satisfies NoteLineEntry,
      ]),
    ),
  };
}

/** One of the invoice's lines on the form, and what the note does to it as typed. */
export interface NoteLineView {
  row: NotedRow;
  entry: NoteLineEntry;
  /** Its number among the note's lines (from 1, as messages name it); null while it has no figure. */
  noteLine: number | null;
  amounts: NoteLineAmounts | null;
  /** What is wrong with the figure, in the server's words. */
  problem: string | null;
}

export interface NoteForm {
  lines: NoteLineView[];
  totals: { vatableFils: number; vatFils: number; totalFils: number };
  /** A credit beyond what the invoice has left once its discounts are counted. */
  beyondInvoice: string | null;
  payload: NoteGeneratePayload;
  /** What the screen refuses before sending, keyed as the server keys it (`lines.{i}.{field}` by the lines sent). */
  problems: Record<string, string>;
}

const signed = (line: NotedInvoiceLine, fils: number) => (line.kind === 'discount' ? -fils : fils);

/**
 * The note as typed: each line's figures live, with the shared per-line checks and the rules' amounts
 * (a credit never more than is left of a line), the note's totals, what would be sent, and everything
 * the server would refuse that the screen can know: the contract's fields, the dates against today and
 * the invoice, and a credit beyond what the invoice has left.
 */
export function noteForm(
  kind: NoteKind,
  invoice: Pick<InvoiceRecord, 'id' | 'date'>,
  rows: readonly NotedRow[],
  draft: NoteDraft,
  today: string,
): NoteForm {
  const shown = correctableRows(rows).map((row) => ({
    row,
    entry: draft.entries[String(row.line.id)] ?? { measure: 'amount', figure: '' },
  }));
  const sent = shown.filter(({ entry }) => entry.figure.trim() !== '');
  const lines = sent.map(({ row, entry }) =>
    entry.measure === 'quantity'
      ? { invoice_line_id: row.line.id, quantity: typedFigure(entry.figure) }
      : { invoice_line_id: row.line.id, amount: typedFigure(entry.figure) },
  );
  const checked = checkNoteLines(lines);
  const lineProblems = checked.problems;
  const amounts = new Map<number, NoteLineAmounts>();
  for (const requested of checked.lines) {
    const { line } = sent[requested.index]!.row;
    const figures = requestedLineAmounts(kind, line, requested);
    if (figures.problem === null) amounts.set(requested.index, figures.amounts);
    else lineProblems[`lines.${requested.index}.amount`] = figures.problem;
  }

  const views = shown.map(({ row, entry }): NoteLineView => {
    const index = sent.findIndex((candidate) => candidate.row === row);
    const problem = Object.entries(lineProblems).find(([key]) => key.startsWith(`lines.${index}.`))?.[1] ?? null;
    return {
      row,
      entry,
      noteLine: index === -1 ? null : index + 1,
      amounts: amounts.get(index) ?? null,
      problem,
    };
  });
  const totals = noteTotals(
    views.flatMap((view) => (view.amounts === null ? [] : [{ ...view.amounts, kind: view.row.line.kind }])),
  );
  const leftFils = rows.reduce((sum, row) => sum + signed(row.line, row.line.leftFils + row.line.leftVatFils), 0);
  const beyondInvoice =
    kind === 'credit_note' && totals.totalFils > leftFils ? NOTE_MESSAGES.beyondInvoice(Math.max(leftFils, 0)) : null;

  const payload: NoteGeneratePayload = { invoice_id: invoice.id, date: draft.date, reason: draft.reason, lines };
  const parsed = noteGeneratePayload.safeParse(payload);
  const problems: Record<string, string> = parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
  if (problems.date === undefined && draft.date > today) problems.date = NOTE_MESSAGES.afterToday;
  else if (problems.date === undefined && draft.date < invoice.date)
    problems.date = NOTE_MESSAGES.beforeInvoice(invoice.date);
  Object.assign(problems, lineProblems);
  if (problems.lines === undefined && beyondInvoice !== null) problems.lines = beyondInvoice;

  return { lines: views, totals, beyondInvoice, payload, problems };
}

/**
 * A refusal's messages keyed by the lines sent (`lines.1.amount`), moved onto the invoice lines they
 * are about (`line.{invoice line id}`), since the lines left blank are not sent; the others as they are.
 */
export function rowErrors(lines: readonly NoteLineView[], errors: Readonly<Record<string, string>>) {
  const byNoteLine = new Map(lines.flatMap((view) => (view.noteLine === null ? [] : [[view.noteLine - 1, view]])));
  const moved: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors)) {
    const match = /^lines\.(\d+)\./.exec(key);
    const view = match === null ? undefined : byNoteLine.get(Number(match[1]));
    moved[view === undefined ? key : `line.${view.row.line.id}`] ??= message;
  }
  return moved;
}
