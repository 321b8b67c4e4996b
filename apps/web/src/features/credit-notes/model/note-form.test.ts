import { describe, expect, it } from 'vitest';
import { NOTE_MESSAGES } from '@fleetledger/shared/credit-notes/credit-notes.contract';
import { CREDIT_NOTE, DEBIT_NOTE, POSTED_INVOICE } from '../testing/note-answers';
import type { NoteDraft, NoteLineEntry } from './note-form';
import { liveNoteLines, newNoteDraft, noteForm, notedRows, rowErrors } from './note-form';

const TODAY = '2026-11-25';
const rows = notedRows(POSTED_INVOICE.items, liveNoteLines([CREDIT_NOTE]));

function typed(entries: Record<number, NoteLineEntry>, header: Partial<NoteDraft> = {}): NoteDraft {
  const draft = newNoteDraft(TODAY, rows);
  return {
    ...draft,
    reason: 'Short delivery',
    ...header,
    entries: { ...draft.entries, ...Object.fromEntries(Object.entries(entries)) },
  };
}

const credit = (draft: NoteDraft) => noteForm('credit_note', POSTED_INVOICE, rows, draft, TODAY);

describe('note form', () => {
  it('leaves each line what the notes not cancelled left it, a debit adding and a cancelled note nothing', () => {
    expect(rows.map((row) => [row.position, row.line.leftFils, row.line.leftVatFils])).toEqual([
      [1, 150_000, 15_000],
      [2, 30_000, 0],
      [3, 10_000, 0],
    ]);
    const noted = liveNoteLines([CREDIT_NOTE, DEBIT_NOTE, { ...CREDIT_NOTE, status: 'Cancelled' }]);
    expect(notedRows(POSTED_INVOICE.items, noted)[0]!.line).toMatchObject({ leftFils: 250_000, leftVatFils: 25_000 });
  });

  it('starts dated today with no line taken, a line of several units by quantity and the discount left out', () => {
    expect(newNoteDraft(TODAY, rows)).toEqual({
      date: TODAY,
      reason: '',
      entries: { '401': { measure: 'quantity', figure: '' }, '402': { measure: 'amount', figure: '' } },
    });
  });

  it('works out each line as typed, at its rate, and the totals; only the lines with a figure are sent', () => {
    const form = credit(
      typed({ 401: { measure: 'quantity', figure: '1' }, 402: { measure: 'amount', figure: '12.345' } }),
    );
    expect(form.lines.map((line) => [line.noteLine, line.amounts?.vatableFils, line.amounts?.vatFils])).toEqual([
      [1, 100_000, 10_000],
      [2, 12_345, 0],
    ]);
    expect(form.totals).toEqual({ vatableFils: 112_345, vatFils: 10_000, totalFils: 122_345 });
    expect(form.payload).toEqual({
      invoice_id: 40,
      date: TODAY,
      reason: 'Short delivery',
      lines: [
        { invoice_line_id: 401, quantity: 1 },
        { invoice_line_id: 402, amount: 12.345 },
      ],
    });
    expect(form.problems).toEqual({});

    const blank = credit(typed({ 402: { measure: 'amount', figure: '5' } }));
    expect(blank.lines.map((line) => line.noteLine)).toEqual([null, 1]);
    expect(blank.payload.lines).toEqual([{ invoice_line_id: 402, amount: 5 }]);
  });

  it('takes all the VAT left with the rest of a line', () => {
    const form = credit(typed({ 401: { measure: 'amount', figure: '150' } }));
    expect(form.lines[0]!.amounts).toEqual({
      vatableFils: 150_000,
      vatFils: 15_000,
      totalFils: 165_000,
      takesRest: true,
    });
  });

  it('names a credit beyond what is left of a line, and a figure that is no quantity, by the line in the note', () => {
    const form = credit(
      typed({ 401: { measure: 'amount', figure: '150.001' }, 402: { measure: 'quantity', figure: '1.5' } }),
    );
    expect(form.lines.map((line) => line.problem)).toEqual([
      NOTE_MESSAGES.moreThanLeft(1, 150_000),
      NOTE_MESSAGES.quantityInvalid(2),
    ]);
    expect(form.problems).toEqual({
      'lines.0.amount': NOTE_MESSAGES.moreThanLeft(1, 150_000),
      'lines.1.quantity': NOTE_MESSAGES.quantityInvalid(2),
    });
    expect(form.totals.totalFils).toBe(0);
  });

  it('refuses a credit beyond what the invoice has left once its discount is counted', () => {
    const form = credit(typed({ 401: { measure: 'amount', figure: '150' }, 402: { measure: 'amount', figure: '30' } }));
    expect(form.beyondInvoice).toBe(NOTE_MESSAGES.beyondInvoice(185_000));
    expect(form.problems).toEqual({ lines: NOTE_MESSAGES.beyondInvoice(185_000) });
  });

  it('lets a debit note charge any amount more, with no left to respect', () => {
    const form = noteForm(
      'debit_note',
      POSTED_INVOICE,
      rows,
      typed({ 401: { measure: 'quantity', figure: '5' } }),
      TODAY,
    );
    expect(form.lines[0]!.amounts).toMatchObject({ vatableFils: 500_000, vatFils: 50_000 });
    expect(form.beyondInvoice).toBeNull();
    expect(form.problems).toEqual({});
  });

  it("refuses before sending, in the contract's words: no reason, no line, a date after today or before the invoice", () => {
    expect(credit(typed({}, { reason: '  ' })).problems).toEqual({
      reason: NOTE_MESSAGES.reasonRequired,
      lines: NOTE_MESSAGES.linesRequired,
    });
    const line = { 402: { measure: 'amount', figure: '1' } } as const;
    expect(credit(typed(line, { date: '2026-11-26' })).problems).toEqual({ date: NOTE_MESSAGES.afterToday });
    expect(credit(typed(line, { date: '2026-11-09' })).problems).toEqual({
      date: NOTE_MESSAGES.beforeInvoice('2026-11-10'),
    });
    expect(credit(typed(line, { date: '' })).problems).toEqual({ date: NOTE_MESSAGES.dateRequired });
  });

  it('moves a refusal of a sent line onto the invoice line it is about; the others stay as they are', () => {
    const form = credit(typed({ 402: { measure: 'amount', figure: '5' } }));
    expect(rowErrors(form.lines, { 'lines.0.amount': 'Too much', reason: 'Why?', 'lines.4.amount': 'Lost' })).toEqual({
      'line.402': 'Too much',
      reason: 'Why?',
      'lines.4.amount': 'Lost',
    });
  });
});
