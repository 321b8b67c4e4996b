import { receiptNumberText } from '@fleetledger/shared/receipts/receipt-rules';
import { VoucherPdfPage } from '../../../documents/voucher-pdf-page';

/** Receipt report, /receipt/report/{number} (opened in a new tab by Generate Report): the voucher to print. */
export function ReceiptReportPage() {
  return <VoucherPdfPage kind="receipt" title="Receipt Voucher" numberText={receiptNumberText} />;
}
