import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SignedInUserContext } from '../../../lib/session/signed-in-user';
import { jsonResponse, mockFetch, fieldRefusal, sentBody } from '../../../testing/fetch-mock';
import { ADMIN_USER } from '../../../testing/session-users';
import { renderRoutes } from '../../../testing/render-routes';
import { ADMIN_RECORD, SAM_RECORD } from '../../../testing/user-records';
import { UsersPage } from './users-page';

// These pages wait for mocked calls and modal transitions; a busy machine needs more than the default second.
configure({ asyncUtilTimeout: 5_000 });

function serve(onSave: (body: Record<string, unknown>) => Response) {
  return mockFetch((path, init) => {
    if (path.endsWith('/users_list')) return jsonResponse(200, { success: true, users: [ADMIN_RECORD, SAM_RECORD] });
    if (path.endsWith('/user_save')) return onSave(sentBody(init));
    return jsonResponse(404, { success: false, message: 'unexpected call' });
  });
}

function renderUsersPage() {
  renderRoutes(
    [
      {
        path: '/users',
        element: (
          <SignedInUserContext.Provider value={ADMIN_USER}>
            <UsersPage />
          </SignedInUserContext.Provider>
        ),
      },
    ],
    ['/users'],
  );
}

function saves(fetchMock: ReturnType<typeof serve>) {
  return fetchMock.mock.calls
    .filter(([input]) =>
      (typeof input === 'string' ? input : input instanceof URL ? input.href : input.url).endsWith('/user_save'),
    )
    .map(([, init]) => sentBody(init));
}

describe('UsersPage', { timeout: 30_000 }, () => {
  it('lists users and does not offer to disable the signed-in Admin', async () => {
    serve(() => jsonResponse(500, {}));
    renderUsersPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    const me = await screen.findByRole('row', {
      name: /Aisha Al Khalifa You admin@fleetledger.test U0001 Admin Active/,
    });
    expect(within(me).queryByRole('button', { name: /^Disable/ })).not.toBeInTheDocument();
    const sam = screen.getByRole('row', { name: /Sam Joseph sam@fleetledger.test U0005 Driver Active/ });
    expect(within(sam).getByRole('button', { name: 'Disable sam@fleetledger.test' })).toBeInTheDocument();
  });

  it('adds a user and shows the server password message under the password field', async () => {
    const fetchMock = serve(() => fieldRefusal('password', 'Password must be at least 10 characters'));
    const user = userEvent.setup();
    renderUsersPage();
    await user.click(await screen.findByRole('button', { name: 'Add user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add user' });

    await user.click(within(dialog).getByRole('button', { name: 'Save user' }));
    expect(within(dialog).getByText('Choose an authority')).toBeInTheDocument();
    expect(saves(fetchMock)).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /^Email/ }), 'new@fleetledger.test');
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'New Person');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Authority/ }), 'Supervisor');
    const password = within(dialog).getByLabelText(/^Password/);
    await user.type(password, 'short');
    await user.click(within(dialog).getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(within(dialog).getByRole('button', { name: 'Save user' }));

    await waitFor(() => expect(password).toHaveAccessibleDescription(/Password must be at least 10 characters/));
    expect(saves(fetchMock)).toEqual([
      { id: null, email: 'new@fleetledger.test', name: 'New Person', authority: 3, password: 'short', active: true },
    ]);
  });

  it('changes a user authority and resets the password', async () => {
    const fetchMock = serve((body) =>
      jsonResponse(200, {
        success: true,
        user: { ...SAM_RECORD, authority: 2, role: 'Manager' },
        message: 'Saved',
        sent: body,
      }),
    );
    const user = userEvent.setup();
    renderUsersPage();
    await user.click(await screen.findByRole('button', { name: 'Edit sam@fleetledger.test' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit user' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Authority/ }), 'Manager');
    await user.type(within(dialog).getByLabelText(/^Reset password/), 'a new long passphrase');
    await user.click(within(dialog).getByRole('button', { name: 'Save user' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit user' })).not.toBeInTheDocument());
    expect(saves(fetchMock)).toEqual([
      {
        id: 5,
        email: 'sam@fleetledger.test',
        name: 'Sam Joseph',
        authority: 2,
        password: 'a new long passphrase',
        active: true,
      },
    ]);
  });

  it('disables a user after a confirmation that says their sessions end', async () => {
    const fetchMock = serve(() =>
      jsonResponse(200, { success: true, user: { ...SAM_RECORD, active: false }, message: 'Saved' }),
    );
    const user = userEvent.setup();
    renderUsersPage();
    await user.click(await screen.findByRole('button', { name: 'Disable sam@fleetledger.test' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable user?' });
    expect(dialog).toHaveTextContent('Their sessions will end now');
    await user.click(within(dialog).getByRole('button', { name: 'Disable user' }));
    await waitFor(() =>
      expect(saves(fetchMock)).toEqual([
        { id: 5, email: 'sam@fleetledger.test', name: 'Sam Joseph', authority: 4, active: false },
      ]),
    );
  });
});
