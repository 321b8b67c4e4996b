import { Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { NoteRecord } from '@fleetledger/shared/credit-notes/credit-notes.contract';
import { invoiceNumberText } from '@fleetledger/shared/invoices/invoice-job-lines';
import { bdToFils } from '@fleetledger/shared/money';
import { paymentNumberText } from '@fleetledger/shared/payments/payment-rules';
import { HeaderField } from '../../../documents/header-field';
import { LinkedDocumentsTable } from '../../../documents/linked-documents-table';
import { MoneyText } from '../../../ui/money-text';
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
          <HeaderField
            label={`Applied to ${invoiceNumberText(note.invoice_number)}`}
            value={<MoneyText fils={bdToFils(note.applied_amount)} />}
          />
          <HeaderField label="Credit left" value={<MoneyText fils={bdToFils(note.credit_left)} fw={700} />} />
        </SimpleGrid>
        {note.allocations.length === 0 && note.refunds.length === 0 ? (
          <Text size="sm" c="dimmed">
            No credit allocated to other invoices or refunded.
          </Text>
        ) : (
          <Group align="flex-start" grow gap="md">
            {note.allocations.length > 0 && (
              <LinkedDocumentsTable
                label="Allocations"
                noun="Invoice"
                rows={note.allocations.map((allocation) => ({
                  key: allocation.id,
                  to: `/invoice/${allocation.invoice_number}`,
                  number: invoiceNumberText(allocation.invoice_number),
                  date: allocation.date,
                  amount: allocation.amount,
                }))}
              />
            )}
            {note.refunds.length > 0 && (
              <LinkedDocumentsTable
                label="Refunds"
                noun="Payment"
                rows={note.refunds.map((refund) => ({
                  key: refund.payment_number,
                  to: `/payment/${refund.payment_number}`,
                  number: paymentNumberText(refund.payment_number),
                  date: refund.date,
                  status: refund.status,
                  amount: refund.amount,
                }))}
              />
            )}
          </Group>
        )}
      </Stack>
    </TitledSection>
  );
}
