import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN, MANAGER, type Authority } from '@fleetledger/shared/access';
import type { DocumentKind, DocumentStatus } from '@fleetledger/shared/documents/document-status';
import { AppProviders } from '../app/providers';
import { answeringServer } from '../testing/fetch-mock';
import { StatusActions, type StatusActionsProps } from './status-actions';

function setup(
  status: DocumentStatus,
  {
    kind = 'invoice',
    authority = MANAGER,
    held = null,
  }: { kind?: DocumentKind; authority?: Authority; held?: string | null } = {},
) {
  const onMove = vi.fn<StatusActionsProps['onMove']>().mockResolvedValue(undefined);
  const user = userEvent.setup();
  render(
    <AppProviders>
      <StatusActions kind={kind} status={status} authority={authority} held={held} onMove={onMove} />
    </AppProviders>,
  );
  return { onMove, user };
}

async function chooseMove(user: ReturnType<typeof userEvent.setup>, to: DocumentStatus) {
  await user.click(screen.getByRole('button', { name: 'Change Status' }));
  const dialog = await screen.findByRole('dialog', { name: 'Change Status' });
  await user.click(within(dialog).getByRole('radio', { name: to }));
  await user.click(within(dialog).getByRole('button', { name: 'Update Status' }));
}

const changeStatusButton = () => screen.queryByRole('button', { name: 'Change Status' });

