import { receiptNumberText } from '@fleetledger/shared/receipts/receipt-rules';
import { RECEIPT_MESSAGES, receiptRecord } from '@fleetledger/shared/receipts/receipts.contract';
import { VoucherDetails } from '../../../ui/voucher-details';
import { moveReceipt, updateReceipt } from '../api/receipt-calls';
import { ReceiptForm } from '../components/receipt-form';
import { receiptDifferences, receiptDraft, receiptPayload, receiptProblems } from '../model/receipt-drafts';

/** The accounting spec's words for what went wrong, when the server gave none of its own. */
const FAILED = {
  fetch: 'Failed to load receipt details',
  fetchUnreachable: 'Network error while loading receipt details',
  update: 'Failed to update receipt',
  updateUnreachable: 'Network error occurred while updating receipt',
} as const;

/** Receipt view/edit, /receipt/{number}: read-only until Edit, editable only while Created. */
export function ReceiptDetailsPage() {
  return (
    <VoucherDetails
      kind="receipt"
      answer={{ schema: receiptRecord, numberIn: 'body', read: (receipt) => receipt, replace: (_, receipt) => receipt }}
      schema={receiptRecord}
      numberText={receiptNumberText}
      notFound={{ title: RECEIPT_MESSAGES.notFound, text: RECEIPT_MESSAGES.notFoundText }}
      failed={FAILED}
      saveLabel="Save"
      toDraft={receiptDraft}
      differences={receiptDifferences}
      check={receiptProblems}
      update={(draft, at) => updateReceipt({ ...receiptPayload(draft), ...at })}
      move={moveReceipt}
      reportPage
      form={(form, receipt) => <ReceiptForm {...form} accountLocked receiptId={receipt.id} />}
    />
  );
}
