import { Link } from 'react-router';
import { Anchor, Badge, Button, Group, Paper, Text, TextInput } from '@mantine/core';
import { noteNumberText } from '@fleetledger/shared/credit-notes/credit-notes.contract';
import { refundText, type Refund } from '../model/payment-drafts';

interface RefundItemProps {
  refund: Refund;
  readOnly: boolean;
  /** The server's or the rules' message on this item: its credit note or its amount. */
  error?: string;
  onRemove: () => void;
  onChange: (refund: Refund) => void;
}

/** An item paying back the customer's credit left on a credit note: the whole of it, or less. */
export function RefundItem({ refund, readOnly, error, onRemove, onChange }: RefundItemProps) {
  const name = refundText(refund.creditNoteNumber);
  return (
    <Paper withBorder p="md" component="section" aria-label={name}>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Group gap="xs">
          <Text fw={600}>
            {'Refund of '}
            <Anchor component={Link} to={`/credit-note/${refund.creditNoteNumber}`} inherit>
              {noteNumberText('credit_note', refund.creditNoteNumber)}
            </Anchor>
          </Text>
          <Badge variant="light" color="gray" radius="sm">
            DR
          </Badge>
        </Group>
        <Group gap="sm" align="flex-end">
          <TextInput
            label="Refund Amount (BD)"
            inputMode="decimal"
            value={refund.amount}
            error={error}
            onChange={(event) => onChange({ ...refund, amount: event.currentTarget.value })}
            readOnly={readOnly}
            variant={readOnly ? 'filled' : 'default'}
            w={200}
          />
          {!readOnly && (
            <Button variant="subtle" color="red" aria-label={`Remove ${name}`} onClick={onRemove}>
              Remove
            </Button>
          )}
        </Group>
      </Group>
    </Paper>
  );
}
