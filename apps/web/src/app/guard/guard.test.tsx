import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STORED_USER_KEY } from '../../lib/session/stored-user';
import { jsonResponse, mockFetch, signedInServer, storeUser } from '../../testing/fetch-mock';
import { ADMIN_USER, DRIVER_USER } from '../../testing/session-users';
import { renderRoutes } from '../../testing/render-routes';
import { appRoutes } from '../router';

const notSignedIn = () => jsonResponse(401, { success: false, message: 'Not signed in' });

describe('route guard', () => {
  it('sends a visitor with no stored user to /login', async () => {
    const fetchMock = mockFetch(notSignedIn);
    const router = renderRoutes(appRoutes, ['/job-table']);

    expect(await screen.findByRole('button', { name: 'Sign in to Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    [
      'treats unreadable stored data as signed out and removes it',
      () => window.localStorage.setItem(STORED_USER_KEY, 'not-json'),
    ],
    ['clears the stored user and goes to /login when the server rejects the session', () => storeUser(ADMIN_USER)],
  ])('%s', async (_case, storeSomething) => {
    storeSomething();
    mockFetch(notSignedIn);
    const router = renderRoutes(appRoutes, ['/dashboard']);

    expect(await screen.findByRole('button', { name: 'Sign in to Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(window.localStorage.getItem(STORED_USER_KEY)).toBeNull();
  });

  it('shows only a loading state while the session is being confirmed', async () => {
    storeUser(ADMIN_USER);
    mockFetch(() => new Promise<Response>(() => undefined));
    renderRoutes(appRoutes, ['/dashboard']);

    expect(await screen.findByText('Checking your session...')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByText(/Welcome/)).not.toBeInTheDocument();
  });

  it('lets an allowed role open the page', async () => {
    storeUser(ADMIN_USER);
    mockFetch(signedInServer(ADMIN_USER));
    renderRoutes(appRoutes, ['/booking-entry']);

    expect(await screen.findByRole('heading', { level: 1, name: 'Booking Entry' })).toBeInTheDocument();
    expect(screen.getByText('Booking entry form will be displayed here.')).toBeInTheDocument();
  });

  it('shows Access Denied to a role that may not open the page, and Go Back leaves it', async () => {
    storeUser(DRIVER_USER);
    mockFetch(signedInServer(DRIVER_USER));
    const router = renderRoutes(appRoutes, ['/booking-entry']);

    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText("You don't have access to this page.")).toBeInTheDocument();
    expect(screen.queryByText('Booking entry form will be displayed here.')).not.toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Go Back' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('Go Back returns to the previous page when there is one', async () => {
    storeUser(DRIVER_USER);
    mockFetch(signedInServer(DRIVER_USER));
    const user = userEvent.setup();
    const router = renderRoutes(appRoutes, ['/driver-input']);

    expect(await screen.findByText('Driver input form will be implemented here.')).toBeInTheDocument();
    await router.navigate('/reports');
    await user.click(await screen.findByRole('button', { name: 'Go Back' }));
    expect(await screen.findByText('Driver input form will be implemented here.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/driver-input');
  });

  it('sends unknown paths to the dashboard', async () => {
    storeUser(ADMIN_USER);
    mockFetch(signedInServer(ADMIN_USER));
    const router = renderRoutes(appRoutes, ['/no-such-page']);

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});
