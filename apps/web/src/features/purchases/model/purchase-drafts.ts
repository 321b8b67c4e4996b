import { isVatRate, type VatRate } from '@fleetledger/shared/documents/document-line';
import { bdToFils, filsToBd } from '@fleetledger/shared/money';
import { purchaseLineAmounts, purchaseTotals, type Side } from '@fleetledger/shared/purchases/purchase-lines';
import type { PurchaseGenerateInput, PurchaseRecord } from '@fleetledger/shared/purchases/purchases.contract';
import {
  amountField,
  amountText,
  linesUnder,
  recordField,
  recordFields,
  type MergeOutline,
} from '../../../lib/three-way-merge';
import { screenKey } from '../../../lib/screen-key';

/** A job on an item, as the job search offered it: the number alone does not name one job. */
export interface JobTag {
  id: number;
  job_number: string | null;
  date: string | null;
  container: string | null;
}

/** An item card as typed: figures stay text until they are figures. */
export interface PurchaseItemDraft {
  key: string;
  /** The stored item's id; null for an item added on this screen. */
  id: number | null;
  accountId: number | null;
  accountName: string;
  /** The account's natural side, which signs the item's amounts. */
  accountSide: Side;
  crDr: Side;
  description: string;
  quantity: string;
  unit: string;
  vatPercent: VatRate;
  jobs: JobTag[];
  truckId: number | null;
}

export interface PurchaseDraft {
  supplierId: number | null;
  supplierName: string;
  date: string;
  reference: string;
  referenceDate: string;
  narration: string;
  items: PurchaseItemDraft[];
}

const newKey = () => screenKey('new');

/** The spec's new item: quantity 1, VAT 0. */
export function newItem(): PurchaseItemDraft {
  return {
    key: newKey(),
    id: null,
    accountId: null,
    accountName: '',
    accountSide: 'dr',
    crDr: 'dr',
    description: '',
    quantity: '1',
    unit: '',
    vatPercent: 0,
    jobs: [],
    truckId: null,
  };
}

export function newPurchase(today: string): PurchaseDraft {
  return {
    supplierId: null,
    supplierName: '',
    date: today,
    reference: '',
    referenceDate: '',
    narration: '',
    items: [newItem()],
  };
}

export function purchaseDraft(purchase: PurchaseRecord): PurchaseDraft {
  return {
    supplierId: purchase.supplier_id,
    supplierName: purchase.customer_name,
    date: purchase.date,
    reference: purchase.reference,
    referenceDate: purchase.reference_date ?? '',
    narration: purchase.narration ?? '',
    items: purchase.items.map((item) => ({
      key: String(item.id),
      id: item.id,
      accountId: item.account_id,
      accountName: item.account_name,
      accountSide: item.account_dr_cr,
      crDr: item.cr_dr,
      description: item.description,
      quantity: String(item.qty),
      unit: item.amount.toFixed(3),
      vatPercent: isVatRate(item.vat_percentage) ? item.vat_percentage : 0,
      jobs: item.jobs.map((job) => ({ ...job })),
      truckId: item.truck_id,
    })),
  };
}

/**
 * Duplicate: the supplier, narration and items (accounts, figures, VAT, jobs, truck) as new ones,
 * dated today; the reference and its date name the supplier's bill copied, so they start empty.
 */
export function purchaseCopy(purchase: PurchaseRecord, today: string): PurchaseDraft {
  const copy = purchaseDraft(purchase);
  return {
    ...copy,
    date: today,
    reference: '',
    referenceDate: '',
    items: copy.items.map((item) => ({ ...item, key: newKey(), id: null })),
  };
}

/** Choosing an account sets the item's DR/CR to the account's side and fills an empty description. */
export function withAccount(
  item: PurchaseItemDraft,
  account: { id: number; name: string; description: string | null; dr_cr: Side } | null,
): PurchaseItemDraft {
  if (account === null) return { ...item, accountId: null, accountName: '' };
  return {
    ...item,
    accountId: account.id,
    accountName: account.name,
    accountSide: account.dr_cr,
    crDr: account.dr_cr,
    description: item.description.trim() === '' ? (account.description ?? account.name) : item.description,
  };
}

const asNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** An item's signed amounts while its quantity and unit amount are figures, else null. */
export function itemFigures(item: PurchaseItemDraft) {
  const quantity = asNumber(item.quantity);
  const unit = asNumber(item.unit);
  if (!Number.isFinite(quantity) || !Number.isFinite(unit)) return null;
  return {
    crDr: item.crDr,
    ...purchaseLineAmounts(
      { quantity, unitFils: bdToFils(unit), vatPercent: item.vatPercent, crDr: item.crDr },
      item.accountSide,
    ),
  };
}

/** The grand total of the items that are figures so far. */
export function purchaseGrandTotalFils(items: readonly PurchaseItemDraft[]): number {
  return purchaseTotals(items.flatMap((item) => itemFigures(item) ?? [])).totalFils;
}

/** A typed figure as sent: a number when it reads as one, else the text for the server to name. */
const figure = (text: string): unknown => (Number.isFinite(asNumber(text)) ? asNumber(text) : text);

/** The create and update payloads share the header and items; jobs travel by id. */
export function purchasePayload(draft: PurchaseDraft): PurchaseGenerateInput {
  return {
    supplier_id: draft.supplierId ?? undefined,
    date: draft.date,
    reference: draft.reference,
    reference_date: draft.referenceDate === '' ? null : draft.referenceDate,
    narration: draft.narration.trim() === '' ? null : draft.narration.trim(),
    total_amount: filsToBd(purchaseGrandTotalFils(draft.items)),
    items: draft.items.map((item) => ({
      id: item.id,
      account_id: item.accountId,
      job_ids: item.jobs.map((job) => job.id),
      truck_id: item.truckId,
      cr_dr: item.crDr,
      qty: figure(item.quantity),
      amount: figure(item.unit),
      vat_percentage: item.vatPercent,
      description: item.description,
    })),
  };
}

const jobsText = (item: PurchaseItemDraft) => item.jobs.map((job) => job.job_number ?? `#${job.id}`).join(', ');

function itemSummary(item: PurchaseItemDraft): string {
  const jobs = jobsText(item);
  return [
    item.accountName,
    item.crDr.toUpperCase(),
    item.description,
    `${item.quantity} × ${amountText(item.unit)}`,
    `VAT ${item.vatPercent} %`,
    jobs === '' ? '' : `jobs ${jobs}`,
  ]
    .filter((part) => part !== '')
    .join(' · ');
}

const HEADER_LABELS = { date: 'Date', reference: 'Reference', referenceDate: 'Reference Date', narration: 'Narration' };

/** How a stale save merges a purchase: its header field by field, each item by its id and field by field. */
export const PURCHASE_MERGE: MergeOutline<PurchaseDraft> = {
  fields: [
    recordField<PurchaseDraft>('Party', ['supplierId', 'supplierName'], (draft) => draft.supplierName),
    ...recordFields<PurchaseDraft>(HEADER_LABELS),
  ],
  lines: [
    linesUnder<PurchaseDraft, PurchaseItemDraft>('items', {
      name: (_, position) => `Item ${position}`,
      show: itemSummary,
      fields: [
        recordField<PurchaseItemDraft>(
          'Account',
          ['accountId', 'accountName', 'accountSide'],
          (item) => item.accountName,
        ),
        recordField<PurchaseItemDraft>('DR/CR', ['crDr'], (item) => item.crDr.toUpperCase()),
        ...recordFields<PurchaseItemDraft>({ description: 'Description', quantity: 'Quantity' }),
        amountField<PurchaseItemDraft>('Unit Amount', 'unit'),
        recordField<PurchaseItemDraft>('VAT', ['vatPercent'], (item) => `${item.vatPercent} %`),
        recordField<PurchaseItemDraft>('Jobs', ['jobs'], jobsText),
        ...recordFields<PurchaseItemDraft>({ truckId: 'Truck' }),
      ],
    }),
  ],
};
