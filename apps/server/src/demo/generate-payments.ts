import { addDays } from '@fleetledger/shared/dates';
import { paymentPostingLines } from '@fleetledger/shared/ledger/voucher-posting-rules';
import { paymentNumberText } from '@fleetledger/shared/payments/payment-rules';
import type { Executor } from '../db/client';
import * as schema from '../db/schema';
import { insertItems, insertNumbered } from './numbered-documents';
import { postingEntry, type GeneratedEntry } from './generated-ledger';
import type { PurchasePlan } from './generate-purchases';
import { planMoneyVoucher, type MoneyHabits, type MoneyVoucherPlan } from './money-voucher-plan';
import type { SeededRandom } from './seeded-random';

interface PaymentItemPlan {
  supplierId: number;
  purchaseId: number | null;
  amountFils: number;
}

export interface PaymentPlan extends MoneyVoucherPlan {
  supplierId: number;
  totalFils: number;
  items: PaymentItemPlan[];
}

const PAYING: MoneyHabits = {
  bankShare: 0.8,
  chequeShare: 0.4,
  banks: ['NBB', 'BBK', 'Ahli United Bank', 'Bank ABC'],
};

function payment(date: string, supplierId: number, items: PaymentItemPlan[], random: SeededRandom): PaymentPlan {
  return {
    ...planMoneyVoucher(date, PAYING, random),
    supplierId,
    totalFils: items.reduce((sum, item) => sum + item.amountFils, 0),
    items,
  };
}

/** What a purchase voucher's posting owes the supplier: its items' vatable amounts and VAT, by side. */
export function owedOn(purchase: PurchasePlan): number {
  return purchase.items.reduce(
    (sum, item) => sum + (item.crDr === 'dr' ? 1 : -1) * (item.vatableFils + item.vatFils),
    0,
  );
}

/**
 * How a posted purchase voucher gets paid: most in full some weeks after it, some in two parts, some
 * not yet; now and then with an advance on top. Never more than it owes. Dates past the generated
 * period are left to the caller to drop.
 */
export function planPayments(purchase: PurchasePlan, termsDays: number, random: SeededRandom): PaymentPlan[] {
  const owed = owedOn(purchase);
  if (owed <= 0) return [];
  const { id, supplierId } = purchase;
  const paidOn = (after: number) => addDays(purchase.date, Math.max(2, termsDays + random.int(-15, 30) + after));
  const r = random.next();
  if (r < 0.75) {
    const items: PaymentItemPlan[] = [{ supplierId, purchaseId: id, amountFils: owed }];
    if (random.chance(0.03)) items.push({ supplierId, purchaseId: null, amountFils: random.int(20, 300) * 1000 });
    return [payment(paidOn(0), supplierId, items, random)];
  }
  if (r < 0.88 && owed >= 2000) {
    const first = Math.min(owed - 1, Math.max(1, Math.round((owed * random.int(30, 70)) / 100_000) * 1000));
    return [
      payment(paidOn(0), supplierId, [{ supplierId, purchaseId: id, amountFils: first }], random),
      payment(
        paidOn(random.int(15, 45)),
        supplierId,
        [{ supplierId, purchaseId: id, amountFils: owed - first }],
        random,
      ),
    ];
  }
  return [];
}

/** Gives the payments their ids and numbers (in order) and writes them with their items. */
export async function insertPayments(tx: Executor, payments: readonly PaymentPlan[], nextNumber: () => number) {
  // A payment carries no VAT: its vatable amount is its total.
  await insertNumbered(tx, schema.payments, payments, nextNumber, (plan) => ({ ...plan, vatableFils: plan.totalFils }));
  // Every item of a payment is a debit: what the supplier is paid.
  await insertItems(tx, schema.paymentItems, payments, 'paymentId', { crDr: 'dr' });
}

/** The payment's posting, as the app writes it when the payment moves to Posted. */
export function paymentPosting(plan: PaymentPlan, supplierName: string): GeneratedEntry {
  const number = paymentNumberText(plan.number);
  const lines = paymentPostingLines({ ...plan, items: plan.items.map((item) => ({ ...item, creditNoteId: null })) });
  return postingEntry('payment', plan, number, `Payment ${number} to ${supplierName}`, lines);
}
