import { useState } from 'react';
import { isIsoMonth, todayIn } from '@fleetledger/shared/dates';
import { expenseMonthChoices } from '@fleetledger/shared/expenses/expenses.rules';

/** The operations spec: the chosen month is kept in local storage under one key. */
export const EXPENSE_MONTH_STORAGE_KEY = 'fleetledger.expense-records.month';

/**
 * The current month of the user's own clock. Staff work in the company's time zone, and the list
 * must know its month before any answer from the server arrives.
 */
export function currentMonth(now: Date = new Date()): string {
  return todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone, now).slice(0, 7);
}

function readStoredMonth(choices: readonly string[]): string | null {
  try {
    const stored = window.localStorage.getItem(EXPENSE_MONTH_STORAGE_KEY);
    return stored !== null && isIsoMonth(stored) && choices.includes(stored) ? stored : null;
  } catch {
    return null; // storage blocked: the default month will do
  }
}

/** The month of Expense Records: remembered between visits, defaulting to the current month. */
export function useRememberedMonth() {
  const [choices] = useState(() => expenseMonthChoices(currentMonth()));
  const [month, setMonthState] = useState(() => readStoredMonth(choices) ?? currentMonth());

  const setMonth = (next: string) => {
    setMonthState(next);
    try {
      window.localStorage.setItem(EXPENSE_MONTH_STORAGE_KEY, next);
    } catch {
      // Not remembered this time; the list still shows the month.
    }
  };

  return { month, setMonth, choices };
}
