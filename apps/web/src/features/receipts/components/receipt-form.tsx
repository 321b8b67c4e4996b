import { Button, Group } from '@mantine/core';
import { invoiceNumberText } from '@fleetledger/shared/invoices/invoice-job-lines';
import { DISCOUNT_ACCOUNT_ID, ROUND_OFF_DR_ACCOUNT_ID } from '@fleetledger/shared/receipts/receipts.contract';
import { MoneyVoucherForm } from '../../../documents/money-voucher-form';
import type { VoucherFormProps } from '../../../documents/voucher-details';
import { useCustomerInvoices } from '../api/receipt-calls';
import { newAdjustment, receiptGrandTotalFils, receiptPayload, type ReceiptDraft } from '../model/receipt-drafts';
import { AdjustmentItem } from './adjustment-item';

const WORDS = { party: 'customer', paid: 'invoice', numberText: invoiceNumberText, reference: 'Reference' } as const;

interface ReceiptFormProps extends VoucherFormProps<ReceiptDraft> {
  /** A stored receipt keeps the account it was received into. */
  accountLocked?: boolean;
  /** When editing a stored receipt, so its own allocations count as available. */
  receiptId?: number;
}

/**
 * A receipt's details and items, for creating, reading and editing: the customer's money and the
 * invoices it pays, any round off or discount, and the Grand Total.
 */
export function ReceiptForm({ receiptId, ...form }: ReceiptFormProps) {
  const { draft, readOnly, errors, onChange } = form;
  const invoices = useCustomerInvoices(readOnly ? null : (draft.party?.partyId ?? null), receiptId);
  const change = (patch: Partial<ReceiptDraft>) => onChange({ ...draft, ...patch });
  // The adjustments follow the customer's items in the payload, so the server's item numbers count from there.
  const customerItemCount = receiptPayload(draft).items.length - draft.adjustments.length;
  const add = (accountId: typeof DISCOUNT_ACCOUNT_ID | typeof ROUND_OFF_DR_ACCOUNT_ID) =>
    change({ adjustments: [...draft.adjustments, newAdjustment(accountId)] });

  return (
    <MoneyVoucherForm
      {...form}
      words={WORDS}
      totalFils={receiptGrandTotalFils(draft)}
      documents={invoices}
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
    </MoneyVoucherForm>
  );
}
