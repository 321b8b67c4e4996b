import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { takeSignedInUser } from '../features/auth/api/session-query';
import { jsonResponse, mockFetch } from '../testing/fetch-mock';
import { ADMIN_USER } from '../testing/session-users';
import { SignInStart } from './sign-in-start';

describe('the sign-in page on its own', () => {
  it('starts the app once the server accepts the password, and the session check need not ask again', async () => {
    mockFetch(() => jsonResponse(200, { success: true, message: 'Login successful', ...ADMIN_USER }));
    const onSignedIn = vi.fn();
    const user = userEvent.setup();
    render(<SignInStart onSignedIn={onSignedIn} />);

    await user.type(screen.getByLabelText(/^Email/), 'admin@fleetledger.test');
    await user.type(screen.getByLabelText(/^Password/), 'ledger-admin-2026');
    await user.keyboard('{Enter}');

    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(takeSignedInUser()).toEqual(ADMIN_USER);
    expect(takeSignedInUser()).toBeUndefined();
  });

  it('stays on the page with the message when the password is wrong', async () => {
    mockFetch(() => jsonResponse(401, { success: false, message: 'Invalid email or password' }));
    const onSignedIn = vi.fn();
    const user = userEvent.setup();
    render(<SignInStart onSignedIn={onSignedIn} />);

    await user.type(screen.getByLabelText(/^Email/), 'admin@fleetledger.test');
    await user.type(screen.getByLabelText(/^Password/), 'nope');
    await user.click(screen.getByRole('button', { name: 'Sign in to Dashboard' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(onSignedIn).not.toHaveBeenCalled();
  });
});