describe('status actions', () => {
  it.each<[DocumentKind, DocumentStatus, Authority, boolean]>([
    ['invoice', 'Created', MANAGER, true],
    ['purchase', 'Approved', MANAGER, true],
    ['invoice', 'Posted', MANAGER, false],
    ['invoice', 'Posted', ADMIN, true],
    ['receipt', 'Posted', ADMIN, true],
    ['invoice', 'Cancelled', ADMIN, false],
    ['purchase', 'Cancelled', ADMIN, false],
  ])('a %s %s for authority %i offers Change Status: %s', (kind, status, authority, offered) => {
    setup(status, { kind, authority });
    if (offered) expect(changeStatusButton()).toBeInTheDocument();
    else expect(changeStatusButton()).not.toBeInTheDocument();
  });

  it('says what holds a paid document before asking for any code, and makes no move', async () => {
    const held = 'Paid by RCPT-ARG-1, RCPT-ARG-2: cancel those receipts before the invoice leaves Posted';
    const { user, onMove } = setup('Posted', { authority: ADMIN, held });
    await user.click(screen.getByRole('button', { name: 'Change Status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Status' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(held);
    await user.click(within(dialog).getByRole('radio', { name: 'Cancelled' }));
    expect(within(dialog).getByRole('button', { name: 'Update Status' })).toBeDisabled();
    expect(screen.queryByRole('dialog', { name: 'Security Verification' })).not.toBeInTheDocument();
    expect(onMove).not.toHaveBeenCalled();
  });

  it('shows the current status and only the allowed moves', async () => {
    const { user } = setup('Approved', { kind: 'invoice' });
    await user.click(screen.getByRole('button', { name: 'Change Status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Status' });
    expect(within(dialog).getByText('Approved')).toBeInTheDocument();
    const group = within(dialog).getByRole('radiogroup', { name: 'New status' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['Created', 'Posted']);
    expect(within(dialog).getByRole('button', { name: 'Update Status' })).toBeDisabled();
  });

  it('moves Created to Approved at once, with no codes asked', async () => {
    const { user, onMove } = setup('Created');
    await chooseMove(user, 'Approved');
    expect(onMove).toHaveBeenCalledWith('Approved', {});
    expect(screen.queryByRole('dialog', { name: 'Security Verification' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks only the cancellation code to cancel a created document', async () => {
    const { user, onMove } = setup('Created');
    await chooseMove(user, 'Cancelled');
    const dialog = await screen.findByRole('dialog', { name: 'Security Verification' });
    const code = within(dialog).getByLabelText(/Cancellation code/);
    expect(code).toHaveAttribute('type', 'password');
    expect(code).toHaveAttribute('autocomplete', 'off');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(within(dialog).queryByLabelText(/Admin code/)).not.toBeInTheDocument();
    await user.type(code, '1234');
    await user.click(within(dialog).getByRole('button', { name: 'Verify & Update' }));
    expect(onMove).toHaveBeenCalledWith('Cancelled', { cancel: '1234' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await chooseMove(user, 'Cancelled');
    expect(await screen.findByLabelText(/Cancellation code/)).toHaveValue('');
  });

  it('asks an Admin only the admin code to take a posted document back to Approved', async () => {
    const { user, onMove } = setup('Posted', { authority: ADMIN });
    await chooseMove(user, 'Approved');
    const dialog = await screen.findByRole('dialog', { name: 'Security Verification' });
    expect(within(dialog).queryByLabelText(/Cancellation code/)).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Admin code/), '9999');
    await user.click(within(dialog).getByRole('button', { name: 'Verify & Update' }));
    expect(onMove).toHaveBeenCalledWith('Approved', { admin: '9999' });
  });

  it('asks both codes to cancel a posted document, and keeps Verify & Update disabled until both are typed', async () => {
    const { user, onMove } = setup('Posted', { authority: ADMIN });
    await chooseMove(user, 'Cancelled');
    const dialog = await screen.findByRole('dialog', { name: 'Security Verification' });
    const confirm = within(dialog).getByRole('button', { name: 'Verify & Update' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/Cancellation code/), '1234');
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/Admin code/), '9999');
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    expect(onMove).toHaveBeenCalledWith('Cancelled', { admin: '9999', cancel: '1234' });
  });

  it('shows the server message on a failed move, keeps the modal open, and lets the user retry', async () => {
    const { user, onMove } = setup('Created');
    onMove.mockRejectedValueOnce(new Error('Invalid security code for cancellation'));
    await chooseMove(user, 'Cancelled');
    const dialog = await screen.findByRole('dialog', { name: 'Security Verification' });
    const code = within(dialog).getByLabelText(/Cancellation code/);
    await user.type(code, '0000');
    await user.click(within(dialog).getByRole('button', { name: 'Verify & Update' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Invalid security code for cancellation');
    expect(screen.getByRole('dialog', { name: 'Security Verification' })).toBeInTheDocument();

    await user.clear(code);
    await user.type(code, '1234');
    await user.click(within(dialog).getByRole('button', { name: 'Verify & Update' }));
    expect(onMove).toHaveBeenLastCalledWith('Cancelled', { cancel: '1234' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows a failed move without codes in the Change Status modal', async () => {
    const { user, onMove } = setup('Created');
    onMove.mockRejectedValueOnce(new Error('A created document cannot move to Posted'));
    await chooseMove(user, 'Approved');
    const dialog = screen.getByRole('dialog', { name: 'Change Status' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('A created document cannot move to Posted');
  });

  it('shows loading on the confirming button while the move runs', async () => {
    const { user, onMove } = setup('Created');
    let finish = () => {};
    onMove.mockImplementationOnce(() => new Promise<void>((resolve) => (finish = resolve)));
    await chooseMove(user, 'Approved');
    const button = screen.getByRole('button', { name: 'Update Status' });
    expect(button).toHaveAttribute('data-loading', 'true');
    finish();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('Cancel in Security Verification goes back to the choice of status', async () => {
    const { user, onMove } = setup('Created');
    await chooseMove(user, 'Cancelled');
    const dialog = await screen.findByRole('dialog', { name: 'Security Verification' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('dialog', { name: 'Change Status' })).toBeInTheDocument();
    expect(onMove).not.toHaveBeenCalled();
  });

  it('asks the day a posted journal is reversed on: the first of the next month when open, else a day chosen', async () => {
    answeringServer({
      lock_date: {
        success: true,
        lock_date: '2026-10-31',
        version: 1,
        changed_by: null,
        changed_at: null,
        reason: null,
        filed_through: null,
      },
    });
    const onMove = vi.fn<StatusActionsProps['onMove']>().mockResolvedValue(undefined);
    const user = userEvent.setup();
    render(
      <AppProviders>
        <StatusActions kind="journal" status="Posted" authority={ADMIN} reversesFrom="2026-11-20" onMove={onMove} />
      </AppProviders>,
    );
    await user.click(screen.getByRole('button', { name: 'Change Status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Status' });
    await user.click(within(dialog).getByRole('radio', { name: 'Approved' }));
    const reverseOn = within(dialog).getByRole('textbox', { name: 'Reverse on' });
    expect(reverseOn).toHaveValue('01/12/2026');
    await user.click(within(dialog).getByRole('button', { name: 'Journal date' }));
    expect(reverseOn).toHaveValue('20/11/2026');
    await user.clear(reverseOn);
    await user.type(reverseOn, '19/11/2026');
    await user.tab();
    expect(
      await within(dialog).findByText('The reversal cannot be dated before the journal (20/11/2026)'),
    ).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Update Status' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'First of next month' }));
    await user.click(within(dialog).getByRole('button', { name: 'Update Status' }));
    const verify = await screen.findByRole('dialog', { name: 'Security Verification' });
    await user.type(within(verify).getByLabelText(/Admin code/), '9999');
    await user.click(within(verify).getByRole('button', { name: 'Verify & Update' }));
    expect(onMove).toHaveBeenCalledWith('Approved', { admin: '9999' }, '2026-12-01');
  });
});
