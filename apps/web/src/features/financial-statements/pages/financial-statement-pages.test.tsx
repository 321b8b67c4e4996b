import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatDisplayDate, todayIn } from '@fleetledger/shared/dates';
import { quickPeriod } from '../../../lib/quick-periods';
import { callsTo, jsonResponse, mockFetch } from '../../../testing/fetch-mock';
import { renderRoutes } from '../../../testing/render-routes';
import { BALANCE_SHEET, PROFIT_AND_LOSS, PROFIT_AND_LOSS_ALONE } from '../testing/financial-statements-answers';
import { BalanceSheetPage } from './balance-sheet-page';
import { ProfitAndLossPage } from './profit-and-loss-page';
import { hrefOf } from '../../../testing/links';
import { rowTexts, columnHeaders } from '../../../testing/tables';

const routes = [
  { path: '/books/profit-and-loss', element: <ProfitAndLossPage /> },
  { path: '/books/balance-sheet', element: <BalanceSheetPage /> },
];

function statementsServer() {
  return mockFetch((path) => {
    if (path.includes('books/profit_and_loss')) {
      return jsonResponse(200, path.includes('compare=') ? PROFIT_AND_LOSS : PROFIT_AND_LOSS_ALONE);
    }
    if (path.includes('books/balance_sheet')) return jsonResponse(200, BALANCE_SHEET);
    return jsonResponse(404, { success: false, message: 'Not found' });
  });
}

const today = todayIn('Asia/Bahrain');

describe('ProfitAndLossPage', () => {
  it('asks for the current month by default and shows income, expenses and the net profit', async () => {
    const fetchMock = statementsServer();
    renderRoutes(routes, ['/books/profit-and-loss']);

    const table = await screen.findByRole('table', { name: 'Profit and Loss' });
    const month = quickPeriod('this_month', today);
    expect(callsTo(fetchMock, 'books/profit_and_loss')).toEqual([
      `/api/transportation/books/profit_and_loss?from=${month.from}&to=${month.to}`,
    ]);
    expect(screen.getByLabelText(/^From/)).toHaveValue(formatDisplayDate(month.from));
    expect(rowTexts(table)).toEqual([
      'AccountThis period',
      'Income',
      'Transportation SalesBD 200.000',
      'Discount-BD 20.000',
      'Total incomeBD 180.000',
      'Expenses',
      'Fuel ExpenseBD 50.000',
      'Total expensesBD 50.000',
      'Net profitBD 130.000',
    ]);
    expect(screen.getByText('Net profit for the period: BD 130.000.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export Excel' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Print' })).toBeEnabled();
    expect(hrefOf('Open PDF')).toBe('/api/transportation/books/profit_and_loss_pdf?from=2026-01-01&to=2026-02-28');
  });

  it('compares with the previous period when chosen, in the address, the call, the table and the PDF', async () => {
    const fetchMock = statementsServer();
    const user = userEvent.setup();
    const router = renderRoutes(routes, ['/books/profit-and-loss?from=2026-01-01&to=2026-02-28']);
    await screen.findByRole('table', { name: 'Profit and Loss' });

    await user.click(screen.getByRole('textbox', { name: 'Compare with' }));
    await user.click(await screen.findByRole('option', { name: 'Previous period', hidden: true }));
    expect(router.state.location.search).toBe('?from=2026-01-01&to=2026-02-28&compare=previous_period');
    expect(callsTo(fetchMock, 'books/profit_and_loss').at(-1)).toBe(
      '/api/transportation/books/profit_and_loss?from=2026-01-01&to=2026-02-28&compare=previous_period',
    );
    const table = await screen.findByRole('table', { name: 'Profit and Loss' });
    expect(columnHeaders(table)).toEqual(['Account', 'This period', 'Previous period']);
    expect(within(table).getAllByRole('row').at(-1)).toHaveTextContent('Net profitBD 130.000BD 70.000');
    expect(screen.getByTestId('books-period')).toHaveTextContent(
      '01/01/2026 – 28/02/2026, compared with 03/11/2025 – 31/12/2025 (previous period)',
    );
    expect(hrefOf('Download')).toBe(
      '/api/transportation/books/profit_and_loss_pdf?from=2026-01-01&to=2026-02-28&compare=previous_period&download=1',
    );

    await user.click(screen.getByRole('textbox', { name: 'Compare with' }));
    await user.click(await screen.findByRole('option', { name: 'Nothing', hidden: true }));
    expect(router.state.location.search).toBe('?from=2026-01-01&to=2026-02-28');
  });

  it('opens an account’s General Ledger over the same period', async () => {
    statementsServer();
    renderRoutes(routes, ['/books/profit-and-loss?from=2026-01-01&to=2026-02-28']);
    expect(await screen.findByRole('link', { name: 'Fuel Expense' })).toHaveAttribute(
      'href',
      '/books/general-ledger?account_id=29&from=2026-01-01&to=2026-02-28',
    );
  });
});

describe('BalanceSheetPage', () => {
  it('asks for today by default and shows the three sections balancing', async () => {
    const fetchMock = statementsServer();
    renderRoutes(routes, ['/books/balance-sheet']);

    const table = await screen.findByRole('table', { name: 'Balance Sheet' });
    expect(callsTo(fetchMock, 'books/balance_sheet')).toEqual([
      `/api/transportation/books/balance_sheet?date=${today}`,
    ]);
    expect(screen.getByRole('textbox', { name: 'As at' })).toHaveValue(formatDisplayDate(today));
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Assets');
    expect(rows[2]).toHaveTextContent('Cash GL-BD 30.000');
    expect(rows[12]).toHaveTextContent('Retained EarningsBD 70.000');
    expect(rows[13]).toHaveTextContent('Current Year EarningsBD 130.000');
    expect(rows.at(-1)).toHaveTextContent('Total liabilities and equityBD 275.000');
    expect(screen.getByText('Assets equal liabilities plus equity.')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Total assets' })).toHaveTextContent('BD 275.000');
    expect(hrefOf('Open PDF')).toBe('/api/transportation/books/balance_sheet_pdf?date=2026-02-28');
  });

  it('asks for the date typed, and for a date when the box is emptied', async () => {
    const fetchMock = statementsServer();
    const user = userEvent.setup();
    renderRoutes(routes, ['/books/balance-sheet?date=2026-02-28']);
    await screen.findByRole('table', { name: 'Balance Sheet' });

    const asAt = screen.getByRole('textbox', { name: 'As at' });
    await user.clear(asAt);
    expect(await screen.findByText('Date is required')).toBeInTheDocument();
    await user.type(asAt, '31/12/2025');
    await user.tab();
    expect(callsTo(fetchMock, 'books/balance_sheet').at(-1)).toBe(
      '/api/transportation/books/balance_sheet?date=2025-12-31',
    );
  });
});
