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
import { formatDisplayDate } from '@fleetledger/shared/dates';
import { invoiceNumberText } from '@fleetledger/shared/invoices/invoice-job-lines';
import { bdToFils, formatBD } from '@fleetledger/shared/money';
import type { CustomerInvoice } from '@fleetledger/shared/receipts/receipts.contract';
import { AlertIcon } from '../../../ui/icons';
import { MoneyText } from '../../../ui/money-text';
import {
  allocationRows,
  chosenAllocations,
  settledAllocation,
  typedAllocation,
  type AllocationRow,
} from '../model/invoice-allocations';
import { allocatedFils, type Allocation } from '../model/receipt-drafts';

interface AllocateInvoicesModalProps {
  opened: boolean;
  /** The customer's invoices with something pending; undefined while they load. */
  invoices: readonly CustomerInvoice[] | undefined;
  loadProblem: string | null;
  allocations: readonly Allocation[];
  onApply: (allocations: Allocation[]) => void;
  onClose: () => void;
}

/** 'Allocate to Invoices': which of the customer's posted invoices this money pays, and how much of each. */
export function AllocateInvoicesModal({ opened, invoices, loadProblem, ...rest }: AllocateInvoicesModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={rest.onClose}
      title="Allocate to Invoices"
      size="xl"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {loadProblem !== null ? (
        <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
          {loadProblem}
        </Alert>
      ) : invoices === undefined ? (
        <Loader size="sm" aria-label="Loading invoices" />
      ) : (
        // Mounted afresh each time the modal opens, so it starts from the allocations applied so far.
        opened && <AllocationTable invoices={invoices} {...rest} />
      )}
    </Modal>
  );
}

function AllocationTable({
  invoices,
  allocations,
  onApply,
  onClose,
}: Omit<AllocateInvoicesModalProps, 'opened' | 'loadProblem'> & { invoices: readonly CustomerInvoice[] }) {
  const [rows, setRows] = useState(() => allocationRows(invoices, allocations));
  const change = (index: number, patch: Partial<AllocationRow>) =>
    setRows((current) => current.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  const selectAll = (selected: boolean) => setRows((current) => current.map((row) => ({ ...row, selected })));
  const chosen = chosenAllocations(rows);
  const selectedCount = rows.filter((row) => row.selected).length;

  if (rows.length === 0)
    return (
      <Stack gap="md">
        <Text>This customer has no posted invoices with an amount pending.</Text>
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
        <Table striped withTableBorder aria-label="Invoices to allocate">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40}>
                <VisuallyHidden>Select</VisuallyHidden>
              </Table.Th>
              <Table.Th>Invoice Number</Table.Th>
              <Table.Th>Date</Table.Th>
              <Table.Th ta="right">Pending Amount</Table.Th>
              <Table.Th w={180}>Allocate Amount</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, index) => {
              const number = invoiceNumberText(row.invoice.number);
              const pending = row.invoice.pending_amount;
              return (
                <Table.Tr key={row.invoice.id}>
                  <Table.Td>
                    <Checkbox
                      aria-label={`Select ${number}`}
                      checked={row.selected}
                      onChange={(event) => change(index, { selected: event.currentTarget.checked })}
                    />
                  </Table.Td>
                  <Table.Td>{number}</Table.Td>
                  <Table.Td>{formatDisplayDate(row.invoice.date)}</Table.Td>
                  <Table.Td ta="right">
                    <MoneyText fils={bdToFils(pending)} />
                  </Table.Td>
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
