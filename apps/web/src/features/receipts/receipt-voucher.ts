import { receiptNumberText } from '@fleetledger/shared/receipts/receipt-rules';
import { receiptRecord } from '@fleetledger/shared/receipts/receipts.contract';
import { payingFrom } from '../../lib/voucher-draft';
import { moneyVoucherKind } from '../../documents/money-voucher-kind';
import { readInvoice, receiptCalls } from './api/receipt-calls';
import { newReceipt, RECEIPT_MERGE, receiptDraft, receiptPayload, receiptProblems } from './model/receipt-drafts';

/** Customer receipts: made from scratch, or from a posted invoice (Generate Receipt). */
export const RECEIPT_VOUCHER = moneyVoucherKind({
  kind: 'receipt',
  record: receiptRecord,
  numberText: receiptNumberText,
  newDraft: newReceipt,
  toDraft: receiptDraft,
  merge: RECEIPT_MERGE,
  check: receiptProblems,
  payload: receiptPayload,
  calls: receiptCalls,
  from: [
    {
      param: 'invoice',
      failed: { read: 'Failed to load customer invoices', readUnreachable: 'Network error while loading invoices' },
      // The invoice's customer, paying the whole of what it still has pending.
      read: async (number) => {
        const { invoice } = await readInvoice(number);
        return (draft) => payingFrom(draft, { id: invoice.customer_id, name: invoice.customer_name }, invoice);
      },
    },
  ],
});
