import type { ReactNode } from 'react';
import { Group, Stack, Text, Title } from '@mantine/core';
import { withParty, type VoucherDraft } from './voucher-draft';
import type { SettlementWords } from './allocate-modal';
import { CustomerSearch } from '../ui/customer-search';
import { MoneySideSection } from './money-side-section';
import { MoneyText } from '../ui/money-text';
import { PartyPaymentItem, type PendingDocumentsRead } from './party-payment-item';
import type { VoucherFormProps } from './voucher-details';

interface MoneyVoucherFormProps<D extends VoucherDraft> extends VoucherFormProps<D> {
  /** A customer's receipt paying invoices, or a supplier's payment paying purchases. */
  words: SettlementWords;
  /** A stored voucher keeps the account its money went through. */
  accountLocked?: boolean;
  /** The voucher's amount: the total of its items so far. */
  totalFils: number;
  /** The read of the party's documents the money may pay. */
  documents: PendingDocumentsRead;
  /** Whether the chosen party has an item of their own: a payment that only refunds credit has none. */
  partyItem?: boolean;
  /** Buttons that add items beside the party's, e.g. Round Off. */
  actions?: ReactNode;
  /** The items after the party's. */
  children?: ReactNode;
}

/** How each voucher names its sections and its account. */
const VOUCHER_WORDS = {
  customer: { noun: 'Receipt', party: 'Customer', account: 'Choose the account received into' },
  supplier: { noun: 'Payment', party: 'Supplier', account: 'Choose the account paid from' },
} as const;

/**
 * A receipt's or payment's details and items, for creating, reading and editing: the money side, the
 * party's money and the documents it pays, any other items, and the Grand Total.
 */
export function MoneyVoucherForm<D extends VoucherDraft>({
  words,
  draft,
  readOnly,
  accountLocked = false,
  errors,
  totalFils,
  documents,
  partyItem = true,
  onChange,
  actions,
  children,
}: MoneyVoucherFormProps<D>) {
  const { noun, party: partyLabel, account } = VOUCHER_WORDS[words.party];
  const party = draft.party;
  const itemsTitleId = `${noun.toLowerCase()}-items-title`;

  return (
    <Stack gap="md">
      <MoneySideSection
        title={`${noun} Details`}
        draft={draft}
        totalFils={totalFils}
        readOnly={readOnly}
        accountLocked={accountLocked}
        accountPlaceholder={account}
        errors={errors}
        onChange={onChange}
      >
        <CustomerSearch
          label={partyLabel}
          customer={party === null ? null : { id: party.partyId, name: party.partyName }}
          readOnly={readOnly}
          clearable
          error={errors[`${words.party}_id`]}
          onChange={(chosen) => onChange(withParty(draft, chosen))}
        />
      </MoneySideSection>
      <Stack gap="sm" component="section" aria-labelledby={itemsTitleId}>
        <Group justify="space-between">
          <Title order={2} size="h4" id={itemsTitleId}>
            {`${noun} Items`}
          </Title>
          {!readOnly && actions}
        </Group>
        {errors.items !== undefined && (
          <Text c="red" size="sm" role="alert">
            {errors.items}
          </Text>
        )}
        {party === null ? (
          <Text c="dimmed" size="sm">{`Choose the ${words.party} to add their item.`}</Text>
        ) : (
          partyItem && (
            <PartyPaymentItem
              words={words}
              payment={party}
              voucherDate={draft.date}
              readOnly={readOnly}
              error={errors.amount_0}
              documents={documents}
              onChange={(paid) => onChange({ ...draft, party: paid })}
            />
          )
        )}
        {children}
        <Group justify="flex-end" gap="sm">
          <Text fw={500}>Grand Total</Text>
          <MoneyText fils={totalFils} fw={700} aria-label="Grand Total" />
        </Group>
      </Stack>
    </Stack>
  );
}
