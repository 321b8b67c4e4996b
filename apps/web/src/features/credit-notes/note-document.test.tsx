import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NOTE_MESSAGES, type NoteRecord } from '@fleetledger/shared/credit-notes/credit-notes.contract';
import { callsTo, jsonResponse, mockFetch, sentBody } from '../../testing/fetch-mock';
import { LOAD_WAIT, openAsAdmin } from '../../testing/render-routes';
import { ACME_PENDING_INVOICES, CREDIT_NOTE, DEBIT_NOTE } from './testing/note-answers';
import { NOTE_PAGES } from './note-document';
import { hrefOf } from '../../testing/links';
import { rowTextsOf } from '../../testing/tables';

const CreditNotePage = NOTE_PAGES.credit_note.Details;
const DebitNotePage = NOTE_PAGES.debit_note.Details;
const routes = [
  { path: '/credit-note/:number', element: <CreditNotePage /> },
  { path: '/debit-note/:number', element: <DebitNotePage /> },
];

type Answer = (body: Record<string, unknown>) => Response;

/**
 * {kind}_details answers what `stored()` gives at the time; the move and the allocation answer as given.
 * Every body they were sent is kept in `sent`, in order.
 */
function serve(stored: () => NoteRecord, calls: { move?: Answer; allocate?: Answer } = {}) {
  const sent: Record<string, unknown>[] = [];
  const answer = (call: Answer, init: RequestInit | undefined) => {
    sent.push(sentBody(init));
    return call(sent.at(-1)!);
  };
  const fetchMock = mockFetch((path, init) => {
    if (path.includes('credit_note_details'))
      return jsonResponse(200, { status: 'success', credit_note: stored(), message: 'OK' });
    if (path.includes('debit_note_details'))
      return jsonResponse(200, { status: 'success', debit_note: stored(), message: 'OK' });
    if (path.includes('_status_update') && calls.move) return answer(calls.move, init);
    if (path.includes('credit_note_allocate') && calls.allocate) return answer(calls.allocate, init);
    if (path.includes('invoices_by_customer')) return jsonResponse(200, ACME_PENDING_INVOICES);
    return jsonResponse(404, { success: false, message: 'unexpected call' });
  });
  return { fetchMock, sent };
}

const open = (address: string) => openAsAdmin(routes, address);

async function openAllocation(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: 'Allocate credit' }, LOAD_WAIT));
  const dialog = await screen.findByRole('dialog', { name: 'Allocate credit' }, LOAD_WAIT);
  await user.click(await within(dialog).findByRole('textbox', { name: 'Invoice' }, LOAD_WAIT));
  await user.click(await screen.findByRole('option', { name: /^INV-ARG-14/, hidden: true }, LOAD_WAIT));
  return dialog;
}

const saved = (credit_note: NoteRecord, message: string) =>
  jsonResponse(200, { status: 'success', message, credit_note });

