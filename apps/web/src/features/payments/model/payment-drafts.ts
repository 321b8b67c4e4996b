import { noteNumberText, type NoteRecord } from '@fleetledger/shared/credit-notes/credit-notes.contract';
import { bdToFils } from '@fleetledger/shared/money';
import { checkPayment } from '@fleetledger/shared/payments/payment-rules';
import {
  paymentGeneratePayload,
  type PaymentGenerateInput,
  type PaymentItem,
  type PaymentRecord,
} from '@fleetledger/shared/payments/payments.contract';
import { purchaseNumberText } from '@fleetledger/shared/purchases/purchase-lines';
import { amountFigure, partyAmountProblem, typedFils } from '../../../lib/party-payment';
import { amountField, amountText, linesUnder } from '../../../lib/three-way-merge';
import {
  newVoucherDraft,
  partyFils,
  storedVoucherDraft,
  voucherOutline,
  voucherPayload,
  withParty,
  type VoucherDraft,
} from '../../../documents/voucher-draft';

/** The customer's credit left on a tax credit note, paid back to them (DR Accounts Receivable). */
export interface Refund {
  /** The stored item's id, kept so an edit updates the item instead of replacing it. */
  id: number | null;
  creditNoteId: number;
  creditNoteNumber: number;
  amount: string;
}

/**
 * A payment is the money side, the supplier's item (what they are paid and the purchases it pays),
 * and the refunds of their credit as a customer (customers and suppliers are the same records).
 */
export interface PaymentDraft extends VoucherDraft {
  refunds: Refund[];
}

export function newPayment(today: string): PaymentDraft {
  return { ...newVoucherDraft(today), refunds: [] };
}

/** What a refund item says, on screen and as its description. */
export function refundText(creditNoteNumber: number): string {
  return `Refund of ${noteNumberText('credit_note', creditNoteNumber)}`;
}

/**
 * Whether the supplier has an item of their own: always, but on a payment refunding credit only when it
 * also pays them (a purchase, an advance stored, an amount typed).
 */
export function paysSupplier(draft: PaymentDraft): boolean {
  const party = draft.party;
  if (party === null) return false;
  return (
    draft.refunds.length === 0 ||
    party.allocations.length > 0 ||
    party.advanceItemId !== null ||
    party.amount.trim() !== ''
  );
}

/** A refund is of the party's own credit: choosing another party, or none, drops it. */
export function refundsKept(before: PaymentDraft, after: PaymentDraft): PaymentDraft {
  return after.party?.partyId === before.party?.partyId ? after : { ...after, refunds: [] };
}

/** A payment made from a credit note (Refund by payment): its customer, refunded all the credit left on it. */
export function refundingFrom(
  draft: PaymentDraft,
  note: Pick<NoteRecord, 'id' | 'number' | 'customer_id' | 'customer_name' | 'credit_left'>,
): PaymentDraft {
  const customer = refundsKept(draft, withParty(draft, { id: note.customer_id, name: note.customer_name }));
  if (bdToFils(note.credit_left) <= 0) return customer;
  const refund = {
    id: null,
    creditNoteId: note.id,
    creditNoteNumber: note.number,
    amount: note.credit_left.toFixed(3),
  };
  return { ...customer, refunds: [...customer.refunds.filter((other) => other.creditNoteId !== note.id), refund] };
}

/** The payment's amount: the supplier's and the refunds', as far as they are figures. */
export function paymentTotalFils(draft: PaymentDraft): number {
  return draft.refunds.reduce((sum, refund) => sum + (typedFils(refund.amount) ?? 0), partyFils(draft));
}

/** The supplier is debited for each purchase paid and for the advance. */
const SUPPLIER_NAMES = {
  label: 'Supplier',
  numberText: purchaseNumberText,
  fields: (supplier_id: number, purchase_id: number | null) => ({ supplier_id, purchase_id, cr_dr: 'dr' }),
} as const;

/** The create and update payloads share the header and items: the supplier's, then the refunds. */
export function paymentPayload(draft: PaymentDraft): PaymentGenerateInput {
  const shared = voucherPayload(draft, paymentTotalFils(draft), SUPPLIER_NAMES);
  const refunds = draft.refunds.map((refund) => ({
    id: refund.id,
    supplier_id: draft.party?.partyId ?? null,
    purchase_id: null,
    credit_note_id: refund.creditNoteId,
    cr_dr: 'dr',
    amount: amountFigure(refund.amount),
    description: refundText(refund.creditNoteNumber),
  }));
  return { ...shared, items: [...(paysSupplier(draft) ? shared.items : []), ...refunds] };
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

const refundOf = (item: PaymentItem): Refund | null =>
  item.credit_note_id === null || item.credit_note_number === null
    ? null
    : {
        id: item.id,
        creditNoteId: item.credit_note_id,
        creditNoteNumber: item.credit_note_number,
        amount: item.amount.toFixed(3),
      };

/** A stored payment as the form holds it: the supplier's items folded back into one payment, and the refunds. */
export function paymentDraft(payment: PaymentRecord): PaymentDraft {
  const supplierItems = payment.items.filter((item) => refundOf(item) === null);
  const stored = storedVoucherDraft(
    payment,
    payment.type,
    { id: payment.supplier_id, name: payment.supplier_name },
    supplierItems,
    (item) => ({ id: item.purchase_id, number: item.purchase_number }),
  );
  // A payment that only refunds credit pays the supplier nothing of their own: no amount, not 0.000.
  const party = supplierItems.length === 0 && stored.party !== null ? { ...stored.party, amount: '' } : stored.party;
  return { ...stored, party, refunds: payment.items.flatMap((item) => refundOf(item) ?? []) };
}

/** How a stale save merges a payment: the money side, the supplier's item, and each refund by its id. */
export const PAYMENT_MERGE = voucherOutline<PaymentDraft>(SUPPLIER_NAMES, {
  lines: [
    linesUnder<PaymentDraft, Refund>('refunds', {
      name: (refund) => refundText(refund.creditNoteNumber),
      show: (refund) => `${refundText(refund.creditNoteNumber)} · ${amountText(refund.amount)}`,
      fields: [amountField<Refund>('Amount', 'amount')],
    }),
  ],
});
