import { purchaseNumberText } from '@fleetledger/shared/purchases/purchase-lines';
import { MoneyVoucherForm } from '../../../documents/money-voucher-form';
import type { VoucherFormProps } from '../../../documents/voucher-details';
import { useSupplierPurchases } from '../api/payment-calls';
import {
  paymentPayload,
  paymentTotalFils,
  paysSupplier,
  refundsKept,
  type PaymentDraft,
} from '../model/payment-drafts';
import { RefundItem } from './refund-item';

const WORDS = {
  party: 'supplier',
  paid: 'purchase',
  numberText: purchaseNumberText,
  reference: "Supplier's Bill No.",
} as const;

interface PaymentFormProps extends VoucherFormProps<PaymentDraft> {
  /** A stored payment keeps the account it was paid from. */
  accountLocked?: boolean;
  /** When editing a stored payment, so its own allocations count as still to pay. */
  paymentId?: number;
}

/** A payment's details, its supplier's item (DR) and any refunds of their credit, for creating, reading and editing. */
export function PaymentForm({ paymentId, ...form }: PaymentFormProps) {
  const { draft, readOnly, errors } = form;
  const supplierItem = paysSupplier(draft);
  const purchases = useSupplierPurchases(readOnly || !supplierItem ? null : (draft.party?.partyId ?? null), paymentId);
  const onChange = (next: PaymentDraft) => form.onChange(refundsKept(draft, next));
  const changeRefunds = (refunds: PaymentDraft['refunds']) => onChange({ ...draft, refunds });
  // The refunds follow the supplier's items in the payload, so the server's item numbers count from there.
  const firstRefund = paymentPayload(draft).items.length - draft.refunds.length;

  return (
    <MoneyVoucherForm
      {...form}
      onChange={onChange}
      words={WORDS}
      totalFils={paymentTotalFils(draft)}
      documents={purchases}
      partyItem={supplierItem}
    >
      {draft.refunds.map((refund, index) => (
        <RefundItem
          key={refund.creditNoteId}
          refund={refund}
          readOnly={readOnly}
          error={errors[`credit_note_${firstRefund + index}`] ?? errors[`amount_${firstRefund + index}`]}
          onRemove={() => changeRefunds(draft.refunds.filter((_, at) => at !== index))}
          onChange={(changed) => changeRefunds(draft.refunds.map((other, at) => (at === index ? changed : other)))}
        />
      ))}
    </MoneyVoucherForm>
  );
}
