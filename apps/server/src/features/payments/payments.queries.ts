import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { creditNotes, paymentItems, paymentRequestKeys, payments, purchaseItems, purchases } from '../../db/schema';
import { documentRowQueries } from '../../kernel/document-row.queries';
import type { MoneyVoucherTables } from '../../kernel/money-voucher.queries';

export const paymentRows = documentRowQueries(payments);

/**
 * What a purchase owes its supplier: what its posting credits to Accounts Payable, each item's
 * vatable amount and VAT on its DR/CR side (posting-rules' purchasePostingLines).
 */
const owedFils = (purchaseId: SQL) => sql`coalesce((
  select sum(case when pi.cr_dr = 'cr' then -1 else 1 end * (pi.vatable_fils + pi.vat_fils))
  from ${purchaseItems} pi where pi.purchase_id = ${purchaseId}), 0)`;

/** A payment's tables: paid to a supplier, its items paying the supplier's purchases. */
export const paymentTables = {
  vouchers: payments,
  partyId: payments.supplierId,
  items: paymentItems,
  itemVoucherId: paymentItems.paymentId,
  itemPaidId: paymentItems.purchaseId,
  keys: { table: paymentRequestKeys, documentId: paymentRequestKeys.paymentId },
  paid: { table: purchases, partyId: purchases.supplierId, owedFils },
} satisfies MoneyVoucherTables;

export async function paymentItemRows(db: Executor, paymentId: number) {
  return db
    .select({ item: paymentItems, purchaseNumber: purchases.number, creditNoteNumber: creditNotes.number })
    .from(paymentItems)
    .leftJoin(purchases, eq(purchases.id, paymentItems.purchaseId))
    .leftJoin(creditNotes, eq(creditNotes.id, paymentItems.creditNoteId))
    .where(eq(paymentItems.paymentId, paymentId))
    .orderBy(asc(paymentItems.position));
}
