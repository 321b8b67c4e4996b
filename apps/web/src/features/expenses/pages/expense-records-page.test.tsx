import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ExpenseListRow } from '@fleetledger/shared/expenses/expenses.contract';
import { jsonResponse, mockFetch, sentBody } from '../../../testing/fetch-mock';
import { renderRoutes, LOAD_WAIT } from '../../../testing/render-routes';
import { listRow, stubScrollIntoView, enterText } from '../testing/expense-fixtures';
import { currentMonth, EXPENSE_MONTH_STORAGE_KEY } from '../records/use-remembered-month';
import { ExpenseRecordsPage } from './expense-records-page';

beforeAll(stubScrollIntoView);

const routes = [
  { path: '/expense-table', element: <ExpenseRecordsPage /> },
  { path: '/expense-edit/:id', element: <p>Editing expense</p> },
];

/** 12 expenses: ids 1-12 on days 1-12, every third paid, the even ones for a driver and truck. */
const TWELVE: ExpenseListRow[] = Array.from({ length: 12 }, (_, index) => {
  const id = index + 1;
  return listRow({
    id,
    date: `2025-01-${String(id).padStart(2, '0')}`,
    charge_name: id === 5 ? 'Tyre Replacement' : 'Diesel',
    amount: id * 1.5,
    // Every fourth at 10 % VAT.
    vat_amount: id % 4 === 0 ? id * 0.15 : 0,
    status: id % 3 === 0 ? 'paid' : 'pending',
    type: id % 2 === 0 ? 'driver_truck' : 'general',
    driver_name: id % 2 === 0 ? 'Abdul Rahman' : null,
    truck_number: id % 2 === 0 ? 'BH-10452' : null,
    due_date: id === 1 ? '2025-01-15' : null,
  });
});

function serveMonths(byMonth: Record<string, ExpenseListRow[]>) {
  return mockFetch((_path, init) => {
    const { month } = sentBody(init) as { month: string };
    return jsonResponse(200, {
      success: true,
      expenses: byMonth[month] ?? [],
      message: 'Expenses loaded',
      today: '2026-11-22',
    });
  });
}

/** Opens the page remembering January 2025, which holds TWELVE, and waits for the table. */
async function openTwelveOfJanuary() {
  window.localStorage.setItem(EXPENSE_MONTH_STORAGE_KEY, '2025-01');
  serveMonths({ '2025-01': TWELVE });
  const user = userEvent.setup();
  renderRoutes(routes, ['/expense-table']);
  await screen.findByRole('table', { name: 'Expenses' }, LOAD_WAIT);
  return user;
}

const card = (name: string) => screen.getByRole('listitem', { name: new RegExp(`^${name}:`) });
const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Expenses' }))
    .getAllByRole('row')
    .slice(1);
const firstCells = () => bodyRows().map((row) => within(row).getAllByRole('cell')[0]!.textContent);

describe('ExpenseRecordsPage', { timeout: 60_000 }, () => {
  it('opens on the current month and explains an empty month', async () => {
    const fetchMock = serveMonths({});
    renderRoutes(routes, ['/expense-table']);
    expect(await screen.findByText('No expenses found', {}, LOAD_WAIT)).toBeInTheDocument();
    expect(screen.getByText('No expenses recorded for this month')).toBeInTheDocument();
    expect(sentBody(fetchMock.mock.calls[0]![1])).toEqual({ month: currentMonth() });
    expect(card('Total Amount')).toHaveTextContent('BD 0.000');
    expect(card('Total Amount')).toHaveTextContent('VAT BD 0.000');
  });

  it('lists the remembered month newest first, 10 a page, with BD amounts and summary cards', async () => {
    const user = await openTwelveOfJanuary();
    expect(firstCells()).toEqual(Array.from({ length: 10 }, (_, i) => `${String(12 - i).padStart(2, '0')}/01/2025`));
    expect(screen.getByText('Showing 1–10 of 12 expenses')).toBeInTheDocument();
    expect(card('Total Amount')).toHaveTextContent('BD 117.000');
    expect(card('Total Amount')).toHaveTextContent('VAT BD 3.600');
    expect(card('Paid')).toHaveTextContent('4');
    expect(card('Pending')).toHaveTextContent('8');
    expect(card('Driver / Truck')).toHaveTextContent('6');
    expect(within(bodyRows()[0]!).getByText('BD 18.000')).toBeInTheDocument();
    const vatColumn = screen.getAllByRole('columnheader').findIndex((header) => header.textContent === 'VAT');
    const vatCells = bodyRows().map((row) => within(row).getAllByRole('cell')[vatColumn]!.textContent);
    expect(vatCells.slice(0, 2)).toEqual(['BD 1.800', 'BD 0.000']);

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(firstCells()).toEqual(['02/01/2025', '01/01/2025']);
    // Unpaid and past its due date.
    expect(within(bodyRows()[1]!).getByText('Overdue')).toBeInTheDocument();
  });

  it('searches, filters and sorts, with the summary following the filtered list', async () => {
    const user = await openTwelveOfJanuary();

    await enterText(user, screen.getByRole('textbox', { name: 'Search' }), 'tyre');
    expect(firstCells()).toEqual(['05/01/2025']);
    expect(card('Total Amount')).toHaveTextContent('BD 7.500');

    await user.clear(screen.getByRole('textbox', { name: 'Search' }));
    await enterText(user, screen.getByRole('textbox', { name: 'Search' }), 'bh-104');
    expect(card('Driver / Truck')).toHaveTextContent('6');
    expect(card('Total Amount')).toHaveTextContent('BD 63.000');

    await enterText(user, screen.getByRole('textbox', { name: 'Search' }), 'zzz');
    expect(screen.getByText('No expenses found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your filters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));

    await user.click(screen.getByRole('button', { name: /^Amount/ }));
    expect(firstCells().slice(0, 2)).toEqual(['01/01/2025', '02/01/2025']);
    expect(screen.getByRole('columnheader', { name: /^Amount/ })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('button', { name: /^Amount/ }));
    expect(firstCells()[0]).toBe('12/01/2025');
  });

  it('opens a row for editing', async () => {
    const user = await openTwelveOfJanuary();
    await user.click(screen.getByRole('link', { name: 'Edit expense Diesel of 12/01/2025' }));
    expect(await screen.findByText('Editing expense', {}, LOAD_WAIT)).toBeInTheDocument();
  });

  it('empties the list and shows the banner when the list cannot be loaded', async () => {
    mockFetch(() => jsonResponse(200, { success: false, message: 'Month is closed' }));
    renderRoutes(routes, ['/expense-table']);
    // The query client retries an answer that is not a 4xx, so this takes a few seconds.
    expect(await screen.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent('Month is closed');
    expect(screen.getByText('No expenses found')).toBeInTheDocument();
  });

  it('reads "Failed to fetch expenses" for a non-OK answer', async () => {
    mockFetch(() => jsonResponse(403, { success: false, message: 'No access' }));
    renderRoutes(routes, ['/expense-table']);
    expect(await screen.findByRole('alert', {}, LOAD_WAIT)).toHaveTextContent('Failed to fetch expenses');
  });
});
