import { vi } from 'vitest';
import type { SessionUser } from '@fleetledger/shared/auth/auth.contract';
import { NUMBERED_DOCUMENTS, SPEC_NUMBER_PREFIXES } from '@fleetledger/shared/documents/document-number-prefixes';
import { STORED_USER_KEY } from '../lib/session/stored-user';

export type FetchHandler = (path: string, init: RequestInit | undefined) => Response | Promise<Response>;

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** The JSON body a mocked call was sent with (an empty object when it sent none). */
export function sentBody(init: RequestInit | undefined): Record<string, unknown> {
  return JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as Record<string, unknown>;
}

/** The server's 400 refusing one field, its message both as the answer's and under the field. */
export function fieldRefusal(field: string, message: string): Response {
  return jsonResponse(400, { success: false, message, errors: { [field]: message } });
}

/** Replaces fetch for one test; undone by the setup file after each test. */
export function mockFetch(handler: FetchHandler) {
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    return Promise.resolve(handler(url, init));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A server answering each call whose address holds one of the keys with that key's answer, and any other with 404. */
export function answeringServer(answers: Record<string, unknown>) {
  return mockFetch((path) => {
    const call = Object.keys(answers).find((key) => path.includes(key));
    return call === undefined
      ? jsonResponse(404, { success: false, message: 'Not found' })
      : jsonResponse(200, answers[call]);
  });
}

export function storeUser(user: SessionUser): void {
  window.localStorage.setItem(STORED_USER_KEY, JSON.stringify(user));
}

/** A session.php answer confirming the given user. */
export function sessionOk(user: SessionUser): Response {
  return jsonResponse(200, { success: true, ...user });
}

/** document_numbers as a company numbering as the spec does answers it: one range per kind, nothing issued yet. */
export function specNumbering(): Response {
  const series = NUMBERED_DOCUMENTS.map((kind) => ({
    kind,
    prefix: SPEC_NUMBER_PREFIXES[kind],
    next_number: 1,
    ranges: [{ from_number: 1, prefix: SPEC_NUMBER_PREFIXES[kind] }],
    version: 1,
  }));
  return jsonResponse(200, { success: true, series });
}

/**
 * A server that confirms the user's session and the company's numbering, and never answers anything
 * else, so pages stay in their loading state and a test sees only what the shell and guard render.
 */
export function signedInServer(user: SessionUser): FetchHandler {
  return (path) =>
    path.endsWith('/session.php')
      ? sessionOk(user)
      : path.includes('/document_numbers')
        ? specNumbering()
        : new Promise<Response>(() => undefined);
}

/** The requests a mocked fetch received for one call (its path contains `call`). */
export function callsTo(fetchMock: ReturnType<typeof mockFetch>, call: string): string[] {
  return fetchMock.mock.calls
    .map(([input]) => (typeof input === 'string' ? input : input instanceof URL ? input.href : input.url))
    .filter((path) => path.includes(call));
}
