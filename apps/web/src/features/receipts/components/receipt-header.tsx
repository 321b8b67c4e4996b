import { Paper, Select, SimpleGrid, TextInput, Title } from '@mantine/core';
import { formatFils } from '@fleetledger/shared/money';
import { paymentTypesOf } from '@fleetledger/shared/receipts/receipt-rules';
import { RECEIPT_ACCOUNTS, type PaymentType } from '@fleetledger/shared/receipts/receipts.contract';
import { CustomerSearch } from '../../../ui/customer-search';
import { DateField } from '../../../ui/date-field';
import { NarrationField } from '../../../ui/narration-field';
import { receiptGrandTotalFils, withAccount, withCustomer, type ReceiptDraft } from '../model/receipt-drafts';

const ACCOUNT_CHOICES = RECEIPT_ACCOUNTS.map((account) => ({ value: String(account.id), label: account.name }));
const PAYMENT_TYPE_NAMES: Record<PaymentType, string> = { online: 'Online', cheque: 'Cheque', cash: 'Cash' };

interface ReceiptHeaderProps {
  draft: ReceiptDraft;
  readOnly: boolean;
  /** A stored receipt keeps the account it was received into. */
  accountLocked: boolean;
  errors: Readonly<Record<string, string>>;
  onChange: (draft: ReceiptDraft) => void;
}

/** Receipt Details: when, into which account, how, how much, and from which customer. */
export function ReceiptHeader({ draft, readOnly, accountLocked, errors, onChange }: ReceiptHeaderProps) {
  const change = (patch: Partial<ReceiptDraft>) => onChange({ ...draft, ...patch });
  const changeCheque = (patch: Partial<ReceiptDraft['cheque']>) => change({ cheque: { ...draft.cheque, ...patch } });
  const readOnlyProps = { readOnly, variant: readOnly ? 'filled' : 'default' } as const;
  const types = paymentTypesOf(draft.accountId).map((type) => ({ value: type, label: PAYMENT_TYPE_NAMES[type] }));
  const customer =
    draft.customer === null ? null : { id: draft.customer.customerId, name: draft.customer.customerName };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="receipt-details-title">
      <Title order={2} size="h4" id="receipt-details-title" mb="sm">
        Receipt Details
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
          placeholder="Choose the account received into"
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
        <TextInput
          label="Amount (BD)"
          value={formatFils(receiptGrandTotalFils(draft))}
          error={errors.amount}
          readOnly
          variant="filled"
        />
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
        <CustomerSearch
          customer={customer}
          readOnly={readOnly}
          clearable
          error={errors.customer_id}
          onChange={(chosen) => onChange(withCustomer(draft, chosen))}
        />
      </SimpleGrid>
    </Paper>
  );
}
