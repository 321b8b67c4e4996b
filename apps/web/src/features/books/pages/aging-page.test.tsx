import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatDisplayDate, todayIn } from '@fleetledger/shared/dates';
import { answeringServer, callsTo } from '../../../testing/fetch-mock';
import { expectExportAndPrint } from '../../../testing/export-print-actions';
import { renderRoutes } from '../../../testing/render-routes';
import { AGING, PAYABLES_AGING } from '../testing/books-answers';
import { AgingPage } from './aging-page';
import { PayablesAgingPage } from './payables-aging-page';
import { hrefOf } from '../../../testing/links';
import { columnHeaders } from '../../../testing/tables';

const routes = [
  { path: '/books/aging', element: <AgingPage /> },
  { path: '/books/payables-aging', element: <PayablesAgingPage /> },
];

function agingServer(payables: unknown = PAYABLES_AGING) {
  return answeringServer({ 'books/payables_aging': payables, 'books/receivables_aging': AGING });
}

describe('PayablesAgingPage', () => {
  it('shows what we owe each supplier by age on the date asked, each linked to their statement', async () => {
    const fetchMock = agingServer();
    renderRoutes(routes, ['/books/payables-aging?date=2026-09-30']);

    const table = await screen.findByRole('table', { name: 'Payables Aging' });
    expect(callsTo(fetchMock, 'books/payables_aging')).toEqual([
      '/api/transportation/books/payables_aging?date=2026-09-30',
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Payables Aging' })).toBeInTheDocument();
    expect(screen.getByTestId('books-period')).toHaveTextContent('As at 30/09/2026');
    expect(columnHeaders(table)).toEqual([
      'Supplier',
      'Terms (days)',
      'Not due',
      '1–30',
      '31–60',
      '61–90',
      'Over 90',
      'Advance',
      'Balance',
    ]);
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Bapco Retail0BD 11.000BD 65.000BD 0.000BD 0.000BD 0.000BD 2.000BD 74.000');
    expect(rows[2]).toHaveTextContent('Gulf Tyres WLL30BD 0.000BD 0.000BD 30.000BD 0.000BD 40.000BD 15.000BD 55.000');
    expect(rows.at(-1)).toHaveTextContent('TotalBD 11.000BD 65.000BD 30.000BD 0.000BD 40.000BD 17.000BD 129.000');
    expect(hrefOf('Bapco Retail', rows[1])).toBe(
      '/books/supplier-statement?supplier_id=11&from=2026-01-01&to=2026-09-30',
    );
    expectExportAndPrint();
  });

  it('asks for today by default and again for each date typed', async () => {
    const user = userEvent.setup();
    const fetchMock = agingServer();
    renderRoutes(routes, ['/books/payables-aging']);
    await screen.findByRole('table', { name: 'Payables Aging' });
    const today = todayIn('Asia/Bahrain');
    expect(callsTo(fetchMock, 'books/payables_aging')).toEqual([
      `/api/transportation/books/payables_aging?date=${today}`,
    ]);
    const asAt = screen.getByRole('textbox', { name: 'As at' });
    expect(asAt).toHaveValue(formatDisplayDate(today));

    await user.clear(asAt);
    expect(await screen.findByText('Date is required')).toBeInTheDocument();
    await user.click(asAt);
    await user.paste('01/10/2026');
    await waitFor(() =>
      expect(callsTo(fetchMock, 'books/payables_aging').at(-1)).toBe(
        '/api/transportation/books/payables_aging?date=2026-10-01',
      ),
    );
  });

  it('says when no supplier is owed anything', async () => {
    agingServer({ ...PAYABLES_AGING, rows: [] });
    renderRoutes(routes, ['/books/payables-aging?date=2026-09-30']);

    expect(
      await screen.findByText('We owe no supplier anything, nor hold an advance with one, on this date.'),
    ).toBeInTheDocument();
  });
});

describe('AgingPage', () => {
  it("links each customer to their statement, as the payables aging does a supplier's", async () => {
    agingServer();
    renderRoutes(routes, ['/books/aging?date=2026-11-23']);

    const table = await screen.findByRole('table', { name: 'Receivables Aging' });
    expect(within(table).getAllByRole('columnheader')[0]).toHaveTextContent('Customer');
    expect(hrefOf('Gulf Freight WLL', table)).toBe('/books/statement?customer_id=7&from=2026-01-01&to=2026-11-23');
  });
});
