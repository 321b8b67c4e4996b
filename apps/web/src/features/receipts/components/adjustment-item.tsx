import { Badge, Button, Group, Paper, Select, TextInput } from '@mantine/core';
import {
  DISCOUNT_ACCOUNT_ID,
  ROUND_OFF_CR_ACCOUNT_ID,
  ROUND_OFF_DR_ACCOUNT_ID,
} from '@fleetledger/shared/receipts/receipts.contract';
import { ADJUSTMENT_NAMES, sideOf, type Adjustment } from '../model/receipt-drafts';

const ROUND_OFF_CHOICES = ([ROUND_OFF_DR_ACCOUNT_ID, ROUND_OFF_CR_ACCOUNT_ID] as const).map((id) => ({
  value: String(id),
  label: ADJUSTMENT_NAMES[id],
}));

interface AdjustmentItemProps {
  item: Adjustment;
  /** The item's number as the server counts it in its messages. */
  n: number;
  readOnly: boolean;
  error?: string;
  onRemove: () => void;
  onChange: (item: Adjustment) => void;
}

/** A Round Off (DR or CR) or Discount (DR) item. */
export function AdjustmentItem({ item, n, readOnly, error, onRemove, onChange }: AdjustmentItemProps) {
  const readOnlyProps = { readOnly, variant: readOnly ? 'filled' : 'default' } as const;
  const isDiscount = item.accountId === DISCOUNT_ACCOUNT_ID;
  return (
    <Paper withBorder p="md" component="section" aria-label={`Item ${n}`}>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Group gap="sm" align="flex-end" wrap="wrap">
          {isDiscount || readOnly ? (
            <TextInput label="Account" value={ADJUSTMENT_NAMES[item.accountId]} readOnly variant="filled" w={200} />
          ) : (
            <Select
              label="Round Off Account"
              data={ROUND_OFF_CHOICES}
              value={String(item.accountId)}
              allowDeselect={false}
              onChange={(value) =>
                onChange({
                  ...item,
                  accountId:
                    Number(value) === ROUND_OFF_CR_ACCOUNT_ID ? ROUND_OFF_CR_ACCOUNT_ID : ROUND_OFF_DR_ACCOUNT_ID,
                })
              }
              w={200}
            />
          )}
          <Badge variant="light" color="gray" radius="sm" mb={6}>
            {sideOf(item.accountId).toUpperCase()}
          </Badge>
          <TextInput
            label="Amount (BD)"
            inputMode="decimal"
            value={item.amount}
            error={error}
            onChange={(event) => onChange({ ...item, amount: event.currentTarget.value })}
            w={160}
            {...readOnlyProps}
          />
        </Group>
        {!readOnly && (
          <Button variant="subtle" color="red" size="compact-sm" aria-label={`Remove item ${n}`} onClick={onRemove}>
            Remove
          </Button>
        )}
      </Group>
    </Paper>
  );
}
