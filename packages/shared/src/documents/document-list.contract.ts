import { z } from 'zod';
import { numbers } from '../contract-fields';
import { DOCUMENT_TOTALS } from './document.contract';
import { DOCUMENT_STATUSES } from './document-status';

/**
 * How a document that is paid (an invoice by receipts, a purchase by payments) stands, worked out by
 * the server: Overdue — something open past its due date (the company's today); Part-paid — something
 * paid and something open; Paid — nothing open and not cancelled.
 */
export const PAYMENT_FLAGS = ['Overdue', 'Part-paid', 'Paid'] as const;
export type PaymentFlag = (typeof PAYMENT_FLAGS)[number];

/** The list filter of a kind that is paid: one flag. */
export const PAYMENT_FLAG_FILTER = {
  flag: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(PAYMENT_FLAGS, { error: 'Flag must be Overdue, Part-paid or Paid' }).optional(),
  ),
};

/** One row of a document list (invoices, purchase vouchers): the party is the customer or supplier. */
export const documentListRow = z.object({
  id: z.number(),
  number: z.number(),
  date: z.string(),
  customer_name: z.string(),
  reference: z.string().nullable(),
  status: z.enum(DOCUMENT_STATUSES),
  ...DOCUMENT_TOTALS,
  /** For a kind that is paid, when it falls due and what is still open on it (null unless Posted: only an issued document is owed); null for the others. */
  due_date: z.string().nullable(),
  open_amount: z.number().nullable(),
  flags: z.array(z.enum(PAYMENT_FLAGS)),
});
export type DocumentListRow = z.infer<typeof documentListRow>;

/** The totals of one status among the documents a filter matches. */
export const statusTotals = z.object({ status: z.enum(DOCUMENT_STATUSES), count: z.number(), ...DOCUMENT_TOTALS });
export type StatusTotals = z.infer<typeof statusTotals>;

/**
 * What a list call answers besides its rows: the page, the totals of the whole filter, the numbering
 * gaps. A cancelled document enters no total: `totals` and `by_status` leave it out and
 * `cancelled_count` says how many matched; `open_amount` is what is still to pay on the Posted documents
 * matched (null for a kind that is not paid).
 */
export const DOCUMENT_LIST_PAGE = {
  ...numbers('page', 'pages', 'count', 'cancelled_count'),
  totals: z.object(DOCUMENT_TOTALS),
  by_status: z.array(statusTotals),
  open_amount: z.number().nullable(),
  /** Numbers missing from the sequence between 1 and the last one given, e.g. after a typed number. */
  gaps: z.array(z.number()),
};

/** A list call's answer: its rows under the kind's plural (`invoices`, `purchases`, `receipts`) and the page. */
export function documentListResponse<K extends string>(plural: K) {
  const rows = { [plural]: z.array(documentListRow) } as Record<K, z.ZodArray<typeof documentListRow>>;
  return z.object({ status: z.literal('success'), ...rows, ...DOCUMENT_LIST_PAGE });
}
