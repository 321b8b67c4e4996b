import { mergeEdit } from '../../../lib/three-way-merge';
import { describe, expect, it } from 'vitest';
import { JOURNAL_MESSAGES, type JournalRecord } from '@fleetledger/shared/journals/journals.contract';
import { gridMove } from '../../../ui/use-keyboard-grid';
import {
  draftTotals,
  gridErrors,
  isBalanced,
  JOURNAL_MERGE,
  journalCopy,
  journalDraft,
  journalPayload,
  journalProblems,
  newLine,
  type JournalDraft,
  type JournalLineDraft,
} from './journal-drafts';

const typed = (patch: Partial<JournalLineDraft>): JournalLineDraft => ({ ...newLine(), ...patch });
const draft = (lines: JournalLineDraft[]): JournalDraft => ({
  date: '2026-11-10',
  reference: '',
  narration: '',
  lines,
});

describe('the journal draft', () => {
  it('sends the lines that hold anything, figures as numbers and blanks as nothing', () => {
    const payload = journalPayload(
      draft([
        typed({ accountId: 26, debit: '1,000.5' }),
        typed({}),
        typed({ accountId: 46, credit: ' 1000.500 ', description: 'Capital' }),
        typed({ debit: 'ten' }),
      ]),
    );
    expect(payload.lines).toEqual([
      { id: null, account_id: 26, debit: 1000.5, credit: null, party_id: null, truck_id: null, description: '' },
      { id: null, account_id: 46, debit: null, credit: 1000.5, party_id: null, truck_id: null, description: 'Capital' },
      { id: null, account_id: null, debit: 'ten', credit: null, party_id: null, truck_id: null, description: '' },
    ]);
    expect(payload).toMatchObject({ reference: null, narration: null });
  });

  it('adds up the sides that are figures, and balances only when both are equal and above zero', () => {
    const lines = [typed({ debit: '10.25' }), typed({ credit: '10.2' }), typed({ credit: 'x' })];
    expect(draftTotals(lines)).toEqual({ debitFils: 10_250, creditFils: 10_200, differenceFils: 50 });
    expect(isBalanced(lines)).toBe(false);
    expect(isBalanced([typed({ debit: '5' }), typed({ credit: '5.000' })])).toBe(true);
    expect(isBalanced([typed({})])).toBe(false);
  });

  it("refuses with the shared rules' messages, keyed by the lines sent, and shows each on its grid line", () => {
    const lines = [typed({ accountId: 26, debit: '5' }), typed({}), typed({ accountId: 38, credit: '5' })];
    const { fields, notice } = journalProblems(draft(lines));
    const message = JOURNAL_MESSAGES.partyRequired(2, 'Accounts Receivable', 'customer');
    expect(fields).toEqual({ 'lines.1.party_id': message });
    expect(notice).toBe(message);
    expect(gridErrors(draft(lines), fields)).toEqual({ 'lines.2.party_id': message });
    expect(
      journalProblems(draft([typed({ accountId: 26, debit: '5' }), typed({ accountId: 46, credit: '5' })])),
    ).toEqual({ fields: {}, notice: null });
  });

  it('reads a stored journal back into the grid, and names what differs from it', () => {
    const stored: JournalRecord = {
      id: 1,
      number: 3,
      date: '2026-11-10',
      reference: null,
      narration: 'Loan',
      total_amount: 500,
      status: 'Created',
      version: 2,
      attachments: [],
      lines: [
        {
          id: 7,
          account_id: 26,
          account_code: '1200',
          account_name: 'Al Salam Bank',
          debit: 500,
          credit: 0,
          party_id: null,
          party_name: null,
          truck_id: null,
          truck_number: null,
          description: 'Loan in',
        },
      ],
    };
    const theirs = journalDraft(stored);
    expect(theirs.lines[0]).toMatchObject({
      id: 7,
      accountId: 26,
      debit: '500.000',
      credit: '',
      description: 'Loan in',
    });
    const copy = journalCopy({ ...stored, status: 'Posted', reference: 'LN-1' }, '2026-11-26');
    expect(copy).toMatchObject({ date: '2026-11-26', reference: '', narration: 'Loan' });
    expect(journalPayload(copy).lines).toEqual([
      { id: null, account_id: 26, debit: 500, credit: null, party_id: null, truck_id: null, description: 'Loan in' },
    ]);
    const yours = { ...theirs, narration: 'Bank loan', lines: [{ ...theirs.lines[0]!, debit: '400' }] };
    const other = { ...theirs, narration: 'Loan, November', lines: [{ ...theirs.lines[0]!, description: 'Loan' }] };
    const merged = mergeEdit(JOURNAL_MERGE, { base: theirs, mine: yours, theirs: other });
    expect(merged.conflicts).toEqual([
      { key: 'narration', field: 'Narration', mine: 'Bank loan', theirs: 'Loan, November' },
    ]);
    expect(merged.record.lines).toEqual([{ ...theirs.lines[0], debit: '400', description: 'Loan' }]);

    // I moved the line to the credit side while they raised its debit: one Amount conflict, taken whole.
    const moved = { ...theirs, lines: [{ ...theirs.lines[0]!, debit: '', credit: '500' }] };
    const raised = { ...theirs, lines: [{ ...theirs.lines[0]!, debit: '600' }] };
    const sides = { base: theirs, mine: moved, theirs: raised };
    const clash = mergeEdit(JOURNAL_MERGE, sides).conflicts;
    expect(clash.map((conflict) => [conflict.field, conflict.mine, conflict.theirs])).toEqual([
      ['Line 1 · Amount', 'CR 500.000', 'DR 600.000'],
    ]);
    expect(mergeEdit(JOURNAL_MERGE, sides, { [clash[0]!.key]: 'theirs' }).record.lines[0]).toMatchObject({
      debit: '600',
      credit: '',
    });
    expect(mergeEdit(JOURNAL_MERGE, sides).record.lines[0]).toMatchObject({ debit: '', credit: '500' });
  });
});

describe('gridMove', () => {
  it('goes on to the next cell, back with Shift+Tab, and out before the first', () => {
    expect(gridMove('Enter', false, 2, 10, false)).toEqual({ to: 'cell', index: 3 });
    expect(gridMove('Tab', true, 2, 10, false)).toEqual({ to: 'cell', index: 1 });
    expect(gridMove('Tab', true, 0, 10, false)).toEqual({ to: 'out' });
  });

  it('adds a line when the last cell of a line holding anything is left; a blank last line is left by Tab only', () => {
    expect(gridMove('Tab', false, 9, 10, false)).toEqual({ to: 'new-line' });
    expect(gridMove('Enter', false, 9, 10, false)).toEqual({ to: 'new-line' });
    expect(gridMove('Tab', false, 9, 10, true)).toEqual({ to: 'out' });
    expect(gridMove('Enter', false, 9, 10, true)).toEqual({ to: 'stay' });
  });
});
