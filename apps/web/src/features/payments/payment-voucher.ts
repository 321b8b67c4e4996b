import { paymentNumberText } from '@fleetledger/shared/payments/payment-rules';
import { paymentRecord } from '@fleetledger/shared/payments/payments.contract';
import { newVoucherDraft, payingFrom } from '../../lib/voucher-draft';
import { moneyVoucherKind } from '../../ui/money-voucher-kind';
import { paymentCalls, readPurchase } from './api/payment-calls';
import { PAYMENT_MERGE, paymentDraft, paymentPayload, paymentProblems } from './model/payment-drafts';

/** Supplier payments, the mirror of receipts: made from scratch, or from a posted purchase (Make Payment). */
export const PAYMENT_VOUCHER = moneyVoucherKind({
  kind: 'payment',
  record: paymentRecord,
  numberText: paymentNumberText,
  newDraft: newVoucherDraft,
  toDraft: paymentDraft,
  merge: PAYMENT_MERGE,
  check: paymentProblems,
  payload: paymentPayload,
  calls: paymentCalls,
  from: {
    param: 'purchase',
    // The purchase's supplier, paid the whole of what it still owes.
    read: async (number) => {
      const { purchase } = await readPurchase(number);
      return (draft) => payingFrom(draft, { id: purchase.supplier_id, name: purchase.customer_name }, purchase);
    },
  },
});
