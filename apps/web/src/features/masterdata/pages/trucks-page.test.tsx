import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MASTERDATA_MESSAGES } from '@fleetledger/shared/masterdata/masterdata.contract';
import { jsonResponse, mockFetch, fieldRefusal, sentBody } from '../../../testing/fetch-mock';
import { called, renderPage, sentTo } from '../testing/masterdata-fixtures';
import { SUPERVISOR_USER } from '../../../testing/session-users';
import { TrucksPage } from './trucks-page';
import { rowTextsOf } from '../../../testing/tables';

// These pages wait for mocked calls and modal transitions; a busy machine needs more than the default second.
configure({ asyncUtilTimeout: 5_000 });

const T100 = { id: 1, number: 'T-100', active: true, version: 2 };
const T200 = { id: 2, number: 'T-200', active: false, version: 5 };

function listAnswer(path: string) {
  const inactive = path.includes('include_inactive=1');
  return jsonResponse(200, { success: true, trucks: inactive ? [T100, T200] : [T100] });
}

/** A server with the two trucks; saves answer as `onSave` says. */
function serve(
  onSave: (body: Record<string, unknown>) => Response = () =>
    jsonResponse(200, { success: true, id: 9, message: 'Saved' }),
) {
  return mockFetch((path, init) => {
    if (path.includes('/trucks_list')) return listAnswer(path);
    if (path.endsWith('/truck_save')) return onSave(sentBody(init));
    return jsonResponse(404, { success: false, message: 'unexpected call' });
  });
}

function saves(fetchMock: ReturnType<typeof serve>) {
  return sentTo(fetchMock, '/truck_save');
}

/** Opens T-100 for editing, types T-150 over its number and saves. */
async function saveT150OverT100() {
  const user = userEvent.setup();
  renderPage('/trucks', <TrucksPage />);
  await user.click(await screen.findByRole('button', { name: 'Edit T-100' }));
  const form = await screen.findByRole('dialog', { name: 'Edit truck' });
  const input = within(form).getByRole('textbox', { name: /^Truck number/ });
  expect(input).toHaveValue('T-100');
  await user.clear(input);
  await user.type(input, 'T-150');
  await user.click(within(form).getByRole('button', { name: 'Save truck' }));
  return { user, form, input };
}

/** The first save of those edits, sent at the version the page loaded, which the server finds stale. */
const T150_AT_STALE_VERSION = { number: 'T-150', id: 1, version: 2, active: true };

/** Saves the edit form once more and waits for it to close. */
async function saveAgain(user: UserEvent, form: HTMLElement) {
  await user.click(within(form).getByRole('button', { name: 'Save truck' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit truck' })).not.toBeInTheDocument());
}

describe('TrucksPage', { timeout: 30_000 }, () => {
  it('lists the trucks with their status, and the inactive ones on request', async () => {
    const fetchMock = serve();
    const user = userEvent.setup();
    renderPage('/trucks', <TrucksPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Trucks' })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Truck number' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /T-100 Active/ })).toBeInTheDocument();
    expect(within(table).queryByText('T-200')).not.toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'Show inactive' }));
    expect(await within(table).findByRole('row', { name: /T-200 Inactive/ })).toBeInTheDocument();
    expect(called(fetchMock, 'trucks_list?include_inactive=1')).toBe(true);
  });

  it('checks the form before sending and shows the server refusing a duplicate', async () => {
    const fetchMock = serve(() => jsonResponse(409, { success: false, message: 'Truck T-100 already exists' }));
    const user = userEvent.setup();
    renderPage('/trucks', <TrucksPage />);
    await screen.findByRole('table');

    await user.click(screen.getByRole('button', { name: 'Add truck' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add truck' });
    await user.click(within(dialog).getByRole('button', { name: 'Save truck' }));
    expect(within(dialog).getByText('Truck number is required')).toBeInTheDocument();
    expect(saves(fetchMock)).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /^Truck number/ }), 't-100');
    expect(within(dialog).queryByText('Truck number is required')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save truck' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Truck T-100 already exists');
    expect(saves(fetchMock)).toEqual([{ number: 't-100', id: null, version: null, active: true }]);
  });

  it('shows a server field message under its field', async () => {
    serve(() => fieldRefusal('number', 'Truck number must be at most 30 characters'));
    const user = userEvent.setup();
    renderPage('/trucks', <TrucksPage />);
    await user.click(await screen.findByRole('button', { name: 'Add truck' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add truck' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Truck number/ }), 'T-1');
    await user.click(within(dialog).getByRole('button', { name: 'Save truck' }));
    const input = within(dialog).getByRole('textbox', { name: /^Truck number/ });
    await waitFor(() => expect(input).toHaveAccessibleDescription(/Truck number must be at most 30 characters/));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('edits at the loaded version and offers Reload after a stale save', async () => {
    let stale = true;
    const fetchMock = mockFetch((path, init) => {
      if (path.includes('/trucks_list')) {
        return jsonResponse(200, { success: true, trucks: [stale ? T100 : { ...T100, number: 'T-101', version: 3 }] });
      }
      if (path.endsWith('/truck_save')) {
        const body = sentBody(init);
        if (body.version === 2) {
          stale = false;
          return jsonResponse(409, { success: false, message: MASTERDATA_MESSAGES.stale });
        }
        return jsonResponse(200, { success: true, id: 1, message: 'Saved' });
      }
      return jsonResponse(404, {});
    });
    const { user, form: dialog, input } = await saveT150OverT100();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MASTERDATA_MESSAGES.stale);

    await user.click(within(dialog).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(input).toHaveValue('T-101'));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await saveAgain(user, dialog);
    expect(saves(fetchMock)).toEqual([T150_AT_STALE_VERSION, { number: 'T-101', id: 1, version: 3, active: true }]);
  });

  it('on a stale save answered with the stored truck, shows the number both changed and Keep mine saves mine over the newer version', async () => {
    const theirs = { ...T100, number: 'T-101', version: 3 };
    const fetchMock = serve((body) =>
      body.version === 2
        ? jsonResponse(409, { success: false, message: MASTERDATA_MESSAGES.stale, current: theirs })
        : jsonResponse(200, { success: true, id: 1, message: 'Saved' }),
    );
    const { user, form, input } = await saveT150OverT100();

    const conflict = await screen.findByRole('dialog', { name: 'This truck was changed meanwhile' });
    expect(rowTextsOf('Changed by both', conflict)).toEqual([
      'FieldTheirsYoursKeep',
      'Truck numberT-101T-150MineTheirs',
    ]);
    await user.click(within(conflict).getByRole('button', { name: 'Keep mine' }));
    expect(input).toHaveValue('T-150');
    await saveAgain(user, form);
    expect(saves(fetchMock)).toEqual([T150_AT_STALE_VERSION, { number: 'T-150', id: 1, version: 3, active: true }]);
  });

  it('deactivates after a confirmation, as a save with active false and the version', async () => {
    const fetchMock = serve();
    const user = userEvent.setup();
    renderPage('/trucks', <TrucksPage />);

    await user.click(await screen.findByRole('button', { name: 'Deactivate T-100' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate truck?' });
    expect(dialog).toHaveTextContent('jobs that already use it keep it');
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(saves(fetchMock)).toEqual([{ number: 'T-100', id: 1, version: 2, active: false }]));
  });

  it('shows a Supervisor the list without add, edit or deactivate', async () => {
    serve();
    renderPage('/trucks', <TrucksPage />, SUPERVISOR_USER);
    const table = await screen.findByRole('table');
    expect(within(table).getByText('T-100')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add truck' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Deactivate/ })).not.toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
  });
});
