import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LOCK_MESSAGES } from '@fleetledger/shared/ledger/lock-date.contract';
import { callsTo, jsonResponse, mockFetch } from '../../../testing/fetch-mock';
import { renderRoutes } from '../../../testing/render-routes';
import { draftReturn, FILED_Q3 } from '../testing/vat-return-answers';
import { VatReturnPage } from './vat-return-page';

const routes = [{ path: '/books/vat-return', element: <VatReturnPage /> }];
const Q3 = '/books/vat-return?from=2026-07-01&to=2026-09-30';
const DRAFT = 'Draft — not filed; the figures follow the books';
const FILED = 'Filed on 04/10/2026 09:41 by Aisha Al Khalifa — these are the figures as filed';

/**
 * The books as the server keeps them: each period's return a draft until it is filed, then the filed
 * one; filing answers `refusal` instead when one is given.
 */
function vatServer(filed: { from: string; to: string }[] = [], refusal?: { status: number; message: string }) {
  const filedPeriods = [...filed];
  return mockFetch((path, init) => {
    if (path.includes('books/vat_return_file')) {
      if (refusal !== undefined) return jsonResponse(refusal.status, { success: false, message: refusal.message });
      const period = JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as { from: string; to: string };
      filedPeriods.push(period);
      return jsonResponse(200, { success: true, filed: { ...FILED_Q3, ...period }, lock_date: period.to });
    }
    if (path.includes('books/vat_returns')) return jsonResponse(200, { success: true, returns: [] });
    if (path.includes('books/vat_return?')) {
      const query = new URL(path, 'http://localhost').searchParams;
      const period = { from: query.get('from')!, to: query.get('to')! };
      const isFiled = filedPeriods.some((one) => one.from === period.from && one.to === period.to);
      return jsonResponse(200, isFiled ? { success: true, ...FILED_Q3, ...period } : draftReturn(period));
    }
    return jsonResponse(404, { success: false, message: 'Not found' });
  });
}

const standing = () => screen.findByRole('group', { name: 'Filing' });

describe('VatReturnPage filing', () => {
  it('tells a draft from a filed return, above the boxes', async () => {
    vatServer([{ from: '2026-07-01', to: '2026-09-30' }]);
    renderRoutes(routes, [Q3]);

    const filing = await standing();
    expect(filing).toHaveTextContent(`Filed${FILED}`);
    expect(within(filing).queryByRole('button', { name: 'File this return' })).not.toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'VAT Return' })).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Last month' }));
    await expect.poll(() => screen.getByTestId('vat-return-standing').textContent).toBe(DRAFT);
    expect(screen.getByRole('group', { name: 'Filing' })).toHaveTextContent(`Draft${DRAFT}`);
  });

  it('files an ended period once, after asking, and then shows it filed', async () => {
    const fetchMock = vatServer();
    const user = userEvent.setup();
    renderRoutes(routes, [Q3]);

    expect(await standing()).toHaveTextContent(`Draft${DRAFT}`);
    await user.click(screen.getByRole('button', { name: 'File this return' }));
    const dialog = await screen.findByRole('dialog', { name: 'File the VAT return' });
    expect(dialog).toHaveTextContent(
      'File the VAT return for 01/07/2026 – 30/09/2026? Its figures are frozen as they are now and the books are ' +
        'locked up to 30/09/2026: nothing dated on or before it can be added, changed, posted or cancelled.',
    );
    await user.dblClick(within(dialog).getByRole('button', { name: 'File the return' }));

    await expect.poll(() => screen.getByTestId('vat-return-standing').textContent).toBe(FILED);
    expect(
      await screen.findByText('VAT return for 01/07/2026 – 30/09/2026 filed; the books are locked up to 30/09/2026.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'File this return' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'books/vat_return_file')).toHaveLength(1);
    const filing = fetchMock.mock.calls.find(([path]) => path === '/api/transportation/books/vat_return_file');
    expect(filing?.[1]).toMatchObject({
      method: 'POST',
      body: JSON.stringify({ from: '2026-07-01', to: '2026-09-30' }),
    });
  });

  it('does not offer to file a period that has not ended, and says why', async () => {
    vatServer();
    renderRoutes(routes, ['/books/vat-return?from=2099-01-01&to=2099-03-31']);

    expect(await standing()).toHaveTextContent(
      `Draft${DRAFT}${LOCK_MESSAGES.periodNotEnded}; this one ends on 31/03/2099.`,
    );
    expect(screen.queryByRole('button', { name: 'File this return' })).not.toBeInTheDocument();
  });

  it("keeps the dialog open with the server's reason when filing is refused", async () => {
    const refused = LOCK_MESSAGES.alreadyFiled('2026-07-01', '2026-09-30');
    const fetchMock = vatServer([], { status: 409, message: refused });
    const user = userEvent.setup();
    renderRoutes(routes, [Q3]);

    await user.click(await screen.findByRole('button', { name: 'File this return' }));
    const dialog = await screen.findByRole('dialog', { name: 'File the VAT return' });
    await user.click(within(dialog).getByRole('button', { name: 'File the return' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refused);
    expect(screen.getByTestId('vat-return-standing')).toHaveTextContent(DRAFT);
    expect(callsTo(fetchMock, 'books/vat_return_file')).toHaveLength(1);
  });
});
