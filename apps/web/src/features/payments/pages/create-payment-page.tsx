import { VoucherCreatePage } from '../../../ui/voucher-create-page';
import { generatePayment, readPurchase } from '../api/payment-calls';
import { PaymentForm } from '../components/payment-form';
import { newPayment, payingPurchase, paymentPayload, paymentProblems } from '../model/payment-drafts';

/** Create Payment, /payment-create (?purchase={number} from Purchase Details): money paid to a supplier. */
export function CreatePaymentPage() {
  return (
    <VoucherCreatePage
      kind="payment"
      newDraft={newPayment}
      from={{
        param: 'purchase',
        read: readPurchase,
        apply: (draft, { purchase }) => payingPurchase(draft, purchase),
        failed: { read: 'Failed to load the purchase', readUnreachable: 'Network error while loading the purchase' },
      }}
      check={paymentProblems}
      payload={paymentPayload}
      generate={generatePayment}
      failed={{ create: 'Failed to create payment', createUnreachable: 'Network error while creating payment' }}
      form={(form) => <PaymentForm {...form} />}
    />
  );
}
