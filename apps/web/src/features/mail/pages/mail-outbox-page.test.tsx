import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OutboxListMail } from '@fleetledger/shared/mail/mail.contract';
import { callsTo, jsonResponse, mockFetch, sentBody } from '../../../testing/fetch-mock';
import { renderRoutes } from '../../../testing/render-routes';
import { MailOutboxPage } from './mail-outbox-page';

const routes = [{ path: '/mail-outbox', element: <MailOutboxPage /> }];

const failed: OutboxListMail = {
  id: 41,
  document: 'invoice',
  number: 12,
  document_text: 'INV-ARG-12',
  customer_id: null,
  period_from: null,
  period_to: null,
  to: ['"Al Noor, Accounts" <a@noor.bh>'],
  cc: [],
  subject: 'Tax invoice INV-ARG-12',
  status: 'failed',
  attempts: 3,
  last_error: '550 5.1.1 Mailbox does not exist',
  sent_at: null,
  queued_at: '2026-11-26T06:41:00.000Z',
  queued_by: 'Ada Admin',
  reminder_step: null,
};

/** The bodies of the retries the page sent. */
let retries: Record<string, unknown>[] = [];

function outboxServer() {
  retries = [];
  return mockFetch((path, init) => {
    if (path.includes('mail/retry')) retries.push(sentBody(init));
    if (path.includes('mail/retry'))
      return jsonResponse(200, {
        success: true,
        id: sentBody(init).id,
        status: 'queued',
        message: 'Queued for sending again',
      });
    if (path.includes('mail/outbox_list'))
      return jsonResponse(200, { success: true, configured: true, mails: [failed], next: null });
    return jsonResponse(404, { success: false, message: 'Not found' });
  });
}

describe('MailOutboxPage', () => {
  it('shows each mail with its document, recipients, status, attempts and error, and retries a failed one', async () => {
    outboxServer();
    const user = userEvent.setup();
    renderRoutes(routes, ['/mail-outbox']);

    const table = await screen.findByRole('table', { name: 'Mail outbox' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByRole('link', { name: 'INV-ARG-12' })).toHaveAttribute('href', '/invoice/12');
    expect(within(row).getByText('"Al Noor, Accounts" <a@noor.bh>')).toBeVisible();
    expect(within(row).getByText('Failed')).toBeVisible();
    expect(within(row).getByText('550 5.1.1 Mailbox does not exist')).toBeVisible();
    expect(within(row).getByText('3 attempts')).toBeVisible();

    await user.click(within(row).getByRole('button', { name: /^Retry the mail of INV-ARG-12/ }));
    expect(await screen.findByText('Queued for sending again')).toBeVisible();
    expect(retries).toEqual([{ id: 41 }]);
  });

  it('keeps its filters in the address: a reload shows them and asks for the same mails', async () => {
    const fetchMock = outboxServer();
    const user = userEvent.setup();
    const router = renderRoutes(routes, ['/mail-outbox?status=failed']);

    await screen.findByRole('table', { name: 'Mail outbox' });
    await user.type(screen.getByRole('textbox', { name: 'Document number' }), 'INV-ARG-12');
    await waitFor(() => expect(router.state.location.search).toBe('?status=failed&number=INV-ARG-12'));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'mail/outbox_list').at(-1)).toContain('status=failed&number=INV-ARG-12'),
    );
    cleanup();
    fetchMock.mockClear();

    renderRoutes(routes, [`/mail-outbox${router.state.location.search}`]);
    expect(await screen.findByRole('textbox', { name: 'Document number' })).toHaveValue('INV-ARG-12');
    expect(screen.getByRole('textbox', { name: 'Status' })).toHaveValue('Failed');
    await screen.findByRole('table', { name: 'Mail outbox' });
    expect(callsTo(fetchMock, 'mail/outbox_list')[0]).toContain('status=failed&number=INV-ARG-12');
  });
});
