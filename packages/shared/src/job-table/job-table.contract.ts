import { z } from 'zod';
import { isoMonth } from '../dates';
import { flag, numbers, optionalId, requiredId, texts, version, VERSION_REQUIRED } from '../contract-fields';
import { jobRowFields, rowToJobInput } from '../jobs/jobs.contract';
import { customerOption, driverOption, truckOption } from '../jobs/jobs.contract';
import { ATTACHMENT_MESSAGES, attachmentLink, attachmentName, uploadedFile } from '../attachments/attachments.contract';

/** POST job_data.php {month} */
export const jobDataPayload = z.object({ month: isoMonth('Choose a month (YYYY-MM)') });

/** A job table row as the server answers it, plus its version. */
export const jobTableRow = z.object({
  id: z.number(),
  date: z.string(),
  job: z.string().nullable(),
  container: z.string().nullable(),
  /** The BL or other reference of a loose container, which has no container number. */
  reference: z.string().nullable(),
  is_lose_container: z.boolean(),
  description: z.string(),
  customer: z.string().nullable(),
  customer_id: z.number().nullable(),
  careof: z.string().nullable(),
  taxi: z.enum(['yes', 'no']),
  taxi_name: z.string().nullable(),
  driver: z.string().nullable(),
  driver_id: z.number().nullable(),
  truck: z.string().nullable(),
  truck_id: z.number().nullable(),
  ...numbers('taxi_charge', 'charge', 'extra_amount'),
  extra_description: z.string().nullable(),
  related_note: z.string().nullable(),
  status: z.enum(['', 'requested', 'invoiced']),
  attachment: z.array(attachmentLink),
  version: z.number(),
  updated_at: z.string(),
});
export type JobTableRow = z.infer<typeof jobTableRow>;

export const jobDataResponse = z.object({
  success: z.literal(true),
  job_data: z.array(jobTableRow),
  months: z.array(z.object({ month_digit: z.string(), month_name: z.string() })),
  customers: z.array(customerOption),
  drivers: z.array(driverOption),
  trucks: z.array(truckOption),
});
export type JobDataResponse = z.infer<typeof jobDataResponse>;

/**
 * What job_data.php answers (226 IM Used) to a reader who holds the month at an older ETag and asks
 * `A-IM: rows`: the jobs changed since, in the month's order, and the ids of the jobs that left it. The
 * month list and the lookups are as the reader holds them.
 */
export const MONTH_CHANGES = 'rows';
export const jobDataChanges = z.object({
  success: z.literal(true),
  job_data: z.array(jobTableRow),
  removed: z.array(z.number()),
});
export type JobDataChanges = z.infer<typeof jobDataChanges>;

/**
 * Attachments arrive as a list of {id,url,name}, or as comma-joined urls with a separate
 * comma-joined attachment_name. The server owns attachments, so it only reads them
 * to accept the row; they never change through a row save.
 */
export const attachmentField = z.union([z.array(z.unknown()), z.string(), z.null(), z.undefined()]).optional();

/** POST job_update.php: an existing row (multipart or JSON), with the version the user loaded. */
export const jobUpdatePayload = z
  .object({
    ...jobRowFields,
    id: requiredId('Job'),
    version: version(),
    attachment: attachmentField,
    attachment_name: z.unknown().optional(),
  })
  .transform((p) => ({ id: p.id, version: p.version, input: rowToJobInput(p) }));
export type JobUpdate = z.output<typeof jobUpdatePayload>;

export const jobUpdateResponse = z.object({ success: z.literal(true), updatedRow: jobTableRow, message: z.string() });

/** POST job_bulk.php {jobs, month}: new rows (isNew) and edited rows, saved together or not at all. */
export const JOB_BULK_MAX = 2000;
export const bulkRowPayload = z
  .object({
    ...jobRowFields,
    id: optionalId('Job'),
    isNew: flag('isNew'),
    version: z.preprocess(
      (v) => (v === undefined || v === null || v === '' ? null : typeof v === 'string' ? Number(v) : v),
      z.number({ error: VERSION_REQUIRED }).int().positive().nullable(),
    ),
    attachment: attachmentField,
    attachment_name: z.unknown().optional(),
  })
  .superRefine((row, ctx) => {
    // An edited row without the version it was read at could silently overwrite someone's change.
    if (!row.isNew && row.id !== null && row.version === null) {
      ctx.addIssue({ code: 'custom', path: ['version'], message: VERSION_REQUIRED });
    }
  });
export const jobBulkPayload = z.object({
  month: isoMonth('Choose a month (YYYY-MM)').optional(),
  jobs: z
    .array(z.unknown(), { error: 'jobs must be a list of rows' })
    .min(1, 'There is nothing to save')
    .max(JOB_BULK_MAX, `At most ${JOB_BULK_MAX} rows can be saved at once`),
});

export const bulkFailure = z.object({
  index: z.number(),
  id: z.number().nullable(),
  errors: z.record(z.string(), z.string()),
});
export type BulkFailure = z.infer<typeof bulkFailure>;

export const jobBulkResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  /** The saved rows, in the order they were sent. */
  rows: z.array(jobTableRow),
});

/** POST job_delete.php (form-encoded id) */
export const jobDeletePayload = z.object({ id: requiredId('Job') });

/** POST drive/upload.php (multipart name, job, file) */
export const attachmentUploadPayload = z.object({
  name: attachmentName,
  job: requiredId('Job'),
  file: uploadedFile.optional(),
});
export const attachmentUploadResponse = z.object({
  success: z.literal(true),
  attachmentId: z.number(),
  ...texts('fileLink', 'fileUrl', 'url', 'name', 'message'),
});

/** POST attachment_delete.php (form-encoded attachment_id, job_id) */
export const attachmentDeletePayload = z.object({ attachment_id: requiredId('Attachment'), job_id: requiredId('Job') });

export const JOB_TABLE_MESSAGES = {
  stale: (by: string, at: string) =>
    `This job was changed by ${by} at ${at} since you loaded it. Your edit is kept: compare and choose.`,
  notFound: 'Job not found',
  namedByDocuments: 'This job is named on an invoice or a purchase voucher, which the books keep: it cannot be deleted',
  fileRequired: ATTACHMENT_MESSAGES.fileRequired,
  onlyImagesAndPdf: ATTACHMENT_MESSAGES.onlyImagesAndPdf,
} as const;
