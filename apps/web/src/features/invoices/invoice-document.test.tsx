import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { InvoiceRecord } from '@fleetledger/shared/invoices/invoices.contract';
import { LOCK_MESSAGES } from '@fleetledger/shared/ledger/lock-date.contract';
import { jsonResponse, mockFetch, storeUser } from '../../testing/fetch-mock';
import { renderRoutes } from '../../testing/render-routes';
import { ADMIN_USER } from '../../testing/session-users';
import { INVOICE_PAGES } from './invoice-document';

const InvoiceDetailsPage = INVOICE_PAGES.Details;
import { hrefOf } from '../../testing/links';
import { rowTextsOf } from '../../testing/tables';

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
      credited_amount: 0,
      debited_amount: 0,
      left_amount: 300,
    },
  ],
  credit_note: null,
  credit_notes: [],
  debit_notes: [],
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

function open(invoice: InvoiceRecord, lockDate: string | null = null) {
  mockFetch((path) => {
    if (path.includes('invoice_details')) return jsonResponse(200, { status: 'success', invoice, message: 'OK' });
    if (path.endsWith('books/lock_date')) {
      return jsonResponse(200, {
        success: true,
        lock_date: lockDate,
        version: 1,
        changed_by: null,
        changed_at: null,
        reason: null,
        filed_through: null,
      });
    }
    return jsonResponse(404, { success: false, message: 'Not found' });
  });
  storeUser(ADMIN_USER);
  renderRoutes([{ path: '/invoice/:number', element: <InvoiceDetailsPage /> }], ['/invoice/1']);
}

/** POSTED after a credit of 100 (VAT-free) and a debit of 20, and a credit note since cancelled. */
const CORRECTED: InvoiceRecord = {
  ...POSTED,
  items: [{ ...POSTED.items[0]!, credited_amount: 100, debited_amount: 20, left_amount: 220 }],
  credit_notes: [
    { id: 3, number: 4, date: '2025-11-20', status: 'Posted', reason: 'Damaged cargo', total_amount: 100 },
    { id: 2, number: 3, date: '2025-11-18', status: 'Cancelled', reason: 'Issued in error', total_amount: 50 },
  ],
  debit_notes: [{ id: 1, number: 1, date: '2025-11-22', status: 'Posted', reason: 'Waiting time', total_amount: 20 }],
  pending_amount: 220,
};

/** An attachment as the invoice's details list it. */
const SIGNED_POD_URL = '/api/transportation/drive/attachment.php?id=9';
const attachments = [{ id: 9, name: 'Signed POD', url: SIGNED_POD_URL, link: SIGNED_POD_URL }];

describe('InvoiceDetailsPage', { timeout: 30_000 }, () => {
  it('takes more attachments on an invoice in locked books, but offers none for deleting', async () => {
    open({ ...POSTED, attachments }, '2025-12-31');
    expect(await screen.findByText(LOCK_MESSAGES.locked('2025-12-31'), {}, { timeout: 10_000 })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Delete Signed POD' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeEnabled();
  });

  it('offers deleting an attachment of an invoice dated after the lock', async () => {
    open({ ...POSTED, attachments }, '2025-10-31');
    expect(await screen.findByRole('button', { name: 'Delete Signed POD' }, { timeout: 10_000 })).toBeEnabled();
    expect(screen.queryByText(LOCK_MESSAGES.locked('2025-10-31'))).toBeNull();
  });

  it('offers a posted invoice its report, Change Status and a credit or debit note on it', async () => {
    open(POSTED);
    expect(await screen.findByRole('link', { name: 'Invoice Report' }, { timeout: 10_000 })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Change Status' })).toBeEnabled();
    expect(screen.queryByRole('region', { name: 'Opening balance' })).toBeNull();
    expect(hrefOf('Issue credit note')).toBe('/credit-note-create?invoice=1');
    expect(hrefOf('Issue debit note')).toBe('/debit-note-create?invoice=1');
    // No note yet: nothing to list.
    expect(screen.queryByRole('region', { name: 'Credit and debit notes' })).toBeNull();
  });

  it('lists the notes on it, each leading to its page, and what they left of each line', async () => {
    open(CORRECTED);
    const section = await screen.findByRole('region', { name: 'Credit and debit notes' }, { timeout: 10_000 });
    expect(rowTextsOf('Notes', section)).toEqual([
      'NoteDateStatusReasonTotal',
      'CN-ARG-420/11/2025PostedDamaged cargoBD 100.000',
      'CN-ARG-318/11/2025CancelledIssued in errorBD 50.000',
      'DN-ARG-122/11/2025PostedWaiting timeBD 20.000',
    ]);
    expect(hrefOf('CN-ARG-4', section)).toBe('/credit-note/4');
    expect(hrefOf('DN-ARG-1', section)).toBe('/debit-note/1');
    expect(rowTextsOf('Lines corrected', section)).toEqual([
      'LineInvoicedCreditedDebitedLeft',
      'HaulageBD 300.000BD 100.000BD 20.000BD 220.000',
    ]);
  });

  it('opens the note that cancelled it by its own number, and offers no new note on a cancelled invoice', async () => {
    open({ ...CORRECTED, status: 'Cancelled', credit_note: { number: 5, date: '2025-11-25' } });
    const pdf = await screen.findByRole('link', { name: 'Credit Note PDF' }, { timeout: 10_000 });
    expect(pdf).toHaveAttribute('href', '/api/transportation/vouchers/reports/credit_note_pdf?credit_note_number=5');
    expect(pdf).toHaveAttribute('target', '_blank');
    expect(screen.getByText('Cancelled — credited by CN-ARG-5 on 25/11/2025')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Issue credit note' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Issue debit note' })).toBeNull();
  });

  it('shows an opening item as such, with its due date, and neither its report nor Change Status', async () => {
    open({ ...POSTED, opening: true, due_date: '2025-12-15', narration: 'Opening balance' });
    const notice = await screen.findByRole('region', { name: 'Opening balance' }, { timeout: 10_000 });
    expect(within(notice).getByText('Opening balance')).toBeVisible();
    expect(notice).toHaveTextContent('Due 15/12/2025');
    expect(notice).toHaveTextContent('correct it with a journal');
    expect(notice).toHaveTextContent('no tax invoice here to print');
    expect(screen.getByRole('link', { name: 'Generate Receipt' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Issue credit note' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Invoice Report' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Change Status' })).toBeNull();
  });
});
