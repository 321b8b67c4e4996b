import { filsToBd } from '@fleetledger/shared/money';
import { paymentNumberText } from '@fleetledger/shared/payments/payment-rules';
import type { Db, Executor } from '../../db/client';
import { storedStatus } from '../../kernel/document-row';
import * as q from './payments.queries';

/** purchases_by_supplier: the supplier's posted purchases with something still owed. */
export async function purchasesToPay(db: Db, supplierId: number, exceptPaymentId?: number) {
  const purchases = await q.pendingPurchases(db, { supplierId, exceptPaymentId });
  return purchases
    .filter((purchase) => purchase.pendingFils > 0)
    .map((purchase) => ({
      id: purchase.id,
      number: purchase.number,
      date: purchase.date,
      total_amount: filsToBd(purchase.owedFils),
      pending_amount: filsToBd(purchase.pendingFils),
    }));
}

/** The payments (not cancelled) that pay a purchase, as printed: a purchase they pay stays Posted. */
export async function paymentsPaying(db: Executor, purchaseId: number): Promise<string[]> {
  return (await q.paymentsOfPurchase(db, purchaseId)).map((payment) => paymentNumberText(payment.number));
}

/** What the payments paid on a purchase, and what it still owes its supplier: for Purchase Details. */
export async function purchasePayments(db: Executor, purchaseId: number) {
  const paid = await q.paymentsOfPurchase(db, purchaseId);
  const owedFils = await q.purchaseOwedFils(db, purchaseId);
  const paidFils = paid.reduce((sum, payment) => sum + payment.amountFils, 0);
  return {
    payments: paid.map((payment) => ({
      number: payment.number,
      date: payment.date,
      status: storedStatus(payment.status),
      amount: filsToBd(payment.amountFils),
    })),
    pending_amount: filsToBd(owedFils - paidFils),
  };
}
