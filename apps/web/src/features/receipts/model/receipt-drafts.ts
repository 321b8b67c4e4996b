import { invoiceNumberText } from '@fleetledger/shared/invoices/invoice-job-lines';
import { receiptTotalFils } from '@fleetledger/shared/receipts/receipt-rules';
import {
  DISCOUNT_ACCOUNT_ID,
  RECEIPT_MESSAGES,
  ROUND_OFF_CR_ACCOUNT_ID,
  ROUND_OFF_DR_ACCOUNT_ID,
  type ReceiptGenerateInput,
  type ReceiptRecord,
} from '@fleetledger/shared/receipts/receipts.contract';
import { amountFigure, partyAmountProblem, typedFils } from '../../../lib/party-payment';
import {
  newVoucherDraft,
  storedVoucherDraft,
  voucherOutline,
  voucherPayload,
  type VoucherDraft,
} from '../../../documents/voucher-draft';
import { amountField, amountText, linesUnder, recordFields } from '../../../lib/three-way-merge';
import { screenKey } from '../../../lib/screen-key';

export type AdjustmentAccount =
  typeof DISCOUNT_ACCOUNT_ID | typeof ROUND_OFF_DR_ACCOUNT_ID | typeof ROUND_OFF_CR_ACCOUNT_ID;

/** A Discount or Round Off item beside the customer. */
export interface Adjustment {
  key: string;
  id: number | null;
  accountId: AdjustmentAccount;
  amount: string;
}

/** The customer's item is the party's: what they paid and the invoices it pays. */
export interface ReceiptDraft extends VoucherDraft {
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

const newKey = () => screenKey('new');

export function newReceipt(today: string): ReceiptDraft {
  return { ...newVoucherDraft(today), adjustments: [] };
}

export function newAdjustment(accountId: AdjustmentAccount): Adjustment {
  return { key: newKey(), id: null, accountId, amount: '' };
}

/** The Grand Total: credits minus debits over the items that are figures so far. */
export function receiptGrandTotalFils(draft: ReceiptDraft): number {
  const customer =
    draft.party === null ? [] : [{ crDr: 'cr' as const, amountFils: typedFils(draft.party.amount) ?? 0 }];
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
  else if (draft.party === null && draft.adjustments.length === 0) fields.items = RECEIPT_MESSAGES.itemsRequired;
  return { fields, notice: Object.values(fields)[0] ?? partyAmountProblem(draft.party) };
}

/** The customer is credited for each invoice paid and for the advance. */
const CUSTOMER_NAMES = {
  label: 'Customer',
  numberText: invoiceNumberText,
  fields: (customer_id: number, invoice_id: number | null) => ({ customer_id, invoice_id, dr_cr: 'cr' }),
} as const;

/** The create and update payloads share the header and items. */
export function receiptPayload(draft: ReceiptDraft): ReceiptGenerateInput {
  const shared = voucherPayload(draft, receiptGrandTotalFils(draft), CUSTOMER_NAMES);
  const adjustments = draft.adjustments.map((item) => ({
    id: item.id,
    account_id: item.accountId,
    dr_cr: sideOf(item.accountId),
    amount: amountFigure(item.amount),
    description: ADJUSTMENT_NAMES[item.accountId],
  }));
  return { ...shared, items: [...shared.items, ...adjustments] };
}

const isAdjustmentAccount = (id: number | null): id is AdjustmentAccount =>
  id === DISCOUNT_ACCOUNT_ID || id === ROUND_OFF_DR_ACCOUNT_ID || id === ROUND_OFF_CR_ACCOUNT_ID;

/** A stored receipt as the form holds it: the customer's items folded back into one payment. */
export function receiptDraft(receipt: ReceiptRecord): ReceiptDraft {
  return {
    ...storedVoucherDraft(
      receipt,
      receipt.type_of_payment,
      { id: receipt.customer_id, name: receipt.customer_name },
      receipt.items.filter((item) => item.kind === 'customer'),
      (item) => ({ id: item.invoice_id, number: item.invoice_number }),
    ),
    adjustments: receipt.items.flatMap((item) =>
      isAdjustmentAccount(item.account_id)
        ? [{ key: String(item.id), id: item.id, accountId: item.account_id, amount: item.amount.toFixed(3) }]
        : [],
    ),
  };
}

/** How a stale save merges a receipt: the voucher's fields, and each Discount or Round Off by its id. */
export const RECEIPT_MERGE = voucherOutline<ReceiptDraft>(CUSTOMER_NAMES, {
  lines: [
    linesUnder<ReceiptDraft, Adjustment>('adjustments', {
      name: (item) => ADJUSTMENT_NAMES[item.accountId],
      show: (item) => `${ADJUSTMENT_NAMES[item.accountId]} · ${amountText(item.amount)}`,
      fields: [...recordFields<Adjustment>({ accountId: 'Account' }), amountField<Adjustment>('Amount', 'amount')],
    }),
  ],
});
