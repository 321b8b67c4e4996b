import { describe, expect, it } from 'vitest';
import { expenseInsertRequest, EXPENSE_MESSAGES } from './expenses.contract';

describe('expense form contract', () => {
  const valid = {
    date: '2026-03-10',
    charge_id: 3,
    amount: 12.5,
    description: '  Diesel  ',
    type: 'general',
    status: 'pending',
  };
  const firstError = (payload: object) => {
    const parsed = expenseInsertRequest.safeParse(payload);
    return parsed.success ? null : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
  };

  it('parses the amount to fils, trims text and turns blanks into null', () => {
    const parsed = expenseInsertRequest.parse({ ...valid, refrence_id: '  ', driver_id: '', due_date: '' });
    expect(parsed).toMatchObject({
      amount: 12500,
      description: 'Diesel',
      refrence_id: null,
      driver_id: null,
      due_date: null,
    });
  });

  it('takes the amount boundaries: above 0, at most 3 decimals', () => {
    expect(firstError({ ...valid, amount: 0.001 })).toBeNull();
    expect(firstError({ ...valid, amount: 0 })).toEqual({ amount: EXPENSE_MESSAGES.amountInvalid });
    expect(firstError({ ...valid, amount: -5 })).toEqual({ amount: EXPENSE_MESSAGES.amountInvalid });
    expect(firstError({ ...valid, amount: 1.0005 })).toEqual({ amount: EXPENSE_MESSAGES.amountDecimals });
    expect(firstError({ ...valid, amount: 'ten' })).toEqual({ amount: EXPENSE_MESSAGES.amountInvalid });
  });

  it('refuses dates that do not exist and descriptions over the limit', () => {
    expect(firstError({ ...valid, date: '2026-02-30' })).toEqual({ date: EXPENSE_MESSAGES.dateInvalid });
    expect(firstError({ ...valid, date: '' })).toEqual({ date: EXPENSE_MESSAGES.dateRequired });
    expect(firstError({ ...valid, due_date: '2026-02-29' })).toEqual({ due_date: EXPENSE_MESSAGES.dueDateInvalid });
    expect(firstError({ ...valid, description: 'x'.repeat(500) })).toBeNull();
    expect(firstError({ ...valid, description: 'x'.repeat(501) })).toEqual({
      description: EXPENSE_MESSAGES.descriptionTooLong,
    });
    expect(firstError({ ...valid, description: '   ' })).toEqual({ description: EXPENSE_MESSAGES.descriptionRequired });
  });

  it('needs a chosen charge id, not just its name', () => {
    expect(firstError({ ...valid, charge_id: undefined, charge: 'Diesel' })).toEqual({
      charge_id: EXPENSE_MESSAGES.chargeRequired,
    });
    expect(firstError({ ...valid, charge_id: '7' })).toBeNull();
  });
});