describe('NoteDetailsPage', { timeout: 60_000 }, () => {
  it('shows the credit note, the invoice it corrects, its lines and where its credit went', async () => {
    serve(() => CREDIT_NOTE);
    open('/credit-note/2');

    expect(await screen.findByRole('heading', { level: 1, name: 'CN-ARG-2' }, LOAD_WAIT)).toBeVisible();
    expect(screen.getByText('Posted')).toBeVisible();
    expect(hrefOf('← Back to credit notes')).toBe('/credit-notes');
    const header = screen.getByRole('region', { name: 'Credit Note header' });
    expect(hrefOf('INV-ARG-12', header)).toBe('/invoice/12');
    expect(header).toHaveTextContent('INV-ARG-12 of 10/11/2026');
    // Its credit left can go to another invoice or back to the customer by a payment voucher.
    expect(hrefOf('Refund by payment')).toBe('/payment-create?refund=2');
    expect(header).toHaveTextContent('Date12/11/2026');
    expect(header).toHaveTextContent('CustomerAcme Trading');
    expect(header).toHaveTextContent('ReasonShort delivery');
    expect(rowTextsOf('Note lines')).toEqual([
      'LineQuantityVAT %AmountVATTotal',
      'Haulage to SitraTransportation Sales—10%BD 50.000BD 5.000BD 55.000',
      'TotalsBD 50.000BD 5.000BD 55.000',
    ]);
    const credit = screen.getByRole('region', { name: 'Credit' });
    expect(credit).toHaveTextContent('Applied to INV-ARG-12BD 15.000');
    expect(credit).toHaveTextContent('Credit leftBD 40.000');

    const pdf = screen.getByRole('link', { name: 'PDF' });
    expect(pdf).toHaveAttribute('href', '/api/transportation/vouchers/reports/credit_note_pdf?credit_note_number=2');
    expect(pdf).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('button', { name: 'Send by e-mail' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Change Status' })).toBeVisible();
  });

  it('cancels the note with both codes at the version read, and then offers neither mail nor allocation', async () => {
    const { sent } = serve(() => CREDIT_NOTE, {
      move: () =>
        saved({ ...CREDIT_NOTE, status: 'Cancelled', credit_left: 0, version: 4 }, 'Status updated to Cancelled'),
    });
    const user = open('/credit-note/2');

    await user.click(await screen.findByRole('button', { name: 'Change Status' }, LOAD_WAIT));
    const choose = await screen.findByRole('dialog', { name: 'Change Status' }, LOAD_WAIT);
    await user.click(within(choose).getByRole('radio', { name: 'Cancelled' }));
    await user.click(within(choose).getByRole('button', { name: 'Update Status' }));
    const verify = await screen.findByRole('dialog', { name: 'Security Verification' }, LOAD_WAIT);
    await user.type(within(verify).getByLabelText(/Admin code/), '9999');
    await user.type(within(verify).getByLabelText(/Cancellation code/), '1234');
    await user.click(within(verify).getByRole('button', { name: 'Verify & Update' }));

    expect(await screen.findByText('Status updated to Cancelled', {}, LOAD_WAIT)).toBeVisible();
    expect(sent).toEqual([
      { credit_note_id: 2, status: 'Cancelled', version: 3, cancel_code: '1234', admin_code: '9999' },
    ]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Allocate credit' })).toBeNull(), LOAD_WAIT);
    expect(screen.queryByRole('button', { name: 'Send by e-mail' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Change Status' })).toBeNull();
  });

  it('says before asking any code that the note of a cancelled invoice stays as long as the invoice is cancelled', async () => {
    serve(() => ({ ...CREDIT_NOTE, cancels_invoice: true, reason: NOTE_MESSAGES.cancelled }));
    const user = open('/credit-note/2');

    expect(
      await screen.findByText(
        'Issued when INV-ARG-12 was cancelled: it credits all that was left of the invoice.',
        {},
        LOAD_WAIT,
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Change Status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Status' }, LOAD_WAIT);
    // The dialog fades in: its message is visible once the transition is over.
    await waitFor(() => expect(within(dialog).getByText(NOTE_MESSAGES.cancelsInvoice)).toBeVisible(), LOAD_WAIT);
  });

  it('says before asking any code why a note whose credit is used stays, and where it went', async () => {
    serve(() => ({
      ...CREDIT_NOTE,
      allocations: [{ id: 9, invoice_number: 14, date: '2026-11-21', amount: 10 }],
      refunds: [{ payment_number: 4, date: '2026-11-22', status: 'Posted', amount: 5 }],
    }));
    const user = open('/credit-note/2');

    const allocations = await screen.findByRole('table', { name: 'Allocations' }, LOAD_WAIT);
    expect(hrefOf('INV-ARG-14', allocations)).toBe('/invoice/14');
    const refunds = screen.getByRole('table', { name: 'Refunds' });
    expect(hrefOf('PAY-ARG-4', refunds)).toBe('/payment/4');
    await user.click(screen.getByRole('button', { name: 'Change Status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Status' }, LOAD_WAIT);
    expect(within(dialog).getByText(NOTE_MESSAGES.creditUsed('INV-ARG-14, PAY-ARG-4'))).toBeVisible();
    await user.click(within(dialog).getByRole('radio', { name: 'Cancelled' }));
    expect(within(dialog).getByRole('button', { name: 'Update Status' })).toBeDisabled();
  });

  it('allocates credit to a later invoice of the customer: all it can take at first, never more than it has pending', async () => {
    const { sent } = serve(() => CREDIT_NOTE, {
      allocate: () =>
        saved(
          {
            ...CREDIT_NOTE,
            credit_left: 15,
            allocations: [{ id: 9, invoice_number: 14, date: '2026-11-25', amount: 25 }],
            version: 4,
          },
          NOTE_MESSAGES.allocatedCredit,
        ),
    });
    const user = open('/credit-note/2');

    const dialog = await openAllocation(user);
    expect(dialog).toHaveTextContent('CN-ARG-2 has BD 40.000 of credit left for Acme Trading.');
    const amount = within(dialog).getByRole('textbox', { name: 'Amount (BD)' });
    expect(amount).toHaveValue('30.000');
    await user.clear(amount);
    await user.type(amount, '35');
    await user.click(within(dialog).getByRole('button', { name: 'Allocate' }));
    expect(within(dialog).getByText(NOTE_MESSAGES.allocationPending(30_000))).toBeVisible();
    expect(sent).toEqual([]);

    await user.clear(amount);
    await user.type(amount, '25');
    await user.click(within(dialog).getByRole('button', { name: 'Allocate' }));
    expect(await screen.findByText(NOTE_MESSAGES.allocatedCredit, {}, LOAD_WAIT)).toBeVisible();
    expect(sent).toEqual([{ credit_note_id: 2, invoice_id: '50', amount: 25, version: 3 }]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Allocate credit' })).toBeNull(), LOAD_WAIT);
    expect(screen.getByRole('region', { name: 'Credit' })).toHaveTextContent('Credit leftBD 15.000');
    expect(
      within(screen.getByRole('table', { name: 'Allocations' })).getByRole('link', { name: 'INV-ARG-14' }),
    ).toBeVisible();
  });

  it('offers to read the note again when someone changed it since, and allocates at the new version', async () => {
    let stored = CREDIT_NOTE;
    const { fetchMock, sent } = serve(() => stored, {
      allocate: (body) =>
        body.version === 3
          ? jsonResponse(409, { success: false, message: NOTE_MESSAGES.stale('credit_note'), current: stored })
          : saved({ ...stored, credit_left: 20, version: 6 }, NOTE_MESSAGES.allocatedCredit),
    });
    const user = open('/credit-note/2');

    const dialog = await openAllocation(user);
    stored = { ...CREDIT_NOTE, version: 5 };
    await user.click(within(dialog).getByRole('button', { name: 'Allocate' }));
    expect(await within(dialog).findByText(NOTE_MESSAGES.stale('credit_note'), {}, LOAD_WAIT)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(within(dialog).queryByText(NOTE_MESSAGES.stale('credit_note'))).toBeNull(), LOAD_WAIT);
    expect(callsTo(fetchMock, 'credit_note_details')).toHaveLength(2);

    await user.click(within(dialog).getByRole('button', { name: 'Allocate' }));
    expect(await screen.findByText(NOTE_MESSAGES.allocatedCredit, {}, LOAD_WAIT)).toBeVisible();
    expect(sent.map((body) => body.version)).toEqual([3, 5]);
  });

  it('shows a debit note without credit to allocate, its PDF under its own name', async () => {
    serve(() => DEBIT_NOTE);
    open('/debit-note/1');

    expect(await screen.findByRole('heading', { level: 1, name: 'DN-ARG-1' }, LOAD_WAIT)).toBeVisible();
    expect(hrefOf('← Back to debit notes')).toBe('/debit-notes');
    expect(hrefOf('PDF')).toBe('/api/transportation/vouchers/reports/debit_note_pdf?debit_note_number=1');
    expect(screen.getByRole('table', { name: 'Note lines' })).toHaveTextContent('1 × BD 100.000');
    expect(screen.queryByRole('region', { name: 'Credit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Allocate credit' })).toBeNull();
  });

  it('says so for an unknown number, with the way back to the list', async () => {
    mockFetch(() => jsonResponse(404, { success: false, message: NOTE_MESSAGES.notFound('credit_note') }));
    open('/credit-note/999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Credit note Not Found' }, LOAD_WAIT)).toBeVisible();
    expect(hrefOf('Back to credit notes')).toBe('/credit-notes');
  });
});
