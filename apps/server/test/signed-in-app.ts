import { afterAll, beforeAll } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { Authority } from '@fleetledger/shared/access';
import { createTestContext, type TestContext } from './test-app';
import { cookiesByAuthority, seedTestUsers } from './users-fixture';
import { seedMasterData, type MasterData } from './masterdata-fixture';

export interface SignedInApp {
  ctx: TestContext;
  cookies: Record<Authority, string>;
  /** The customers, drivers, trucks and charges of the master-data fixture (with `masterData: true`). */
  md: MasterData;
  /** A call under /api/transportation/ as the given authority (JSON payloads). */
  call: (
    method: 'GET' | 'POST',
    url: string,
    payload?: unknown,
    authority?: Authority,
  ) => Promise<LightMyRequestResponse>;
}

/**
 * The usual start of an API test file: a fresh database with the four test users, each signed in,
 * closed after the file. The fields are filled once the file's beforeAll has run.
 */
export function useSignedInApp(
  options: { env?: Record<string, string>; authority?: Authority; masterData?: boolean } = {},
): SignedInApp {
  const api = {
    call: (method: 'GET' | 'POST', url: string, payload?: unknown, authority: Authority = options.authority ?? 1) =>
      api.ctx.app.inject({
        method,
        url: `/api/transportation/${url}`,
        payload: payload as object,
        headers: { cookie: api.cookies[authority] },
      }),
  } as SignedInApp;
  beforeAll(async () => {
    api.ctx = await createTestContext(options.env);
    await seedTestUsers(api.ctx.database.db);
    api.cookies = await cookiesByAuthority(api.ctx.app);
    if (options.masterData === true) api.md = await seedMasterData(api.ctx.database.db);
  });
  afterAll(() => api.ctx.close());
  return api;
}
