import { checkJournal, journalTotals, sideFils } from '@fleetledger/shared/journals/journal-rules';
import {
  journalGeneratePayload,
  type JournalGenerateInput,
  type JournalRecord,
} from '@fleetledger/shared/journals/journals.contract';
import { typedFigure } from '../../../lib/typed-figure';
import { amountText, linesUnder, recordField, recordFields, type MergeOutline } from '../../../lib/three-way-merge';
import { screenKey } from '../../../lib/screen-key';

/** A line of the grid as typed: figures stay text until they are figures. */
export interface JournalLineDraft {
  key: string;
  /** The stored line's id; null for a line added on this screen. */
  id: number | null;
  accountId: number | null;
  accountName: string;
  debit: string;
  credit: string;
  partyId: number | null;
  truckId: number | null;
  description: string;
}

export interface JournalDraft {
  date: string;
  reference: string;
  narration: string;
  lines: JournalLineDraft[];
}

const newKey = () => screenKey('line');

export function newLine(): JournalLineDraft {
  return {
    key: newKey(),
    id: null,
    accountId: null,
    accountName: '',
    debit: '',
    credit: '',
    partyId: null,
    truckId: null,
    description: '',
  };
}

/** A new journal dated today, with the two lines every journal needs at least. */
export function newJournal(today: string): JournalDraft {
  return { date: today, reference: '', narration: '', lines: [newLine(), newLine()] };
}

/** A side's figure as the form shows it: blank for nothing on that side. */
const shownSide = (bd: number) => (bd === 0 ? '' : bd.toFixed(3));

export function journalDraft(journal: JournalRecord): JournalDraft {
  return {
    date: journal.date,
    reference: journal.reference ?? '',
    narration: journal.narration ?? '',
    lines: journal.lines.map((line) => ({
      key: String(line.id),
      id: line.id,
      accountId: line.account_id,
      accountName: line.account_name,
      debit: shownSide(line.debit),
      credit: shownSide(line.credit),
      partyId: line.party_id,
      truckId: line.truck_id,
      description: line.description,
    })),
  };
}

/** Duplicate: the narration and the lines (accounts, sides, parties, trucks) as new ones, dated today. */
export function journalCopy(journal: JournalRecord, today: string): JournalDraft {
  const copy = journalDraft(journal);
  return {
    ...copy,
    date: today,
    reference: '',
    lines: copy.lines.map((line) => ({ ...line, key: newKey(), id: null })),
  };
}

/** A line nothing was typed in: the grid's spare row, never sent. */
export function isBlankLine(line: JournalLineDraft): boolean {
  return (
    line.accountId === null &&
    line.debit.trim() === '' &&
    line.credit.trim() === '' &&
    line.partyId === null &&
    line.truckId === null &&
    line.description.trim() === ''
  );
}

/** The create and update payloads: the lines that hold anything, in the grid's order. */
export function journalPayload(draft: JournalDraft): JournalGenerateInput {
  return {
    date: draft.date,
    reference: draft.reference.trim() === '' ? null : draft.reference.trim(),
    narration: draft.narration.trim() === '' ? null : draft.narration.trim(),
    lines: draft.lines
      .filter((line) => !isBlankLine(line))
      .map((line) => ({
        id: line.id,
        account_id: line.accountId,
        debit: typedFigure(line.debit),
        credit: typedFigure(line.credit),
        party_id: line.partyId,
        truck_id: line.truckId,
        description: line.description,
      })),
  };
}

/** The debits, the credits and their difference over the sides typed so far that are figures. */
export function draftTotals(lines: readonly JournalLineDraft[]) {
  const fils = (text: string) => {
    const side = sideFils(typedFigure(text), 0, 'debit');
    return 'fils' in side ? side.fils : 0;
  };
  return journalTotals(lines.map((line) => ({ debitFils: fils(line.debit), creditFils: fils(line.credit) })));
}

/** Whether the journal may be saved: debits equal credits, both above zero. */
export function isBalanced(lines: readonly JournalLineDraft[]): boolean {
  const { debitFils, differenceFils } = draftTotals(lines);
  return debitFils > 0 && differenceFils === 0;
}

/**
 * What the screen refuses before sending, in the server's words: the contract and the shared journal
 * rules by field, keyed by the lines sent as the server keys them; and all of them joined, as the server
 * joins them, shown above the button.
 */
export function journalProblems(draft: JournalDraft): { fields: Record<string, string>; notice: string | null } {
  const parsed = journalGeneratePayload.safeParse(journalPayload(draft));
  const fields = parsed.success
    ? checkJournal(parsed.data).problems
    : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
  const messages = Object.values(fields);
  return { fields, notice: messages.length === 0 ? null : messages.join(', ') };
}

/**
 * Problems keyed by the lines sent (lines.2.debit) as the grid's own lines: blank lines are not sent,
 * so the two may differ, and each message shows on the cell it is about.
 */
export function gridErrors(draft: JournalDraft, errors: Readonly<Record<string, string>>): Record<string, string> {
  const sentLines = draft.lines.flatMap((line, index) => (isBlankLine(line) ? [] : [index]));
  return Object.fromEntries(
    Object.entries(errors).map(([key, message]) => {
      const match = /^lines\.(\d+)\.(.+)$/.exec(key);
      return [match === null ? key : `lines.${sentLines[Number(match[1])] ?? match[1]}.${match[2]}`, message];
    }),
  );
}

function lineSide(line: JournalLineDraft): string {
  return line.debit.trim() === '' ? `CR ${amountText(line.credit)}` : `DR ${amountText(line.debit)}`;
}

function lineSummary(line: JournalLineDraft): string {
  return [line.accountName, lineSide(line), line.description].filter((part) => part.trim() !== '').join(' · ');
}

/** How a stale save merges a journal: its header field by field, each line by its id and field by field. */
export const JOURNAL_MERGE: MergeOutline<JournalDraft> = {
  fields: recordFields<JournalDraft>({ date: 'Date', reference: 'Reference', narration: 'Narration' }),
  lines: [
    linesUnder<JournalDraft, JournalLineDraft>('lines', {
      name: (_, position) => `Line ${position}`,
      show: lineSummary,
      fields: [
        recordField<JournalLineDraft>('Account', ['accountId', 'accountName'], (line) => line.accountName),
        // A line's amount is on one side: the debit and the credit move together, never half from each.
        {
          ...recordField<JournalLineDraft>('Amount', ['debit', 'credit'], lineSide),
          // 25 typed is the 25.000 read.
          read: (line) => [amountText(line.debit), amountText(line.credit)],
        },
        ...recordFields<JournalLineDraft>({
          partyId: 'Party',
          truckId: 'Truck',
          description: 'Description',
        }),
      ],
    }),
  ],
};
