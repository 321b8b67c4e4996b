import { z } from 'zod';
import { idNumber, requiredId } from '../contract-fields';
import { DOCUMENT_LINE_KINDS } from '../ledger/account-use';
import { ACCOUNT_TYPES } from '../masterdata/masterdata.contract';

/** The voucher screens' lookups (GET vouchers/…): answers `{status: 'success', data, message}`. */
export const lookupEnvelope = <T extends z.ZodType>(item: T) =>
  z.object({ status: z.literal('success'), data: z.array(item), message: z.string() });

export const customerLookup = z.object({ id: z.number(), name: z.string(), cr_name: z.string().nullable() });
export const accountLookup = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  dr_cr: z.enum(['dr', 'cr']),
  type: z.enum(ACCOUNT_TYPES),
});
export const truckLookup = z.object({ id: z.number(), number: z.string() });
/** A job found by number: the date and container tell apart jobs that share a number. */
export const jobLookup = z.object({
  id: z.number(),
  job_number: z.string().nullable(),
  date: z.string(),
  container: z.string().nullable(),
});
/** A customer's job that is open for invoicing: not requested, not on an invoice. */
export const pendingJob = z.object({
  id: z.number(),
  job_number: z.string().nullable(),
  container: z.string().nullable(),
  description: z.string(),
  date: z.string(),
  care_of: z.string().nullable(),
  total_amount: z.number(),
});
export type CustomerLookup = z.infer<typeof customerLookup>;
export type AccountLookup = z.infer<typeof accountLookup>;
export type PendingJob = z.infer<typeof pendingJob>;

export const accountSearchQuery = z.object({
  search: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined),
    z.string().max(100, 'Search must be at most 100 characters').optional(),
  ),
  /**
   * For a document's line: no control accounts; a sales line is offered income accounts only, and its
   * other accounts (`sale-other`) when the user asks for them.
   */
  line: z.enum(DOCUMENT_LINE_KINDS, { error: 'Line must be sale, sale-other or purchase' }).optional(),
});
export const findJobQuery = z.object({
  job_number: z
    .string({ error: 'Enter a job number' })
    .trim()
    .min(1, 'Enter a job number')
    .max(64, 'Job No must be at most 64 characters'),
});
export const jobsByCustomerQuery = z.object({ customer_id: requiredId('Customer') });
/** POST get_jobs_by_customer (the invoice edit screen): also the jobs already on that invoice. */
export const jobsByCustomerPayload = z.object({
  customer_id: requiredId('Customer'),
  ids: z
    .array(
      z.preprocess((v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v), idNumber('Not a valid job id')),
      {
        error: 'ids must be a list of job ids',
      },
    )
    .max(2000)
    .optional()
    .default([]),
});

/** How many lookup rows at most: the screens search as the user types. */
export const LOOKUP_LIMIT = 50;
