import { NOTE_MESSAGES, type NoteGenerateInput } from '@fleetledger/shared/credit-notes/credit-notes.contract';
import type { NoteKind } from '@fleetledger/shared/credit-notes/invoice-note-lines';
import { checkNoteLines, requestedLineAmounts } from '@fleetledger/shared/credit-notes/note-request';
import { ACCOUNT_USE_MESSAGES } from '@fleetledger/shared/ledger/account-use';
import type { Executor } from '../../db/client';
import { badRequest } from '../../http/http-error';
import { postingAccounts } from '../masterdata/masterdata.service';
import type { NoteLineValues } from './credit-notes.queries';
import type { linesLeft } from './note-records.service';

/*
 * The lines of a note: what is asked of each invoice line, and why a note's lines may be refused
 * (a line not the invoice's, more than is left of it, an account made inactive since).
 */

type NoteLine = NoteLineValues;

/** The lines of a note as sent, checked against what is left of the invoice's lines; 400 naming each line otherwise. */
export function noteLinesFor(kind: NoteKind, input: NoteGenerateInput, left: ReturnType<typeof linesLeft>): NoteLine[] {
  const { lines, problems } = checkNoteLines(input.lines);
  const byId = new Map(left.map((line) => [line.id, line]));
  const noted: NoteLine[] = [];
  lines.forEach((requested) => {
    const { index } = requested;
    const n = index + 1;
    const at = `lines.${index}.invoice_line_id`;
    const line = byId.get(requested.invoiceLineId);
    if (line === undefined) {
      problems[at] = NOTE_MESSAGES.notItsLine(n);
      return;
    }
    if (line.kind === 'discount') {
      problems[at] = NOTE_MESSAGES.discountLine(n);
      return;
    }
    const figures = requestedLineAmounts(kind, line, requested);
    if (figures.problem !== null) {
      problems[`lines.${index}.amount`] = figures.problem;
      return;
    }
    noted.push(
      noteLineOf(line, figures.amounts, index + 1, 'quantity' in requested.measure ? requested.measure.quantity : null),
    );
  });
  const first = Object.values(problems)[0];
  if (first !== undefined) throw badRequest(first, problems);
  return noted;
}

export function noteLineOf(
  line: ReturnType<typeof linesLeft>[number],
  amounts: { vatableFils: number; vatFils: number; totalFils: number; takesRest: boolean },
  position: number,
  quantity: number | null,
): NoteLine {
  return {
    invoiceItemId: line.id,
    position,
    kind: line.kind,
    accountId: line.row.account_id,
    description: line.row.description,
    quantity,
    vatPercent: line.vatPercent,
    ...amounts,
  };
}

/**
 * A note posts to its invoice lines' accounts: one made inactive since (at a zero balance) takes no more,
 * refused in the words every posting path uses. A cancellation's note is not held back by it: it only
 * undoes what the invoice posted.
 */
export async function refuseInactiveAccounts(tx: Executor, lines: readonly NoteLine[]) {
  const accounts = await postingAccounts(
    tx,
    lines.map((line) => line.accountId),
  );
  const problems: Record<string, string> = {};
  for (const line of lines) {
    const account = accounts.get(line.accountId);
    if (account !== undefined && !account.active) {
      problems[`lines.${line.position - 1}.invoice_line_id`] = ACCOUNT_USE_MESSAGES.inactive(account.name);
    }
  }
  const first = Object.values(problems)[0];
  if (first !== undefined) throw badRequest(first, problems);
}

/**
 * An invoice's discounts count against its charges: a credit may not leave the charges below the
 * discounts still on it, or the invoice would owe less than nothing.
 */
export function refuseCreditBeyondInvoice(left: ReturnType<typeof linesLeft>, lines: readonly NoteLine[]) {
  const signed = (line: { kind: string }, fils: number) => (line.kind === 'discount' ? -fils : fils);
  const leftTotal = left.reduce((sum, line) => sum + signed(line, line.leftFils + line.leftVatFils), 0);
  const credited = lines.reduce((sum, line) => sum + signed(line, line.totalFils), 0);
  if (credited > leftTotal) {
    const message = NOTE_MESSAGES.beyondInvoice(Math.max(leftTotal, 0));
    throw badRequest(message, { lines: message });
  }
}
