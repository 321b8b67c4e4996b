import { invoiceNumberText } from '@fleetledger/shared/invoices/invoice-job-lines';
import { bdToFils, filsToBd, formatBD, hasAtMostThreeDecimals } from '@fleetledger/shared/money';
import { paymentTypesOf, receiptTotalFils } from '@fleetledger/shared/receipts/receipt-rules';
import {
  DISCOUNT_ACCOUNT_ID,
  ROUND_OFF_CR_ACCOUNT_ID,
  ROUND_OFF_DR_ACCOUNT_ID,
  type PaymentType,
  type ReceiptGenerateInput,
  type ReceiptRecord,
} from '@fleetledger/shared/receipts/receipts.contract';
import type { ConflictDifference } from '../../../ui/conflict-dialog';

/** The part of the customer's money that pays one posted invoice. */
export interface Allocation {
  /** The stored item's id, kept so an edit updates the item instead of replacing it. */
  itemId: number | null;
  invoiceId: number;
  invoiceNumber: number;
  amountFils: number;
}

/** The customer's item: what they paid, as typed, some of it allocated to invoices, the rest an advance. */
export interface CustomerPayment {
  customerId: number;
  customerName: string;
  amount: string;
  allocations: Allocation[];
  /** The stored advance item's id, if the receipt had one. */
  advanceItemId: number | null;
}

export type AdjustmentAccount =
  typeof DISCOUNT_ACCOUNT_ID | typeof ROUND_OFF_DR_ACCOUNT_ID | typeof ROUND_OFF_CR_ACCOUNT_ID;

/** A Discount or Round Off item beside the customer. */
export interface Adjustment {
  key: string;
  id: number | null;
  accountId: AdjustmentAccount;
  amount: string;
}

export interface ReceiptDraft {
  date: string;
  accountId: number | null;
  type: PaymentType | null;
  reference: string;
  narration: string;
  cheque: { number: string; date: string; bank: string };
  customer: CustomerPayment | null;
  adjustments: Adjustment[];
}

export const ADJUSTMENT_NAMES: Record<AdjustmentAccount, string> = {
  [DISCOUNT_ACCOUNT_ID]: 'Discount',
  [ROUND_OFF_DR_ACCOUNT_ID]: 'Round Off DR',
  [ROUND_OFF_CR_ACCOUNT_ID]: 'Round Off CR',
};
/** Each adjustment account stands on its one side (the accounting spec). */
export const sideOf = (accountId: AdjustmentAccount): 'dr' | 'cr' =>
  accountId === ROUND_OFF_CR_ACCOUNT_ID ? 'cr' : 'dr';

let lastKey = 0;
const newKey = () => `new-${(lastKey += 1)}`;

export function newReceipt(today: string): ReceiptDraft {
  return {
    date: today,
    accountId: null,
    type: null,
    reference: '',
    narration: '',
    cheque: { number: '', date: '', bank: '' },
    customer: null,
    adjustments: [],
  };
}

export function newAdjustment(accountId: AdjustmentAccount): Adjustment {
  return { key: newKey(), id: null, accountId, amount: '' };
}

/** Choosing an account chooses its first payment type: the one it takes by default. */
export function withAccount(draft: ReceiptDraft, accountId: number | null): ReceiptDraft {
  return { ...draft, accountId, type: paymentTypesOf(accountId)[0] ?? null };
}

/** A chosen customer starts with nothing received; clearing the customer removes their item. */
export function withCustomer(draft: ReceiptDraft, customer: { id: number; name: string } | null): ReceiptDraft {
  if (customer === null) return { ...draft, customer: null };
  if (draft.customer?.customerId === customer.id) return draft;
  return {
    ...draft,
    customer: {
      customerId: customer.id,
      customerName: customer.name,
      amount: '',
      allocations: [],
      advanceItemId: null,
    },
  };
}

