import { addDays } from '@fleetledger/shared/dates';
import { purchasePostingLines } from '@fleetledger/shared/ledger/voucher-posting-rules';
import { purchaseLineAmounts, purchaseNumberText, purchaseTotals } from '@fleetledger/shared/purchases/purchase-lines';
import type { Executor } from '../db/client';
import * as schema from '../db/schema';
import { insertRows } from './column-insert';
import { insertNamedItems, insertNumbered } from './numbered-documents';
import { postingEntry, reversalEntry, type GeneratedEntry, type GeneratedPosting } from './generated-ledger';
import type { SeededRandom } from './seeded-random';

interface PurchaseItemPlan {
  id: number;
  accountId: number;
  description: string;
  quantity: number;
  unitFils: number;
  vatPercent: number;
  crDr: 'dr';
  vatableFils: number;
  vatFils: number;
  signedVatableFils: number;
  signedTotalFils: number;
  truckId: number | null;
  jobIds: number[];
}

export interface PurchasePlan {
  id: number;
  number: number;
  supplierId: number;
  date: string;
  reference: string;
  referenceDate: string;
  /** Cancelled means posted and then cancelled: its posting is reversed on `cancelledOn`. */
  status: 'Created' | 'Approved' | 'Posted' | 'Cancelled';
  cancelledOn: string | null;
  vatableFils: number;
  vatFils: number;
  totalFils: number;
  items: PurchaseItemPlan[];
  posting?: GeneratedPosting;
}

/** What a haulier buys, on which expense account, for how much (BD), at what VAT, and for what. */
const SPENDING = [
  { weight: 35, accountId: 29, description: 'Diesel', bd: [20, 300], vat: 10, tag: 'truck' },
  { weight: 22, accountId: 30, description: 'Repairs and tyres', bd: [15, 900], vat: 10, tag: 'truck' },
  { weight: 15, accountId: 32, description: 'Port gate and handling charges', bd: [5, 120], vat: 10, tag: 'jobs' },
  { weight: 5, accountId: 33, description: 'Insurance and registration', bd: [100, 1500], vat: 0, tag: 'truck' },
  { weight: 12, accountId: 34, description: 'Office supplies and phones', bd: [5, 150], vat: 10, tag: null },
  { weight: 5, accountId: 35, description: 'Yard rent', bd: [300, 1200], vat: 0, tag: null },
  { weight: 6, accountId: 31, description: 'Hired driver allowance', bd: [50, 400], vat: 0, tag: 'jobs' },
] as const;
const TOTAL_WEIGHT = SPENDING.reduce((sum, kind) => sum + kind.weight, 0);

function spending(random: SeededRandom) {
  let left = random.next() * TOTAL_WEIGHT;
  for (const kind of SPENDING) {
    left -= kind.weight;
    if (left < 0) return kind;
  }
  return SPENDING[0];
}

function purchaseStatus(random: SeededRandom, latestMonth: boolean): PurchasePlan['status'] {
  const r = random.next();
  if (latestMonth) return r < 0.2 ? 'Created' : r < 0.3 ? 'Approved' : 'Posted';
  return r < 0.02 ? 'Created' : r < 0.04 ? 'Approved' : r < 0.06 ? 'Cancelled' : 'Posted';
}

/**
 * The month's purchase vouchers from a few suppliers, dated through the month: one to three items on
 * the expense accounts, fuel and repairs tagged to a truck, port charges and hired drivers to jobs of
 * the month. Ids and numbers come later.
 */
export function planMonthPurchases(
  count: number,
  context: {
    dates: readonly string[];
    endDate: string;
    latestMonth: boolean;
    suppliers: readonly number[];
    trucks: readonly number[];
    jobIds: readonly number[];
  },
  random: SeededRandom,
): PurchasePlan[] {
  const plans: PurchasePlan[] = [];
  for (let n = 0; n < count; n += 1) {
    const date = random.pick(context.dates);
    const items = Array.from({ length: random.int(1, 3) }, (): PurchaseItemPlan => {
      const kind = spending(random);
      const line = {
        quantity: kind.accountId === 29 ? random.int(1, 4) : 1,
        unitFils: random.int(kind.bd[0], kind.bd[1]) * 1000 + random.pick([0, 0, 250, 500, 750]),
        vatPercent: kind.vat,
        crDr: 'dr' as const,
      };
      const jobCount = kind.tag === 'jobs' && context.jobIds.length > 0 ? random.int(1, 3) : 0;
      return {
        id: 0,
        accountId: kind.accountId,
        description: kind.description,
        ...line,
        ...purchaseLineAmounts(line, 'dr'),
        truckId: kind.tag === 'truck' && context.trucks.length > 0 ? random.pick(context.trucks) : null,
        jobIds: [...new Set(Array.from({ length: jobCount }, () => random.pick(context.jobIds)))],
      };
    });
    const status = purchaseStatus(random, context.latestMonth);
    const cancelledOn = addDays(date, random.int(3, 30));
    plans.push({
      id: 0,
      number: 0,
      supplierId: random.pick(context.suppliers),
      date,
      reference: `SI-${random.int(10_000, 99_999)}`,
      referenceDate: addDays(date, -random.int(0, 5)),
      status,
      cancelledOn: status === 'Cancelled' ? (cancelledOn < context.endDate ? cancelledOn : context.endDate) : null,
      ...purchaseTotals(items),
      items,
    });
  }
  return plans.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/** Each job a voucher's item is for, by the item's id. */
function jobLinks(purchases: readonly PurchasePlan[]) {
  return purchases.flatMap((plan) =>
    plan.items.flatMap((line) => line.jobIds.map((jobId) => ({ itemId: line.id, jobId }))),
  );
}

/** Gives the vouchers their ids and numbers (in order) and writes them with their items and jobs. */
export async function insertPurchases(tx: Executor, purchases: readonly PurchasePlan[], nextNumber: () => number) {
  await insertNumbered(tx, schema.purchases, purchases, nextNumber);
  await insertNamedItems(tx, schema.purchaseItems, purchases, 'purchaseId');
  await insertRows(tx, schema.purchaseItemJobs, jobLinks(purchases));
}

/** The voucher's posting, as the app writes it when the voucher moves to Posted. */
export function purchasePosting(plan: PurchasePlan, supplierName: string): GeneratedEntry {
  const number = purchaseNumberText(plan.number);
  const lines = purchasePostingLines({ id: plan.id, supplierId: plan.supplierId, items: plan.items });
  return postingEntry('purchase', plan, number, `Purchase ${number} from ${supplierName}`, lines);
}

/** A posted voucher cancelled: its posting reversed on the day it was cancelled, as the app does. */
export function purchaseCancellation(plan: PurchasePlan): GeneratedEntry {
  const cancelled = { id: plan.id, date: plan.cancelledOn! };
  return reversalEntry('purchase', cancelled, purchaseNumberText(plan.number), 'Cancelled', plan.posting!);
}
