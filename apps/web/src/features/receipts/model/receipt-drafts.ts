import { invoiceNumberText } from '@fleetledger/shared/invoices/invoice-job-lines';
import { filsToBd } from '@fleetledger/shared/money';
import { receiptTotalFils } from '@fleetledger/shared/receipts/receipt-rules';
import {
  DISCOUNT_ACCOUNT_ID,
  RECEIPT_MESSAGES,
  ROUND_OFF_CR_ACCOUNT_ID,
  ROUND_OFF_DR_ACCOUNT_ID,
  type ReceiptGenerateInput,
  type ReceiptRecord,
} from '@fleetledger/shared/receipts/receipts.contract';
import {
  differingFields,
  moneySidePairs,
  moneySidePayload,
  newMoneySide,
  storedMoneySide,
  type MoneySide,
} from '../../../lib/money-side';
import {
  amountFigure,
  newPartyPayment,
  partyAmountProblem,
  partyItems,
  partySummary,
  payingDocument,
  storedPartyPayment,
  typedFils,
  type PartyPayment,
} from '../../../lib/party-payment';

export type AdjustmentAccount =
  typeof DISCOUNT_ACCOUNT_ID | typeof ROUND_OFF_DR_ACCOUNT_ID | typeof ROUND_OFF_CR_ACCOUNT_ID;

/** A Discount or Round Off item beside the customer. */
export interface Adjustment {
  key: string;
  id: number | null;
  accountId: AdjustmentAccount;
  amount: string;
}

export interface ReceiptDraft extends MoneySide {
  /** The customer's item: what they paid and the invoices it pays. */
  customer: PartyPayment | null;
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
  return { ...newMoneySide(today), customer: null, adjustments: [] };
}

export function newAdjustment(accountId: AdjustmentAccount): Adjustment {
  return { key: newKey(), id: null, accountId, amount: '' };
}

/** A chosen customer starts with nothing received; clearing the customer removes their item. */
export function withCustomer(draft: ReceiptDraft, customer: { id: number; name: string } | null): ReceiptDraft {
  if (customer === null) return { ...draft, customer: null };
  if (draft.customer?.partyId === customer.id) return draft;
  return { ...draft, customer: newPartyPayment(customer) };
}

/** Generate Receipt from an invoice: its customer, paying its whole pending amount. */
export function payingInvoice(
  draft: ReceiptDraft,
  invoice: { id: number; number: number; customer_id: number; customer_name: string; pending_amount: number },
): ReceiptDraft {
  const chosen = withCustomer(draft, { id: invoice.customer_id, name: invoice.customer_name });
  return chosen.customer === null ? chosen : { ...chosen, customer: payingDocument(chosen.customer, invoice) };
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

/** An account, and something received that covers what it allocates, before the server is asked. */
export function receiptProblems(draft: ReceiptDraft): { fields: Record<string, string>; notice: string | null } {
  const fields: Record<string, string> = {};
  if (draft.accountId === null) fields.account_id = RECEIPT_MESSAGES.accountRequired;
  else if (draft.customer === null && draft.adjustments.length === 0) fields.items = RECEIPT_MESSAGES.itemsRequired;
  return { fields, notice: Object.values(fields)[0] ?? partyAmountProblem(draft.customer) };
}

const payingInvoiceText = (number: number) => `Payment for ${invoiceNumberText(number)}`;

/** The create and update payloads share the header and items. */
export function receiptPayload(draft: ReceiptDraft): ReceiptGenerateInput {
  const customer = draft.customer;
  return {
    ...moneySidePayload(draft),
    amount: filsToBd(receiptGrandTotalFils(draft)),
    items: [
      ...(customer === null
        ? []
        : partyItems(customer, payingInvoiceText).map((item) => ({
            id: item.id,
            customer_id: customer.partyId,
            invoice_id: item.documentId,
            dr_cr: 'cr',
            amount: item.amount,
            description: item.description,
          }))),
      ...draft.adjustments.map((item) => ({
        id: item.id,
        account_id: item.accountId,
        dr_cr: sideOf(item.accountId),
        amount: amountFigure(item.amount),
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
  return {
    ...storedMoneySide(receipt, receipt.type_of_payment),
    customer: storedPartyPayment(
      { id: receipt.customer_id, name: receipt.customer_name },
      customerItems.map((item) => ({
        id: item.id,
        documentId: item.invoice_id,
        documentNumber: item.invoice_number,
        amount: item.amount,
      })),
    ),
    adjustments: receipt.items.flatMap((item) =>
      isAdjustmentAccount(item.account_id)
        ? [{ key: String(item.id), id: item.id, accountId: item.account_id, amount: item.amount.toFixed(3) }]
        : [],
    ),
  };
}

/** What differs between the stored receipt and the one on screen, for the conflict dialog. */
export function receiptDifferences(theirs: ReceiptDraft, yours: ReceiptDraft) {
  const adjustments = (draft: ReceiptDraft) =>
    draft.adjustments.map((item) => `${ADJUSTMENT_NAMES[item.accountId]} ${item.amount}`).join(' · ');
  const customer = (draft: ReceiptDraft) => partySummary(draft.customer, invoiceNumberText);
  return differingFields([
    ...moneySidePairs(theirs, yours),
    ['Customer', customer(theirs), customer(yours)],
    ['Round Off and Discount', adjustments(theirs), adjustments(yours)],
  ]);
}
