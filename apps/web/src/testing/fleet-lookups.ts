import type { DriverOption, TruckOption } from '@fleetledger/shared/jobs/jobs.contract';

/**
 * Two drivers and two trucks as the lookup calls answer them: the first driver drives the first
 * truck, the second driver has none.
 */
export function fleetLookups(
  drivers: [string, string],
  trucks: [string, string],
): { drivers: DriverOption[]; trucks: TruckOption[] } {
  return {
    drivers: [
      { id: 10, name: drivers[0], truck_id: 20, truck_number: trucks[0] },
      { id: 11, name: drivers[1], truck_id: null, truck_number: null },
    ],
    trucks: [
      { id: 20, number: trucks[0] },
      { id: 21, number: trucks[1] },
    ],
  };
}
