import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '@fleetledger/shared/audit-log/audit-log.contract';
import { callsTo, jsonResponse, mockFetch } from '../../../testing/fetch-mock';
import type { SessionUser } from '@fleetledger/shared/auth/session-user';
import { SignedInUserContext } from '../../../lib/session/signed-in-user';
import { auditEntry } from '../../../testing/audit-entries';
import { renderRoutes } from '../../../testing/render-routes';
import { ADMIN_USER, MANAGER_USER } from '../../../testing/session-users';
import { AuditLogPage } from './audit-log-page';

const routesFor = (reader: SessionUser) => [
  {
    path: '/audit-log',
    element: (
      <SignedInUserContext.Provider value={reader}>
        <AuditLogPage />
      </SignedInUserContext.Provider>
    ),
  },
];
const routes = routesFor(ADMIN_USER);

function auditServer(entries: AuditEntry[] = [auditEntry(100)]) {
  return mockFetch((path) => {
    if (path.includes('audit/users'))
      return jsonResponse(200, { success: true, users: [{ id: 1, name: 'Ada Admin', email: 'ada@example.com' }] });
    if (path.includes('before_id=100'))
      return jsonResponse(200, { success: true, entries: [auditEntry(99, { record: 'INV-ARG-11' })], next: null });
    if (path.includes('audit/log')) return jsonResponse(200, { success: true, entries, next: 100 });
    return jsonResponse(404, { success: false, message: 'Not found' });
  });
}

describe('AuditLogPage', () => {
  it("shows who changed what, when on Bahrain's clock and from where, and opens the fields changed", async () => {
    auditServer();
    const user = userEvent.setup();
    renderRoutes(routes, ['/audit-log']);

    const log = await screen.findByRole('table', { name: 'Audit log' });
    const row = within(log).getAllByRole('row')[1]!;
    expect(within(row).getByText('26/11/2026 09:41')).toBeVisible();
    expect(within(row).getByText('ada@example.com')).toBeVisible();
    expect(within(row).getByText('10.0.0.5')).toBeVisible();
    expect(within(row).getByRole('link', { name: 'INV-ARG-12' })).toHaveAttribute('href', '/invoice/12');
    expect(within(row).getByText('Status moved')).toBeVisible();

    await user.click(within(row).getByRole('button', { name: 'Show 1 field' }));
    const changes = screen.getByRole('table', { name: 'Fields changed' });
    expect(
      within(changes)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Status', 'Created', 'Approved']);
  });

  it('pages older by the last entry shown and back newer', async () => {
    const fetchMock = auditServer();
    const user = userEvent.setup();
    renderRoutes(routes, ['/audit-log']);

    await screen.findByRole('link', { name: 'INV-ARG-12' });
    await user.click(screen.getByRole('button', { name: 'Older' }));
    expect(await screen.findByRole('link', { name: 'INV-ARG-11' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Older' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Newer' }));
    expect(await screen.findByRole('link', { name: 'INV-ARG-12' })).toBeVisible();
    expect(callsTo(fetchMock, 'audit/log').some((call) => call.includes('before_id=100'))).toBe(true);
  });

  it('asks for a record by its kind and number, as a link to it opens the page', async () => {
    const fetchMock = auditServer();
    renderRoutes(routes, ['/audit-log?kind=invoice&record=INV-ARG-12']);

    await screen.findByRole('link', { name: 'INV-ARG-12' });
    expect(screen.getByRole('textbox', { name: 'Record number' })).toHaveValue('INV-ARG-12');
    expect(callsTo(fetchMock, 'audit/log')[0]).toContain('kind=invoice&record=INV-ARG-12');
  });

  it('keeps its filters in the address: a reload shows them and asks for the same entries', async () => {
    const fetchMock = auditServer();
    const user = userEvent.setup();
    const router = renderRoutes(routes, ['/audit-log?kind=invoice']);

    await screen.findByRole('link', { name: 'INV-ARG-12' });
    await user.type(screen.getByRole('textbox', { name: 'Record number' }), 'INV-ARG-12');
    await waitFor(() => expect(router.state.location.search).toBe('?kind=invoice&record=INV-ARG-12'));
    await waitFor(() => expect(callsTo(fetchMock, 'audit/log').at(-1)).toContain('kind=invoice&record=INV-ARG-12'));
    cleanup();
    fetchMock.mockClear();

    renderRoutes(routes, [`/audit-log${router.state.location.search}`]);
    expect(await screen.findByRole('textbox', { name: 'Record number' })).toHaveValue('INV-ARG-12');
    await screen.findByRole('link', { name: 'INV-ARG-12' });
    expect(callsTo(fetchMock, 'audit/log')[0]).toContain('kind=invoice&record=INV-ARG-12');
  });

  it('links a record only to a page the reader may open: a Manager reads of users, but opens no Users page', async () => {
    const signIn = auditEntry(100, {
      action: 'sign_in',
      kind: 'user',
      record: 'Ada Admin (ada@example.com)',
      link: '/users',
    });
    auditServer([signIn, auditEntry(101, { kind: 'expense', record: '#7', link: '/expense-edit/7' })]);
    renderRoutes(routesFor(MANAGER_USER), ['/audit-log']);

    expect(await screen.findByRole('link', { name: '#7' })).toHaveAttribute('href', '/expense-edit/7');
    const log = screen.getByRole('table', { name: 'Audit log' });
    expect(within(log).getByText('Ada Admin (ada@example.com)')).toBeVisible();
    expect(within(log).queryByRole('link', { name: 'Ada Admin (ada@example.com)' })).toBeNull();
  });
});
