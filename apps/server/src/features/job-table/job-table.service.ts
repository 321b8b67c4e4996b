import pLimit from 'p-limit';
import { addMonths, monthEnd, monthLabel, monthStart, todayIn } from '@fleetledger/shared/dates';
import type { JobTableRow, JobUpdate } from '@fleetledger/shared/job-table/job-table.contract';
import { bulkRowPayload, JOB_TABLE_MESSAGES } from '@fleetledger/shared/job-table/job-table.contract';
import { completeRowInput, rowToJobInput } from '@fleetledger/shared/jobs/jobs.contract';
import { isInvoicedStatus, JOB_MESSAGES, tableStatus, type JobInput } from '@fleetledger/shared/jobs/jobs.rules';
import { filsToBd } from '@fleetledger/shared/money';
import type { Db, Executor } from '../../db/client';
import { fieldErrors } from '../../http/field-errors';
import { badRequest, conflict, HttpError, notFound } from '../../http/http-error';
import { attachmentUrl, removeAttachmentsOf } from '../attachments/attachments.service';
import { recordAudit, recordAudits, type AuditChange } from '../../audit/audit-log';
import type { Actor } from '../../identity/actor';
import { jobEntryLookups } from '../masterdata/masterdata.service';
import { jobProblemsGiven, missingReferencesOf, type MissingReferences } from '../jobs/jobs.service';
import { staleEdit } from '../../kernel/stale-edit';
import * as q from './job-table.queries';

/** Table rows straight from the stored rows: one small object each, built in a single pass. */
export function toTableRows({ rows, attachmentsOf }: q.JobRows): JobTableRow[] {
  return rows.map((record) => toTableRow(record, attachmentsOf.get(record.id) ?? []));
}

function toTableRow(record: q.JobRowRecord, attachments: readonly { id: number; name: string }[]): JobTableRow {
  return {
    id: record.id,
    date: record.date,
    job: record.job_number,
    container: record.container,
    reference: record.reference,
    is_lose_container: record.is_lose_container,
    description: record.description,
    customer: record.customer_name,
    customer_id: record.customer_id,
    careof: record.care_of,
    taxi: record.is_taxi ? 'yes' : 'no',
    taxi_name: record.taxi_name,
    driver: record.driver_name,
    driver_id: record.driver_id,
    truck: record.truck_number,
    truck_id: record.truck_id,
    taxi_charge: filsToBd(record.taxi_charge_fils),
    charge: filsToBd(record.charge_fils),
    extra_amount: filsToBd(record.extra_amount_fils),
    extra_description: record.extra_description,
    related_note: record.related_note,
    status: tableStatus(record.invoice_status),
    attachment: attachments.map((a) => ({ id: a.id, name: a.name, url: attachmentUrl(a.id) })),
    version: record.version,
    updated_at: record.updated_at,
  };
}

/** The 36 months of the selectors: previous, current and next year. */
function selectableMonths(companyTz: string) {
  const year = Number(todayIn(companyTz).slice(0, 4));
  return Array.from({ length: 36 }, (_, i) => addMonths(`${year - 1}-01`, i)).map((month) => ({
    month_digit: month,
    month_name: monthLabel(month),
  }));
}

/**
 * At most two months are read at once: a month is thousands of rows and megabytes of JSON, and more
 * reads side by side than the two cores can run only add memory, not speed; the rest wait their turn.
 */
const monthReads = pLimit(2);

export async function monthTable(db: Db, month: string, companyTz: string) {
  return monthReads(async () => {
    const [records, lookups] = await Promise.all([
      q.rowsBetween(db, monthStart(month), monthEnd(month)),
      jobEntryLookups(db),
    ]);
    return { job_data: toTableRows(records), months: selectableMonths(companyTz), ...lookups };
  });
}

async function reloadRows(db: Executor, ids: readonly number[]): Promise<JobTableRow[]> {
  const byId = new Map(toTableRows(await q.rowsByIds(db, ids)).map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)!);
}

