import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STATUS_MESSAGES } from '@fleetledger/shared/documents/document-status';
import { LOCK_MESSAGES, type LockDate } from '@fleetledger/shared/ledger/lock-date.contract';
import { fieldRefusal, jsonResponse, mockFetch, sentBody } from '../../../testing/fetch-mock';
import { renderRoutes } from '../../../testing/render-routes';
import { LOCKED_Q3, OPEN } from '../testing/lock-date-answers';
import { LockDatePage } from './lock-date-page';

const routes = [{ path: '/books/lock-date', element: <LockDatePage /> }];
const ADMIN_CODE = '5678';

/**
 * The lock date as the server keeps it: `answerMove` saves a move (the lock date it answers) or refuses
 * it (a response); by default a move is saved at the next version, by Ada Admin, with the reason sent.
 * Every move asked for is kept in `moves`.
 */
function lockServer(stored: LockDate, answerMove?: (body: Record<string, unknown>) => LockDate | Response) {
  let lock = stored;
  const moves: Record<string, unknown>[] = [];
  const fetchMock = mockFetch((path, init) => {
    if (path.endsWith('books/lock_date') && init?.method === 'POST') {
      const body = sentBody(init);
      moves.push(body);
      const answer = answerMove?.(body) ?? {
        success: true,
        lock_date: (body.lock_date as string | null) ?? null,
        version: lock.version + 1,
        changed_by: 'Ada Admin',
        changed_at: '2026-11-20T05:00:00.000Z',
        reason: (body.reason as string | null) ?? null,
        filed_through: lock.filed_through,
      };
      if (answer instanceof Response) return answer;
      lock = answer;
      return jsonResponse(200, lock);
    }
    if (path.endsWith('books/lock_date')) return jsonResponse(200, lock);
    return jsonResponse(404, { success: false, message: 'Not found' });
  });
  return { fetchMock, moves };
}

const dateBox = () => screen.getByRole('textbox', { name: 'Lock date' });
const adminCode = () => screen.queryByLabelText(/^Admin code/);
const reasonBox = () => screen.queryByRole('textbox', { name: /^Reason for reopening a filed period/ });

/** A field the form marks wrong, its message read with it. */
function expectFieldError(field: HTMLElement | null, message: string) {
  expect(field).toBeInvalid();
  expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
}

/** Opens the page and waits until it says where the lock date stands. */
async function openLockDate() {
  const user = userEvent.setup();
  renderRoutes(routes, ['/books/lock-date']);
  await screen.findByTestId('lock-standing');
  return user;
}

async function typeDate(user: UserEvent, date: string) {
  await user.clear(dateBox());
  if (date === '') return;
  await user.click(dateBox());
  await user.paste(date);
}

