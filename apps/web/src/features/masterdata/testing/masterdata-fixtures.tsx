import type { ReactNode } from 'react';
import type { SessionUser } from '@fleetledger/shared/auth/auth.contract';
import { SignedInUserContext } from '../../../lib/session/signed-in-user';
import { sentBody, type mockFetch } from '../../../testing/fetch-mock';
import { ADMIN_USER } from '../../../testing/session-users';
import { renderRoutes } from '../../../testing/render-routes';

/** Renders one page at its path as the given signed-in user. */
export function renderPage(path: string, page: ReactNode, user: SessionUser = ADMIN_USER) {
  return renderRoutes(
    [{ path, element: <SignedInUserContext.Provider value={user}>{page}</SignedInUserContext.Provider> }],
    [path],
  );
}

type FetchMock = ReturnType<typeof mockFetch>;

export function urlOf(input: RequestInfo | URL): string {
  return typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
}

/** The bodies sent to the call whose path ends with `suffix`, in order. */
export function sentTo(fetchMock: FetchMock, suffix: string): Record<string, unknown>[] {
  return fetchMock.mock.calls.filter(([input]) => urlOf(input).endsWith(suffix)).map(([, init]) => sentBody(init));
}

/** Whether any call went to a path containing `part`. */
export function called(fetchMock: FetchMock, part: string): boolean {
  return fetchMock.mock.calls.some(([input]) => urlOf(input).includes(part));
}
