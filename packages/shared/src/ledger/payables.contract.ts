import { z } from 'zod';
import { requiredId } from '../contract-fields';
import { reportRange } from '../reports/reports.contract';
import { agingItemsOf, agingOf, statementResponseOf } from './books.contract';

/*
 * The books of what the company owes its suppliers (Admin only), read from Accounts Payable's lines:
 * GET /api/transportation/books/{payables_aging, payables_aging_items, supplier_statement,
 * supplier_statement_pdf}.
 */

export const PAYABLES_MESSAGES = {
  supplierNotFound: 'Supplier not found',
} as const;

// Payables aging on a date (the date query of the receivables aging): per supplier, each open purchase
// or expense by days past its due date (its date + the supplier's payment terms), what was paid to them
// ahead (advances, and anything paid beyond a purchase), and the balance we owe (buckets − advance).
const payablesAging = agingOf('supplier');
export const payablesAgingRow = payablesAging.row;
export const payablesAgingResponse = payablesAging.response;
export type PayablesAging = z.infer<typeof payablesAgingResponse>;
// A bucket of it opened: one supplier's open purchases and expenses there, adding up to its figure.
const payablesAgingItems = agingItemsOf('supplier', 'Supplier');
export const payablesAgingItemsQuery = payablesAgingItems.query;
export const payablesAgingItemsResponse = payablesAgingItems.response;
export type PayablesAgingItems = z.infer<typeof payablesAgingItemsResponse>;

// Supplier statement: balances are what we owe the supplier (credits raise them, debits lower them).
export const supplierStatementQuery = z.intersection(reportRange, z.object({ supplier_id: requiredId('Supplier') }));
export const supplierStatementResponse = statementResponseOf('supplier');
export type SupplierStatement = z.infer<typeof supplierStatementResponse>;
