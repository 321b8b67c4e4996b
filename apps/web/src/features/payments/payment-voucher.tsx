import { paymentNumberText } from '@fleetledger/shared/payments/payment-rules';
import { paymentRecord } from '@fleetledger/shared/payments/payments.contract';
import { payingFrom } from '../../documents/voucher-draft';
import { moneyVoucherKind, moneyVoucherPages } from '../../documents/money-voucher-kind';
import { paymentCalls, readCreditNote, readPurchase, paymentListPage } from './api/payment-calls';
import { PaymentForm } from './components/payment-form';
import {
  newPayment,
  PAYMENT_MERGE,
  paymentDraft,
  paymentPayload,
  paymentProblems,
  refundingFrom,
} from './model/payment-drafts';

/**
 * Supplier payments, the mirror of receipts: made from scratch, from a posted purchase (Make Payment), or
 * from a credit note whose credit left goes back to its customer (Refund by payment).
 */
export const PAYMENT_VOUCHER = moneyVoucherKind({
  kind: 'payment',
  record: paymentRecord,
  numberText: paymentNumberText,
  newDraft: newPayment,
  toDraft: paymentDraft,
  merge: PAYMENT_MERGE,
  check: paymentProblems,
  payload: paymentPayload,
  list: { party: 'supplier', fetchPage: paymentListPage },
  reportTitle: 'Payment Voucher',
  form: (form, stored) => <PaymentForm {...form} accountLocked={stored !== undefined} paymentId={stored?.id} />,
  calls: paymentCalls,
  from: [
    {
      param: 'purchase',
      failed: { read: 'Failed to load supplier purchases', readUnreachable: 'Network error while loading purchases' },
      // The purchase's supplier, paid the whole of what it still owes.
      read: async (number) => {
        const { purchase } = await readPurchase(number);
        return (draft) => payingFrom(draft, { id: purchase.supplier_id, name: purchase.customer_name }, purchase);
      },
    },
    {
      param: 'refund',
      failed: {
        read: 'Failed to load the credit note',
        readUnreachable: 'Network error while loading the credit note',
      },
      read: async (number) => {
        const { credit_note } = await readCreditNote(number);
        return (draft) => refundingFrom(draft, credit_note);
      },
    },
  ],
});

/** Payments' screens: /payments, /payment-create, /payment/{number} and /payment/report/{number}. */
export const PAYMENT_PAGES = moneyVoucherPages(PAYMENT_VOUCHER);
