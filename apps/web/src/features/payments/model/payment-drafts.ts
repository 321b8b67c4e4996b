import { filsToBd } from '@fleetledger/shared/money';
import { checkPayment } from '@fleetledger/shared/payments/payment-rules';
import {
  paymentGeneratePayload,
  type PaymentGenerateInput,
  type PaymentRecord,
} from '@fleetledger/shared/payments/payments.contract';
import { purchaseNumberText } from '@fleetledger/shared/purchases/purchase-lines';
import {
  differingFields,
  moneySidePairs,
  moneySidePayload,
  newMoneySide,
  storedMoneySide,
  type MoneySide,
} from '../../../lib/money-side';
import {
  newPartyPayment,
  partyAmountProblem,
  partyItems,
  partySummary,
  payingDocument,
  storedPartyPayment,
  typedFils,
  type PartyPayment,
} from '../../../lib/party-payment';

export interface PaymentDraft extends MoneySide {
  /** The supplier's item: what they are paid and the purchases it pays. */
  supplier: PartyPayment | null;
}

export function newPayment(today: string): PaymentDraft {
  return { ...newMoneySide(today), supplier: null };
}

/** A chosen supplier starts with nothing paid; clearing the supplier removes their item. */
export function withSupplier(draft: PaymentDraft, supplier: { id: number; name: string } | null): PaymentDraft {
  if (supplier === null) return { ...draft, supplier: null };
  if (draft.supplier?.partyId === supplier.id) return draft;
  return { ...draft, supplier: newPartyPayment(supplier) };
}

/** Make Payment from a purchase: its supplier, paying the whole of what it has pending. */
export function payingPurchase(
  draft: PaymentDraft,
  purchase: { id: number; number: number; supplier_id: number; customer_name: string; pending_amount: number },
): PaymentDraft {
  const chosen = withSupplier(draft, { id: purchase.supplier_id, name: purchase.customer_name });
  return chosen.supplier === null ? chosen : { ...chosen, supplier: payingDocument(chosen.supplier, purchase) };
}

/** The amount paid: the supplier's amount, once it is a figure. */
export function paymentTotalFils(draft: PaymentDraft): number {
  return draft.supplier === null ? 0 : (typedFils(draft.supplier.amount) ?? 0);
}

const payingPurchaseText = (number: number) => `Payment for ${purchaseNumberText(number)}`;

/** The create and update payloads share the header and items: each a debit to the supplier. */
export function paymentPayload(draft: PaymentDraft): PaymentGenerateInput {
  const supplier = draft.supplier;
  return {
    ...moneySidePayload(draft),
    amount: filsToBd(paymentTotalFils(draft)),
    items:
      supplier === null
        ? []
        : partyItems(supplier, payingPurchaseText).map((item) => ({
            id: item.id,
            supplier_id: supplier.partyId,
            purchase_id: item.documentId,
            cr_dr: 'dr',
            amount: item.amount,
            description: item.description,
          })),
  };
}

/**
 * What the screen refuses before sending, in the server's words: the shared payment rules by field,
 * or an amount short of what it allocates; and the one message shown above the button.
 */
export function paymentProblems(draft: PaymentDraft): { fields: Record<string, string>; notice: string | null } {
  const shortfall = partyAmountProblem(draft.supplier);
  if (shortfall !== null) return { fields: {}, notice: shortfall };
  const parsed = paymentGeneratePayload.safeParse(paymentPayload(draft));
  // What the contract cannot even read is left for the server to name.
  const fields = parsed.success ? checkPayment(parsed.data).problems : {};
  return { fields, notice: Object.values(fields)[0] ?? null };
}

/** A stored payment as the form holds it: the supplier's items folded back into one payment. */
export function paymentDraft(payment: PaymentRecord): PaymentDraft {
  return {
    ...storedMoneySide(payment, payment.type),
    supplier: storedPartyPayment(
      { id: payment.supplier_id, name: payment.supplier_name },
      payment.items.map((item) => ({
        id: item.id,
        documentId: item.purchase_id,
        documentNumber: item.purchase_number,
        amount: item.amount,
      })),
    ),
  };
}

/** What differs between the stored payment and the one on screen, for the conflict dialog. */
export function paymentDifferences(theirs: PaymentDraft, yours: PaymentDraft) {
  const supplier = (draft: PaymentDraft) => partySummary(draft.supplier, purchaseNumberText);
  return differingFields([...moneySidePairs(theirs, yours), ['Supplier', supplier(theirs), supplier(yours)]]);
}
