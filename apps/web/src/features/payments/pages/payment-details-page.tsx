import { MoneyVoucherDetails } from '../../../documents/money-voucher-details';
import { PaymentForm } from '../components/payment-form';
import { PAYMENT_VOUCHER } from '../payment-voucher';

/** Payment view/edit, /payment/{number}: read-only until Edit, editable only while Created. */
export function PaymentDetailsPage() {
  return (
    <MoneyVoucherDetails
      voucher={PAYMENT_VOUCHER}
      form={(form, payment) => <PaymentForm {...form} accountLocked paymentId={payment.id} />}
    />
  );
}
