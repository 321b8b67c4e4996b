import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../../../testing/fetch-mock';
import { renderRoutes } from '../../../testing/render-routes';
import { PROFIT } from '../testing/profit-answer';
import { ProfitPage } from './profit-page';

const routes = [{ path: '/books/profit', element: <ProfitPage /> }];
const NOTHING = { revenue: 0, expenses: 0, purchases: 0, profit: 0 };

const firstCells = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1, -1)
    .map((row) => within(row).getByRole('rowheader').textContent);

describe('ProfitPage', () => {
  it('sorts by a header on click and reverses on a second click', async () => {
    mockFetch(() => jsonResponse(200, PROFIT));
    const user = userEvent.setup();
    renderRoutes(routes, ['/books/profit?from=2026-11-01&to=2026-11-30']);

    const table = await screen.findByRole('table', { name: 'Profit by Truck' });
    expect(firstCells(table)).toEqual(['BH-9000', 'BH-10231', 'BH-10452', 'Not tied to a truck']);
    expect(within(table).getAllByRole('row').at(-1)).toHaveTextContent(
      'TotalBD 1,525.000BD 582.000BD 80.000BD 863.000',
    );
    const profit = within(table).getByRole('columnheader', { name: /Profit/ });
    expect(profit).toHaveAttribute('aria-sort', 'descending');

    await user.click(within(profit).getByRole('button'));
    expect(firstCells(table)).toEqual(['BH-10452', 'BH-10231', 'BH-9000', 'Not tied to a truck']);
    expect(profit).toHaveAttribute('aria-sort', 'ascending');

    await user.click(within(table).getByRole('button', { name: /Truck/ }));
    expect(firstCells(table)).toEqual(['BH-9000', 'BH-10231', 'BH-10452', 'Not tied to a truck']);
    expect(within(table).getByRole('columnheader', { name: /Truck/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(profit).toHaveAttribute('aria-sort', 'none');
  });

  it('asks for the drivers when switched to By Driver', async () => {
    const fetchMock = mockFetch((path) =>
      jsonResponse(
        200,
        path.includes('by=driver')
          ? { ...PROFIT, by: 'driver', rows: [], unassigned: NOTHING, totals: NOTHING }
          : PROFIT,
      ),
    );
    const user = userEvent.setup();
    renderRoutes(routes, ['/books/profit?from=2026-11-01&to=2026-11-30']);

    await screen.findByRole('table', { name: 'Profit by Truck' });
    await user.click(screen.getByText('By Driver'));
    expect(await screen.findByText('No driver earned or spent anything in this period.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.at(-1)?.[0]).toBe(
      '/api/transportation/books/profit?from=2026-11-01&to=2026-11-30&by=driver',
    );
  });
});
