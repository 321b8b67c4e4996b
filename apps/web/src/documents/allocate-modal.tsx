import { useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Loader,
  Modal,
  Stack,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { formatDisplayDate, isIsoDate } from '@fleetledger/shared/dates';
import { formatBD } from '@fleetledger/shared/money';
import {
  allocationRows,
  chosenAllocations,
  settledAllocation,
  settledOn,
  typedAllocation,
  type AllocationRow,
  type PendingDocument,
} from '../lib/allocation-rows';
import { allocatedFils, type Allocation } from '../lib/party-payment';
import { AlertIcon } from '../ui/icons';
import { MoneyCell } from '../ui/money-text';

/** Who a receipt or payment is with, and which of their documents it pays, as its screens name them. */
export interface SettlementWords {
  party: 'customer' | 'supplier';
  paid: 'invoice' | 'purchase';
  numberText: (number: number) => string;
  /** The heading of the number the party knows a document by (its reference). */
  reference: string;
}

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

interface AllocateModalProps {
  opened: boolean;
  words: SettlementWords;
  /** The party's posted documents with something pending; undefined while they load. */
  documents: readonly PendingDocument[] | undefined;
  /** The voucher's date: it settles only documents dated on or before it. */
  voucherDate: string;
  loadProblem: string | null;
  allocations: readonly Allocation[];
  onApply: (allocations: Allocation[]) => void;
  onClose: () => void;
}

/**
 * 'Allocate to Invoices' (or Purchases): which of the party's posted documents this money pays, and
 * how much of each — never more than a document has pending, and never one dated after the voucher.
 */
export function AllocateModal({ opened, documents, loadProblem, ...rest }: AllocateModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={rest.onClose}
      title={`Allocate to ${capitalized(rest.words.paid)}s`}
      size="xl"
      centered
    >
      {loadProblem !== null ? (
        <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
          {loadProblem}
        </Alert>
      ) : documents === undefined ? (
        <Loader size="sm" aria-label={`Loading ${rest.words.paid}s`} />
      ) : (
        // Mounted afresh each time the modal opens, so it starts from the allocations applied so far.
        opened && <AllocationTable documents={settledOn(documents, rest.voucherDate)} {...rest} />
      )}
    </Modal>
  );
}

function AllocationTable({
  words: { party, paid, numberText, reference },
  documents,
  voucherDate,
  allocations,
  onApply,
  onClose,
}: Omit<AllocateModalProps, 'opened' | 'loadProblem'> & { documents: readonly PendingDocument[] }) {
  const [rows, setRows] = useState(() => allocationRows(documents, allocations));
  const change = (index: number, patch: Partial<AllocationRow>) =>
    setRows((current) => current.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  const selectAll = (selected: boolean) => setRows((current) => current.map((row) => ({ ...row, selected })));
  const chosen = chosenAllocations(rows);
  const selectedCount = rows.filter((row) => row.selected).length;

  if (rows.length === 0)
    return (
      <Stack gap="md">
        <Text>
          {isIsoDate(voucherDate)
            ? `This ${party} has no posted ${paid}s with an amount pending dated on or before ${formatDisplayDate(voucherDate)}.`
            : `This ${party} has no posted ${paid}s with an amount pending.`}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
        </Group>
      </Stack>
    );

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Group gap="xs">
          <Button variant="default" size="xs" onClick={() => selectAll(true)}>
            Select All
          </Button>
          <Button variant="default" size="xs" onClick={() => selectAll(false)}>
            Deselect All
          </Button>
        </Group>
        <Text fw={500} aria-live="polite">{`${selectedCount} selected, ${formatBD(allocatedFils(chosen))}`}</Text>
      </Group>
      <Table.ScrollContainer minWidth={560}>
        <Table striped withTableBorder aria-label={`${capitalized(paid)}s to allocate`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40}>
                <VisuallyHidden>Select</VisuallyHidden>
              </Table.Th>
              <Table.Th>{`${capitalized(paid)} Number`}</Table.Th>
              <Table.Th>{reference}</Table.Th>
              <Table.Th>Date</Table.Th>
              <Table.Th ta="right">Pending Amount</Table.Th>
              <Table.Th w={180}>Allocate Amount</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, index) => {
              const number = numberText(row.document.number);
              const pending = row.document.pending_amount;
              return (
                <Table.Tr key={row.document.id}>
                  <Table.Td>
                    <Checkbox
                      aria-label={`Select ${number}`}
                      checked={row.selected}
                      onChange={(event) => change(index, { selected: event.currentTarget.checked })}
                    />
                  </Table.Td>
                  <Table.Td>{number}</Table.Td>
                  <Table.Td>{row.document.reference ?? ''}</Table.Td>
                  <Table.Td>{formatDisplayDate(row.document.date)}</Table.Td>
                  <MoneyCell bd={pending} />
                  <Table.Td>
                    <TextInput
                      aria-label={`Allocate Amount, ${number}`}
                      inputMode="decimal"
                      size="xs"
                      value={row.amount}
                      onChange={(event) =>
                        change(index, { amount: typedAllocation(event.currentTarget.value, pending) })
                      }
                      onBlur={(event) =>
                        change(index, { amount: settledAllocation(event.currentTarget.value, pending) })
                      }
                    />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button
          disabled={selectedCount === 0}
          onClick={() => {
            onApply(chosen);
            onClose();
          }}
        >
          Apply Allocation
        </Button>
      </Group>
    </Stack>
  );
}
