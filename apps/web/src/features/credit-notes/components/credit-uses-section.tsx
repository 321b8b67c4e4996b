import { Link } from 'react-router';
import { Anchor, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { NoteRecord } from '@fleetledger/shared/credit-notes/credit-notes.contract';
import { formatDisplayDate } from '@fleetledger/shared/dates';
import { invoiceNumberText } from '@fleetledger/shared/invoices/invoice-job-lines';
import { bdToFils } from '@fleetledger/shared/money';
import { paymentNumberText } from '@fleetledger/shared/payments/payment-rules';
import { MoneyCell, MoneyText } from '../../../ui/money-text';
import { StatusBadge } from '../../../ui/status-badge';
import { TableHeader } from '../../../ui/table-header';
import { TitledSection } from '../../../ui/titled-section';

/**
 * Where a credit note's credit went: what it took off its invoice, and what was left over (the invoice
 * was already paid) as the customer's credit, allocated to later invoices or refunded by payments.
 */
export function CreditUsesSection({ note }: { note: NoteRecord }) {
  return (
    <TitledSection title="Credit">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Figure label={`Applied to ${invoiceNumberText(note.invoice_number)}`} bd={note.applied_amount} />
          <Figure label="Credit left" bd={note.credit_left} strong />
        </SimpleGrid>
        {note.allocations.length === 0 && note.refunds.length === 0 ? (
          <Text size="sm" c="dimmed">
            No credit allocated to other invoices or refunded.
          </Text>
        ) : (
          <Group align="flex-start" grow gap="md">
            {note.allocations.length > 0 && (
              <Table striped withTableBorder fz="sm" aria-label="Allocations">
                <TableHeader
                  columns={[{ header: 'Invoice' }, { header: 'Date' }, { header: 'Amount', align: 'right' }]}
                />
                <Table.Tbody>
                  {note.allocations.map((allocation) => (
                    <Table.Tr key={allocation.id}>
                      <Table.Td>
                        <Anchor component={Link} to={`/invoice/${allocation.invoice_number}`} size="sm">
                          {invoiceNumberText(allocation.invoice_number)}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{formatDisplayDate(allocation.date)}</Table.Td>
                      <MoneyCell bd={allocation.amount} />
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
            {note.refunds.length > 0 && (
              <Table striped withTableBorder fz="sm" aria-label="Refunds">
                <TableHeader
                  columns={[
                    { header: 'Payment' },
                    { header: 'Date' },
                    { header: 'Status' },
                    { header: 'Amount', align: 'right' },
                  ]}
                />
                <Table.Tbody>
                  {note.refunds.map((refund) => (
                    <Table.Tr key={refund.payment_number}>
                      <Table.Td>
                        <Anchor component={Link} to={`/payment/${refund.payment_number}`} size="sm">
                          {paymentNumberText(refund.payment_number)}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{formatDisplayDate(refund.date)}</Table.Td>
                      <Table.Td>
                        <StatusBadge status={refund.status} />
                      </Table.Td>
                      <MoneyCell bd={refund.amount} />
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </Group>
        )}
      </Stack>
    </TitledSection>
  );
}

function Figure({ label, bd, strong = false }: { label: string; bd: number; strong?: boolean }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <MoneyText fils={bdToFils(bd)} fw={strong ? 700 : undefined} />
    </Stack>
  );
}
