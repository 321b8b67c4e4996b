import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatDisplayDate, todayIn } from '@fleetledger/shared/dates';
import { quickPeriod } from '../../../lib/quick-periods';
import { answeringServer, callsTo, jsonResponse, mockFetch } from '../../../testing/fetch-mock';
import { expectExportAndPrint } from '../../../testing/export-print-actions';
import { renderRoutes } from '../../../testing/render-routes';
import { GENERAL_LEDGER, TRIAL_BALANCE } from '../testing/books-answers';
import { GeneralLedgerPage } from './general-ledger-page';
import { TrialBalancePage } from './trial-balance-page';

const routes = [
  { path: '/books/trial-balance', element: <TrialBalancePage /> },
  { path: '/books/general-ledger', element: <GeneralLedgerPage /> },
];

const ACCOUNTS = {
  status: 'success',
  message: 'ok',
  data: [
    { id: 25, name: 'Transportation Sales', description: null, dr_cr: 'cr', type: 'income' },
    { id: 38, name: 'Accounts Receivable', description: null, dr_cr: 'dr', type: 'asset' },
  ],
};

function booksServer(trialBalance: unknown = TRIAL_BALANCE) {
  return answeringServer({
    'books/trial_balance': trialBalance,
    'books/general_ledger': GENERAL_LEDGER,
    'vouchers/account_details': ACCOUNTS,
  });
}

describe('TrialBalancePage', () => {
  it('asks for the current month by default and shows every account with the totals', async () => {
    const fetchMock = booksServer();
    renderRoutes(routes, ['/books/trial-balance']);

    const table = await screen.findByRole('table', { name: 'Trial Balance' });
    const month = quickPeriod('this_month', todayIn('Asia/Bahrain'));
    expect(fetchMock.mock.calls[0]?.[0]).toBe(
      `/api/transportation/books/trial_balance?from=${month.from}&to=${month.to}`,
    );
    expect(screen.getByLabelText(/^From/)).toHaveValue(formatDisplayDate(month.from));
    expect(screen.getByLabelText(/^To/)).toHaveValue(formatDisplayDate(month.to));

    const rows = within(table).getAllByRole('row');
    expect(rows[2]).toHaveTextContent('Accounts ReceivableBD 100.000BD 0.000BD 263.025BD 50.000BD 313.025BD 0.000');
    expect(rows.at(-1)).toHaveTextContent('TotalBD 100.000BD 100.000BD 313.025BD 313.025BD 363.025BD 363.025');
    expect(screen.getByText('The totals balance: debits equal credits in every column.')).toBeInTheDocument();
    expectExportAndPrint();
  });

  it('keeps a period that ends before it starts in the boxes, with the message, and asks for nothing', async () => {
    const fetchMock = booksServer();
    const user = userEvent.setup();
    renderRoutes(routes, ['/books/trial-balance?from=2026-11-01&to=2026-11-30']);
    await screen.findByRole('table', { name: 'Trial Balance' });

    const from = screen.getByLabelText(/^From/);
    await user.clear(from);
    await user.click(from);
    await user.paste('05/12/2026');
    expect(await screen.findByText('From must not be after To')).toBeInTheDocument();
    // The page's own answer was asked for once; the company's details (for printing) do not count.
    expect(callsTo(fetchMock, 'books/trial_balance')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Last quarter' }));
    expect(screen.queryByText('From must not be after To')).not.toBeInTheDocument();
    const quarter = quickPeriod('last_quarter', todayIn('Asia/Bahrain'));
    expect(fetchMock.mock.calls.at(-1)?.[0]).toBe(
      `/api/transportation/books/trial_balance?from=${quarter.from}&to=${quarter.to}`,
    );
  });

  it('says so when the totals are out', async () => {
    booksServer({ ...TRIAL_BALANCE, totals: { ...TRIAL_BALANCE.totals, closing_credit: 363 } });
    renderRoutes(routes, ['/books/trial-balance?from=2026-11-01&to=2026-11-30']);

    expect(await screen.findByText('The totals do not balance: closing by BD 0.025.')).toBeInTheDocument();
  });

  it('opens the General Ledger of an account over the same period', async () => {
    const fetchMock = booksServer();
    const user = userEvent.setup();
    const router = renderRoutes(routes, ['/books/trial-balance?from=2026-11-01&to=2026-11-30']);

    await user.click(await screen.findByRole('link', { name: 'Accounts Receivable' }));
    expect(router.state.location.pathname).toBe('/books/general-ledger');
    const ledger = await screen.findByRole('table', { name: 'General Ledger' });
    expect(fetchMock.mock.calls.map((call) => call[0])).toContain(
      '/api/transportation/books/general_ledger?from=2026-11-01&to=2026-11-30&account_id=38&page=1',
    );
    const rows = within(ledger).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('01/11/2026Opening balanceBD 100.000 Dr');
    expect(within(rows[2]!).getByRole('link', { name: 'INV-ARG-12' })).toHaveAttribute('href', '/invoice/12');
    expect(within(rows[3]!).getByRole('link', { name: 'RCPT-ARG-4' })).toHaveAttribute('href', '/receipt/4');
    expect(rows.at(-1)).toHaveTextContent('30/11/2026Closing balanceBD 263.025BD 50.000BD 313.025 Dr');
  });

  it('shows the failure and asks again on Try Again', async () => {
    let calls = 0;
    mockFetch(() => {
      calls += 1;
      return calls === 1
        ? jsonResponse(500, { success: false, message: 'Something went wrong (request 42)' })
        : jsonResponse(200, TRIAL_BALANCE);
    });
    const user = userEvent.setup();
    renderRoutes(routes, ['/books/trial-balance']);

    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong (request 42)');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('table', { name: 'Trial Balance' })).toBeInTheDocument();
  });

  it('says when no account moved', async () => {
    booksServer({ ...TRIAL_BALANCE, rows: [] });
    renderRoutes(routes, ['/books/trial-balance']);

    expect(await screen.findByText('No account has a balance or a movement in this period.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
