import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../testing/fetch-mock';
import { CUSTOMER_STATEMENT, openStatement } from '../testing/statement-answers';
import { CustomerStatementPage } from './customer-statement-page';

describe('CustomerStatementPage', () => {
  it('asks for a customer, then shows their statement with its figures and PDF links', async () => {
    const user = userEvent.setup();
    const fetchMock = openStatement(<CustomerStatementPage />, '/books/statement?from=2026-11-01&to=2026-11-30', () =>
      jsonResponse(200, CUSTOMER_STATEMENT),
    );

    expect(screen.getByText('Choose a customer to see their statement.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Customer' }), 'gulf');
    await user.click(await screen.findByRole('option', { name: 'Gulf Freight WLL', hidden: true }));

    const table = await screen.findByRole('table', { name: 'Customer Statement' });
    expect(fetchMock.mock.calls.map((call) => call[0])).toContain(
      '/api/transportation/books/customer_statement?customer_id=7&from=2026-11-01&to=2026-11-30',
    );
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('01/11/2026Opening balanceBD 100.000');
    expect(rows[2]).toHaveTextContent('05/11/2026INV-ARG-12InvoiceBD 263.025BD 0.000BD 363.025');
    expect(rows.at(-1)).toHaveTextContent('30/11/2026Closing balanceBD 263.025BD 50.000BD 313.025');
    expect(screen.getByRole('group', { name: 'Unallocated advance' })).toHaveTextContent('BD 0.000');

    const pdf = '/api/transportation/books/customer_statement_pdf?customer_id=7&from=2026-11-01&to=2026-11-30';
    expect(screen.getByRole('link', { name: 'Open PDF' })).toHaveAttribute('href', pdf);
    expect(screen.getByRole('link', { name: 'Open PDF' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Download' })).toHaveAttribute('href', `${pdf}&download=1`);
  });

  it("shows the server's message for a customer it does not know", async () => {
    openStatement(<CustomerStatementPage />, '/books/statement?customer_id=999', () =>
      jsonResponse(404, { success: false, message: 'Customer not found' }),
    );

    expect(await screen.findByRole('alert')).toHaveTextContent('Customer not found');
  });
});
