import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PurchaseDetails } from '@fleetledger/shared/purchases/purchases.contract';
import { jsonResponse, mockFetch, storeUser } from '../../testing/fetch-mock';
import { POSTED_PURCHASE } from '../../testing/purchase-records';
import { renderRoutes, LOAD_WAIT } from '../../testing/render-routes';
import { ADMIN_USER } from '../../testing/session-users';
import { PURCHASE_PAGES } from './purchase-document';

const { Details: PurchaseDetailsPage } = PURCHASE_PAGES;

const routes = [{ path: '/purchase/:number', element: <PurchaseDetailsPage /> }];

function open(purchase: PurchaseDetails) {
  mockFetch((path) =>
    path.includes('purchase_details')
      ? jsonResponse(200, { status: 'success', purchase })
      : jsonResponse(200, { status: 'success', message: 'ok', data: [] }),
  );
  storeUser(ADMIN_USER);
  renderRoutes(routes, [`/purchase/${purchase.number}`]);
}

describe('PurchaseDetailsPage', { timeout: 60_000 }, () => {
  it('shows a posted purchase’s payments, what it still owes, and Make Payment for the rest', async () => {
    open(POSTED_PURCHASE);
    const payments = await screen.findByRole('region', { name: 'Payments' }, LOAD_WAIT);
    expect(within(payments).getByText('Pending BD 40.500')).toBeInTheDocument();
    const rows = within(within(payments).getByRole('table', { name: 'Payments' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('PAY-ARG-205/11/2026PostedBD 59.500');
    expect(within(rows[1]!).getByRole('link', { name: 'PAY-ARG-2' })).toHaveAttribute('href', '/payment/2');
    expect(screen.getByRole('link', { name: 'Make Payment' })).toHaveAttribute('href', '/payment-create?purchase=12');
  });

  it('offers no payment once nothing is owed', async () => {
    open({ ...POSTED_PURCHASE, pending_amount: 0 });
    expect(await screen.findByText('Pending BD 0.000', {}, LOAD_WAIT)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Make Payment' })).not.toBeInTheDocument();
  });

  it('shows no payments while the purchase is still Created', async () => {
    open({ ...POSTED_PURCHASE, status: 'Created', payments: [], pending_amount: 100 });
    expect(await screen.findByRole('button', { name: 'Edit' }, LOAD_WAIT)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Payments' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Make Payment' })).not.toBeInTheDocument();
  });

  it('shows an opening bill as such, with its due date, and no Change Status', async () => {
    open({ ...POSTED_PURCHASE, opening: true, due_date: '2026-02-10' });
    const notice = await screen.findByRole('region', { name: 'Opening balance' }, LOAD_WAIT);
    expect(notice).toHaveTextContent('Opening balance');
    expect(notice).toHaveTextContent('Due 10/02/2026');
    expect(notice).toHaveTextContent('no status change; correct it with a journal');
    expect(screen.getByRole('link', { name: 'Make Payment' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Change Status' })).toBeNull();
  });
});
