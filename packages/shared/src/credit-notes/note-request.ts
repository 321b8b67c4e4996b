import { isLineQuantity, isUnitAmount } from '../documents/document-line';
import { bdToFils } from '../money';
import { NOTE_MESSAGES, type NoteGenerateInput } from './credit-notes.contract';
import {
  measuredFils,
  noteLineAmounts,
  type NoteKind,
  type NotedInvoiceLine,
  type NotedMeasure,
  type NoteLineAmounts,
  type NoteLineProblem,
} from './invoice-note-lines';

/** A note's line as checked: the invoice line it names and by how much. */
export interface RequestedNoteLine {
  /** Its place in the note as sent, from 0 (what its problems are keyed by). */
  index: number;
  invoiceLineId: number;
  measure: NotedMeasure;
}

const asId = (value: unknown): number | null => {
  const id = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null;
};

/**
 * The lines of a note as sent, each naming an invoice line once, with a whole quantity or an amount to
 * the fil (not both). Problems are keyed `lines.{i}.{field}` with the line's number from 1, as the
 * documents' own lines are. Whether the lines are the invoice's, and what is left of them, is the
 * server's to say against the invoice.
 */
export function checkNoteLines(lines: NoteGenerateInput['lines']): {
  lines: RequestedNoteLine[];
  problems: Record<string, string>;
} {
  const problems: Record<string, string> = {};
  const checked: RequestedNoteLine[] = [];
  const seen = new Set<number>();
  lines.forEach((line, index) => {
    const n = index + 1;
    const at = (field: string) => `lines.${index}.${field}`;
    const invoiceLineId = asId(line.invoice_line_id);
    if (invoiceLineId === null) problems[at('invoice_line_id')] = NOTE_MESSAGES.lineRequired(n);
    else if (seen.has(invoiceLineId)) problems[at('invoice_line_id')] = NOTE_MESSAGES.lineTwice(n);
    else seen.add(invoiceLineId);
    const hasQuantity = line.quantity !== undefined;
    const hasAmount = line.amount !== undefined;
    if (hasQuantity === hasAmount) {
      problems[at('amount')] = NOTE_MESSAGES.quantityOrAmount(n);
      return;
    }
    if (hasQuantity && !isLineQuantity(line.quantity)) problems[at('quantity')] = NOTE_MESSAGES.quantityInvalid(n);
    if (hasAmount && !isUnitAmount(line.amount)) problems[at('amount')] = NOTE_MESSAGES.amountInvalid(n);
    if (invoiceLineId === null || Object.keys(problems).some((key) => key.startsWith(`lines.${index}.`))) return;
    checked.push({
      index,
      invoiceLineId,
      measure: hasQuantity ? { quantity: line.quantity as number } : { amountFils: bdToFils(line.amount as number) },
    });
  });
  return { lines: checked, problems };
}

const PROBLEM_TEXT: Readonly<Record<NoteLineProblem, (n: number, line: NotedInvoiceLine) => string>> = {
  moreThanLeft: (n, line) => NOTE_MESSAGES.moreThanLeft(n, line.leftFils),
  moreVatThanLeft: (n, line) => NOTE_MESSAGES.moreVatThanLeft(n, line.leftVatFils),
  nothing: (n) => NOTE_MESSAGES.nothing(n),
};

/**
 * What a checked line of the note takes of its invoice line (noteLineAmounts), or why it cannot in the
 * words the server refuses it with: the form shows the same message as the line is typed.
 */
export function requestedLineAmounts(
  kind: NoteKind,
  line: NotedInvoiceLine,
  requested: RequestedNoteLine,
): { amounts: NoteLineAmounts; problem: null } | { amounts: null; problem: string } {
  const figures = noteLineAmounts(kind, line, measuredFils(line, requested.measure));
  if (figures.problem === null) return figures;
  return { amounts: null, problem: PROBLEM_TEXT[figures.problem](requested.index + 1, line) };
}