/** Applying the allocation sets the customer's amount to what was allocated; the user may raise it after. */
export function withAllocations(payment: CustomerPayment, allocations: Allocation[]): CustomerPayment {
  const kept = new Map(payment.allocations.map((allocation) => [allocation.invoiceId, allocation.itemId]));
  const applied = allocations.map((allocation) => ({ ...allocation, itemId: kept.get(allocation.invoiceId) ?? null }));
  return { ...payment, allocations: applied, amount: fixed(allocatedFils(applied)) };
}

/** Generate Receipt from an invoice: its customer, paying its whole pending amount. */
export function payingInvoice(
  draft: ReceiptDraft,
  invoice: { id: number; number: number; customer_id: number; customer_name: string; pending_amount: number },
): ReceiptDraft {
  const chosen = withCustomer(draft, { id: invoice.customer_id, name: invoice.customer_name });
  const pendingFils = bdToFils(invoice.pending_amount);
  if (chosen.customer === null || pendingFils <= 0) return chosen;
  const allocation = { itemId: null, invoiceId: invoice.id, invoiceNumber: invoice.number, amountFils: pendingFils };
  return { ...chosen, customer: withAllocations(chosen.customer, [allocation]) };
}

/** BD text to fils, when it is a figure to the fil; else null. */
export function typedFils(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '' || !/^-?\d*\.?\d*$/.test(trimmed)) return null;
  const bd = Number(trimmed);
  return Number.isFinite(bd) && hasAtMostThreeDecimals(bd) ? bdToFils(bd) : null;
}

const fixed = (fils: number) => filsToBd(fils).toFixed(3);

export function allocatedFils(allocations: readonly Allocation[]): number {
  return allocations.reduce((sum, allocation) => sum + allocation.amountFils, 0);
}

/** What the customer paid beyond the allocations: kept as an advance. */
export function advanceFils(payment: CustomerPayment): number {
  return Math.max(0, (typedFils(payment.amount) ?? 0) - allocatedFils(payment.allocations));
}

/** The customer's amount must at least cover what it pays on invoices. */
export function customerAmountProblem(payment: CustomerPayment | null): string | null {
  if (payment === null || payment.allocations.length === 0) return null;
  const allocated = allocatedFils(payment.allocations);
  const paid = typedFils(payment.amount);
  return paid !== null && paid >= allocated ? null : `The amount must cover the ${formatBD(allocated)} allocated`;
}

/** The Grand Total: credits minus debits over the items that are figures so far. */
export function receiptGrandTotalFils(draft: ReceiptDraft): number {
  const customer =
    draft.customer === null ? [] : [{ crDr: 'cr' as const, amountFils: typedFils(draft.customer.amount) ?? 0 }];
  const adjustments = draft.adjustments.map((item) => ({
    crDr: sideOf(item.accountId),
    amountFils: typedFils(item.amount) ?? 0,
  }));
  return receiptTotalFils([...customer, ...adjustments]);
}

/** A typed amount as sent: a number when it reads as one, else the text for the server to name. */
const figure = (text: string): unknown => (typedFils(text) === null ? text : filsToBd(typedFils(text)!));

function customerItems(payment: CustomerPayment): ReceiptGenerateInput['items'] {
  const item = (id: number | null, invoiceId: number | null, amount: unknown, description: string) => ({
    id,
    customer_id: payment.customerId,
    invoice_id: invoiceId,
    dr_cr: 'cr',
    amount,
    description,
  });
  // Unallocated, the customer's money is one item as typed, so the server names a wrong amount.
  if (payment.allocations.length === 0) return [item(payment.advanceItemId, null, figure(payment.amount), 'Advance')];
  const advance = advanceFils(payment);
  return [
    ...payment.allocations.map((allocation) =>
      item(
        allocation.itemId,
        allocation.invoiceId,
        filsToBd(allocation.amountFils),
        `Payment for ${invoiceNumberText(allocation.invoiceNumber)}`,
      ),
    ),
    ...(advance > 0 ? [item(payment.advanceItemId, null, filsToBd(advance), 'Advance')] : []),
  ];
}

