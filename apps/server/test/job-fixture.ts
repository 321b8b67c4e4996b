import { expect } from 'vitest';
import type { MasterData } from './masterdata-fixture';
import type { SignedInApp } from './signed-in-app';

/** A job_insert.php payload: Acme's job by Ali in TR-100 from the master-data fixture, with overrides. */
export function jobPayload(md: MasterData, overrides: Record<string, unknown> = {}) {
  return {
    date: '2026-10-05',
    description: 'Port to Sitra',
    customer_id: md.customers.acme,
    driver_id: md.drivers.ali,
    truck_id: md.trucks.t1,
    charge: 40,
    ...overrides,
  };
}

/** Saves a job through job_insert.php (as the signed-in app's default authority), answering its id. */
export async function insertJob(api: SignedInApp, overrides: Record<string, unknown> = {}): Promise<number> {
  const response = await api.call('POST', 'job_insert.php', jobPayload(api.md, overrides));
  expect(response.statusCode, response.body).toBe(200);
  return response.json().job_id as number;
}
