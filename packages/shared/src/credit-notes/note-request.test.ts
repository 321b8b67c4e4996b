import { describe, expect, it } from 'vitest';
import { NOTE_MESSAGES } from './credit-notes.contract';
import type { NotedInvoiceLine, NotedMeasure } from './invoice-note-lines';
import { checkNoteLines, requestedLineAmounts } from './note-request';

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

describe('a checked line against what is left of its invoice line', () => {
  const left: NotedInvoiceLine = {
    id: 4,
    kind: 'manual',
    unitFils: 10_000,
    vatPercent: 10,
    leftFils: 20_000,
    leftVatFils: 2_000,
  };
  const third = (measure: NotedMeasure) => ({ index: 2, invoiceLineId: 4, measure });

  it('takes units of the unit amount, or an amount, with VAT at the line rate', () => {
    const taken = { vatableFils: 10_000, vatFils: 1_000, totalFils: 11_000, takesRest: false };
    expect(requestedLineAmounts('credit_note', left, third({ quantity: 1 }))).toEqual({
      amounts: taken,
      problem: null,
    });
    expect(requestedLineAmounts('debit_note', left, third({ amountFils: 10_000 })).amounts).toEqual(taken);
  });

  it('refuses in the words the server answers, naming the line by its place in the note', () => {
    expect(requestedLineAmounts('credit_note', left, third({ quantity: 3 })).problem).toBe(
      NOTE_MESSAGES.moreThanLeft(3, 20_000),
    );
    expect(
      requestedLineAmounts('credit_note', { ...left, leftVatFils: 500 }, third({ amountFils: 9_000 })).problem,
    ).toBe(NOTE_MESSAGES.moreVatThanLeft(3, 500));
    expect(requestedLineAmounts('debit_note', left, third({ amountFils: 0 })).problem).toBe(NOTE_MESSAGES.nothing(3));
  });
});
