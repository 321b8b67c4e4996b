import { afterAll, beforeAll } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { Authority } from '@fleetledger/shared/access';
import { createTestContext, type TestContext } from './test-app';
import { cookiesByAuthority, seedTestUsers } from './users-fixture';
import { seedMasterData, type MasterData } from './masterdata-fixture';
import { multipart, type UploadedFile } from './multipart';
import { setSecurityCodes } from '../src/kernel/security-codes';
import { seedSeller } from './seller-fixture';

export interface SignedInApp {
  ctx: TestContext;
  cookies: Record<Authority, string>;
  /** The customers, drivers, trucks and charges of the master-data fixture (with `masterData: true`). */
  md: MasterData;
  /** Where the app listens on loopback, for calls through a real socket (with `listening: true`). */
  baseUrl: string;
  /** A call under /api/transportation/ as the given authority (JSON payloads). */
  call: (
    method: 'GET' | 'POST',
    url: string,
    payload?: unknown,
    authority?: Authority,
  ) => Promise<LightMyRequestResponse>;
  /** A POST whose body goes as written under its own content type: forms and bodies that are not JSON. */
  postRaw: (url: string, body: string, contentType: string, authority?: Authority) => Promise<LightMyRequestResponse>;
  /** A POST of form fields, URL-encoded as a plain HTML form sends them. */
  postForm: (url: string, fields: Record<string, string>, authority?: Authority) => Promise<LightMyRequestResponse>;
  /**
   * A JSON POST under /api/transportation/ through the real socket, as a signed-in browser on the app's own
   * origin sends it (with `listening: true`): for calls that must race as separate requests.
   */
  postThroughServer: (
    url: string,
    body: unknown,
    headers?: Record<string, string>,
    authority?: Authority,
  ) => Promise<Response>;
  /** A multipart/form-data POST of fields and an optional file, as an upload from the browser sends it. */
  upload: (
    url: string,
    fields: Record<string, string>,
    file?: UploadedFile,
    authority?: Authority,
  ) => Promise<LightMyRequestResponse>;
}

/**
 * The usual start of an API test file: a fresh database with the four test users, each signed in, and
 * the company's seller details, closed after the file. The fields are filled once the file's beforeAll has run.
 */
export function useSignedInApp(
  options: {
    env?: Record<string, string>;
    authority?: Authority;
    masterData?: boolean;
    /** The cancellation and admin codes documents ask for, set before the tests. */
    securityCodes?: { cancel: string; admin: string };
    listening?: boolean;
    /** Start with the company's seller details set (the default), as a tax invoice needs them. */
    seller?: boolean;
  } = {},
): SignedInApp {
  const send = (
    method: 'GET' | 'POST',
    url: string,
    authority: Authority = options.authority ?? 1,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) =>
    api.ctx.app.inject({
      method,
      url: `/api/transportation/${url}`,
      payload: payload as object,
      headers: { cookie: api.cookies[authority], ...headers },
    });
  const api = {
    call: (method, url, payload, authority) => send(method, url, authority, payload),
    postRaw: (url, body, contentType, authority) => send('POST', url, authority, body, { 'content-type': contentType }),
    postForm: (url, fields, authority) =>
      api.postRaw(url, new URLSearchParams(fields).toString(), 'application/x-www-form-urlencoded', authority),
    postThroughServer: (url, body, headers = {}, authority = options.authority ?? 1) =>
      fetch(`${api.baseUrl}/api/transportation/${url}`, {
        method: 'POST',
        headers: {
          cookie: api.cookies[authority],
          'content-type': 'application/json',
          origin: api.baseUrl,
          ...headers,
        },
        body: JSON.stringify(body),
      }),
    upload: (url, fields, file, authority) => {
      const body = multipart(fields, file);
      return send('POST', url, authority, body.payload, body.headers);
    },
  } as SignedInApp;
  beforeAll(async () => {
    api.ctx = await createTestContext(options.env);
    await seedTestUsers(api.ctx.database.db);
    if (options.seller !== false) await seedSeller(api.ctx.database.db);
    api.cookies = await cookiesByAuthority(api.ctx.app);
    if (options.masterData === true) api.md = await seedMasterData(api.ctx.database.db);
    if (options.securityCodes !== undefined) await setSecurityCodes(api.ctx.database.db, options.securityCodes);
    if (options.listening === true) api.baseUrl = await api.ctx.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => api.ctx.close());
  return api;
}
