import { receiptNumberText } from '@fleetledger/shared/receipts/receipt-rules';
import { receiptRecord } from '@fleetledger/shared/receipts/receipts.contract';
import { payingFrom } from '../../documents/voucher-draft';
import { moneyVoucherKind, moneyVoucherPages } from '../../documents/money-voucher-kind';
import { readInvoice, receiptCalls, receiptListPage } from './api/receipt-calls';
import { ReceiptForm } from './components/receipt-form';
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
  list: { party: 'customer', fetchPage: receiptListPage },
  reportTitle: 'Receipt Voucher',
  form: (form, stored) => <ReceiptForm {...form} accountLocked={stored !== undefined} receiptId={stored?.id} />,
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

/** Receipts' screens: /receipts, /receipt-create, /receipt/{number} and /receipt/report/{number}. */
export const RECEIPT_PAGES = moneyVoucherPages(RECEIPT_VOUCHER);
