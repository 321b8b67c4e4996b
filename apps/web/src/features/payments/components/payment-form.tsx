import { Stack } from '@mantine/core';
import { purchaseNumberText } from '@fleetledger/shared/purchases/purchase-lines';
import { CustomerSearch } from '../../../ui/customer-search';
import { MoneySideSection } from '../../../ui/money-side-section';
import { PartyItemsSection } from '../../../ui/party-items-section';
import { useSupplierPurchases } from '../api/payment-calls';
import { paymentTotalFils, withSupplier, type PaymentDraft } from '../model/payment-drafts';

const WORDS = { party: 'supplier', paid: 'purchase', numberText: purchaseNumberText } as const;

interface PaymentFormProps {
  draft: PaymentDraft;
  readOnly: boolean;
  /** A stored payment keeps the account it was paid from. */
  accountLocked?: boolean;
  /** The server's per-field messages, or the shared rules' before sending. */
  errors: Readonly<Record<string, string>>;
  /** When editing a stored payment, so its own allocations count as still to pay. */
  paymentId?: number;
  onChange: (draft: PaymentDraft) => void;
}

/** A payment's details and its supplier's item, for creating, reading and editing. */
export function PaymentForm({ draft, readOnly, accountLocked = false, errors, paymentId, onChange }: PaymentFormProps) {
  const supplier = draft.supplier;
  const purchases = useSupplierPurchases(readOnly ? null : (supplier?.partyId ?? null), paymentId);
  const total = paymentTotalFils(draft);

  return (
    <Stack gap="md">
      <MoneySideSection
        title="Payment Details"
        draft={draft}
        totalFils={total}
        readOnly={readOnly}
        accountLocked={accountLocked}
        accountPlaceholder="Choose the account paid from"
        errors={errors}
        onChange={onChange}
      >
        <CustomerSearch
          label="Supplier"
          customer={supplier === null ? null : { id: supplier.partyId, name: supplier.partyName }}
          readOnly={readOnly}
          clearable
          error={errors.supplier_id}
          onChange={(chosen) => onChange(withSupplier(draft, chosen))}
        />
      </MoneySideSection>
      <PartyItemsSection
        title="Payment Items"
        words={WORDS}
        payment={supplier}
        readOnly={readOnly}
        errors={errors}
        documents={purchases}
        grandTotalFils={total}
        onChange={(paid) => onChange({ ...draft, supplier: paid })}
      />
    </Stack>
  );
}
