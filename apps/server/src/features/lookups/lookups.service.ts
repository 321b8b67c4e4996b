import type { DocumentLineKind } from '@fleetledger/shared/ledger/account-use';
import { filsToBd } from '@fleetledger/shared/money';
import type { Db } from '../../db/client';
import { truckOptions } from '../masterdata/masterdata.service';
import * as q from './lookups.queries';

/** The lookups of the voucher screens; inactive records are never offered for new documents. */
export async function customerLookups(db: Db) {
  return q.activeCustomers(db);
}

export async function accountLookups(db: Db, search: string | undefined, line: DocumentLineKind | undefined) {
  return (await q.activeAccounts(db, search, line)).map((row) => ({
    ...row,
    dr_cr: row.dr_cr === 'cr' ? ('cr' as const) : ('dr' as const),
  }));
}

export async function truckLookups(db: Db) {
  return truckOptions(db);
}

export async function jobLookups(db: Db, jobNumber: string) {
  return q.jobsByNumber(db, jobNumber);
}

/** A loose container's BL reference stands where its container number would. */
export async function pendingJobsOfCustomer(db: Db, customerId: number, alsoIds: readonly number[] = []) {
  return (await q.openJobsOfCustomer(db, customerId, alsoIds)).map(({ total_fils: totalFils, reference, ...job }) => ({
    ...job,
    container: job.container ?? reference,
    total_amount: filsToBd(totalFils),
  }));
}
