import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '@fleetledger/shared/payments/payments.contract';
import { RECEIPT_MESSAGES } from '@fleetledger/shared/receipts/receipts.contract';
import { callsTo, jsonResponse, mockFetch, sentBody } from '../../testing/fetch-mock';
import { POSTED_PURCHASE } from '../../testing/purchase-records';
import { renderRoutes, LOAD_WAIT } from '../../testing/render-routes';
import { CREDIT_NOTE_7_ANSWER, GULF_FUEL_PURCHASES, SUPPLIERS, sentRefundItem } from './testing/payment-answers';
import { PAYMENT_PAGES } from './payment-voucher';

const { Create: CreatePaymentPage } = PAYMENT_PAGES;

const routes = [
  { path: '/payment-create', element: <CreatePaymentPage /> },
  { path: '/payment/:number', element: <p>Payment details</p> },
];

/** A server with the suppliers and their purchases; payment_generate answers as `generate` says. */
function serve(generate: (init: RequestInit | undefined) => Response = () => jsonResponse(500, {})) {
  return mockFetch((path, init) => {
    if (path.includes('customers_details')) return jsonResponse(200, SUPPLIERS);
    if (path.includes('purchases_by_supplier')) return jsonResponse(200, GULF_FUEL_PURCHASES);
    if (path.includes('purchase_details')) return jsonResponse(200, { status: 'success', purchase: POSTED_PURCHASE });
    if (path.includes('credit_note_details')) return jsonResponse(200, CREDIT_NOTE_7_ANSWER);
    if (path.includes('payment_generate')) return generate(init);
    return jsonResponse(404, { success: false, message: 'unexpected call' });
  });
}

async function choose(user: UserEvent, field: string, option: string) {
  await user.click(screen.getByRole('textbox', { name: field }));
  await user.click(await screen.findByRole('option', { name: option, hidden: true }));
}

async function chooseSupplier(user: UserEvent) {
  await user.type(screen.getByRole('textbox', { name: 'Supplier' }), 'gulf');
  await user.click(await screen.findByRole('option', { name: 'Gulf Fuel Supplies', hidden: true }));
}

const createButton = () => screen.getByRole('button', { name: 'Create Payment' });
const supplierAmount = () => screen.getByRole('textbox', { name: 'Supplier Amount (BD)' });

