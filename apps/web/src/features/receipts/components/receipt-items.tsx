import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { DISCOUNT_ACCOUNT_ID, ROUND_OFF_DR_ACCOUNT_ID } from '@fleetledger/shared/receipts/receipts.contract';
import { invoiceNumberText } from '@fleetledger/shared/invoices/invoice-job-lines';
import { failureMessage } from '../../../lib/failure-message';
import { MoneyText } from '../../../ui/money-text';
import { PartyPaymentItem } from '../../../ui/party-payment-item';
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

  return (
    <Stack gap="sm" component="section" aria-labelledby="receipt-items-title">
      <Group justify="space-between">
        <Title order={2} size="h4" id="receipt-items-title">
          Receipt Items
        </Title>
        {!readOnly && (
          <Group gap="xs">
            <Button
              variant="default"
              onClick={() => change({ adjustments: [...draft.adjustments, newAdjustment(ROUND_OFF_DR_ACCOUNT_ID)] })}
            >
              Round Off
            </Button>
            <Button
              variant="default"
              onClick={() => change({ adjustments: [...draft.adjustments, newAdjustment(DISCOUNT_ACCOUNT_ID)] })}
            >
              Discount
            </Button>
          </Group>
        )}
      </Group>
      {errors.items !== undefined && (
        <Text c="red" size="sm" role="alert">
          {errors.items}
        </Text>
      )}
      {draft.customer === null ? (
        <Text c="dimmed" size="sm">
          Choose the customer to add their item.
        </Text>
      ) : (
        <PartyPaymentItem
          words={WORDS}
          payment={draft.customer}
          readOnly={readOnly}
          error={errors.amount_0}
          documents={{
            list: invoices.data?.data,
            problem: invoices.isError
              ? failureMessage(
                  invoices.error,
                  'Failed to load customer invoices',
                  'Network error while loading invoices',
                )
              : null,
          }}
          onChange={(customer) => change({ customer })}
        />
      )}
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
      <Group justify="flex-end" gap="sm">
        <Text fw={500}>Grand Total</Text>
        <MoneyText fils={receiptGrandTotalFils(draft)} fw={700} aria-label="Grand Total" />
      </Group>
    </Stack>
  );
}
