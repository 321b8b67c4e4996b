import { paymentNumberText } from '@fleetledger/shared/payments/payment-rules';
import { PAYMENT_MESSAGES, paymentRecord } from '@fleetledger/shared/payments/payments.contract';
import { VoucherDetails } from '../../../ui/voucher-details';
import { movePayment, updatePayment } from '../api/payment-calls';
import { PaymentForm } from '../components/payment-form';
import { paymentDifferences, paymentDraft, paymentPayload, paymentProblems } from '../model/payment-drafts';

/** The receipt screens' words for what went wrong, for a payment, when the server gave none of its own. */
const FAILED = {
  fetch: 'Failed to load payment details',
  fetchUnreachable: 'Network error while loading payment details',
  update: 'Failed to update payment',
  updateUnreachable: 'Network error occurred while updating payment',
} as const;

/** Payment view/edit, /payment/{number}: read-only until Edit, editable only while Created. */
export function PaymentDetailsPage() {
  return (
    <VoucherDetails
      kind="payment"
      answer={{ schema: paymentRecord, numberIn: 'body', read: (payment) => payment, replace: (_, payment) => payment }}
      schema={paymentRecord}
      numberText={paymentNumberText}
      notFound={{ title: PAYMENT_MESSAGES.notFound, text: PAYMENT_MESSAGES.notFoundText }}
      failed={FAILED}
      saveLabel="Save"
      toDraft={paymentDraft}
      differences={paymentDifferences}
      check={paymentProblems}
      update={(draft, at) => updatePayment({ ...paymentPayload(draft), ...at })}
      move={movePayment}
      reportPage
      form={(form, payment) => <PaymentForm {...form} accountLocked paymentId={payment.id} />}
    />
  );
}
