import { paymentNumberText } from '@fleetledger/shared/payments/payment-rules';
import { VoucherPdfPage } from '../../../documents/voucher-pdf-page';

/** Payment report, /payment/report/{number} (opened in a new tab by Payment Voucher): the voucher to print. */
export function PaymentReportPage() {
  return <VoucherPdfPage kind="payment" title="Payment Voucher" numberText={paymentNumberText} />;
}
