import { Button, Group } from '@mantine/core';
import { invoiceNumberText } from '@fleetledger/shared/invoices/invoice-job-lines';
import { DISCOUNT_ACCOUNT_ID, ROUND_OFF_DR_ACCOUNT_ID } from '@fleetledger/shared/receipts/receipts.contract';
import { PartyItemsSection } from '../../../ui/party-items-section';
import { useCustomerInvoices } from '../api/receipt-calls';
import { newAdjustment, receiptGrandTotalFils, receiptPayload, type ReceiptDraft } from '../model/receipt-drafts';
import { AdjustmentItem } from './adjustment-item';

const WORDS = { party: 'customer', paid: 'invoice', numberText: invoiceNumberText } as const;

interface ReceiptItemsProps {
  draft: ReceiptDraft;
  readOnly: boolean;
  /** The server's messages, keyed `<field>_<index>` by the item's place in the payload. */
  errors: Readonly<Record<string, string>>;
  /** When editing a stored receipt: its own allocations count as still available. */
  receiptId?: number;
  onChange: (draft: ReceiptDraft) => void;
}

/** Receipt Items: the customer's money and the invoices it pays, any round off or discount, and the Grand Total. */
export function ReceiptItems({ draft, readOnly, errors, receiptId, onChange }: ReceiptItemsProps) {
  const change = (patch: Partial<ReceiptDraft>) => onChange({ ...draft, ...patch });
  const invoices = useCustomerInvoices(readOnly ? null : (draft.customer?.partyId ?? null), receiptId);
  // The adjustments follow the customer's items in the payload, so the server's item numbers count from there.
  const customerItemCount = receiptPayload(draft).items.length - draft.adjustments.length;
  const add = (accountId: typeof DISCOUNT_ACCOUNT_ID | typeof ROUND_OFF_DR_ACCOUNT_ID) =>
    change({ adjustments: [...draft.adjustments, newAdjustment(accountId)] });

  return (
    <PartyItemsSection
      title="Receipt Items"
      words={WORDS}
      payment={draft.customer}
      readOnly={readOnly}
      errors={errors}
      documents={invoices}
      grandTotalFils={receiptGrandTotalFils(draft)}
      onChange={(customer) => change({ customer })}
      actions={
        <Group gap="xs">
          <Button variant="default" onClick={() => add(ROUND_OFF_DR_ACCOUNT_ID)}>
            Round Off
          </Button>
          <Button variant="default" onClick={() => add(DISCOUNT_ACCOUNT_ID)}>
            Discount
          </Button>
        </Group>
      }
    >
      {draft.adjustments.map((item, index) => (
        <AdjustmentItem
          key={item.key}
          item={item}
          n={customerItemCount + index + 1}
          readOnly={readOnly}
          error={errors[`amount_${customerItemCount + index}`] ?? errors[`account_${customerItemCount + index}`]}
          onRemove={() => change({ adjustments: draft.adjustments.filter((_, at) => at !== index) })}
          onChange={(changed) =>
            change({ adjustments: draft.adjustments.map((other, at) => (at === index ? changed : other)) })
          }
        />
      ))}
    </PartyItemsSection>
  );
}
