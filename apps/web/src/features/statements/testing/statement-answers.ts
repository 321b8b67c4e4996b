import type { ReactElement } from 'react';
import type { CustomerStatement } from '@fleetledger/shared/ledger/books.contract';
import type { SupplierStatement } from '@fleetledger/shared/ledger/payables.contract';
import { jsonResponse, mockFetch } from '../../../testing/fetch-mock';
import { renderRoutes } from '../../../testing/render-routes';
import { GULF_FREIGHT_NOVEMBER } from '../../../testing/gulf-freight-november';

/** Answers of the statement calls as the contract shapes them, for the page tests. */
export const CUSTOMER_STATEMENT: CustomerStatement = {
  success: true,
  customer: { id: 7, name: 'Gulf Freight WLL', cr_name: null },
  ...GULF_FREIGHT_NOVEMBER,
  closing_date: GULF_FREIGHT_NOVEMBER.to,
  unallocated_advance: 0,
  rows: [
    {
      date: '2026-11-05',
      source_kind: 'invoice',
      source_number: 'INV-ARG-12',
      description: 'Invoice',
      debit: 263.025,
      credit: 0,
      balance: 363.025,
    },
    {
      date: '2026-11-09',
      source_kind: 'receipt',
      source_number: 'RCPT-ARG-4',
      description: 'Receipt',
      debit: 0,
      credit: 50,
      balance: 313.025,
    },
  ],
};

/** What we owe a supplier: a purchase raises it (credit), a payment lowers it (debit). */
export const SUPPLIER_STATEMENT: SupplierStatement = {
  success: true,
  supplier: { id: 11, name: 'Bapco Retail', cr_name: null },
  from: '2026-09-01',
  to: '2026-09-30',
  closing_date: '2026-09-30',
  opening_balance: 60,
  total_debit: 32,
  total_credit: 46,
  closing_balance: 74,
  unallocated_advance: 2,
  rows: [
    {
      date: '2026-09-05',
      source_kind: 'purchase',
      source_number: 'PV-ARG-7',
      description: 'Purchase',
      debit: 0,
      credit: 46,
      balance: 106,
    },
    {
      date: '2026-09-06',
      source_kind: 'payment',
      source_number: 'PAY-ARG-1',
      description: 'Payment',
      debit: 32,
      credit: 0,
      balance: 74,
    },
  ],
};

/** The parties the search offers, customers and suppliers alike. */
const PARTIES = {
  status: 'success',
  message: 'ok',
  data: [
    { id: 3, name: 'Bahrain Steel', cr_name: null },
    { id: 7, name: 'Gulf Freight WLL', cr_name: null },
    { id: 11, name: 'Bapco Retail', cr_name: null },
  ],
};

/**
 * Opens a statement page at `address` (its path is the page's route) on a server offering the parties to
 * search and answering the statement call with `answer`.
 */
export function openStatement(page: ReactElement, address: string, answer: () => Response) {
  const fetchMock = mockFetch((path) => (path.includes('customers_details') ? jsonResponse(200, PARTIES) : answer()));
  renderRoutes([{ path: address.split('?')[0], element: page }], [address]);
  return fetchMock;
}
