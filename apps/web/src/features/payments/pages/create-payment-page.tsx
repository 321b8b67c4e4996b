import { VoucherCreatePage } from '../../../documents/voucher-create-page';
import { PaymentForm } from '../components/payment-form';
import { PAYMENT_VOUCHER } from '../payment-voucher';

/**
 * Create Payment, /payment-create (?purchase={number} from Purchase Details, ?refund={number} from Credit
 * Note Details): money paid to a supplier, or a customer's credit paid back.
 */
export function CreatePaymentPage() {
  return <VoucherCreatePage voucher={PAYMENT_VOUCHER} form={(form) => <PaymentForm {...form} />} />;
}
