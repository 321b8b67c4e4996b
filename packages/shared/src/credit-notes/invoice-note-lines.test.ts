import { describe, expect, it } from 'vitest';
import { leftOfLine, measuredFils, noteLineAmounts, noteTotals, type NotedInvoiceLine } from './invoice-note-lines';

const line = (left: Partial<NotedInvoiceLine> = {}): NotedInvoiceLine => ({
  id: 1,
  kind: 'manual',
  unitFils: 10_005,
  vatPercent: 10,
  leftFils: 20_010,
  leftVatFils: 2_001,
  ...left,
});

describe('what a note takes of a line', () => {
  it('measures units of the unit amount, or an amount as given', () => {
    expect(measuredFils(line(), { quantity: 1 })).toBe(10_005);
    expect(measuredFils(line(), { quantity: 2 })).toBe(20_010);
    expect(measuredFils(line(), { amountFils: 7 })).toBe(7);
  });

  it('credits at the line rate, rounded half away from zero, below what is left', () => {
    expect(noteLineAmounts('credit_note', line(), 10_005)).toEqual({
      amounts: { vatableFils: 10_005, vatFils: 1_001, totalFils: 11_006, takesRest: false },
      problem: null,
    });
  });

  it('takes all the VAT left with the rest of the line, even a fil off its rate', () => {
    // 10.005 + 10.005 at 10 %: the line's VAT is 2.001, the first credit took 1.001 (1.0005 rounded up).
    expect(noteLineAmounts('credit_note', line({ leftFils: 10_005, leftVatFils: 1_000 }), 10_005)).toEqual({
      amounts: { vatableFils: 10_005, vatFils: 1_000, totalFils: 11_005, takesRest: true },
      problem: null,
    });
  });

  it('refuses more than is left, more VAT than is left, and nothing', () => {
    expect(noteLineAmounts('credit_note', line(), 20_011).problem).toBe('moreThanLeft');
    expect(noteLineAmounts('credit_note', line({ leftFils: 25, leftVatFils: 1 }), 15).problem).toBe('moreVatThanLeft');
    expect(noteLineAmounts('credit_note', line(), 0).problem).toBe('nothing');
    expect(noteLineAmounts('debit_note', line(), -1).problem).toBe('nothing');
  });

  it('debits any amount at the rate, however little is left', () => {
    expect(noteLineAmounts('debit_note', line({ leftFils: 0, leftVatFils: 0 }), 30_000)).toEqual({
      amounts: { vatableFils: 30_000, vatFils: 3_000, totalFils: 33_000, takesRest: false },
      problem: null,
    });
  });
});

describe('what is left of a line, and what a note comes to', () => {
  it('adds the debits and takes the credits off what was invoiced', () => {
    expect(
      leftOfLine({ vatableFils: 20_010, vatFils: 2_001 }, [
        { kind: 'credit_note', vatableFils: 10_005, vatFils: 1_001 },
        { kind: 'debit_note', vatableFils: 5_000, vatFils: 500 },
      ]),
    ).toEqual({ leftFils: 15_005, leftVatFils: 1_500 });
  });

  it('counts a discount taken back against the lines', () => {
    expect(
      noteTotals([
        { kind: 'manual', vatableFils: 100_000, vatFils: 10_000, totalFils: 110_000, takesRest: true },
        { kind: 'discount', vatableFils: 5_000, vatFils: 0, totalFils: 5_000, takesRest: true },
      ]),
    ).toEqual({ vatableFils: 95_000, vatFils: 10_000, totalFils: 105_000 });
  });
});
