import { useMemo } from 'react';
import type { TypeAheadOption } from '../../../ui/type-ahead';
import type { Lookups } from '../model/grid-row';

/** The customer, driver and truck cells' type-ahead choices, from the month's lookups. */
export function useCellOptions(lookups: Lookups) {
  return useMemo<Record<'customer' | 'driver' | 'truck', TypeAheadOption[]>>(
    () => ({
      customer: lookups.customers.map((customer) => ({ id: customer.id, label: customer.name })),
      driver: lookups.drivers.map((driver) => ({
        id: driver.id,
        label: driver.name,
        detail: driver.truck_number,
      })),
      truck: lookups.trucks.map((truck) => ({ id: truck.id, label: truck.number })),
    }),
    [lookups],
  );
}
