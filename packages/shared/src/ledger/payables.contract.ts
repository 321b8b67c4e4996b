import { z } from 'zod';
import { requiredId } from '../contract-fields';
import { reportRange } from '../reports/reports.contract';
import { agingFigures, statementFigures, statementParty } from './books.contract';

/*
 * The books of what the company owes its suppliers (Admin only), read from Accounts Payable's lines:
 * GET /api/transportation/books/{payables_aging, supplier_statement, supplier_statement_pdf}.
 */

export const PAYABLES_MESSAGES = {
  supplierNotFound: 'Supplier not found',
} as const;

// Payables aging on a date (the date query of the receivables aging): per supplier, each open purchase
// or expense by days past its due date (its date + the supplier's payment terms), what was paid to them
// ahead (advances, and anything paid beyond a purchase), and the balance we owe (buckets − advance).
export const payablesAgingRow = z.object({
  supplier_id: z.number(),
  supplier_name: z.string(),
  payment_terms_days: z.number(),
  ...agingFigures.shape,
});
export const payablesAgingResponse = z.object({
  success: z.literal(true),
  date: z.string(),
  rows: z.array(payablesAgingRow),
  totals: agingFigures,
});
export type PayablesAging = z.infer<typeof payablesAgingResponse>;

// Supplier statement: balances are what we owe the supplier (credits raise them, debits lower them).
export const supplierStatementQuery = z.intersection(reportRange, z.object({ supplier_id: requiredId('Supplier') }));
export const supplierStatementResponse = z.object({
  success: z.literal(true),
  supplier: statementParty,
  ...statementFigures.shape,
});
export type SupplierStatement = z.infer<typeof supplierStatementResponse>;
