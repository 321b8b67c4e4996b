import { monthEnd, monthStart, todayIn } from '@fleetledger/shared/dates';
import type { JobDataChanges } from '@fleetledger/shared/job-table/job-table.contract';
import { monthRowOrder } from '@fleetledger/shared/job-table/month-changes';
import type { Db } from '../../db/client';
import { readVersionsOf } from '../../db/read-versions.queries';
import { answerEtag, etagParts } from '../../http/shared-answer';
import { monthTable, toTableRows } from './job-table.service';
import * as q from './job-table.queries';

/**
 * The month's ETag: the versions of its jobs and of the master data, moved on in the transaction of every
 * write to them, the floor under which no changes are recorded, and the year its month list starts from
 * (docs/architecture.md, "Reading a month").
 */
export async function monthEtag(db: Db, month: string, companyTz: string): Promise<string> {
  const versions = await readVersionsOf(db, [`job_month:${month}`, 'masterdata', 'job_changes_floor']);
  return answerEtag(month, versions, todayIn(companyTz).slice(0, 4));
}

/** A month of the job table as the call answers it. */
export async function monthAnswer(db: Db, month: string, companyTz: string) {
  return { success: true, ...(await monthTable(db, month, companyTz)) };
}

/** More changes than this are sent as the whole month: a few thousand rows cost the same either way. */
const CHANGES_AT_MOST = 1_000;

/**
 * What brings the month held at one ETag to the current one, when its changed rows alone can: the same
 * month, master data, floor and year, and an older version of the month's jobs. Null sends the whole month
 * (or 304, to a reader who holds the current one).
 */
export async function changesToHeld(db: Db, month: string, held: string, current: string) {
  const since = versionSince(month, held, current);
  return since === null ? null : monthChanges(db, month, since);
}

function versionSince(month: string, held: string, current: string): string | null {
  const from = etagParts(held);
  const to = etagParts(current);
  if (from?.length !== 5 || to?.length !== 5) return null;
  const [heldMonth, heldVersion, ...heldRest] = from;
  const [, currentVersion, ...currentRest] = to;
  if (heldMonth !== month || heldRest.join('.') !== currentRest.join('.')) return null;
  if (!/^\d{1,18}$/.test(heldVersion!) || BigInt(heldVersion!) >= BigInt(currentVersion!)) return null;
  return heldVersion!;
}

/** The jobs changed in the month since a version and the ones that left it; null when too many changed. */
async function monthChanges(db: Db, month: string, since: string): Promise<JobDataChanges | null> {
  const changed = await q.jobsChangedSince(db, month, since, CHANGES_AT_MOST + 1);
  if (changed.length > CHANGES_AT_MOST) return null;
  const [from, to] = [monthStart(month), monthEnd(month)];
  const rows = toTableRows(await q.rowsByIds(db, changed)).filter((row) => row.date >= from && row.date <= to);
  const staying = new Set(rows.map((row) => row.id));
  return {
    success: true,
    job_data: rows.sort(monthRowOrder),
    removed: changed.filter((id) => !staying.has(id)).sort((a, b) => a - b),
  };
}
