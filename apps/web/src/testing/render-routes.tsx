import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders } from '../app/providers';
import { storeUser } from './fetch-mock';
import { ADMIN_USER } from './session-users';

/** How long a first render may take: lazy Mantine chunks and a busy test machine make 1 s too tight. */
export const LOAD_WAIT = { timeout: 10_000 };

/** Renders routes inside the real providers, starting at the given history entries. */
export function renderRoutes(routes: RouteObject[], initialEntries: string[] = ['/']) {
  const router = createMemoryRouter(routes, { initialEntries, initialIndex: initialEntries.length - 1 });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

/** The Admin signed in, the routes rendered at `address`: answers the user who acts on the page. */
export function openAsAdmin(routes: RouteObject[], address: string) {
  storeUser(ADMIN_USER);
  const user = userEvent.setup();
  renderRoutes(routes, [address]);
  return user;
}
