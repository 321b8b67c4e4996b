import { receiptNumberText } from '@fleetledger/shared/receipts/receipt-rules';
import { DocumentListPage } from '../../../documents/document-list-page';
import { receiptListPage } from '../api/receipt-calls';

/** Receipts, /receipts: every customer receipt, filtered, a page at a time, with the totals of what matched. */
export function ReceiptsPage() {
  return (
    <DocumentListPage kind="receipt" party="customer" numberText={receiptNumberText} fetchPage={receiptListPage} />
  );
}
