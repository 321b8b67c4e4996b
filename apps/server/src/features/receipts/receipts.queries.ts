import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { accounts, customers, invoices, receiptItems, receiptRequestKeys, receipts } from '../../db/schema';
import { documentRowQueries } from '../../kernel/document-row.queries';
import type { MoneyVoucherTables } from '../../kernel/money-voucher.queries';

/**
 * What an invoice owes its customer: its total, plus its debit notes, less what its credit notes took off
 * it and the credit of other credit notes allocated to it (all of them not cancelled).
 */
const invoiceOwedFils = (invoiceId: SQL) => sql`(select i.total_fils
  + coalesce((select sum(d.total_fils) from debit_notes d where d.invoice_id = i.id and d.status = 'Posted'), 0)
  - coalesce((select sum(c.applied_fils) from credit_notes c where c.invoice_id = i.id and c.status = 'Posted'), 0)
  - coalesce((select sum(a.amount_fils) from credit_allocations a where a.invoice_id = i.id and a.live), 0)
  from ${invoices} i where i.id = ${invoiceId})`;

export const receiptRows = documentRowQueries(receipts);

/** A receipt's tables: received from a customer, its customer items paying the customer's invoices. */
export const receiptTables = {
  vouchers: receipts,
  partyId: receipts.customerId,
  items: receiptItems,
  itemVoucherId: receiptItems.receiptId,
  itemPaidId: receiptItems.invoiceId,
  keys: { table: receiptRequestKeys, documentId: receiptRequestKeys.receiptId },
  paid: { table: invoices, partyId: invoices.customerId, owedFils: invoiceOwedFils },
} satisfies MoneyVoucherTables;

export async function receiptItemRows(db: Executor, receiptId: number) {
  return db
    .select({
      item: receiptItems,
      name: sql<string>`coalesce(${customers.name}, ${accounts.name}, '')`,
      invoiceNumber: invoices.number,
    })
    .from(receiptItems)
    .leftJoin(customers, eq(customers.id, receiptItems.customerId))
    .leftJoin(accounts, eq(accounts.id, receiptItems.accountId))
    .leftJoin(invoices, eq(invoices.id, receiptItems.invoiceId))
    .where(eq(receiptItems.receiptId, receiptId))
    .orderBy(asc(receiptItems.position));
}
