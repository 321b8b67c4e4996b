import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OpeningBalances } from '@fleetledger/shared/ledger/opening-balances.contract';
import { expectExportAndPrint } from '../../../testing/export-print-actions';
import { answeringServer } from '../../../testing/fetch-mock';
import { renderRoutes } from '../../../testing/render-routes';
import { OpeningBalancesPage } from './opening-balances-page';
import { hrefOf } from '../../../testing/links';

/** Last year's position as the server answers it once entered: 80.000 more in debits than in credits. */
const ENTERED: OpeningBalances = {
  success: true,
  opening: {
    date: '2026-01-01',
    entered_by: 'Ada Admin',
    entered_at: '2026-01-04T06:30:00.000Z',
    accounts: [
      { account_id: 26, account_code: '1010', account_name: 'Al Salam Bank', debit: 5000, credit: 0 },
      { account_id: 49, account_code: '2100', account_name: 'Bank Loan', debit: 0, credit: 4000 },
    ],
    customers: [
      {
        party_id: 5,
        party_name: 'Acme Trading',
        number: 'INV-2025-113',
        date: '2025-11-15',
        due_date: '2025-12-15',
        amount: 300,
        document_number: 'INV-ARG-1',
      },
      {
        party_id: 5,
        party_name: 'Acme Trading',
        number: 'ADV-7',
        date: '2025-12-20',
        due_date: null,
        amount: -20,
        document_number: null,
      },
    ],
    suppliers: [
      {
        party_id: 7,
        party_name: 'Bahrain Marine',
        number: 'BM-88',
        date: '2025-12-10',
        due_date: '2026-02-10',
        amount: 80,
        document_number: 'PV-ARG-1',
      },
    ],
    equity: 1200,
  },
};

describe('OpeningBalancesPage, once entered', { timeout: 30_000 }, () => {
  it('shows what was entered read-only: who and when, each line on its side, the documents made, the equity', async () => {
    answeringServer({ 'books/opening_balances': ENTERED });
    renderRoutes([{ path: '/books/opening-balances', element: <OpeningBalancesPage /> }], ['/books/opening-balances']);
    const table = await screen.findByRole('table', { name: 'Opening Balances' }, { timeout: 10_000 });
    expect(screen.getByTestId('books-period')).toHaveTextContent(
      'On 01/01/2026 · entered by Ada Admin on 04/01/2026 09:30',
    );
    const rowOf = (name: string) => within(table).getByRole('row', { name: new RegExp(`^${name}`) });
    expect(rowOf('1010 Al Salam Bank')).toHaveTextContent(/BD 5,000\.000$/);
    expect(rowOf('2100 Bank Loan')).toHaveTextContent(/BD 4,000\.000$/);
    const invoice = rowOf('Acme Trading INV-2025-113');
    expect(invoice).toHaveTextContent('15/11/202515/12/2025INV-ARG-1BD 300.000');
    expect(hrefOf('INV-ARG-1', invoice)).toBe('/invoice/1');
    expect(rowOf('Acme Trading ADV-7')).toHaveTextContent('Credit in their favourBD 20.000');
    expect(hrefOf('PV-ARG-1', rowOf('Bahrain Marine'))).toBe('/purchase/1');
    expect(rowOf('Opening Balance Equity')).toHaveTextContent('BD 1,200.000');
    // 5,000 + 300 on the debit side; 4,000 + 20 + 80 + 1,200 on the credit side.
    expect(rowOf('Totals')).toHaveTextContent('BD 5,300.000BD 5,300.000');
    expect(screen.getByRole('group', { name: 'Accounts Receivable opened at' })).toHaveTextContent('BD 280.000 Dr');
    expect(screen.getByRole('group', { name: 'Accounts Payable opened at' })).toHaveTextContent('BD 80.000 Cr');
    expect(screen.getByTestId('books-verdict')).toHaveTextContent(
      'BD 1,200.000 (a credit) went to Opening Balance Equity: once what was missing is found, move it with a journal.',
    );
    expectExportAndPrint();
    expect(screen.queryByRole('button', { name: /Save|Next/ })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
