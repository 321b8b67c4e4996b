import { roundHalfAwayFromZero, vatFils } from '../money';

/*
 * Credit and debit notes correct an issued invoice line by line, at each line's VAT rate. What is left of
 * a line is what it was invoiced at, plus what debit notes added, less what credit notes took (those not
 * cancelled). A credit never takes more than that. A note line's VAT is its rate of its amount, except
 * that the credit taking all that is left of a line takes all the VAT left there, so a line credited in
 * pieces gives back exactly its VAT (docs/architecture.md, "Credit and debit notes").
 */

export type NoteKind = 'credit_note' | 'debit_note';

/** A line of the invoice as the notes see it: its unit, rate, and what is left of it now. */
export interface NotedInvoiceLine {
  id: number;
  kind: 'manual' | 'job' | 'discount';
  unitFils: number;
  vatPercent: number;
  /** What is left of its amount before VAT, and of its VAT (after the notes not cancelled). */
  leftFils: number;
  leftVatFils: number;
}

/** How much of a line a note takes: units of its unit amount, or an amount before VAT. */
export type NotedMeasure = { quantity: number } | { amountFils: number };

export interface NoteLineAmounts {
  vatableFils: number;
  vatFils: number;
  totalFils: number;
  /** The credit took all that was left of the line, and with it all the VAT left there. */
  takesRest: boolean;
}

/** The amount before VAT a measure stands for on a line. */
export function measuredFils(line: Pick<NotedInvoiceLine, 'unitFils'>, measure: NotedMeasure): number {
  return 'quantity' in measure ? roundHalfAwayFromZero(measure.quantity * line.unitFils) : measure.amountFils;
}

export type NoteLineProblem = 'moreThanLeft' | 'moreVatThanLeft' | 'nothing';

/**
 * A note's line on an invoice line, or why it cannot be: a credit may take what is left of the line and
 * no more, and VAT at the line's rate no more than the VAT left (all of it when it takes the rest); a
 * debit adds any amount with VAT at the rate.
 */
export function noteLineAmounts(
  kind: NoteKind,
  line: NotedInvoiceLine,
  vatableFils: number,
): { amounts: NoteLineAmounts; problem: null } | { amounts: null; problem: NoteLineProblem } {
  if (vatableFils <= 0) return { amounts: null, problem: 'nothing' };
  const atRate = vatFils(vatableFils, line.vatPercent);
  if (kind === 'debit_note')
    return {
      amounts: { vatableFils, vatFils: atRate, totalFils: vatableFils + atRate, takesRest: false },
      problem: null,
    };
  if (vatableFils > line.leftFils) return { amounts: null, problem: 'moreThanLeft' };
  if (vatableFils === line.leftFils) {
    const vat = line.leftVatFils;
    return { amounts: { vatableFils, vatFils: vat, totalFils: vatableFils + vat, takesRest: true }, problem: null };
  }
  if (atRate > line.leftVatFils) return { amounts: null, problem: 'moreVatThanLeft' };
  return {
    amounts: { vatableFils, vatFils: atRate, totalFils: vatableFils + atRate, takesRest: false },
    problem: null,
  };
}

/** What is left of a line after the notes: invoiced, plus debited, less credited (each not cancelled). */
export function leftOfLine(
  invoiced: { vatableFils: number; vatFils: number },
  noted: readonly { kind: NoteKind; vatableFils: number; vatFils: number }[],
): { leftFils: number; leftVatFils: number } {
  return noted.reduce(
    (left, note) => {
      const sign = note.kind === 'debit_note' ? 1 : -1;
      return { leftFils: left.leftFils + sign * note.vatableFils, leftVatFils: left.leftVatFils + sign * note.vatFils };
    },
    { leftFils: invoiced.vatableFils, leftVatFils: invoiced.vatFils },
  );
}

/**
 * A note's total effect on what the customer owes: the lines' totals, a discount line's counting the
 * other way (a cancellation taking a discount back lowers the credit). Positive.
 */
export function noteTotals(lines: readonly (NoteLineAmounts & { kind: NotedInvoiceLine['kind'] })[]) {
  return lines.reduce(
    (sum, line) => {
      const sign = line.kind === 'discount' ? -1 : 1;
      return {
        vatableFils: sum.vatableFils + sign * line.vatableFils,
        vatFils: sum.vatFils + sign * line.vatFils,
        totalFils: sum.totalFils + sign * line.totalFils,
      };
    },
    { vatableFils: 0, vatFils: 0, totalFils: 0 },
  );
}
