import type { ReactNode } from 'react';
import { Group, Stack, Text, Title } from '@mantine/core';
import type { PartyPayment } from '../lib/party-payment';
import type { SettlementWords } from './allocate-modal';
import { MoneyText } from './money-text';
import { PartyPaymentItem, type PendingDocumentsRead } from './party-payment-item';

interface PartyItemsSectionProps {
  /** e.g. 'Receipt Items'; it names the section. */
  title: string;
  words: SettlementWords;
  payment: PartyPayment | null;
  readOnly: boolean;
  /** The server's messages, keyed `<field>_<index>` by the item's place in the payload. */
  errors: Readonly<Record<string, string>>;
  documents: PendingDocumentsRead;
  grandTotalFils: number;
  onChange: (payment: PartyPayment) => void;
  /** Buttons that add items beside the party's, e.g. Round Off. */
  actions?: ReactNode;
  /** The items after the party's. */
  children?: ReactNode;
}

/** A receipt's or payment's items: the party's money and the documents it pays, any others, and the Grand Total. */
export function PartyItemsSection({
  title,
  words,
  payment,
  readOnly,
  errors,
  documents,
  grandTotalFils,
  onChange,
  actions,
  children,
}: PartyItemsSectionProps) {
  const titleId = `${title.toLowerCase().replaceAll(' ', '-')}-title`;
  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId}>
      <Group justify="space-between">
        <Title order={2} size="h4" id={titleId}>
          {title}
        </Title>
        {!readOnly && actions}
      </Group>
      {errors.items !== undefined && (
        <Text c="red" size="sm" role="alert">
          {errors.items}
        </Text>
      )}
      {payment === null ? (
        <Text c="dimmed" size="sm">
          {`Choose the ${words.party} to add their item.`}
        </Text>
      ) : (
        <PartyPaymentItem
          words={words}
          payment={payment}
          readOnly={readOnly}
          error={errors.amount_0}
          documents={documents}
          onChange={onChange}
        />
      )}
      {children}
      <Group justify="flex-end" gap="sm">
        <Text fw={500}>Grand Total</Text>
        <MoneyText fils={grandTotalFils} fw={700} aria-label="Grand Total" />
      </Group>
    </Stack>
  );
}
