import type { ReactNode } from 'react';
import { Paper, Select, SimpleGrid, TextInput, Title } from '@mantine/core';
import { formatFils } from '@fleetledger/shared/money';
import { paymentTypesOf } from '@fleetledger/shared/receipts/receipt-rules';
import { RECEIPT_ACCOUNTS, type PaymentType } from '@fleetledger/shared/receipts/receipts.contract';
import { withAccount, type MoneySide } from '../lib/money-side';
import { DateField } from './date-field';
import { NarrationField } from './narration-field';

const ACCOUNT_CHOICES = RECEIPT_ACCOUNTS.map((account) => ({ value: String(account.id), label: account.name }));
const PAYMENT_TYPE_NAMES: Record<PaymentType, string> = { online: 'Online', cheque: 'Cheque', cash: 'Cash' };

interface MoneySideSectionProps<D extends MoneySide> {
  /** e.g. 'Receipt Details'; it names the section. */
  title: string;
  draft: D;
  /** The voucher's amount: the total of its items so far. */
  totalFils: number;
  readOnly: boolean;
  /** A stored voucher keeps the account its money went through. */
  accountLocked: boolean;
  /** e.g. 'Choose the account received into'. */
  accountPlaceholder: string;
  errors: Readonly<Record<string, string>>;
  onChange: (draft: D) => void;
  /** The party's search, last in the grid. */
  children: ReactNode;
}

/**
 * A receipt's or payment's details: when, through which fixed account, how (cheque details for a
 * cheque), how much, with which reference and narration, and with whom.
 */
export function MoneySideSection<D extends MoneySide>({
  title,
  draft,
  totalFils,
  readOnly,
  accountLocked,
  accountPlaceholder,
  errors,
  onChange,
  children,
}: MoneySideSectionProps<D>) {
  const change = (patch: Partial<MoneySide>) => onChange({ ...draft, ...patch });
  const changeCheque = (patch: Partial<MoneySide['cheque']>) => change({ cheque: { ...draft.cheque, ...patch } });
  const readOnlyProps = { readOnly, variant: readOnly ? 'filled' : 'default' } as const;
  const types = paymentTypesOf(draft.accountId).map((type) => ({ value: type, label: PAYMENT_TYPE_NAMES[type] }));
  const titleId = `${title.toLowerCase().replaceAll(' ', '-')}-title`;

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId} mb="sm">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        <DateField
          label="Date"
          value={draft.date}
          error={errors.date}
          onChange={(date) => change({ date })}
          {...readOnlyProps}
        />
        <Select
          label="Account"
          placeholder={accountPlaceholder}
          data={ACCOUNT_CHOICES}
          value={draft.accountId === null ? null : String(draft.accountId)}
          allowDeselect={false}
          error={errors.account_id}
          onChange={(value) => onChange(withAccount(draft, value === null ? null : Number(value)))}
          readOnly={readOnly || accountLocked}
          variant={readOnly || accountLocked ? 'filled' : 'default'}
        />
        <Select
          label="Payment Type"
          placeholder={draft.accountId === null ? 'Choose an account first' : undefined}
          data={types}
          value={draft.type}
          allowDeselect={false}
          error={errors.type}
          onChange={(value) => change({ type: types.find((type) => type.value === value)?.value ?? null })}
          {...readOnlyProps}
        />
        <TextInput label="Amount (BD)" value={formatFils(totalFils)} error={errors.amount} readOnly variant="filled" />
        {draft.type === 'cheque' && (
          <>
            <TextInput
              label="Cheque Number"
              value={draft.cheque.number}
              error={errors.cheque}
              onChange={(event) => changeCheque({ number: event.currentTarget.value })}
              {...readOnlyProps}
            />
            <DateField
              label="Cheque Date"
              value={draft.cheque.date}
              onChange={(date) => changeCheque({ date })}
              {...readOnlyProps}
            />
            <TextInput
              label="Bank"
              value={draft.cheque.bank}
              onChange={(event) => changeCheque({ bank: event.currentTarget.value })}
              {...readOnlyProps}
            />
          </>
        )}
        <TextInput
          label="Reference"
          value={draft.reference}
          error={errors.reference}
          onChange={(event) => change({ reference: event.currentTarget.value })}
          {...readOnlyProps}
        />
        <NarrationField
          value={draft.narration}
          error={errors.narration}
          onChange={(event) => change({ narration: event.currentTarget.value })}
          {...readOnlyProps}
        />
        {children}
      </SimpleGrid>
    </Paper>
  );
}
