import { z } from 'zod';
import { numbers } from '../contract-fields';
import { DOCUMENT_TOTALS } from './document.contract';
import { DOCUMENT_STATUSES } from './document-status';

/** One row of a document list (invoices, purchase vouchers): the party is the customer or supplier. */
export const documentListRow = z.object({
  id: z.number(),
  number: z.number(),
  date: z.string(),
  customer_name: z.string(),
  reference: z.string().nullable(),
  status: z.enum(DOCUMENT_STATUSES),
  ...DOCUMENT_TOTALS,
});
export type DocumentListRow = z.infer<typeof documentListRow>;

/** What a list call answers besides its rows: the page, the totals of the whole filter, the numbering gaps. */
export const DOCUMENT_LIST_PAGE = {
  ...numbers('page', 'pages', 'count'),
  totals: z.object(DOCUMENT_TOTALS),
  /** Numbers missing from the sequence between 1 and the last one given, e.g. after a typed number. */
  gaps: z.array(z.number()),
};

/** A list call's answer: its rows under the kind's plural (`invoices`, `purchases`, `receipts`) and the page. */
export function documentListResponse<K extends string>(plural: K) {
  const rows = { [plural]: z.array(documentListRow) } as Record<K, z.ZodArray<typeof documentListRow>>;
  return z.object({ status: z.literal('success'), ...rows, ...DOCUMENT_LIST_PAGE });
}
