import { z } from 'zod';
import { idNumber } from '../contract-fields';
import { reportRange } from '../reports/reports.contract';
import { agingFigures, agingQuery, agingRow } from '../ledger/books.contract';

/*
 * Customer statements (Admin only), beyond the spec: every customer who owes something or holds an
 * advance on a date, and their statements printed together as one PDF.
 * GET /api/transportation/books/{customer_statements, customer_statements_pdf}.
 */

/**
 * The most statements printed or sent together (each is printed while the call waits): more is
 * refused, not cut short.
 */
export const STATEMENTS_AT_ONCE = 100;

export const STATEMENTS_MESSAGES = {
  customersRequired: 'Choose the customers whose statements to print',
  customerIdInvalid: 'Each customer is a whole-number id, separated by commas',
  tooMany: `Print at most ${STATEMENTS_AT_ONCE} statements at a time`,
} as const;

// The list on a date: the receivables aging's rows whose balance is not zero, each with the date of the
// customer's last receipt on or before it (null when none).
export const customerStatementsQuery = agingQuery;
export const customerStatementsRow = agingRow.extend({ last_receipt_date: z.string().nullable() });
export const customerStatementsResponse = z.object({
  success: z.literal(true),
  date: z.string(),
  rows: z.array(customerStatementsRow),
  totals: agingFigures,
});
export type CustomerStatements = z.infer<typeof customerStatementsResponse>;

/** '3,17,42' as the address carries it: each id once, in the order given. */
const customerIds = z.preprocess(
  (value) =>
    typeof value === 'string'
      ? value
          .split(',')
          .map((id) => id.trim())
          .filter((id) => id !== '')
      : value,
  z
    .array(
      z.preprocess(
        (id) => (typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : id),
        idNumber(STATEMENTS_MESSAGES.customerIdInvalid),
      ),
      { error: STATEMENTS_MESSAGES.customersRequired },
    )
    .min(1, STATEMENTS_MESSAGES.customersRequired)
    .transform((ids) => [...new Set(ids)])
    .refine((ids) => ids.length <= STATEMENTS_AT_ONCE, STATEMENTS_MESSAGES.tooMany),
);

// Print all: the statements of the customers chosen for one period, each starting on a new page.
export const customerStatementsPdfQuery = z.intersection(reportRange, z.object({ customer_ids: customerIds }));
export type CustomerStatementsPdfQuery = z.infer<typeof customerStatementsPdfQuery>;
