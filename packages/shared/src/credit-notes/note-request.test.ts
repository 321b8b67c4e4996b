import { describe, expect, it } from 'vitest';
import { NOTE_MESSAGES } from './credit-notes.contract';
import { checkNoteLines } from './note-request';

describe("a note's lines as sent", () => {
  it('takes each invoice line once, by a whole quantity or an amount to the fil', () => {
    expect(
      checkNoteLines([
        { invoice_line_id: 4, quantity: 2, amount: undefined },
        { invoice_line_id: '5', quantity: undefined, amount: 1.5 },
      ]),
    ).toEqual({
      lines: [
        { index: 0, invoiceLineId: 4, measure: { quantity: 2 } },
        { index: 1, invoiceLineId: 5, measure: { amountFils: 1_500 } },
      ],
      problems: {},
    });
  });

  it('names each problem by the line, keyed as the documents key theirs', () => {
    const { lines, problems } = checkNoteLines([
      { invoice_line_id: undefined, quantity: 1, amount: undefined },
      { invoice_line_id: 4, quantity: 1, amount: 1 },
      { invoice_line_id: 4, quantity: 1.5, amount: undefined },
      { invoice_line_id: 6, quantity: undefined, amount: 1.0005 },
      { invoice_line_id: 6, quantity: undefined, amount: undefined },
      { invoice_line_id: 'x', quantity: undefined, amount: -2 },
    ]);
    expect(lines).toEqual([]);
    expect(problems).toEqual({
      'lines.0.invoice_line_id': NOTE_MESSAGES.lineRequired(1),
      'lines.1.amount': NOTE_MESSAGES.quantityOrAmount(2),
      'lines.2.invoice_line_id': NOTE_MESSAGES.lineTwice(3),
      'lines.2.quantity': NOTE_MESSAGES.quantityInvalid(3),
      'lines.3.amount': NOTE_MESSAGES.amountInvalid(4),
      'lines.4.invoice_line_id': NOTE_MESSAGES.lineTwice(5),
      'lines.4.amount': NOTE_MESSAGES.quantityOrAmount(5),
      'lines.5.invoice_line_id': NOTE_MESSAGES.lineRequired(6),
      'lines.5.amount': NOTE_MESSAGES.amountInvalid(6),
    });
  });
});
