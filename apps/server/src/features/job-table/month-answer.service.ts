import { todayIn } from '@fleetledger/shared/dates';
import type { Db } from '../../db/client';
import { readVersionsOf } from '../../db/read-versions.queries';
import { answerEtag } from '../../http/shared-answer';
import { monthTable } from './job-table.service';

/**
 * The month's ETag: the versions of its jobs and of the master data, moved on in the transaction of every
 * write to them, and the year its month list starts from (docs/architecture.md, "Reading a month").
 */
export async function monthEtag(db: Db, month: string, companyTz: string): Promise<string> {
  const versions = await readVersionsOf(db, [`job_month:${month}`, 'masterdata']);
  return answerEtag(month, versions, todayIn(companyTz).slice(0, 4));
}

/** A month of the job table as the call answers it. */
export async function monthAnswer(db: Db, month: string, companyTz: string) {
  return { success: true, ...(await monthTable(db, month, companyTz)) };
}
