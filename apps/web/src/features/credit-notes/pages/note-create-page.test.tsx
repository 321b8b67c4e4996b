import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NOTE_MESSAGES } from '@fleetledger/shared/credit-notes/credit-notes.contract';
import { todayIn } from '@fleetledger/shared/dates';
import type { InvoiceRecord } from '@fleetledger/shared/invoices/invoices.contract';
import { COMPANY_TIME_ZONE } from '../../../lib/company-time-zone';
import { callsTo, jsonResponse, mockFetch, sentBody } from '../../../testing/fetch-mock';
import { LOAD_WAIT, openAsAdmin } from '../../../testing/render-routes';
import { CREDIT_NOTE, POSTED_INVOICE } from '../testing/note-answers';
import { NoteCreatePage } from './note-create-page';

const routes = [
  { path: '/credit-note-create', element: <NoteCreatePage kind="credit_note" /> },
  { path: '/debit-note-create', element: <NoteCreatePage kind="debit_note" /> },
  { path: '/credit-note/:number', element: <p>Credit note page</p> },
  { path: '/debit-note/:number', element: <p>Debit note page</p> },
];

/** invoice_details answers `invoice`, credit_note_details CN-ARG-2, and {kind}_generate as given. */
function serve(invoice: InvoiceRecord = POSTED_INVOICE, generate?: (body: Record<string, unknown>) => Response) {
  return mockFetch((path, init) => {
    if (path.includes('invoice_details')) return jsonResponse(200, { status: 'success', invoice, message: 'OK' });
    if (path.includes('credit_note_details'))
      return jsonResponse(200, { status: 'success', credit_note: CREDIT_NOTE, message: 'OK' });
    if (path.includes('_generate') && generate !== undefined) return generate(sentBody(init));
    return jsonResponse(404, { success: false, message: 'unexpected call' });
  });
}

const open = (address: string) => openAsAdmin(routes, address);

const figure = (label: string, line: number) => screen.getByRole('textbox', { name: `${label}, invoice line ${line}` });
const thisNote = (line: number) => screen.getByRole('cell', { name: `This note, invoice line ${line}` });
const totals = () => screen.getByRole('cell', { name: 'Note totals' });

