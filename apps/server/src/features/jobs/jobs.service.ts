import { addDays, todayIn } from '@fleetledger/shared/dates';
import { CONTAINER_RECENT_DAYS, JOB_SEARCH_LIMIT, type JobSearchType } from '@fleetledger/shared/jobs/jobs.contract';
import { checkContainer, normaliseContainer } from '@fleetledger/shared/jobs/iso6346';
import { JOB_MESSAGES, jobInputProblems, type JobInput } from '@fleetledger/shared/jobs/jobs.rules';
import { filsToBd } from '@fleetledger/shared/money';
import type { Db, Executor } from '../../db/client';
import { badRequest } from '../../http/http-error';
import { recordAudit } from '../../audit/audit-log';
import type { Actor } from '../../identity/actor';
import { missingReferences } from '../masterdata/masterdata.service';
import * as q from './jobs.queries';

export type MissingReferences = Awaited<ReturnType<typeof missingReferences>>;

/** The records the given jobs refer to that are not active: one query per kind for any number of jobs. */
export async function missingReferencesOf(db: Executor, inputs: readonly JobInput[]): Promise<MissingReferences> {
  return missingReferences(db, {
    customers: inputs.map((input) => input.customerId),
    drivers: inputs.map((input) => input.driverId),
    trucks: inputs.map((input) => input.truckId),
  });
}

/** A job's rules, given which referenced records are missing: chosen customer, driver and truck must be real. */
export function jobProblemsGiven(input: JobInput, missing: MissingReferences): Record<string, string> {
  const problems: Record<string, string> = { ...jobInputProblems(input) };
  if (input.customerId !== null && missing.customers.has(input.customerId))
    problems.customer_id = JOB_MESSAGES.customerFromList;
  if (input.driverId !== null && missing.drivers.has(input.driverId)) problems.driver_id = JOB_MESSAGES.driverFromList;
  if (input.truckId !== null && missing.trucks.has(input.truckId)) problems.truck_id = JOB_MESSAGES.truckFromList;
  return problems;
}

export async function jobProblems(db: Executor, input: JobInput): Promise<Record<string, string>> {
  return jobProblemsGiven(input, await missingReferencesOf(db, [input]));
}

function refuseProblems(problems: Record<string, string>): void {
  const first = Object.values(problems)[0];
  if (first !== undefined) throw badRequest(first, problems);
}

export async function createJob(db: Db, input: JobInput, actor: Actor): Promise<number> {
  return db.transaction(async (tx) => {
    refuseProblems(await jobProblems(tx, input));
    const row = await q.insertJob(tx, input, actor.userId);
    await recordAudit(tx, actor, { action: 'create', entity: 'job', entityId: row.id, after: row });
    return row.id;
  });
}

export async function searchJobs(db: Db, type: JobSearchType, value: string) {
  const rows = await q.searchJobs(db, type, value, JOB_SEARCH_LIMIT);
  const truncated = rows.length > JOB_SEARCH_LIMIT;
  const jobs = rows.slice(0, JOB_SEARCH_LIMIT).map(({ chargeFils, extraAmountFils, ...rest }) => ({
    ...rest,
    charge: filsToBd(chargeFils),
    extra_amount: filsToBd(extraAmountFils),
  }));
  const message =
    jobs.length === 0
      ? 'No jobs found matching your search criteria'
      : truncated
        ? `Showing the newest ${JOB_SEARCH_LIMIT} jobs; more matched — narrow the search to see older ones.`
        : `${jobs.length} job${jobs.length === 1 ? '' : 's'} found`;
  return { jobs, truncated, message };
}

/** Warnings before saving a container: a wrong ISO 6346 check digit, the same container used lately. */
export async function checkContainerNumber(db: Db, container: string, excludeId: number | null, companyTz: string) {
  const normalised = normaliseContainer(container);
  const check = checkContainer(normalised);
  const since = addDays(todayIn(companyTz), -CONTAINER_RECENT_DAYS);
  const recent = await q.recentJobsWithContainer(db, normalised, since, excludeId);
  return {
    check_digit: check.kind === 'valid' ? 'valid' : check.kind === 'wrong-check-digit' ? 'wrong' : 'not_iso',
    expected_check_digit: check.kind === 'wrong-check-digit' ? check.expected : null,
    recent_jobs: recent,
  } as const;
}
