import { z } from 'zod';
import { printedNumber, typedNumberDigits } from '../documents/document-number-prefixes';
import { isoDate } from '../dates';
import { idNumber, requiredId } from '../contract-fields';
import { jobDataPayload, jobTableRow } from '../job-table/job-table.contract';
import { JOB_SUMMARY } from '../jobs/jobs.contract';

export const INVOICE_REQUEST_MESSAGES = {
  selectJobs: 'Please select at least one job to request invoice',
  failed: 'Failed to submit invoice request',
  submitted: (jobs: number, requests: number) =>
    `Invoice request submitted successfully for ${jobs} job(s)!` +
    (requests > 1 ? ` The jobs belong to ${requests} customers, so ${requests} requests were made.` : ''),
  notOpen: (jobs: string) => `Already requested or invoiced: ${jobs}. Reload to see their status.`,
  jobsMissing: 'Some of these jobs no longer exist. Reload the month.',
  noCustomer: (jobs: string) => `Choose a customer for ${jobs} before requesting an invoice.`,
  oneCustomer: (customers: string) =>
    `An invoice is for one customer, and these jobs are for ${customers}. Select the jobs of one customer.`,
  notThisCustomer: (jobs: string) =>
    `${jobs} belong to another customer now. Reload the month and select the jobs of one customer.`,
  saveFirst: (jobs: string) => `Save ${jobs} before requesting an invoice.`,
  selectAcceptJobs: 'Please select at least one job',
  invoiceNumberRequired: 'Please enter an invoice number',
  invoiceNumberInvalid: () => `The invoice number is a whole number, e.g. 1024 or ${printedNumber('invoice', 1024)}`,
  invoiceDateRequired: 'Please select an invoice date',
  requestNotFound: 'That invoice request was not found or has already been accepted',
  jobsNotOnRequest: 'Choose jobs of this request only',
  numberUsed: (number: string) => `Invoice number ${number} is already used. The next free number is proposed.`,
  accepted: (number: string) => `Invoice ${number} created`,
} as const;

/** POST invoice_request_data {month}, as job_data: that month's jobs with their invoice status. */
export const invoiceRequestDataPayload = jobDataPayload;
/** A job of the month as the request screen lists it: part of its job table row, and its request's status. */
export const requestableJob = jobTableRow
  .pick({
    id: true,
    date: true,
    job: true,
    customer: true,
    customer_id: true,
    container: true,
    driver: true,
    charge: true,
    extra_amount: true,
  })
  .extend({
    /** '' open, or requested, processing, finished. */
    invoice_status: z.enum(['', 'pending', 'requested', 'processing', 'finished']),
  });
export type RequestableJob = z.infer<typeof requestableJob>;
export const invoiceRequestDataResponse = z.object({
  success: z.literal(true),
  jobs: z.array(requestableJob),
  message: z.string(),
});

/** An id as a number, or as the digits a form sends. */
const sentId = (message: string) =>
  z.preprocess((v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v), idNumber(message));

const jobIds = (required: string) =>
  z
    .array(sentId(required), { error: required })
    .min(1, required)
    .max(2000, 'At most 2000 jobs at once')
    .refine((ids) => new Set(ids).size === ids.length, 'The same job is listed twice');

/**
 * POST invoice_request {job_ids}: one request per customer, all or nothing. With `customer_id` (the job
 * table's Request Invoice, beyond the spec) every job must be that customer's, so rows whose customer
 * changed since they were loaded are refused instead of becoming a second request.
 */
export const invoiceRequestPayload = z.object({
  job_ids: jobIds(INVOICE_REQUEST_MESSAGES.selectJobs),
  customer_id: sentId('Customer is not a valid id').optional(),
});
export const invoiceRequestResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  request_numbers: z.array(z.number()),
});

export const requestJobDetail = z.object({
  ...JOB_SUMMARY,
  customer: z.object({ name: z.string().nullable() }),
  driver: z.object({ name: z.string().nullable() }),
  truck: z.object({ number: z.string().nullable() }),
});
export const pendingInvoiceRequest = z.object({
  request_number: z.number(),
  requested_date: z.string(),
  customer: z.object({ id: z.number().nullable(), name: z.string().nullable() }),
  job_details: z.array(requestJobDetail),
});
export type PendingInvoiceRequest = z.infer<typeof pendingInvoiceRequest>;

/** GET invoice_request_management_data (status envelope). */
export const invoiceRequestManagementResponse = z.object({
  status: z.literal('success'),
  requests: z.array(pendingInvoiceRequest),
  /** The invoice number the acceptance form proposes. */
  next_invoice_number: z.number(),
});

/** The number as typed: '1024' or as printed ('INV-ARG-1024'). */
export const invoiceNumberText = z.preprocess(
  (v) => (typeof v === 'number' ? String(v) : v),
  z
    .string({ error: INVOICE_REQUEST_MESSAGES.invoiceNumberRequired })
    .trim()
    .min(1, INVOICE_REQUEST_MESSAGES.invoiceNumberRequired)
    .transform((v) => typedNumberDigits('invoice', v) ?? v)
    .refine((v) => /^\d{1,12}$/.test(v) && Number(v) > 0, { error: INVOICE_REQUEST_MESSAGES.invoiceNumberInvalid })
    .transform(Number),
);

/** POST invoice_request_accepting. */
export const invoiceRequestAcceptPayload = z.object({
  request_number: requiredId('Request number'),
  job_ids: jobIds(INVOICE_REQUEST_MESSAGES.selectAcceptJobs),
  invoice_number: invoiceNumberText,
  date: isoDate(INVOICE_REQUEST_MESSAGES.invoiceDateRequired),
});
export type InvoiceRequestAccept = z.output<typeof invoiceRequestAcceptPayload>;
export const invoiceRequestAcceptResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  invoice_number: z.number(),
});
