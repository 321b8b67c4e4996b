import { addDays } from '@fleetledger/shared/dates';
import { receiptPostingLines } from '@fleetledger/shared/ledger/voucher-posting-rules';
import { LEDGER_ACCOUNTS } from '@fleetledger/shared/ledger/ledger-accounts';
import { receiptNumberText, receiptTotalFils } from '@fleetledger/shared/receipts/receipt-rules';
import type { Executor } from '../db/client';
import * as schema from '../db/schema';
import { insertItems, insertNumbered } from './numbered-documents';
import { postingEntry, type GeneratedEntry } from './generated-ledger';
import { planMoneyVoucher, type MoneyHabits, type MoneyVoucherPlan } from './money-voucher-plan';
import type { SeededRandom } from './seeded-random';

interface ReceiptItemPlan {
  kind: 'customer' | 'discount' | 'round_off';
  customerId: number | null;
  accountId: number | null;
  invoiceId: number | null;
  crDr: 'cr' | 'dr';
  amountFils: number;
}

export interface ReceiptPlan extends MoneyVoucherPlan {
  customerId: number;
  totalFils: number;
  items: ReceiptItemPlan[];
}

const RECEIVING: MoneyHabits = {
  bankShare: 0.65,
  chequeShare: 0.3,
  banks: ['NBB', 'BBK', 'Ahli United Bank', 'Kuwait Finance House', 'Bank ABC'],
};

function receipt(date: string, customerId: number, items: ReceiptItemPlan[], random: SeededRandom): ReceiptPlan {
  return {
    ...planMoneyVoucher(date, RECEIVING, random),
    customerId,
    totalFils: receiptTotalFils(items),
    items,
  };
}

const paying = (customerId: number, invoiceId: number | null, amountFils: number): ReceiptItemPlan => ({
  kind: 'customer',
  customerId,
  accountId: null,
  invoiceId,
  crDr: 'cr',
  amountFils,
});

const beside = (kind: 'discount' | 'round_off', accountId: number, crDr: 'cr' | 'dr', amountFils: number) => ({
  kind,
  customerId: null,
  accountId,
  invoiceId: null,
  crDr,
  amountFils,
});

/**
 * How a posted invoice gets paid: most in full around their due date (some with a small discount or
 * the fils rounded off, a few with an advance on top), some in part with the rest often paid later,
 * some not at all. The allocations never exceed the invoice's total. Dates past the generated
 * period are left to the caller to drop.
 */
export function planReceipts(
  invoice: { id: number; customerId: number; date: string; totalFils: number },
  termsDays: number,
  random: SeededRandom,
): ReceiptPlan[] {
  const { id, customerId, totalFils } = invoice;
  const paidOn = (after: number) => addDays(invoice.date, Math.max(3, termsDays + random.int(-20, 35) + after));
  const r = random.next();
  if (r < 0.78) {
    const items = [paying(customerId, id, totalFils)];
    const fils = totalFils % 1000;
    if (random.chance(0.04) && totalFils >= 20_000) {
      items.push(beside('discount', LEDGER_ACCOUNTS.discount, 'dr', random.int(1, 5) * 1000));
    } else if (random.chance(0.06) && fils !== 0 && totalFils > 1000) {
      items.push(beside('round_off', LEDGER_ACCOUNTS.roundOffDr, 'dr', fils));
    }
    if (random.chance(0.03)) items.push(paying(customerId, null, random.int(50, 500) * 1000));
    return [receipt(paidOn(0), customerId, items, random)];
  }
  if (r < 0.88 && totalFils >= 2000) {
    const first = Math.min(totalFils - 1, Math.max(1, Math.round((totalFils * random.int(30, 80)) / 100_000) * 1000));
    const plans = [receipt(paidOn(0), customerId, [paying(customerId, id, first)], random)];
    if (random.chance(0.65))
      plans.push(receipt(paidOn(random.int(20, 60)), customerId, [paying(customerId, id, totalFils - first)], random));
    return plans;
  }
  return [];
}

/** Now and then a customer pays ahead, before any invoice: an advance. */
export function planAdvance(customerId: number, date: string, random: SeededRandom): ReceiptPlan {
  return receipt(date, customerId, [paying(customerId, null, random.int(100, 2_000) * 1000)], random);
}

/** Gives the receipts their ids and numbers (in order) and writes them with their items. */
export async function insertReceipts(tx: Executor, receipts: readonly ReceiptPlan[], nextNumber: () => number) {
  // A receipt carries no VAT: its vatable amount is its total.
  await insertNumbered(tx, schema.receipts, receipts, nextNumber, (plan) => ({ ...plan, vatableFils: plan.totalFils }));
  await insertItems(tx, schema.receiptItems, receipts, 'receiptId');
}

/** The receipt's posting, as the app writes it when the receipt moves to Posted. */
export function receiptPosting(plan: ReceiptPlan, customerName: string): GeneratedEntry {
  const number = receiptNumberText(plan.number);
  return postingEntry('receipt', plan, number, `Receipt ${number} from ${customerName}`, receiptPostingLines(plan));
}
