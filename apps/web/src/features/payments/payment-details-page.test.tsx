import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES, type PaymentRecord } from '@fleetledger/shared/payments/payments.contract';
import { jsonResponse, mockFetch, sentBody } from '../../testing/fetch-mock';
import { renderRoutes, LOAD_WAIT, openAsAdmin } from '../../testing/render-routes';
import { STORED_PAYMENT, STORED_REFUND, sentRefundItem } from './testing/payment-answers';
import { PAYMENT_PAGES } from './payment-voucher';
import { rowTextsOf } from '../../testing/tables';

const { Details: PaymentDetailsPage } = PAYMENT_PAGES;

const routes = [
  { path: '/payments', element: <p>Payments list</p> },
  { path: '/payment/:number', element: <PaymentDetailsPage /> },
];

type Answer = (body: Record<string, unknown>) => Response;

/** payment_details answers `stored`; the update and status calls answer as given. */
function serve(stored: PaymentRecord, calls: { update?: Answer; move?: Answer } = {}) {
  return mockFetch((path, init) => {
    if (path.endsWith('payment_details')) return jsonResponse(200, stored);
    if (path.endsWith('payment_update') && calls.update) return calls.update(sentBody(init));
    if (path.endsWith('payment_status_update') && calls.move) return calls.move(sentBody(init));
    if (path.includes('customers_details')) return jsonResponse(200, { status: 'success', message: 'ok', data: [] });
    if (path.includes('purchases_by_supplier')) return jsonResponse(200, { success: true, data: [] });
    return jsonResponse(404, { success: false, message: 'unexpected call' });
  });
}

const saved = (payment: PaymentRecord, message: string) => jsonResponse(200, { status: 'success', message, payment });
const narration = () => screen.getByRole('textbox', { name: 'Narration' });

/** Opens PAY-ARG-3, presses Edit and writes "My narration". */
async function editNarration() {
  const user = openAsAdmin(routes, '/payment/3');
  await user.click(await screen.findByRole('button', { name: 'Edit' }, LOAD_WAIT));
  await user.clear(narration());
  await user.type(narration(), 'My narration');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  return user;
}

