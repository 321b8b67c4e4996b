import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse } from '../../../testing/fetch-mock';
import { expectExportAndPrint } from '../../../testing/export-print-actions';
import { openStatement, SUPPLIER_STATEMENT } from '../testing/statement-answers';
import { SupplierStatementPage } from './supplier-statement-page';

describe('SupplierStatementPage', () => {
  it('asks for a supplier, then shows what we owe them with each document, the figures and PDF links', async () => {
    const user = userEvent.setup();
    const fetchMock = openStatement(
      <SupplierStatementPage />,
      '/books/supplier-statement?from=2026-09-01&to=2026-09-30',
      () => jsonResponse(200, SUPPLIER_STATEMENT),
    );

    expect(screen.getByRole('heading', { level: 1, name: 'Supplier Statement' })).toBeInTheDocument();
    expect(screen.getByText('Choose a supplier to see their statement.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Supplier' }), 'bap');
    await user.click(await screen.findByRole('option', { name: 'Bapco Retail', hidden: true }));

    const table = await screen.findByRole('table', { name: 'Supplier Statement' });
    expect(callsTo(fetchMock, 'books/supplier_statement')).toEqual([
      '/api/transportation/books/supplier_statement?supplier_id=11&from=2026-09-01&to=2026-09-30',
    ]);
    expect(screen.getByTestId('books-subject')).toHaveTextContent('Bapco Retail');
    expect(screen.getByTestId('books-period')).toHaveTextContent('01/09/2026 – 30/09/2026');
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('01/09/2026Opening balanceBD 60.000');
    expect(rows[2]).toHaveTextContent('05/09/2026PV-ARG-7PurchaseBD 0.000BD 46.000BD 106.000');
    expect(within(rows[2]!).getByRole('link', { name: 'PV-ARG-7' })).toHaveAttribute('href', '/purchase/7');
    expect(rows[3]).toHaveTextContent('06/09/2026PAY-ARG-1PaymentBD 32.000BD 0.000BD 74.000');
    expect(within(rows[3]!).getByRole('link', { name: 'PAY-ARG-1' })).toHaveAttribute('href', '/payment/1');
    expect(rows.at(-1)).toHaveTextContent('30/09/2026Closing balanceBD 32.000BD 46.000BD 74.000');
    expect(screen.getByRole('group', { name: 'Opening balance' })).toHaveTextContent('BD 60.000');
    expect(screen.getByRole('group', { name: 'What we owe' })).toHaveTextContent('BD 74.000');
    expect(screen.getByRole('group', { name: 'Unallocated advance' })).toHaveTextContent('BD 2.000');
    expectExportAndPrint();

    const pdf = '/api/transportation/books/supplier_statement_pdf?supplier_id=11&from=2026-09-01&to=2026-09-30';
    expect(screen.getByRole('link', { name: 'Open PDF' })).toHaveAttribute('href', pdf);
    expect(screen.getByRole('link', { name: 'Open PDF' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Download' })).toHaveAttribute('href', `${pdf}&download=1`);
  });

  it('opens on the supplier and period of its address, saying when nothing moved', async () => {
    openStatement(
      <SupplierStatementPage />,
      '/books/supplier-statement?supplier_id=11&from=2026-09-01&to=2026-09-30',
      () => jsonResponse(200, { ...SUPPLIER_STATEMENT, rows: [] }),
    );

    expect(await screen.findByText('No documents for this supplier in this period.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Supplier' })).toHaveValue('Bapco Retail');
  });

  it("shows the server's message for a supplier it does not know", async () => {
    openStatement(<SupplierStatementPage />, '/books/supplier-statement?supplier_id=999', () =>
      jsonResponse(404, { success: false, message: 'Supplier not found' }),
    );

    expect(await screen.findByRole('alert')).toHaveTextContent('Supplier not found');
  });
});
