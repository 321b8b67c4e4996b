import { z } from 'zod';
import {
  attachmentUploadResponse,
  bulkFailure,
  jobBulkResponse,
  jobDataChanges,
  jobDataResponse,
  jobTableRow,
  jobUpdateResponse,
  MONTH_CHANGES,
  type BulkFailure,
  type JobTableRow,
} from '@fleetledger/shared/job-table/job-table.contract';
import { withMonthChanges } from '@fleetledger/shared/job-table/month-changes';
import { customerInsertResponse, type CustomerInsertPayload } from '@fleetledger/shared/jobs/jobs.contract';
import type { BulkJob } from '../model/row-payload';
import { apiRequest, apiRevalidate, type KeptAnswer } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import type { ResponseParser } from '@fleetledger/shared/auth/session-user';

/** The calls of the job table, typed by the shared contracts. */

type MonthAnswer = z.infer<typeof jobDataResponse>;

/** The last months read, each with its ETag: reading one again costs a 304 when nothing changed. */
const keptMonths = new Map<string, KeptAnswer<MonthAnswer>>();
const KEPT_MONTHS = 2;

/** What a month held becomes with the rows changed since: the server sends only those (226). */
const monthChanges = { form: MONTH_CHANGES, schema: jobDataChanges, apply: withMonthChanges<MonthAnswer> };

/**
 * A month of the table; the same object as before when the server says it has not changed, the month held
 * with the rows changed since when it has (docs/architecture.md, "Reading a month").
 */
export async function loadMonth(month: string): Promise<MonthAnswer> {
  const kept = keptMonths.get(month);
  const answer = await apiRevalidate(
    { path: 'job_data.php', method: 'POST', body: { month }, schema: jobDataResponse, reads: true },
    kept,
    monthChanges,
  );
  keptMonths.delete(month);
  if (answer.etag !== null) keptMonths.set(month, { etag: answer.etag, value: answer.value });
  while (keptMonths.size > KEPT_MONTHS) keptMonths.delete(keptMonths.keys().next().value!);
  return answer.value;
}

/** job_update.php as the spec sends it: the row as a multipart form. */
export async function updateJob(form: FormData): Promise<JobTableRow> {
  return (await postTable('job_update.php', form, jobUpdateResponse)).updatedRow;
}

export async function saveJobs(month: string, jobs: readonly BulkJob[]) {
  return postTable('job_bulk.php', { month, jobs }, jobBulkResponse);
}

const successMessage = z.object({ success: z.literal(true), message: z.string() });

export function deleteJob(id: number) {
  return postTable('job_delete.php', new URLSearchParams({ id: String(id) }), successMessage);
}

export function uploadAttachment(jobId: number, name: string, file: File) {
  const form = new FormData();
  form.set('name', name);
  form.set('job', String(jobId));
  form.set('file', file);
  return postTable('drive/upload.php', form, attachmentUploadResponse);
}

export function deleteAttachment(jobId: number, attachmentId: number) {
  const form = new URLSearchParams({ attachment_id: String(attachmentId), job_id: String(jobId) });
  return postTable('attachment_delete.php', form, successMessage);
}

export function insertCustomer(customer: CustomerInsertPayload) {
  return postTable('customer_insert.php', customer, customerInsertResponse);
}

/** Every job table call is a POST, some of them forms. */
function postTable<T>(path: string, body: FormData | URLSearchParams | object, schema: ResponseParser<T>): Promise<T> {
  return apiRequest({ path, method: 'POST', body, schema });
}

/** The server's row in a stale-version 409 (a lock answers 409 too, without a version error). */
export function conflictRow(error: unknown): JobTableRow | null {
  if (!isApiError(error) || error.status !== 409 || error.fieldErrors.version === undefined) return null;
  const parsed = z.object({ current: jobTableRow }).safeParse(error.body);
  return parsed.success ? parsed.data.current : null;
}

/** The failing rows of a refused bulk save. */
export function bulkFailures(error: unknown): BulkFailure[] {
  if (!isApiError(error)) return [];
  const parsed = z.object({ failures: z.array(bulkFailure) }).safeParse(error.body);
  return parsed.success ? parsed.data.failures : [];
}
