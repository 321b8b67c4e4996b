import type { JobTableRow } from '@fleetledger/shared/job-table/job-table.contract';
import type { Lookups } from '../model/grid-row';
import { fleetLookups } from '../../../testing/fleet-lookups';

export const LOOKUPS: Lookups = {
  customers: [
    { id: 1, name: 'Gulf Traders' },
    { id: 2, name: 'Bahrain Steel' },
  ],
  ...fleetLookups(['Rajesh Kumar', 'Ali Hassan'], ['TR-101', 'TR-202']),
};

export function jobRow(overrides: Partial<JobTableRow> = {}): JobTableRow {
  return {
    id: 5,
    date: '2026-11-04',
    job: 'J100',
    container: 'MSCU1234565',
    reference: null,
    is_lose_container: false,
    description: 'Port to Sitra',
    customer: 'Gulf Traders',
    customer_id: 1,
    careof: null,
    taxi: 'no',
    taxi_name: null,
    driver: 'Rajesh Kumar',
    driver_id: 10,
    truck: 'TR-101',
    truck_id: 20,
    taxi_charge: 0,
    charge: 25.5,
    extra_amount: 0,
    extra_description: null,
    related_note: null,
    status: '',
    attachment: [],
    version: 1,
    updated_at: '2026-11-04T08:00:00.000Z',
    ...overrides,
  };
}
