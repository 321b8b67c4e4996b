import type { MasterData } from './masterdata-fixture';

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
