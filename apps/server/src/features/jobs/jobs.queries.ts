import { and, desc, eq, gte, ne, sql, type SQL } from 'drizzle-orm';
import type { JobSearchType } from '@fleetledger/shared/jobs/jobs.contract';
import type { JobInput } from '@fleetledger/shared/jobs/jobs.rules';
import type { Executor } from '../../db/client';
import { joinJobNames } from '../../db/jobs-with-names';
import { customers, drivers, jobs, trucks } from '../../db/schema';

export async function insertJob(db: Executor, input: JobInput, userId: number | null) {
  const [row] = await db
    .insert(jobs)
    .values({ ...input, createdBy: userId, updatedBy: userId })
    .returning();
  return row!;
}

/** `%value%` with LIKE's wildcards taken literally. */
function containsPattern(value: string): string {
  return `%${value.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function searchCondition(type: JobSearchType, value: string): SQL {
  const pattern = containsPattern(value);
  switch (type) {
    case 'job':
      return sql`lower(${jobs.jobNumber}) like ${pattern}`;
    case 'container':
      return sql`lower(${jobs.container}) like ${pattern}`;
    case 'description':
      return sql`lower(${jobs.description}) like ${pattern}`;
    case 'care_of':
      return sql`lower(${jobs.careOf}) like ${pattern}`;
    case 'customer':
      return sql`${jobs.customerId} in (select id from customers where lower(name) like ${pattern})`;
    case 'driver':
      return sql`(${jobs.driverId} in (select id from drivers where lower(name) like ${pattern}) or lower(${jobs.taxiName}) like ${pattern})`;
    case 'truck':
      return sql`${jobs.truckId} in (select id from trucks where lower(number) like ${pattern})`;
    case 'date':
      return eq(jobs.date, value);
  }
}

/** Newest first; one row more than the limit tells the caller that more matched. */
export async function searchJobs(db: Executor, type: JobSearchType, value: string, limit: number) {
  const query = db
    .select({
      id: jobs.id,
      date: jobs.date,
      job_number: jobs.jobNumber,
      container: jobs.container,
      description: jobs.description,
      customer_name: customers.name,
      care_of: jobs.careOf,
      truck_number: trucks.number,
      driver_name: sql<string | null>`coalesce(${drivers.name}, ${jobs.taxiName})`,
      chargeFils: jobs.chargeFils,
      extraAmountFils: jobs.extraAmountFils,
      extra_description: jobs.extraDescription,
    })
    .from(jobs)
    .$dynamic();
  return joinJobNames(query)
    .where(searchCondition(type, value))
    .orderBy(desc(jobs.date), desc(jobs.id))
    .limit(limit + 1);
}

export async function recentJobsWithContainer(
  db: Executor,
  container: string,
  since: string,
  excludeId: number | null,
) {
  return db
    .select({ id: jobs.id, job_number: jobs.jobNumber, date: jobs.date })
    .from(jobs)
    .where(
      and(
        sql`upper(${jobs.container}) = ${container.toUpperCase()}`,
        gte(jobs.date, since),
        excludeId === null ? undefined : ne(jobs.id, excludeId),
      ),
    )
    .orderBy(desc(jobs.date), desc(jobs.id))
    .limit(5);
}