const KEPT_WHEN_INACTIVE = [
  ['customerId', 'customer_id'],
  ['driverId', 'driver_id'],
  ['truckId', 'truck_id'],
] as const;

/** Problems of one row against its stored version: locks, staleness, rules, chosen records. */
interface RowProblem {
  status: 400 | 404 | 409;
  errors: Record<string, string>;
}

function rowProblems(
  input: JobInput,
  stored: q.LockedJob | undefined,
  loadedVersion: number | null,
  missing: MissingReferences,
): RowProblem | null {
  if (stored === undefined) return { status: 404 as const, errors: { id: JOB_TABLE_MESSAGES.notFound } };
  if (stored.version !== loadedVersion) {
    const by = stored.updatedByName ?? 'someone else';
    const at = stored.updatedAt.toISOString().slice(0, 16).replace('T', ' ');
    return { status: 409 as const, errors: { version: JOB_TABLE_MESSAGES.stale(by, at) } };
  }
  if (isInvoicedStatus(stored.invoiceStatus)) {
    const changed = changedFields(stored.row, input).filter((field) => field !== 'relatedNote');
    return changed.length === 0 ? null : { status: 409 as const, errors: { id: JOB_MESSAGES.invoicedLocked } };
  }
  const problems = jobProblemsGiven(input, missing);
  // A record deactivated after the job was saved stays valid on that job.
  for (const [key, field] of KEPT_WHEN_INACTIVE) {
    if (stored[key] === input[key] && input[key] !== null) delete problems[field];
  }
  return Object.keys(problems).length === 0 ? null : { status: 400 as const, errors: problems };
}

function changedFields(stored: Record<string, unknown>, input: JobInput): (keyof JobInput)[] {
  return (Object.keys(input) as (keyof JobInput)[]).filter((key) => stored[key] !== input[key]);
}

function refuse(status: 400 | 404 | 409, errors: Record<string, string>, current: JobTableRow | undefined): never {
  const message = Object.values(errors)[0]!;
  if (status === 400) throw badRequest(message, errors);
  if (status === 404) throw notFound(message);
  throw staleEdit(message, current, { errors });
}

/** job_update.php: one row at the version the user loaded; invoiced rows change only their note. */
export async function updateRow(db: Db, update: JobUpdate, actor: Actor): Promise<JobTableRow> {
  return db.transaction(async (tx) => {
    const [stored] = await q.lockJobs(tx, [update.id]);
    const input = completeRowInput(update.input, stored?.row);
    const problem = rowProblems(input, stored, update.version, await missingReferencesOf(tx, [input]));
    if (problem !== null) {
      const current = stored === undefined ? undefined : (await reloadRows(tx, [update.id]))[0];
      refuse(problem.status, problem.errors, current);
    }
    const values: Partial<JobInput> = isInvoicedStatus(stored!.invoiceStatus)
      ? { relatedNote: input.relatedNote }
      : input;
    const after = await q.updateJob(tx, update.id, values, actor.userId);
    await recordAudit(tx, actor, { action: 'update', entity: 'job', entityId: update.id, before: stored!.row, after });
    return (await reloadRows(tx, [update.id]))[0]!;
  });
}

/**
 * job_bulk.php: every new and edited row in ONE transaction. Any row with a problem means nothing
 * is saved, and the answer lists every failing row with its reasons.
 */
