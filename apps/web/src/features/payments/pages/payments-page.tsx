import { paymentNumberText } from '@fleetledger/shared/payments/payment-rules';
import { DocumentListPage } from '../../../documents/document-list-page';
import { paymentListPage } from '../api/payment-calls';

/** Payments, /payments: every supplier payment, filtered, a page at a time, with the totals of what matched. */
export function PaymentsPage() {
  return (
    <DocumentListPage kind="payment" party="supplier" numberText={paymentNumberText} fetchPage={paymentListPage} />
  );
}