/** The create and update payloads share the header and items. */
export function receiptPayload(draft: ReceiptDraft): ReceiptGenerateInput {
  return {
    date: draft.date,
    account_id: draft.accountId,
    type: draft.type ?? undefined,
    amount: filsToBd(receiptGrandTotalFils(draft)),
    reference: draft.reference.trim() === '' ? null : draft.reference.trim(),
    narration: draft.narration.trim() === '' ? null : draft.narration.trim(),
    cheque: draft.type === 'cheque' ? { ...draft.cheque } : null,
    items: [
      ...(draft.customer === null ? [] : customerItems(draft.customer)),
      ...draft.adjustments.map((item) => ({
        id: item.id,
        account_id: item.accountId,
        dr_cr: sideOf(item.accountId),
        amount: figure(item.amount),
        description: ADJUSTMENT_NAMES[item.accountId],
      })),
    ],
  };
}

const isAdjustmentAccount = (id: number | null): id is AdjustmentAccount =>
  id === DISCOUNT_ACCOUNT_ID || id === ROUND_OFF_DR_ACCOUNT_ID || id === ROUND_OFF_CR_ACCOUNT_ID;

/** A stored receipt as the form holds it: the customer's items folded back into one payment. */
export function receiptDraft(receipt: ReceiptRecord): ReceiptDraft {
  const customerItems = receipt.items.filter((item) => item.kind === 'customer');
  const paidFils = customerItems.reduce((sum, item) => sum + bdToFils(item.amount), 0);
  return {
    date: receipt.date,
    accountId: receipt.account_id,
    type: receipt.type_of_payment,
    reference: receipt.reference ?? '',
    narration: receipt.narration ?? '',
    cheque: receipt.cheques ?? { number: '', date: '', bank: '' },
    customer: {
      customerId: receipt.customer_id,
      customerName: receipt.customer_name,
      amount: fixed(paidFils),
      allocations: customerItems.flatMap((item) =>
        item.invoice_id === null || item.invoice_number === null
          ? []
          : [
              {
                itemId: item.id,
                invoiceId: item.invoice_id,
                invoiceNumber: item.invoice_number,
                amountFils: bdToFils(item.amount),
              },
            ],
      ),
      advanceItemId: customerItems.find((item) => item.invoice_id === null)?.id ?? null,
    },
    adjustments: receipt.items.flatMap((item) =>
      isAdjustmentAccount(item.account_id)
        ? [{ key: String(item.id), id: item.id, accountId: item.account_id, amount: item.amount.toFixed(3) }]
        : [],
    ),
  };
}

function customerSummary(payment: CustomerPayment | null): string {
  if (payment === null) return '';
  const allocations = payment.allocations.map(
    (allocation) => `${invoiceNumberText(allocation.invoiceNumber)} ${formatBD(allocation.amountFils)}`,
  );
  return [payment.customerName, payment.amount, ...allocations].join(' · ');
}

/** What differs between the stored receipt and the one on screen, for the conflict dialog. */
export function receiptDifferences(theirs: ReceiptDraft, yours: ReceiptDraft): ConflictDifference[] {
  const adjustments = (draft: ReceiptDraft) =>
    draft.adjustments.map((item) => `${ADJUSTMENT_NAMES[item.accountId]} ${item.amount}`).join(' · ');
  const cheque = (draft: ReceiptDraft) =>
    draft.type === 'cheque' ? [draft.cheque.number, draft.cheque.date, draft.cheque.bank].join(' · ') : '';
  const fields: [string, string, string][] = [
    ['Date', theirs.date, yours.date],
    ['Payment Type', theirs.type ?? '', yours.type ?? ''],
    ['Reference', theirs.reference, yours.reference],
    ['Narration', theirs.narration, yours.narration],
    ['Cheque', cheque(theirs), cheque(yours)],
    ['Customer', customerSummary(theirs.customer), customerSummary(yours.customer)],
    ['Round Off and Discount', adjustments(theirs), adjustments(yours)],
  ];
  return fields
    .filter(([, their, your]) => their !== your)
    .map(([field, their, your]) => ({ field, theirs: their, yours: your }));
}
