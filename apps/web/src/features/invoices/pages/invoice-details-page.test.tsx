import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { InvoiceRecord } from '@fleetledger/shared/invoices/invoices.contract';
import { jsonResponse, mockFetch, storeUser } from '../../../testing/fetch-mock';
import { renderRoutes } from '../../../testing/render-routes';
import { ADMIN_USER } from '../../../testing/session-users';
import { InvoiceDetailsPage } from './invoice-details-page';

/** A posted invoice of 300.000, nothing received against it yet. */
const POSTED: InvoiceRecord = {
  id: 7,
  number: 1,
  customer_id: 5,
  customer_name: 'Acme Trading',
  date: '2025-11-15',
  reference: 'INV-2025-113',
  narration: null,
  items: [
    {
      id: 70,
      account_id: 25,
      account_name: 'Transportation Sales',
      job_id: null,
      qty: 1,
      amount: 300,
      vat_percentage: 0,
      vatable_amount: 300,
      vat_amount: 0,
      total_amount: 300,
      cr_dr: 'cr',
      description: 'Haulage',
      kind: 'manual',
    },
  ],
  credit_note: null,
  receipts: [],
  pending_amount: 300,
  opening: false,
  due_date: null,
  vatable_amount: 300,
  vat_amount: 0,
  total_amount: 300,
  status: 'Posted',
  attachments: [],
  version: 2,
};

function open(invoice: InvoiceRecord) {
  mockFetch((path) =>
    path.includes('invoice_details')
      ? jsonResponse(200, { status: 'success', invoice, message: 'OK' })
      : jsonResponse(404, { success: false, message: 'Not found' }),
  );
  storeUser(ADMIN_USER);
  renderRoutes([{ path: '/invoice/:number', element: <InvoiceDetailsPage /> }], ['/invoice/1']);
}

describe('InvoiceDetailsPage', { timeout: 30_000 }, () => {
  it('offers a posted invoice its report and Change Status', async () => {
    open(POSTED);
    expect(await screen.findByRole('link', { name: 'Invoice Report' }, { timeout: 10_000 })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Change Status' })).toBeEnabled();
    expect(screen.queryByRole('region', { name: 'Opening balance' })).toBeNull();
  });

  it('shows an opening item as such, with its due date, and neither its report nor Change Status', async () => {
    open({ ...POSTED, opening: true, due_date: '2025-12-15', narration: 'Opening balance' });
    const notice = await screen.findByRole('region', { name: 'Opening balance' }, { timeout: 10_000 });
    expect(within(notice).getByText('Opening balance')).toBeVisible();
    expect(notice).toHaveTextContent('Due 15/12/2025');
    expect(notice).toHaveTextContent('correct it with a journal');
    expect(notice).toHaveTextContent('no tax invoice here to print');
    expect(screen.getByRole('link', { name: 'Generate Receipt' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Invoice Report' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Change Status' })).toBeNull();
  });
});
