import { purchaseNumberText } from '@fleetledger/shared/purchases/purchase-lines';
import { partyFils } from '../../../lib/voucher-draft';
import { MoneyVoucherForm } from '../../../ui/money-voucher-form';
import type { VoucherFormProps } from '../../../ui/voucher-details';
import { useSupplierPurchases } from '../api/payment-calls';
import type { PaymentDraft } from '../model/payment-drafts';

const WORDS = { party: 'supplier', paid: 'purchase', numberText: purchaseNumberText } as const;

interface PaymentFormProps extends VoucherFormProps<PaymentDraft> {
  /** A stored payment keeps the account it was paid from. */
  accountLocked?: boolean;
  /** When editing a stored payment, so its own allocations count as still to pay. */
  paymentId?: number;
}

/** A payment's details and its supplier's item (DR), for creating, reading and editing. */
export function PaymentForm({ paymentId, ...form }: PaymentFormProps) {
  const { draft, readOnly } = form;
  const purchases = useSupplierPurchases(readOnly ? null : (draft.party?.partyId ?? null), paymentId);
  return <MoneyVoucherForm {...form} words={WORDS} totalFils={partyFils(draft)} documents={purchases} />;
}
