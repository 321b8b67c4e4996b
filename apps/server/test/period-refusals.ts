import { expect } from 'vitest';
import type { SignedInApp } from './signed-in-app';

/**
 * The refusals of a report's period (reportRange), the same on every call that asks for one: each date
 * missing, a date that is none, From after To, and more than five years. `url` is the call with any other
 * parameters it needs; the period's come after them.
 */
export function periodRefusals(url: string): [string, string][] {
  const at = (query: string) => `${url}${url.includes('?') ? '&' : '?'}${query}`;
  return [
    [at('to=2026-01-31'), 'From date is required'],
    [at('from=2026-01-01'), 'To date is required'],
    [at('from=2026-02-30&to=2026-03-31'), 'From must be a date (YYYY-MM-DD)'],
    [at('from=2026-03-01&to=2026-13-01'), 'To must be a date (YYYY-MM-DD)'],
    [at('from=2026-02-01&to=2026-01-31'), 'From must not be after To'],
    [at('from=2016-01-01&to=2026-01-31'), 'The range can be at most 5 years'],
  ];
}

/** Each GET answers 400 with a message that holds the one given; a failure names its URL. */
export async function expectGetsRefused(call: SignedInApp['call'], cases: readonly [string, string][]) {
  for (const [url, message] of cases) {
    const response = await call('GET', url);
    expect(response.statusCode, url).toBe(400);
    expect(response.json().message, url).toContain(message);
  }
}
