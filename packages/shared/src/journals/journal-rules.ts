import { printedNumber } from '../documents/document-number-prefixes';
import { addMonths, checkedFormDate, monthStart } from '../dates';
import { lockedOn } from '../ledger/lock-date.contract';
import { LEDGER_ACCOUNTS } from '../ledger/ledger-accounts';
import { bdToFils, formatBD, hasAtMostThreeDecimals, MAX_BD } from '../money';
import { JOURNAL_MESSAGES, type JournalPayload, type JournalSide } from './journals.contract';

export const journalNumberText = (number: number) => printedNumber('journal', number);

/**
 * Why a posted journal dated `journalDate` cannot be reversed on `reverseOn`: a day the books are
 * locked (`lockDate`), or before the journal; null when it can.
 */
export function reversalDateProblem(reverseOn: string, journalDate: string, lockDate: string | null): string | null {
  return (
    lockedOn(lockDate, reverseOn) ??
    (reverseOn < journalDate ? JOURNAL_MESSAGES.reverseBeforeJournal(journalDate) : null)
  );
}

/** The first day of the month after the journal's: where an accrual is usually reversed. */
export const nextMonthStart = (journalDate: string) => monthStart(addMonths(journalDate, 1));

/** Where a journal's reversal is offered: the first of the next month when it can be, else today. */
export function defaultReversalDate(journalDate: string, lockDate: string | null, today: string): string {
  const next = nextMonthStart(journalDate);
  return reversalDateProblem(next, journalDate, lockDate) === null ? next : today;
}

/** The control accounts whose lines belong to a party: what customers owe us, what we owe suppliers. */
const PARTY_ACCOUNTS: ReadonlyMap<number, { account: string; party: 'customer' | 'supplier' }> = new Map([
  [LEDGER_ACCOUNTS.receivable, { account: 'Accounts Receivable', party: 'customer' }],
  [LEDGER_ACCOUNTS.payable, { account: 'Accounts Payable', party: 'supplier' }],
]);

/** Whether a line on this account must name its customer or supplier. */
export function needsParty(accountId: number | null): boolean {
  return accountId !== null && PARTY_ACCOUNTS.has(accountId);
}

/** A journal line as checked: fils, exactly one side above zero. */
export interface CheckedJournalLine {
  /** The stored line's id when an edit sends it back; null for a new line. */
  id: number | null;
  accountId: number;
  debitFils: number;
  creditFils: number;
  partyId: number | null;
  truckId: number | null;
  description: string;
}

export interface CheckedJournal {
  date: string;
  reference: string | null;
  narration: string | null;
  lines: CheckedJournalLine[];
  /** The sum of the debits, which the credits equal. */
  totalFils: number;
}

/** The debits, the credits and what the debits exceed the credits by, over the lines that are figures. */
export function journalTotals(lines: readonly { debitFils: number; creditFils: number }[]) {
  const debitFils = lines.reduce((sum, line) => sum + line.debitFils, 0);
  const creditFils = lines.reduce((sum, line) => sum + line.creditFils, 0);
  return { debitFils, creditFils, differenceFils: debitFils - creditFils };
}

/**
 * One side of a line as fils: blank means nothing on that side; anything else must be a BD amount
 * not below zero with at most 3 decimals. Answers the fils, or the problem with it.
 */
export function sideFils(value: unknown, n: number, side: JournalSide): { fils: number } | { problem: string } {
  if (value === undefined || value === null || value === '') return { fils: 0 };
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0)
    return { problem: JOURNAL_MESSAGES.amountInvalid(n, side) };
  if (value > MAX_BD) return { problem: JOURNAL_MESSAGES.amountTooLarge(n, side) };
  if (!hasAtMostThreeDecimals(value)) return { problem: JOURNAL_MESSAGES.amountDecimals(n, side) };
  return { fils: bdToFils(value) };
}

/** The problem key of a line's field, as the contract names a line's fields (lines.0.debit). */
export const lineField = (index: number, field: string) => `lines.${index}.${field}`;

/**
 * The journal rules both sides apply: a real date; each line an account, exactly one side above
 * zero, and its customer or supplier when it is on Accounts Receivable or Payable; debits equal to
 * credits, both above zero. Every problem is named by its field; whether the accounts, parties and
 * trucks exist and are active is the server's to say.
 */
export function checkJournal(input: JournalPayload): {
  journal: CheckedJournal | null;
  problems: Record<string, string>;
} {
  const problems: Record<string, string> = {};
  const date = checkedFormDate(input.date, JOURNAL_MESSAGES.dateRequired, problems);
  if (input.lines.length === 0) problems.lines = JOURNAL_MESSAGES.linesRequired;

  const lines: CheckedJournalLine[] = [];
  input.lines.forEach((line, index) => {
    const n = index + 1;
    const before = Object.keys(problems).length;
    if (line.account_id === null) problems[lineField(index, 'account_id')] = JOURNAL_MESSAGES.accountRequired(n);
    const debit = sideFils(line.debit, n, 'debit');
    const credit = sideFils(line.credit, n, 'credit');
    if ('problem' in debit) problems[lineField(index, 'debit')] = debit.problem;
    if ('problem' in credit) problems[lineField(index, 'credit')] = credit.problem;
    if ('fils' in debit && 'fils' in credit) {
      if (debit.fils > 0 && credit.fils > 0) problems[lineField(index, 'debit')] = JOURNAL_MESSAGES.bothSides(n);
      else if (debit.fils === 0 && credit.fils === 0) problems[lineField(index, 'debit')] = JOURNAL_MESSAGES.noSide(n);
    }
    const control = line.account_id === null ? undefined : PARTY_ACCOUNTS.get(line.account_id);
    if (control !== undefined && line.party_id === null)
      problems[lineField(index, 'party_id')] = JOURNAL_MESSAGES.partyRequired(n, control.account, control.party);
    if (Object.keys(problems).length > before) return;
    lines.push({
      id: line.id,
      accountId: line.account_id!,
      debitFils: (debit as { fils: number }).fils,
      creditFils: (credit as { fils: number }).fils,
      partyId: line.party_id,
      truckId: line.truck_id,
      description: line.description ?? '',
    });
  });

  const { debitFils, creditFils } = journalTotals(lines);
  if (Object.keys(problems).length === 0) {
    if (debitFils === 0 || creditFils === 0) problems.lines = JOURNAL_MESSAGES.nothingToPost;
    else if (debitFils !== creditFils)
      problems.lines = JOURNAL_MESSAGES.unbalanced(formatBD(debitFils), formatBD(creditFils));
  }
  if (Object.keys(problems).length > 0) return { journal: null, problems };
  return {
    journal: { date, reference: input.reference, narration: input.narration, lines, totalFils: debitFils },
    problems,
  };
}