describe('PaymentDetailsPage', { timeout: 60_000 }, () => {
  it('shows the stored payment read-only, with its voucher, attachments and what it pays', async () => {
    serve(STORED_PAYMENT);
    openAsAdmin(routes, '/payment/3');

    expect(await screen.findByRole('heading', { level: 1, name: 'PAY-ARG-3' }, LOAD_WAIT)).toBeInTheDocument();
    expect(screen.getByText('Created')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Account' })).toHaveValue('Al Salam Bank');
    expect(screen.getByRole('textbox', { name: 'Cheque Date' })).toHaveValue('19/11/2026');
    expect(narration()).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'Supplier Amount (BD)' })).toHaveValue('60.000');
    expect(screen.getByRole('link', { name: 'PV-ARG-12' })).toHaveAttribute('href', '/purchase/12');
    expect(screen.getByText('Advance (not allocated): BD 19.500')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Allocate' })).not.toBeInTheDocument();
    const report = screen.getByRole('link', { name: 'Generate Report' });
    expect(report).toHaveAttribute('href', '/payment/report/3');
    expect(report).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('button', { name: 'Attachments (0)' })).toBeInTheDocument();
  });

  it('shows a refund of a credit note’s credit as that refund, not as an advance', async () => {
    serve(STORED_REFUND);
    openAsAdmin(routes, '/payment/4');

    const item = await screen.findByRole('region', { name: 'Refund of CN-ARG-7' }, LOAD_WAIT);
    expect(within(item).getByRole('link', { name: 'CN-ARG-7' })).toHaveAttribute('href', '/credit-note/7');
    expect(within(item).getByRole('textbox', { name: 'Refund Amount (BD)' })).toHaveValue('20.000');
    expect(within(item).getByRole('textbox', { name: 'Refund Amount (BD)' })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'Supplier' })).toHaveValue('Bahrain Steel');
    expect(screen.getByRole('textbox', { name: 'Amount (BD)' })).toHaveValue('20.000');
    expect(screen.queryByRole('textbox', { name: 'Supplier Amount (BD)' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Advance/)).not.toBeInTheDocument();
  });

  it('saves a refund unchanged as it was read: the same credit note and amount', async () => {
    let sent: Record<string, unknown> = {};
    serve(STORED_REFUND, {
      update: (body) => {
        sent = body;
        return saved({ ...STORED_REFUND, version: 3 }, PAYMENT_MESSAGES.updated);
      },
    });
    const user = openAsAdmin(routes, '/payment/4');
    await user.click(await screen.findByRole('button', { name: 'Edit' }, LOAD_WAIT));
    expect(screen.getByRole('textbox', { name: 'Refund Amount (BD)' })).not.toHaveAttribute('readonly');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(PAYMENT_MESSAGES.updated, {}, LOAD_WAIT)).toBeInTheDocument();
    expect(sent).toMatchObject({ id: 6, version: 2, account_id: 27, type: 'cash', amount: 20 });
    expect(sent.items).toEqual([sentRefundItem(61)]);
  });

  it('saves an edit at the version read, the account kept', async () => {
    let sent: Record<string, unknown> = {};
    serve(STORED_PAYMENT, {
      update: (body) => {
        sent = body;
        return saved({ ...STORED_PAYMENT, narration: 'My narration', version: 3 }, PAYMENT_MESSAGES.updated);
      },
    });
    await editNarration();

    expect(await screen.findByText(PAYMENT_MESSAGES.updated, {}, LOAD_WAIT)).toBeInTheDocument();
    expect(sent).toMatchObject({ id: 5, version: 2, account_id: 26, narration: 'My narration', amount: 60 });
    expect(sent.items).toMatchObject([
      { id: 41, purchase_id: 30 },
      { id: 42, purchase_id: null },
    ]);
    expect(narration()).toHaveValue('My narration');
    expect(narration()).toHaveAttribute('readonly');
  });

  it('on a stale save shows a field both changed beside each other; Keep mine saves mine over their version', async () => {
    const theirs = { ...STORED_PAYMENT, narration: 'Their narration', version: 3 };
    const versions: unknown[] = [];
    serve(STORED_PAYMENT, {
      update: (body) => {
        versions.push(body.version);
        return body.version === 2
          ? jsonResponse(409, { success: false, message: PAYMENT_MESSAGES.stale, current: theirs })
          : saved({ ...theirs, narration: 'My narration', version: 4 }, PAYMENT_MESSAGES.updated);
      },
    });
    const user = await editNarration();

    const dialog = await screen.findByRole('dialog', { name: 'This payment was changed meanwhile' }, LOAD_WAIT);
    expect(within(dialog).getByText(PAYMENT_MESSAGES.stale)).toBeInTheDocument();
    expect(rowTextsOf('Changed by both', dialog)).toEqual([
      'FieldTheirsYoursKeep',
      'NarrationTheir narrationMy narrationMineTheirs',
    ]);
    expect(within(dialog).getByRole('radio', { name: 'Mine' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Keep mine' }));
    expect(await screen.findByText(PAYMENT_MESSAGES.updated, {}, LOAD_WAIT)).toBeInTheDocument();
    expect(versions).toEqual([2, 3]);
  });

  it('on a stale save Take theirs drops the edit and shows the stored payment', async () => {
    const theirs = { ...STORED_PAYMENT, narration: 'Their narration', version: 3 };
    serve(STORED_PAYMENT, {
      update: () => jsonResponse(409, { success: false, message: PAYMENT_MESSAGES.stale, current: theirs }),
    });
    const user = await editNarration();

    const dialog = await screen.findByRole('dialog', { name: 'This payment was changed meanwhile' }, LOAD_WAIT);
    await user.click(within(dialog).getByRole('button', { name: 'Take theirs' }));
    await waitFor(() => expect(narration()).toHaveValue('Their narration'));
    expect(narration()).toHaveAttribute('readonly');
  });

  it('moves the payment at the version read; once Approved it is no longer edited', async () => {
    let sent: Record<string, unknown> = {};
    serve(STORED_PAYMENT, {
      move: (body) => {
        sent = body;
        return saved({ ...STORED_PAYMENT, status: 'Approved', version: 3 }, 'Status updated to Approved');
      },
    });
    const user = openAsAdmin(routes, '/payment/3');

    await user.click(await screen.findByRole('button', { name: 'Change Status' }, LOAD_WAIT));
    const dialog = await screen.findByRole('dialog', { name: 'Change Status' });
    await user.click(within(dialog).getByRole('radio', { name: 'Approved' }));
    await user.click(within(dialog).getByRole('button', { name: 'Update Status' }));

    expect(await screen.findByText('Status updated to Approved', {}, LOAD_WAIT)).toBeInTheDocument();
    expect(sent).toMatchObject({ payment_id: 5, status: 'Approved', version: 2 });
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('says so for an unknown number, with the way back to the list', async () => {
    mockFetch(() => jsonResponse(404, { success: false, error: PAYMENT_MESSAGES.notFound }));
    const user = userEvent.setup();
    renderRoutes(routes, ['/payment/999']);

    expect(
      await screen.findByRole('heading', { level: 1, name: PAYMENT_MESSAGES.notFound }, LOAD_WAIT),
    ).toBeInTheDocument();
    expect(screen.getByText(PAYMENT_MESSAGES.notFoundText)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to payments' }));
    expect(await screen.findByText('Payments list')).toBeInTheDocument();
  });
});
