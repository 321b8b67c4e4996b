import { paymentNumberText } from '@fleetledger/shared/payments/payment-rules';
import type { Executor } from '../../db/client';
import { paidDocuments } from '../../kernel/paid-documents';
import { paymentTables } from './payments.queries';

const paidPurchases = paidDocuments(paymentTables, paymentNumberText);

/** What pays purchases, as the purchase list reads what is open on each (kernel/document-list). */
export const purchasesPaidBy = paymentTables;

/** purchases_by_supplier: the supplier's posted purchases with something still owed. */
export const purchasesToPay = paidPurchases.toAllocate;

/** The payments (not cancelled) that pay a purchase, as printed: a purchase they pay stays Posted. */
export const paymentsPaying = paidPurchases.payingVouchers;

/** What the payments paid on a purchase, and what it still owes its supplier: for Purchase Details. */
export async function purchasePayments(db: Executor, purchaseId: number) {
  const { vouchers, pending_amount } = await paidPurchases.paidOn(db, purchaseId);
  return { payments: vouchers, pending_amount };
}