describe('LockDatePage', () => {
  it('shows the lock date, who moved it and when and why, and where the filed returns are', async () => {
    lockServer({ ...LOCKED_Q3, reason: 'Q2 purchase entered twice' });
    const user = userEvent.setup();
    const router = renderRoutes(
      [...routes, { path: '/books/vat-return', element: <p>VAT Return</p> }],
      ['/books/lock-date'],
    );

    expect(await screen.findByTestId('lock-standing')).toHaveTextContent('The books are locked up to 30/09/2026');
    expect(screen.getByTestId('lock-moved')).toHaveTextContent('Moved by Aisha Al Khalifa on 04/10/2026 09:41');
    expect(screen.getByTestId('lock-reason')).toHaveTextContent('Reason: Q2 purchase entered twice');
    expect(dateBox()).toHaveValue('30/09/2026');
    const meaning = screen.getByRole('region', { name: 'What the lock date means' });
    expect(meaning).toHaveTextContent(
      'On or before the lock date nothing can be added, changed, posted, reversed or cancelled',
    );
    expect(screen.queryByRole('table', { name: 'Filed VAT returns' })).not.toBeInTheDocument();

    await user.click(within(meaning).getByRole('link', { name: 'VAT Return' }));
    expect(router.state.location.pathname).toBe('/books/vat-return');
  });

  it('says the books are open before any lock date, and moves it later without the admin code', async () => {
    const { moves } = lockServer(OPEN);
    const user = userEvent.setup();
    renderRoutes(routes, ['/books/lock-date']);

    expect(await screen.findByTestId('lock-standing')).toHaveTextContent('The books are open');
    expect(screen.queryByTestId('lock-moved')).not.toBeInTheDocument();
    expect(screen.queryByTestId('lock-reason')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await typeDate(user, '31/03/2026');
    expect(adminCode()).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('The books are locked up to 31/03/2026', { selector: 'p' })).toBeInTheDocument();
    expect(moves).toEqual([{ lock_date: '2026-03-31', version: 0, reason: null }]);
    expect(screen.getByTestId('lock-moved')).toHaveTextContent('Moved by Ada Admin on 20/11/2026 08:00');
  });

  it('asks for the admin code, saying what it opens, only when the date moves earlier or is cleared', async () => {
    const unfiled: LockDate = { ...LOCKED_Q3, filed_through: null };
    const { moves } = lockServer(unfiled, (body) =>
      body.admin_code === ADMIN_CODE
        ? { ...unfiled, lock_date: body.lock_date as string, version: 5 }
        : fieldRefusal('admin_code', STATUS_MESSAGES.invalidAdminCode),
    );
    const user = await openLockDate();

    await typeDate(user, '31/10/2026');
    expect(adminCode()).not.toBeInTheDocument();
    await typeDate(user, '30/06/2026');
    expect(adminCode()).toHaveAccessibleDescription(
      'Moving the lock date from 30/09/2026 to 30/06/2026 lets what is dated between them change again, so it needs the admin code.',
    );
    expect(adminCode()).toHaveAttribute('type', 'password');
    expect(reasonBox()).not.toBeInTheDocument();
    await typeDate(user, '');
    expect(adminCode()).toHaveAccessibleDescription(
      'Opening the books lets everything dated up to 30/09/2026 change again, so it needs the admin code.',
    );

    // Without the code nothing is sent; a wrong one is the server's word on the field; the right one saves.
    await typeDate(user, '30/06/2026');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expectFieldError(adminCode(), LOCK_MESSAGES.adminCodeToMoveEarlier);
    expect(moves).toEqual([]);
    await user.type(adminCode()!, '0000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(STATUS_MESSAGES.invalidAdminCode);
    expectFieldError(adminCode(), STATUS_MESSAGES.invalidAdminCode);
    await user.clear(adminCode()!);
    await user.type(adminCode()!, ADMIN_CODE);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('The books are locked up to 30/06/2026', { selector: 'p' })).toBeInTheDocument();
    expect(adminCode()).not.toBeInTheDocument();
    expect(moves.at(-1)).toEqual({ lock_date: '2026-06-30', version: 4, reason: null, admin_code: ADMIN_CODE });
  });

  it('refuses a date after today on the field, as the server would', async () => {
    const { moves } = lockServer(OPEN);
    const user = await openLockDate();

    await typeDate(user, '31/12/2099');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expectFieldError(dateBox(), LOCK_MESSAGES.notAfterToday);
    expect(moves).toEqual([]);
  });

  it('opens the conflict dialog on a stale save: Take theirs shows their date, Keep mine saves mine over it', async () => {
    const theirs: LockDate = { ...LOCKED_Q3, lock_date: '2026-10-31', version: 5, changed_by: 'Bilal Accounts' };
    const again: LockDate = { ...theirs, lock_date: '2026-11-15', version: 6 };
    const { moves } = lockServer(LOCKED_Q3, (body) => {
      const stale = { 4: theirs, 5: again }[body.version as number];
      if (stale !== undefined)
        return jsonResponse(409, { success: false, message: LOCK_MESSAGES.stale, current: stale });
      return { ...again, lock_date: body.lock_date as string, version: 7, changed_by: 'Ada Admin' };
    });
    const user = await openLockDate();

    await typeDate(user, '20/10/2026');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    let dialog = await screen.findByRole('dialog', { name: 'The lock date was moved meanwhile' });
    expect(dialog).toHaveTextContent(LOCK_MESSAGES.stale);
    expect(within(dialog).getByRole('table', { name: 'Differences' })).toHaveTextContent(
      'FieldTheirsYoursLock date31/10/202620/10/2026',
    );
    // What the server holds now is what the page says, whatever the user chooses.
    expect(screen.getByTestId('lock-standing')).toHaveTextContent('The books are locked up to 31/10/2026');
    await user.click(within(dialog).getByRole('button', { name: 'Take theirs' }));
    expect(dateBox()).toHaveValue('31/10/2026');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

    // Mine is earlier than theirs now, so it takes the admin code; moved again meanwhile, Keep mine
    // saves it over the newest version.
    await typeDate(user, '20/10/2026');
    await user.type(adminCode()!, ADMIN_CODE);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    dialog = await screen.findByRole('dialog', { name: 'The lock date was moved meanwhile' });
    expect(within(dialog).getByRole('table', { name: 'Differences' })).toHaveTextContent(
      'FieldTheirsYoursLock date15/11/202620/10/2026',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Keep mine' }));
    expect(dateBox()).toHaveValue('20/10/2026');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('The books are locked up to 20/10/2026', { selector: 'p' })).toBeInTheDocument();
    expect(moves.map((move) => move.version)).toEqual([4, 5, 6]);
    expect(moves.at(-1)).toEqual({ lock_date: '2026-10-20', version: 6, reason: null, admin_code: ADMIN_CODE });
  });

  it('asks why, as well as the admin code, when the date moves back over a filed return, and sends the reason', async () => {
    const { moves } = lockServer(LOCKED_Q3);
    const user = await openLockDate();

    // Later than the filed return's end, or back to it, asks nothing; before it, or open books, ask why.
    await typeDate(user, '31/10/2026');
    expect(reasonBox()).not.toBeInTheDocument();
    await typeDate(user, '30/06/2026');
    expect(reasonBox()).toBeRequired();
    expect(reasonBox()).toHaveAccessibleDescription(
      'A VAT return is filed up to 30/09/2026: the audit log keeps why its period is opened again.',
    );
    await typeDate(user, '');
    expect(reasonBox()).toBeInTheDocument();

    // Without a reason nothing is sent; with it, the move and its reason are.
    await typeDate(user, '30/06/2026');
    await user.type(adminCode()!, ADMIN_CODE);
    await user.type(reasonBox()!, '   ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expectFieldError(reasonBox(), 'A VAT return is filed up to 30/09/2026: say why its period is opened again');
    expect(moves).toEqual([]);
    await user.type(reasonBox()!, 'Q2 purchase entered twice');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('The books are locked up to 30/06/2026', { selector: 'p' })).toBeInTheDocument();
    expect(moves).toEqual([
      { lock_date: '2026-06-30', version: 4, reason: 'Q2 purchase entered twice', admin_code: ADMIN_CODE },
    ]);
    expect(screen.getByTestId('lock-reason')).toHaveTextContent('Reason: Q2 purchase entered twice');
    expect(reasonBox()).not.toBeInTheDocument();
  });

  it("shows the server's word under the reason when it refuses the move for it", async () => {
    const refused = LOCK_MESSAGES.reasonToReopenFiled('2026-07-01', '2026-09-30');
    // The screen read the books before Q3 was filed: only the server knows a reason is needed.
    const { moves } = lockServer({ ...LOCKED_Q3, filed_through: null }, (body) =>
      body.reason === null ? fieldRefusal('reason', refused) : { ...LOCKED_Q3, lock_date: '2026-06-30', version: 5 },
    );
    const user = await openLockDate();

    await typeDate(user, '30/06/2026');
    expect(reasonBox()).not.toBeInTheDocument();
    await user.type(adminCode()!, ADMIN_CODE);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(refused);
    expectFieldError(reasonBox(), refused);
    await user.type(reasonBox()!, 'Q2 purchase entered twice');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The books are locked up to 30/06/2026', { selector: 'p' })).toBeInTheDocument();
    expect(moves.map((move) => move.reason)).toEqual([null, 'Q2 purchase entered twice']);
  });
});
