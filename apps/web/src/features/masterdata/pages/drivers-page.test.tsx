import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, fieldRefusal, sentBody } from '../../../testing/fetch-mock';
import { called, renderPage, sentTo } from '../testing/masterdata-fixtures';
import { MANAGER_USER } from '../../../testing/session-users';
import { RAJESH_RECORD, SAM_RECORD } from '../../../testing/user-records';
import { DriversPage } from './drivers-page';

// These pages wait for mocked calls and modal transitions; a busy machine needs more than the default second.
configure({ asyncUtilTimeout: 5_000 });

beforeAll(() => {
  Element.prototype.scrollIntoView = () => undefined;
});

const DRIVER = {
  id: 3,
  name: 'Rajesh Kumar',
  truck_id: 1,
  truck_number: 'T-100',
  user_id: 4,
  user_email: 'driver@fleetledger.test',
  active: true,
  version: 1,
};
const TRUCKS = [
  { id: 1, number: 'T-100', active: true, version: 1 },
  { id: 2, number: 'T-200', active: true, version: 1 },
];
const USERS = [RAJESH_RECORD, SAM_RECORD];

function serve(onSave: (body: Record<string, unknown>) => Response) {
  return mockFetch((path, init) => {
    if (path.includes('/drivers_list')) return jsonResponse(200, { success: true, drivers: [DRIVER] });
    if (path.includes('/trucks_list')) return jsonResponse(200, { success: true, trucks: TRUCKS });
    if (path.includes('/users_list')) return jsonResponse(200, { success: true, users: USERS });
    if (path.endsWith('/driver_save')) return onSave(sentBody(init));
    return jsonResponse(404, { success: false, message: 'unexpected call' });
  });
}

async function choose(user: UserEvent, input: HTMLElement, typed: string) {
  await user.clear(input);
  await user.type(input, typed);
  await user.keyboard('{ArrowDown}{Enter}');
}

const ok = () => jsonResponse(200, { success: true, id: 3, message: 'Saved' });

describe('DriversPage', { timeout: 40_000 }, () => {
  it('lets an Admin choose the default truck and the user account', async () => {
    const fetchMock = serve(ok);
    const user = userEvent.setup();
    renderPage('/drivers', <DriversPage />);

    const row = await screen.findByRole('row', { name: /Rajesh Kumar T-100 driver@fleetledger.test Active/ });
    await user.click(within(row).getByRole('button', { name: 'Edit Rajesh Kumar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit driver' });
    expect(within(dialog).getByRole('textbox', { name: /^Default truck/ })).toHaveValue('T-100');
    const account = within(dialog).getByRole('textbox', { name: /^User account/ });
    await waitFor(() => expect(account).toHaveValue('Rajesh Kumar · driver@fleetledger.test (Driver)'));

    // Keyboard choice (jsdom has no layout, so Mantine keeps the dropdown itself hidden).
    await choose(user, within(dialog).getByRole('textbox', { name: /^Default truck/ }), 'T-200');
    await choose(user, account, 'sam@');
    expect(within(dialog).getByRole('textbox', { name: /^Default truck/ })).toHaveValue('T-200');
    expect(account).toHaveValue('Sam Joseph · sam@fleetledger.test (Driver)');
    await user.click(within(dialog).getByRole('button', { name: 'Save driver' }));

    await waitFor(() =>
      expect(sentTo(fetchMock, '/driver_save')).toEqual([
        { name: 'Rajesh Kumar', truck_id: 2, user_id: 5, id: 3, version: 1, active: true },
      ]),
    );
  });

  it('shows a Manager the linked account read-only, never asks for users, and keeps the link on save', async () => {
    const fetchMock = serve(() => fieldRefusal('truck_id', 'Truck must be selected from the list'));
    const user = userEvent.setup();
    renderPage('/drivers', <DriversPage />, MANAGER_USER);

    await user.click(await screen.findByRole('button', { name: 'Edit Rajesh Kumar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit driver' });
    const account = within(dialog).getByRole('textbox', { name: /^User account/ });
    expect(account).toHaveValue('driver@fleetledger.test');
    expect(account).toHaveAttribute('readonly');

    await user.click(within(dialog).getByRole('button', { name: 'Save driver' }));
    const truck = within(dialog).getByRole('textbox', { name: /^Default truck/ });
    await waitFor(() => expect(truck).toHaveAccessibleDescription(/Truck must be selected from the list/));
    expect(called(fetchMock, 'users_list')).toBe(false);
    const [sent] = sentTo(fetchMock, '/driver_save');
    expect(sent).toMatchObject({ user_id: 4, truck_id: 1 });
  });
});
