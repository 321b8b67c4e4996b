import { Group, Paper, Text, Title } from '@mantine/core';
import type { DocumentStatus } from '@fleetledger/shared/documents/document-status';
import { bdToFils, formatBD } from '@fleetledger/shared/money';
import { LinkedDocumentsTable } from './linked-documents-table';

interface PaidBySectionProps {
  /** What pays the document: receipts pay an invoice, payments a purchase. */
  kind: 'receipt' | 'payment';
  numberText: (number: number) => string;
  /** The vouchers (not cancelled) that pay it. */
  vouchers: readonly { number: number; date: string; status: DocumentStatus; amount: number }[];
  /** What it still has to be paid, in BD. */
  pendingAmount: number;
}

/** The receipts or payments that pay a posted document, and what is still pending. */
export function PaidBySection({ kind, numberText, vouchers, pendingAmount }: PaidBySectionProps) {
  const noun = kind.charAt(0).toUpperCase() + kind.slice(1);
  const titleId = `paid-by-${kind}s-title`;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id={titleId}>
          {`${noun}s`}
        </Title>
        <Text fw={700}>{`Pending ${formatBD(bdToFils(pendingAmount))}`}</Text>
      </Group>
      {vouchers.length === 0 ? (
        <Text c="dimmed" size="sm">
          {`No ${kind}s yet.`}
        </Text>
      ) : (
        <LinkedDocumentsTable
          label={`${noun}s`}
          noun={noun}
          rows={vouchers.map((voucher) => ({
            key: voucher.number,
            to: `/${kind}/${voucher.number}`,
            number: numberText(voucher.number),
            date: voucher.date,
            status: voucher.status,
            amount: voucher.amount,
          }))}
        />
      )}
    </Paper>
  );
}