describe('NoteCreatePage', { timeout: 60_000 }, () => {
  it('names the invoice, dates the note today and lists its charges with what is left to credit', async () => {
    const fetchMock = serve();
    open('/credit-note-create?invoice=12');

    expect(await screen.findByRole('heading', { level: 1, name: 'Issue Credit Note' }, LOAD_WAIT)).toBeVisible();
    expect(screen.getByRole('link', { name: 'INV-ARG-12' })).toHaveAttribute('href', '/invoice/12');
    const [year, month, day] = todayIn(COMPANY_TIME_ZONE).split('-');
    expect(screen.getByRole('textbox', { name: /^Date/ })).toHaveValue(`${day}/${month}/${year}`);
    const rows = within(screen.getByRole('table', { name: 'Invoice lines to correct' })).getAllByRole('row');
    // The discount is not corrected by a note; the trips have CN-ARG-2's BD 50 and its VAT taken off.
    expect(rows.map((row) => row.querySelector('th, td')?.textContent)).toEqual([
      'Line',
      '1. Haulage to SitraTransportation Sales · VAT 10%',
      '2. StorageTransportation Sales · VAT 0%',
      'Credit note totals',
    ]);
    expect(rows[0]).toHaveTextContent('LineInvoicedLeft to creditCredit byThis note');
    expect(totals()).toHaveTextContent('BD 0.000Amount BD 0.000VAT BD 0.000');
    expect(rows[1]).toHaveTextContent('BD 200.0002 × BD 100.000BD 150.000VAT BD 15.000');
    expect(callsTo(fetchMock, 'credit_note_details')).toHaveLength(1);
  });

  it('works out each line, its VAT and the totals as they are typed, by quantity or by amount', async () => {
    serve();
    const user = open('/credit-note-create?invoice=12');

    await user.type(await screen.findByRole('textbox', { name: 'Quantity, invoice line 1' }, LOAD_WAIT), '1');
    expect(thisNote(1)).toHaveTextContent('BD 110.000Amount BD 100.000VAT BD 10.000');
    expect(screen.getByText('Line 1 of the note')).toBeVisible();

    await user.type(figure('Amount (BD)', 2), '12.5');
    expect(thisNote(2)).toHaveTextContent('BD 12.500Amount BD 12.500VAT BD 0.000');
    expect(totals()).toHaveTextContent('BD 122.500Amount BD 112.500VAT BD 10.000');

    // All that is left of the trips takes all the VAT left on them.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Quantity or amount, invoice line 1' }), 'Amount');
    await user.clear(figure('Amount (BD)', 1));
    await user.type(figure('Amount (BD)', 1), '150');
    expect(thisNote(1)).toHaveTextContent('BD 165.000Amount BD 150.000VAT BD 15.000');
  });

  it('warns of a line beyond what is left as it is typed, and refuses to send without a reason', async () => {
    const fetchMock = serve();
    const user = open('/credit-note-create?invoice=12');

    await user.type(await screen.findByRole('textbox', { name: 'Quantity, invoice line 1' }, LOAD_WAIT), '2');
    expect(screen.getByText(NOTE_MESSAGES.moreThanLeft(1, 150_000))).toBeVisible();
    expect(thisNote(1)).toHaveTextContent('—');
    await user.clear(figure('Quantity', 1));
    await user.type(figure('Quantity', 1), '1.5');
    expect(screen.getByText(NOTE_MESSAGES.quantityInvalid(1))).toBeVisible();
    await user.clear(figure('Quantity', 1));

    await user.click(screen.getByRole('button', { name: 'Issue Credit Note' }));
    expect((await screen.findAllByText(NOTE_MESSAGES.reasonRequired, {}, LOAD_WAIT))[0]).toBeVisible();
    expect(screen.getAllByText(NOTE_MESSAGES.linesRequired).length).toBeGreaterThan(0);
    expect(callsTo(fetchMock, 'credit_note_generate')).toHaveLength(0);

    // Crediting all of both lines is more than the invoice has left once its discount is counted.
    await user.type(figure('Quantity', 1), '1');
    await user.type(figure('Amount (BD)', 2), '30');
    await user.clear(figure('Quantity', 1));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Quantity or amount, invoice line 1' }), 'Amount');
    await user.type(figure('Amount (BD)', 1), '150');
    expect(screen.getByText(NOTE_MESSAGES.beyondInvoice(185_000))).toBeVisible();
  });

  it("shows the server's refusal of a line under the invoice line it is about", async () => {
    const refusal = NOTE_MESSAGES.moreThanLeft(1, 10_000);
    serve(POSTED_INVOICE, () =>
      jsonResponse(400, { success: false, message: refusal, errors: { 'lines.0.amount': refusal } }),
    );
    const user = open('/credit-note-create?invoice=12');

    await user.type(await screen.findByRole('textbox', { name: /^Reason/ }, LOAD_WAIT), 'Damaged in store');
    await user.type(figure('Amount (BD)', 2), '20');
    await user.click(screen.getByRole('button', { name: 'Issue Credit Note' }));

    const field = figure('Amount (BD)', 2);
    expect(await screen.findAllByText(refusal, {}, LOAD_WAIT)).toHaveLength(2);
    expect(field).toHaveAccessibleDescription(refusal);
    expect(figure('Quantity', 1)).not.toHaveAccessibleDescription(refusal);
  });

  it('issues the note and opens it with the server’s words', async () => {
    let sent: Record<string, unknown> = {};
    serve(POSTED_INVOICE, (body) => {
      sent = body;
      return jsonResponse(200, {
        status: 'success',
        credit_note_number: 7,
        message: NOTE_MESSAGES.created('credit_note', 7),
      });
    });
    const user = open('/credit-note-create?invoice=12');

    await user.type(await screen.findByRole('textbox', { name: /^Reason/ }, LOAD_WAIT), 'Short delivery');
    await user.type(figure('Quantity', 1), '1');
    await user.click(screen.getByRole('button', { name: 'Issue Credit Note' }));

    expect(await screen.findByText('Credit note page', {}, LOAD_WAIT)).toBeVisible();
    expect(screen.getByText('Credit note CN-ARG-7 issued')).toBeVisible();
    expect(sent).toEqual({
      invoice_id: 40,
      date: todayIn(COMPANY_TIME_ZONE),
      reason: 'Short delivery',
      lines: [{ invoice_line_id: 401, quantity: 1 }],
    });
  });

  it('charges more on a debit note, with no limit of what is left and no notes to read', async () => {
    let sent: Record<string, unknown> = {};
    const fetchMock = serve(POSTED_INVOICE, (body) => {
      sent = body;
      return jsonResponse(200, { status: 'success', debit_note_number: 3, message: 'Debit note DN-ARG-3 issued' });
    });
    const user = open('/debit-note-create?invoice=12');

    expect(await screen.findByRole('heading', { level: 1, name: 'Issue Debit Note' }, LOAD_WAIT)).toBeVisible();
    expect(screen.queryByRole('columnheader', { name: 'Left to credit' })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: /^Reason/ }), 'Waiting time');
    await user.type(figure('Quantity', 1), '5');
    expect(thisNote(1)).toHaveTextContent('BD 550.000Amount BD 500.000VAT BD 50.000');
    await user.click(screen.getByRole('button', { name: 'Issue Debit Note' }));

    expect(await screen.findByText('Debit note page', {}, LOAD_WAIT)).toBeVisible();
    expect(sent).toMatchObject({ invoice_id: 40, lines: [{ invoice_line_id: 401, quantity: 5 }] });
    expect(callsTo(fetchMock, 'credit_note_details')).toHaveLength(0);
  });

  it('says why an invoice that is not posted, or none at all, takes no note', async () => {
    serve({ ...POSTED_INVOICE, status: 'Approved' });
    open('/credit-note-create?invoice=12');
    expect(await screen.findByText(NOTE_MESSAGES.invoiceNotPosted, {}, LOAD_WAIT)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to INV-ARG-12' })).toHaveAttribute('href', '/invoice/12');
    expect(screen.queryByRole('button', { name: 'Issue Credit Note' })).toBeNull();
  });

  it('asks for the invoice when the address names none', async () => {
    serve();
    open('/credit-note-create');
    expect(await screen.findByText(NOTE_MESSAGES.invoiceRequired, {}, LOAD_WAIT)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to invoices' })).toHaveAttribute('href', '/invoices');
  });
});
