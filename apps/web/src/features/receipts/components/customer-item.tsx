import { useState } from 'react';
import { Link } from 'react-router';
import { Anchor, Badge, Button, Group, Paper, Stack, Table, Text, TextInput } from '@mantine/core';
import { invoiceNumberText } from '@fleetledger/shared/invoices/invoice-job-lines';
import { formatBD } from '@fleetledger/shared/money';
import { MoneyText } from '../../../ui/money-text';
import { failureMessage } from '../../../lib/failure-message';
import { useCustomerInvoices } from '../api/receipt-calls';
import { advanceFils, customerAmountProblem, withAllocations, type CustomerPayment } from '../model/receipt-drafts';
import { AllocateInvoicesModal } from './allocate-invoices-modal';

interface CustomerItemProps {
  payment: CustomerPayment;
  readOnly: boolean;
  error?: string;
  receiptId?: number;
  onChange: (payment: CustomerPayment) => void;
}

/** The customer's item (CR): the amount received, the invoices it pays and the advance left over. */
export function CustomerItem({ payment, readOnly, error, receiptId, onChange }: CustomerItemProps) {
  const [allocating, setAllocating] = useState(false);
  const invoices = useCustomerInvoices(readOnly ? null : payment.customerId, receiptId);
  const advance = advanceFils(payment);

  return (
    <Paper withBorder p="md" component="section" aria-label="Customer item">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Group gap="xs">
            <Text fw={600}>{payment.customerName}</Text>
            <Badge variant="light" color="gray" radius="sm">
              CR
            </Badge>
          </Group>
          <Group gap="sm" align="flex-end">
            <TextInput
              label="Customer Amount (BD)"
              inputMode="decimal"
              value={payment.amount}
              error={customerAmountProblem(payment) ?? error}
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
                <Table.Th>Invoice</Table.Th>
                <Table.Th ta="right">Allocated</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {payment.allocations.map((allocation) => (
                <Table.Tr key={allocation.invoiceId}>
                  <Table.Td>
                    <Anchor component={Link} to={`/invoice/${allocation.invoiceNumber}`} size="sm">
                      {invoiceNumberText(allocation.invoiceNumber)}
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
        <AllocateInvoicesModal
          opened={allocating}
          invoices={invoices.data?.data}
          loadProblem={
            invoices.isError
              ? failureMessage(
                  invoices.error,
                  'Failed to load customer invoices',
                  'Network error while loading invoices',
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
