import type { ReactNode } from 'react';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { formatFils } from '@fleetledger/shared/money';
import { paymentTypesOf } from '@fleetledger/shared/receipts/receipt-rules';
import { RECEIPT_ACCOUNTS, type PaymentType } from '@fleetledger/shared/receipts/receipts.contract';
import { withAccount, type MoneySide } from '../lib/money-side';
import { DateField } from '../ui/date-field';
import { draftFields } from '../ui/draft-fields';
import { NarrationField } from './narration-field';
import { TitledSection } from '../ui/titled-section';

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
  const fields = draftFields<MoneySide>(draft, change, (field) => errors[field], readOnly);
  const cheque = draftFields(draft.cheque, changeCheque, (field) => errors[field], readOnly);
  const types = paymentTypesOf(draft.accountId).map((type) => ({ value: type, label: PAYMENT_TYPE_NAMES[type] }));

  return (
    <TitledSection title={title}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        <DateField label="Date" {...fields.date('date', 'date')} />
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
          {...fields.shown}
        />
        <TextInput label="Amount (BD)" value={formatFils(totalFils)} error={errors.amount} readOnly variant="filled" />
        {draft.type === 'cheque' && (
          <>
            <TextInput label="Cheque Number" {...cheque.text('number', 'cheque')} />
            <DateField label="Cheque Date" {...cheque.date('date')} />
            <TextInput label="Bank" {...cheque.text('bank')} />
          </>
        )}
        <TextInput label="Reference" {...fields.text('reference', 'reference')} />
        <NarrationField {...fields.text('narration', 'narration')} />
        {children}
      </SimpleGrid>
    </TitledSection>
  );
}
