import { describe, expect, it } from 'vitest';
import { decideCall, type Authority } from '@fleetledger/shared/access';
import { useSignedInApp } from './signed-in-app';

const api = useSignedInApp();

/**
 * Walks every route registered through the contract helper — now and in the future — for an
 * anonymous visitor and each authority, and checks the answer against access.ts.
 */

describe('authorization of every registered route', () => {
  it("registers each of the spec's calls with and without .php", () => {
    const specCalls = api.ctx.app.contractRoutes.filter((r) => r.url.startsWith('/api/transportation/'));
    expect(specCalls.length).toBeGreaterThan(0);
    for (const route of specCalls.filter((r) => !r.url.endsWith('.php'))) {
      expect(api.ctx.app.contractRoutes.some((r) => r.url === `${route.url}.php` && r.method === route.method)).toBe(
        true,
      );
    }
  });

  it('answers 401, 403 or lets the call through exactly as access.ts says', async () => {
    const callers: [string, Authority | null][] = [
      ['anonymous', null],
      ['1', 1],
      ['2', 2],
      ['3', 3],
      ['4', 4],
    ];
    // Logging out would end the sessions the walk still needs, so it goes last.
    const routes = [...api.ctx.app.contractRoutes].sort(
      (a, b) => Number(a.call === 'logout') - Number(b.call === 'logout'),
    );
    const mismatches: string[] = [];
    for (const route of routes) {
      for (const [label, authority] of callers) {
        const response = await api.ctx.app.inject({
          method: route.method,
          url: route.url,
          headers: authority === null ? {} : { cookie: api.cookies[authority] },
          ...(route.method === 'POST' ? { payload: {} } : {}),
        });
        const expected = decideCall(route.call, authority);
        const got =
          response.statusCode === 401 ? 'unauthenticated' : response.statusCode === 403 ? 'forbidden' : 'allowed';
        if (got !== expected)
          mismatches.push(`${route.method} ${route.url} as ${label}: expected ${expected}, got ${response.statusCode}`);
        if (response.statusCode === 401 || response.statusCode === 403) {
          expect(typeof response.json().message).toBe('string');
        }
      }
    }
    expect(mismatches).toEqual([]);
  });
});
