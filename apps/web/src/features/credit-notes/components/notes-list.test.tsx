import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { NoteListRow } from '@fleetledger/shared/credit-notes/credit-notes.contract';
import { callsTo, jsonResponse, mockFetch } from '../../../testing/fetch-mock';
import { LOAD_WAIT, openAsAdmin } from '../../../testing/render-routes';
import { NotesList } from './notes-list';

const ROW: NoteListRow = {
  id: 2,
  number: 2,
  invoice_number: 12,
  customer_id: 5,
  date: '2026-11-12',
  customer_name: 'Acme Trading',
  reason: 'Short delivery',
  status: 'Posted',
  vatable_amount: 50,
  vat_amount: 5,
  total_amount: 55,
};

const list = (rowsKey: string, rows: NoteListRow[]) => ({
  status: 'success',
  [rowsKey]: rows,
  page: 1,
  pages: 1,
  count: rows.length,
  totals: { vatable_amount: 50, vat_amount: 5, total_amount: 55 },
});

function serve() {
  return mockFetch((path) => {
    if (path.includes('credit_note_list'))
      return jsonResponse(200, list('credit_notes', [ROW, { ...ROW, id: 3, number: 3, status: 'Cancelled' }]));
    if (path.includes('debit_note_list'))
      return jsonResponse(200, list('debit_notes', [{ ...ROW, reason: 'Extra trip' }]));
    if (path.includes('customers_details')) return jsonResponse(200, { status: 'success', message: 'ok', data: [] });
    return jsonResponse(404, { success: false, message: 'unexpected call' });
  });
}

const routes = [
  { path: '/credit-notes', element: <NotesList kind="credit_note" /> },
  { path: '/debit-notes', element: <NotesList kind="debit_note" /> },
];

describe('NotesList', { timeout: 60_000 }, () => {
  it('lists the credit notes with their status and reason, each leading to its page and its invoice', async () => {
    const fetchMock = serve();
    const user = openAsAdmin(routes, '/credit-notes');

    const table = await screen.findByRole('table', { name: 'Credit Notes' }, LOAD_WAIT);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4), LOAD_WAIT);
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('CN-ARG-2Posted12/11/2026INV-ARG-12Acme TradingShort delivery');
    expect(rows[2]).toHaveTextContent('Cancelled');
    expect(rows[3]).toHaveTextContent('2 credit notes (cancelled ones not counted in the totals)');
    expect(within(rows[1]!).getByRole('link', { name: 'CN-ARG-2' })).toHaveAttribute('href', '/credit-note/2');
    expect(within(rows[1]!).getByRole('link', { name: 'INV-ARG-12' })).toHaveAttribute('href', '/invoice/12');

    await user.click(screen.getByRole('textbox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Cancelled', hidden: true }, LOAD_WAIT));
    await waitFor(() => expect(callsTo(fetchMock, 'status=Cancelled')).toHaveLength(1), LOAD_WAIT);
  });

  it('lists the debit notes under their own title and numbers', async () => {
    serve();
    openAsAdmin(routes, '/debit-notes');

    expect(await screen.findByRole('heading', { level: 1, name: 'Debit Notes' }, LOAD_WAIT)).toBeVisible();
    const link = await screen.findByRole('link', { name: 'DN-ARG-2' }, LOAD_WAIT);
    expect(link).toHaveAttribute('href', '/debit-note/2');
    expect(screen.getByRole('table', { name: 'Debit Notes' })).toHaveTextContent('Extra trip');
  });
});
