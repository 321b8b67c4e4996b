import { and, asc, desc, eq, ilike, inArray, isNull, ne, notInArray, or, sql } from 'drizzle-orm';
import { CONTROL_ACCOUNT_IDS } from '@fleetledger/shared/ledger/ledger-accounts';
import type { DocumentLineKind } from '@fleetledger/shared/ledger/account-use';
import type { AccountType } from '@fleetledger/shared/masterdata/masterdata.contract';
import { LOOKUP_LIMIT } from '@fleetledger/shared/lookups/lookups.contract';
import type { Executor } from '../../db/client';
import { accounts, customers, jobs } from '../../db/schema';

const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function activeCustomers(db: Executor) {
  return db
    .select({ id: customers.id, name: customers.name, cr_name: customers.crName })
    .from(customers)
    .where(eq(customers.active, true))
    .orderBy(asc(customers.name));
}

/**
 * For a document's line, without the control accounts, and a sales line's income accounts or its others
 * (DOCUMENT_LINE_KINDS), chosen in the query so that what is left out takes no room in the lookup's limit.
 */
export async function activeAccounts(db: Executor, search: string | undefined, line: DocumentLineKind | undefined) {
  return db
    .select({
      id: accounts.id,
      name: accounts.name,
      description: accounts.description,
      dr_cr: accounts.drCr,
      type: sql<AccountType>`${accounts.type}`,
    })
    .from(accounts)
    .where(
      and(
        eq(accounts.active, true),
        line === undefined ? undefined : notInArray(accounts.id, [...CONTROL_ACCOUNT_IDS]),
        line === 'sale' ? eq(accounts.type, 'income') : line === 'sale-other' ? ne(accounts.type, 'income') : undefined,
        search === undefined
          ? undefined
          : or(ilike(accounts.name, like(search)), ilike(accounts.description, like(search))),
      ),
    )
    .orderBy(asc(accounts.id))
    .limit(search === undefined ? 1000 : LOOKUP_LIMIT);
}

export async function jobsByNumber(db: Executor, jobNumber: string) {
  return db
    .select({ id: jobs.id, job_number: jobs.jobNumber, date: jobs.date, container: jobs.container })
    .from(jobs)
    .where(ilike(jobs.jobNumber, like(jobNumber)))
    .orderBy(desc(jobs.date), desc(jobs.id))
    .limit(LOOKUP_LIMIT);
}

/** A customer's jobs open for invoicing, plus any of `alsoIds` (the jobs already on the invoice being edited). */
export async function openJobsOfCustomer(db: Executor, customerId: number, alsoIds: readonly number[]) {
  const openJob = or(isNull(jobs.invoiceStatus), eq(jobs.invoiceStatus, 'pending'));
  return db
    .select({
      id: jobs.id,
      job_number: jobs.jobNumber,
      container: jobs.container,
      reference: jobs.reference,
      description: jobs.description,
      date: jobs.date,
      care_of: jobs.careOf,
      total_fils: sql<number>`(${jobs.chargeFils} + ${jobs.extraAmountFils})::float8`,
    })
    .from(jobs)
    .where(
      and(
        eq(jobs.customerId, customerId),
        alsoIds.length === 0 ? openJob : or(openJob, inArray(jobs.id, [...alsoIds])),
      ),
    )
    .orderBy(asc(jobs.date), asc(jobs.id));
}
