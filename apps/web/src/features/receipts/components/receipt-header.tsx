import { CustomerSearch } from '../../../ui/customer-search';
import { MoneySideSection } from '../../../ui/money-side-section';
import { receiptGrandTotalFils, withCustomer, type ReceiptDraft } from '../model/receipt-drafts';

interface ReceiptHeaderProps {
  draft: ReceiptDraft;
  readOnly: boolean;
  /** A stored receipt keeps the account it was received into. */
  accountLocked: boolean;
  errors: Readonly<Record<string, string>>;
  onChange: (draft: ReceiptDraft) => void;
}

/** Receipt Details: when, into which account, how, how much, and from which customer. */
export function ReceiptHeader({ draft, readOnly, accountLocked, errors, onChange }: ReceiptHeaderProps) {
  const customer = draft.customer === null ? null : { id: draft.customer.partyId, name: draft.customer.partyName };
  return (
    <MoneySideSection
      title="Receipt Details"
      draft={draft}
      totalFils={receiptGrandTotalFils(draft)}
      readOnly={readOnly}
      accountLocked={accountLocked}
      accountPlaceholder="Choose the account received into"
      errors={errors}
      onChange={onChange}
    >
      <CustomerSearch
        customer={customer}
        readOnly={readOnly}
        clearable
        error={errors.customer_id}
        onChange={(chosen) => onChange(withCustomer(draft, chosen))}
      />
    </MoneySideSection>
  );
}