describe('CreatePaymentPage', { timeout: 60_000 }, () => {
  it('refuses what the shared payment rules refuse, in their words, without asking the server', async () => {
    const fetchMock = serve();
    const user = userEvent.setup();
    renderRoutes(routes, ['/payment-create']);
    await screen.findByRole('heading', { level: 1, name: 'Create Payment' }, LOAD_WAIT);

    await user.click(createButton());
    expect(screen.getByRole('textbox', { name: 'Account' })).toHaveAccessibleDescription(
      RECEIPT_MESSAGES.accountRequired,
    );
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      PAYMENT_MESSAGES.itemsRequired,
      RECEIPT_MESSAGES.accountRequired,
    ]);

    // The bank takes online or cheque payments; a cheque needs its number, date and bank.
    await choose(user, 'Account', 'Al Salam Bank');
    expect(screen.getByRole('textbox', { name: 'Payment Type' })).toHaveValue('Online');
    await choose(user, 'Payment Type', 'Cheque');
    await chooseSupplier(user);
    await user.type(supplierAmount(), '12.3456');
    await user.click(createButton());
    expect(screen.getByRole('textbox', { name: 'Cheque Number' })).toHaveAccessibleDescription(
      RECEIPT_MESSAGES.chequeRequired,
    );
    expect(supplierAmount()).toHaveAccessibleDescription(PAYMENT_MESSAGES.itemAmount(1));
    expect(callsTo(fetchMock, 'payment_generate')).toEqual([]);
  });

  it('allocates at most what a purchase has pending, keeps the rest as an advance, and makes one payment', async () => {
    const sent: { key: string | null; body: Record<string, unknown> }[] = [];
    serve((init) => {
      sent.push({ key: new Headers(init?.headers).get('Idempotency-Key'), body: sentBody(init) });
      // The first answer is lost on the way: the retry must not make a second payment.
      if (sent.length === 1) throw new TypeError('Failed to fetch');
      return jsonResponse(200, { success: true, number: 7, message: PAYMENT_MESSAGES.created });
    });
    const user = userEvent.setup();
    renderRoutes(routes, ['/payment-create']);
    await screen.findByRole('heading', { level: 1, name: 'Create Payment' }, LOAD_WAIT);
    await choose(user, 'Account', 'Cash GL');
    await chooseSupplier(user);

    await user.click(screen.getByRole('button', { name: 'Allocate' }));
    const modal = await screen.findByRole('dialog', { name: 'Allocate to Purchases' }, LOAD_WAIT);
    const rows = within(within(modal).getByRole('table', { name: 'Purchases to allocate' })).getAllByRole('row');
    expect(rows[0]).toHaveTextContent("Purchase NumberSupplier's Bill No.Date");
    expect(rows[1]).toHaveTextContent('PV-ARG-12GF-88102/11/2026BD 40.500');
    await user.click(within(modal).getByRole('button', { name: 'Deselect All' }));
    const amount = within(modal).getByRole('textbox', { name: 'Allocate Amount, PV-ARG-12' });
    await user.clear(amount);
    await user.type(amount, '99');
    expect(amount).toHaveValue('40.500');
    await user.click(within(modal).getByRole('checkbox', { name: 'Select PV-ARG-12' }));
    expect(within(modal).getByText('1 selected, BD 40.500')).toBeInTheDocument();
    await user.click(within(modal).getByRole('button', { name: 'Apply Allocation' }));

    expect(supplierAmount()).toHaveValue('40.500');
    expect(screen.getByRole('link', { name: 'PV-ARG-12' })).toHaveAttribute('href', '/purchase/12');
    await user.clear(supplierAmount());
    await user.type(supplierAmount(), '50');
    expect(screen.getByText('Advance (not allocated): BD 9.500')).toBeInTheDocument();
    expect(screen.getByLabelText('Grand Total')).toHaveTextContent('BD 50.000');
    expect(screen.getByRole('textbox', { name: 'Amount (BD)' })).toHaveValue('50.000');

    await user.click(createButton());
    expect(await screen.findByText('Network error while creating payment')).toBeInTheDocument();
    await user.click(createButton());
    expect(await screen.findByText(PAYMENT_MESSAGES.created, {}, LOAD_WAIT)).toBeInTheDocument();
    expect(sent).toHaveLength(2);
    expect(sent[1]!.key).toMatch(/^[0-9a-f]{32}$/);
    expect(sent[1]!.key).toBe(sent[0]!.key);
    expect(sent[1]!.body).toMatchObject({
      account_id: 27,
      type: 'cash',
      amount: 50,
      items: [
        { supplier_id: 9, purchase_id: 30, cr_dr: 'dr', amount: 40.5, description: 'Payment for PV-ARG-12' },
        { supplier_id: 9, purchase_id: null, cr_dr: 'dr', amount: 9.5, description: 'Advance' },
      ],
    });
    expect(createButton()).toBeDisabled();
    expect(await screen.findByText('Payment details', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('made from a purchase, pays its supplier the whole of what it has pending', async () => {
    const fetchMock = serve();
    renderRoutes(routes, ['/payment-create?purchase=12']);
    await waitFor(() => expect(supplierAmount()).toHaveValue('40.500'), LOAD_WAIT);
    expect(callsTo(fetchMock, 'purchase_details')).toEqual([
      '/api/transportation/vouchers/purchase_details?purchase_number=12',
    ]);
    expect(screen.getByRole('textbox', { name: 'Supplier' })).toHaveValue('Gulf Fuel Supplies');
    expect(screen.getByRole('table', { name: 'Allocations' })).toHaveTextContent('PV-ARG-12BD 40.500');
    expect(screen.queryByText(/Advance \(not allocated\)/)).not.toBeInTheDocument();
  });

  it('made from a credit note, refunds its customer the credit left, lowered if need be, and says what the server refuses on the item', async () => {
    const sent: Record<string, unknown>[] = [];
    const overCredit = PAYMENT_MESSAGES.refundOverCredit(1, 'CN-ARG-7', 'BD 25.250');
    const fetchMock = serve((init) => {
      sent.push(sentBody(init));
      return sent.length === 1
        ? jsonResponse(400, { success: false, message: overCredit, errors: { credit_note_0: overCredit } })
        : jsonResponse(200, { success: true, number: 8, message: PAYMENT_MESSAGES.created });
    });
    const user = userEvent.setup();
    renderRoutes(routes, ['/payment-create?refund=7']);
    const refundAmount = () => screen.getByRole('textbox', { name: 'Refund Amount (BD)' });

    const item = await screen.findByRole('region', { name: 'Refund of CN-ARG-7' }, LOAD_WAIT);
    expect(callsTo(fetchMock, 'credit_note_details')).toEqual([
      '/api/transportation/vouchers/credit_note_details?credit_note_number=7',
    ]);
    expect(screen.getByRole('textbox', { name: 'Supplier' })).toHaveValue('Bahrain Steel');
    expect(within(item).getByRole('link', { name: 'CN-ARG-7' })).toHaveAttribute('href', '/credit-note/7');
    expect(refundAmount()).toHaveValue('25.250');
    expect(screen.getByRole('textbox', { name: 'Amount (BD)' })).toHaveValue('25.250');
    // A refund pays the customer nothing else: no supplier's amount, nothing to allocate, no advance.
    expect(screen.queryByRole('textbox', { name: 'Supplier Amount (BD)' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Allocate' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Advance/)).not.toBeInTheDocument();

    await choose(user, 'Account', 'Cash GL');
    await user.click(createButton());
    await waitFor(() => expect(refundAmount()).toHaveAccessibleDescription(overCredit), LOAD_WAIT);

    await user.clear(refundAmount());
    await user.type(refundAmount(), '20');
    expect(screen.getByLabelText('Grand Total')).toHaveTextContent('BD 20.000');
    await user.click(createButton());
    expect(await screen.findByText(PAYMENT_MESSAGES.created, {}, LOAD_WAIT)).toBeInTheDocument();
    expect(sent[1]).toMatchObject({ account_id: 27, type: 'cash', amount: 20 });
    expect(sent[1]!.items).toEqual([sentRefundItem(null)]);
  });
});
