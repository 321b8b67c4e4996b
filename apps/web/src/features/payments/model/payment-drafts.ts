import { checkPayment } from '@fleetledger/shared/payments/payment-rules';
import {
  paymentGeneratePayload,
  type PaymentGenerateInput,
  type PaymentRecord,
} from '@fleetledger/shared/payments/payments.contract';
import { purchaseNumberText } from '@fleetledger/shared/purchases/purchase-lines';
import { partyAmountProblem } from '../../../lib/party-payment';
import {
  partyFils,
  storedVoucherDraft,
  voucherOutline,
  voucherPayload,
  type VoucherDraft,
} from '../../../lib/voucher-draft';

/** A payment is the money side and the supplier's item: what they are paid and the purchases it pays. */
export type PaymentDraft = VoucherDraft;

/** The supplier is debited for each purchase paid and for the advance. */
const SUPPLIER_NAMES = {
  label: 'Supplier',
  numberText: purchaseNumberText,
  fields: (supplier_id: number, purchase_id: number | null) => ({ supplier_id, purchase_id, cr_dr: 'dr' }),
} as const;

/** The create and update payloads share the header and items. */
export function paymentPayload(draft: PaymentDraft): PaymentGenerateInput {
  return voucherPayload(draft, partyFils(draft), SUPPLIER_NAMES);
}

/**
 * What the screen refuses before sending, in the server's words: the shared payment rules by field,
 * or an amount short of what it allocates; and the one message shown above the button.
 */
export function paymentProblems(draft: PaymentDraft): { fields: Record<string, string>; notice: string | null } {
  const shortfall = partyAmountProblem(draft.party);
  if (shortfall !== null) return { fields: {}, notice: shortfall };
  const parsed = paymentGeneratePayload.safeParse(paymentPayload(draft));
  // What the contract cannot even read is left for the server to name.
  const fields = parsed.success ? checkPayment(parsed.data).problems : {};
  return { fields, notice: Object.values(fields)[0] ?? null };
}

/** A stored payment as the form holds it: the supplier's items folded back into one payment. */
export function paymentDraft(payment: PaymentRecord): PaymentDraft {
  return storedVoucherDraft(
    payment,
    payment.type,
    { id: payment.supplier_id, name: payment.supplier_name },
    payment.items,
    (item) => ({ id: item.purchase_id, number: item.purchase_number }),
  );
}

/** How a stale save merges a payment: the money side and the supplier's item. */
export const PAYMENT_MERGE = voucherOutline<PaymentDraft>(SUPPLIER_NAMES);
