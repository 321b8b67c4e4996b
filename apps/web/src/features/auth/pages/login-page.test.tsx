import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { RedirectIfSignedIn } from '../../../app/guard/redirect-if-signed-in';
import { STORED_USER_KEY } from '../../../lib/session/stored-user';
import { jsonResponse, mockFetch, storeUser } from '../../../testing/fetch-mock';
import { ADMIN_USER } from '../../../testing/session-users';
import { renderRoutes } from '../../../testing/render-routes';
import { LoginPage } from './login-page';

const routes: RouteObject[] = [
  {
    path: '/login',
    element: (
      <RedirectIfSignedIn>
        <LoginPage />
      </RedirectIfSignedIn>
    ),
  },
  { path: '/dashboard', element: <p>Dashboard reached</p> },
];

async function signIn(email = 'admin@fleetledger.test', password = 'wrong-password') {
  const user = userEvent.setup();
  renderRoutes(routes, ['/login']);
  await user.type(screen.getByLabelText(/^Email/), email);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign in to Dashboard' }));
  return user;
}

describe('LoginPage', () => {
  it('shows labelled, required e-mail and password fields', () => {
    renderRoutes(routes, ['/login']);
    const email = screen.getByLabelText(/^Email/);
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    expect(screen.getByLabelText(/^Password/)).toBeRequired();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Secure access for authorised staff only')).toBeInTheDocument();
  });

  it('toggles the password between hidden and shown', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, ['/login']);
    const password = screen.getByLabelText(/^Password/);
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('shows the server message and clears it as soon as the user types', async () => {
    mockFetch(() => jsonResponse(401, { success: false, message: 'Invalid email or password' }));
    const user = await signIn();

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    await user.type(screen.getByLabelText(/^Password/), 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign in to Dashboard' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    await user.type(screen.getByLabelText(/^Email/), 'm');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('reads "Signing in..." and is disabled while the call is under way', async () => {
    let answer: (response: Response) => void = () => undefined;
    mockFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    await signIn();

    const busy = await screen.findByRole('button', { name: 'Signing in...' });
    expect(busy).toBeDisabled();

    answer(jsonResponse(401, { success: false, message: 'Invalid email or password' }));
    expect(await screen.findByRole('button', { name: 'Sign in to Dashboard' })).toBeEnabled();
  });

  it('falls back to the generic message when the server sends none', async () => {
    mockFetch(() => new Response('Bad gateway', { status: 502 }));
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed. Please check your credentials.');
  });

  it('reports a network failure', async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Network error. Please try again.');
  });

  it('shows per-field messages of a rejected request', async () => {
    mockFetch(() =>
      jsonResponse(400, { success: false, message: 'Check the form', errors: { email: 'Email is too long' } }),
    );
    await signIn();
    expect(await screen.findByText('Email is too long')).toBeInTheDocument();
  });

  it('stores the signed-in user and goes to the dashboard', async () => {
    const fetchMock = mockFetch(() => jsonResponse(200, { success: true, message: 'Login successful', ...ADMIN_USER }));
    await signIn('admin@fleetledger.test', 'ledger-admin-2026');

    expect(await screen.findByText('Dashboard reached')).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(STORED_USER_KEY) ?? '')).toEqual(ADMIN_USER);
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe('/api/transportation/login.php');
    expect(init?.credentials).toBe('same-origin');
    expect(init?.body).toBe(JSON.stringify({ email: 'admin@fleetledger.test', password: 'ledger-admin-2026' }));
  });

  it('sends an already signed-in user to the dashboard', async () => {
    storeUser(ADMIN_USER);
    renderRoutes(routes, ['/login']);
    await waitFor(() => expect(screen.getByText('Dashboard reached')).toBeInTheDocument());
  });
});
