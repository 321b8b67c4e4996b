import { eq } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { customers, drivers, jobs, trucks } from './schema';

/** Jobs with the customer, driver and truck they name; a job may name none of them. */
export function joinJobNames<Query extends PgSelect>(query: Query) {
  return query
    .leftJoin(customers, eq(customers.id, jobs.customerId))
    .leftJoin(drivers, eq(drivers.id, jobs.driverId))
    .leftJoin(trucks, eq(trucks.id, jobs.truckId));
}
