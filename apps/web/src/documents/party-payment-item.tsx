import { useState } from 'react';
import { Link } from 'react-router';
import { Anchor, Badge, Button, Group, Paper, Stack, Table, Text, TextInput } from '@mantine/core';
import { formatBD } from '@fleetledger/shared/money';
import type { PendingDocument } from '../lib/allocation-rows';
import { failureMessage } from '../lib/failure-message';
import { advanceFils, partyAmountProblem, withAllocations, type PartyPayment } from '../lib/party-payment';
import { AllocateModal, type SettlementWords } from './allocate-modal';
import { MoneyText } from '../ui/money-text';

interface PartyPaymentItemProps {
  words: SettlementWords;
  payment: PartyPayment;
  /** The voucher's date: the documents dated after it are not offered. */
  voucherDate: string;
  readOnly: boolean;
  error?: string;
  /** The read of the party's documents the money may pay. */
  documents: PendingDocumentsRead;
  onChange: (payment: PartyPayment) => void;
}

/** The read of the party's posted documents with something pending (pending-documents.ts' usePendingDocuments). */
export interface PendingDocumentsRead {
  data?: { data: readonly PendingDocument[] };
  isError: boolean;
  error: Error | null;
}

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * The party's item: the amount a customer paid in (CR) or a supplier was paid (DR), the documents it
 * pays, and the advance left over.
 */
export function PartyPaymentItem({
  words,
  payment,
  voucherDate,
  readOnly,
  error,
  documents,
  onChange,
}: PartyPaymentItemProps) {
  const [allocating, setAllocating] = useState(false);
  const advance = advanceFils(payment);
  const party = capitalized(words.party);

  return (
    <Paper withBorder p="md" component="section" aria-label={`${party} item`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Group gap="xs">
            <Text fw={600}>{payment.partyName}</Text>
            <Badge variant="light" color="gray" radius="sm">
              {words.party === 'customer' ? 'CR' : 'DR'}
            </Badge>
          </Group>
          <Group gap="sm" align="flex-end">
            <TextInput
              label={`${party} Amount (BD)`}
              inputMode="decimal"
              value={payment.amount}
              error={partyAmountProblem(payment) ?? error}
              onChange={(event) => onChange({ ...payment, amount: event.currentTarget.value })}
              readOnly={readOnly}
              variant={readOnly ? 'filled' : 'default'}
              w={200}
            />
            {!readOnly && (
              <Button variant="default" onClick={() => setAllocating(true)}>
                Allocate
              </Button>
            )}
          </Group>
        </Group>
        {payment.allocations.length > 0 && (
          <Table withTableBorder fz="sm" aria-label="Allocations">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{capitalized(words.paid)}</Table.Th>
                <Table.Th ta="right">Allocated</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {payment.allocations.map((allocation) => (
                <Table.Tr key={allocation.documentId}>
                  <Table.Td>
                    <Anchor component={Link} to={`/${words.paid}/${allocation.documentNumber}`} size="sm">
                      {words.numberText(allocation.documentNumber)}
                    </Anchor>
                  </Table.Td>
                  <Table.Td ta="right">
                    <MoneyText fils={allocation.amountFils} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {advance > 0 && <Text size="sm">{`Advance (not allocated): ${formatBD(advance)}`}</Text>}
      </Stack>
      {!readOnly && (
        <AllocateModal
          opened={allocating}
          words={words}
          documents={documents.data?.data}
          voucherDate={voucherDate}
          loadProblem={
            documents.isError
              ? failureMessage(
                  documents.error,
                  `Failed to load ${words.party} ${words.paid}s`,
                  `Network error while loading ${words.paid}s`,
                )
              : null
          }
          allocations={payment.allocations}
          onApply={(allocations) => onChange(withAllocations(payment, allocations))}
          onClose={() => setAllocating(false)}
        />
      )}
    </Paper>
  );
}
