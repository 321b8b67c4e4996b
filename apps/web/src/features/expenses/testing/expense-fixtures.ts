import type { UserEvent } from '@testing-library/user-event';
import type { ExpenseDataResponse, ExpenseListRow } from '@fleetledger/shared/expenses/expenses.contract';

/** Lookups as expense_data.php answers them. */
export const FORM_DATA: ExpenseDataResponse = {
  success: true,
  today: '2026-11-22',
  charges: [
    { id: 1, name: 'Diesel' },
    { id: 2, name: 'Driver Salary' },
    { id: 3, name: 'Tyre Replacement' },
  ],
  drivers: [
    { id: 10, name: 'Abdul Rahman', truck_id: 20, truck_number: 'BH-10452' },
    { id: 11, name: 'Suresh Nair', truck_id: null, truck_number: null },
  ],
  trucks: [
    { id: 20, number: 'BH-10452' },
    { id: 21, number: 'BH-10231' },
  ],
};

export function listRow(overrides: Partial<ExpenseListRow> & Pick<ExpenseListRow, 'id'>): ExpenseListRow {
  return {
    date: '2026-11-10',
    charge_name: 'Diesel',
    amount: 10,
    description: 'Fuel',
    reference: null,
    company: null,
    type: 'general',
    driver_name: null,
    truck_number: null,
    job: null,
    status: 'pending',
    due_date: null,
    ...overrides,
  };
}

/** The JSON body a fetch mock received. */
export function sentBody(init: RequestInit | undefined): Record<string, unknown> {
  const body = init?.body;
  return JSON.parse(typeof body === 'string' ? body : '{}') as Record<string, unknown>;
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

/** How long a first render may take: lazy Mantine chunks and a busy test machine make 1 s too tight. */
export const LOAD_WAIT = { timeout: 10_000 };
