import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { ExpenseDataResponse, ExpenseListRow } from '@fleetledger/shared/expenses/expenses.contract';
import { expenseListRow } from '@fleetledger/shared/expenses/testing/expense-list-row';
import { fleetLookups } from '../../../testing/fleet-lookups';
import { LOAD_WAIT } from '../../../testing/render-routes';

/** Lookups as expense_data.php answers them. */
export const FORM_DATA: ExpenseDataResponse = {
  success: true,
  today: '2026-11-22',
  charges: [
    { id: 1, name: 'Diesel' },
    { id: 2, name: 'Driver Salary' },
    { id: 3, name: 'Tyre Replacement' },
  ],
  ...fleetLookups(['Abdul Rahman', 'Suresh Nair'], ['BH-10452', 'BH-10231']),
};

/** An expense list row of November 2026, the month these screens open on. */
export function listRow(overrides: Partial<ExpenseListRow> & Pick<ExpenseListRow, 'id'>): ExpenseListRow {
  return expenseListRow({ date: '2026-11-10', ...overrides });
}

/** jsdom has no scrollIntoView; Mantine's suggestion lists call it on the highlighted option. */
export function stubScrollIntoView(): void {
  Element.prototype.scrollIntoView = () => undefined;
}

/** Enters text in one input event: typing key by key makes these tests slow on a busy machine. */
export async function enterText(user: UserEvent, input: HTMLElement, text: string): Promise<void> {
  await user.click(input);
  await user.paste(text);
}

/** The status saying `text`: the form's worked-out figures are statuses too (outputs), so it is told by what it says. */
export function findStatusSaying(text: string): Promise<HTMLElement> {
  return waitFor(() => {
    const status = screen.getAllByRole('status').find((element) => element.textContent.includes(text));
    if (status === undefined) throw new Error(`No status says "${text}"`);
    return status;
  }, LOAD_WAIT);
}