export async function saveBulk(db: Db, rows: readonly unknown[], actor: Actor): Promise<JobTableRow[]> {
  const failures: { index: number; id: number | null; errors: Record<string, string> }[] = [];
  const parsed = rows.map((raw, index) => {
    const result = bulkRowPayload.safeParse(raw);
    if (!result.success) {
      const id =
        typeof raw === 'object' && raw !== null && typeof (raw as { id?: unknown }).id === 'number'
          ? (raw as { id: number }).id
          : null;
      failures.push({ index, id, errors: fieldErrors(result.error) });
      return null;
    }
    const isNew = result.data.isNew || result.data.id === null;
    return {
      index,
      id: isNew ? null : result.data.id,
      version: result.data.version,
      input: rowToJobInput(result.data),
    };
  });
  const parsedRows = parsed.filter((row): row is NonNullable<typeof row> => row !== null);
  return db.transaction(async (tx) => {
    const existingIds = parsedRows.filter((row) => row.id !== null).map((row) => row.id!);
    if (new Set(existingIds).size !== existingIds.length) throw badRequest('The same job appears twice in one save');
    const stored = new Map((await q.lockJobs(tx, existingIds)).map((row) => [row.id, row]));
    const valid = parsedRows.map((row) => ({
      ...row,
      input: completeRowInput(row.input, row.id === null ? undefined : stored.get(row.id)?.row),
    }));
    const missing = await missingReferencesOf(
      tx,
      valid.map((row) => row.input),
    );
    let status: 400 | 404 | 409 = 400;
    // Rows whose shape was wrong are already listed; the others are still checked so the user sees
    // every problem at once.
    for (const row of valid) {
      const problem =
        row.id === null
          ? newRowProblems(row.input, missing)
          : rowProblems(row.input, stored.get(row.id), row.version, missing);
      if (problem !== null) {
        failures.push({ index: row.index, id: row.id, errors: problem.errors });
        if (problem.status === 409) status = 409;
        else if (problem.status === 404 && status !== 409) status = 404;
      }
    }
    if (failures.length > 0) throw bulkRefusal(status, failures, rows.length);

    const created = await q.insertJobs(
      tx,
      valid.filter((row) => row.id === null).map((row) => row.input),
      actor.userId,
    );
    let next = 0;
    const savedIds: number[] = [];
    const changes: AuditChange[] = [];
    for (const row of valid) {
      if (row.id === null) {
        const id = created[next++]!.id;
        savedIds.push(id);
        changes.push({ action: 'create', entity: 'job', entityId: id, after: row.input });
      } else {
        const before = stored.get(row.id)!;
        const values: Partial<JobInput> = isInvoicedStatus(before.invoiceStatus)
          ? { relatedNote: row.input.relatedNote }
          : row.input;
        const after = await q.updateJob(tx, row.id, values, actor.userId);
        savedIds.push(row.id);
        changes.push({ action: 'update', entity: 'job', entityId: row.id, before: before.row, after });
      }
    }
    await recordAudits(tx, actor, changes);
    return reloadRows(tx, savedIds);
  });
}

function newRowProblems(input: JobInput, missing: MissingReferences): RowProblem | null {
  const problems = jobProblemsGiven(input, missing);
  return Object.keys(problems).length === 0 ? null : { status: 400 as const, errors: problems };
}

function bulkRefusal(
  status: 400 | 404 | 409,
  failures: { index: number; id: number | null; errors: Record<string, string> }[],
  total: number,
) {
  const sorted = [...failures].sort((a, b) => a.index - b.index);
  const message = `Nothing was saved: ${sorted.length} of ${total} row${total === 1 ? '' : 's'} ${sorted.length === 1 ? 'has' : 'have'} problems`;
  return new HttpError(status, message, undefined, { failures: sorted });
}

export async function deleteRow(db: Db, id: number, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const [stored] = await q.lockJobs(tx, [id]);
    if (stored === undefined) throw notFound(JOB_TABLE_MESSAGES.notFound);
    if (isInvoicedStatus(stored.invoiceStatus) || stored.invoiceStatus === 'requested') {
      throw conflict(
        stored.invoiceStatus === 'requested'
          ? 'Cannot delete a job with an invoice request'
          : JOB_MESSAGES.invoicedLocked,
      );
    }
    if (await q.documentsNameJob(tx, id)) throw conflict(JOB_TABLE_MESSAGES.namedByDocuments);
    await removeAttachmentsOf(tx, 'job', id);
    await q.deleteJob(tx, id);
    await recordAudit(tx, actor, { action: 'delete', entity: 'job', entityId: id, before: stored.row });
  });
}
