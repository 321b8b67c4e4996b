import type { ReactNode } from 'react';
import { Input, NativeSelect, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  COMPANY_MAX,
  DESCRIPTION_MAX,
  EXPENSE_STATUSES,
  EXPENSE_TYPES,
  JOB_NUMBER_MAX,
  PAID_FROM_ACCOUNTS,
  REFERENCE_MAX,
} from '@fleetledger/shared/expenses/expenses.contract';
import { formatFils } from '@fleetledger/shared/money';
import {
  EXPENSE_STATUS_LABELS,
  EXPENSE_TYPE_LABELS,
  EXPENSE_VAT_CHOICES,
  expenseVatLabel,
  expenseVatValue,
} from '../expense-labels';
import type { ExpenseFormValues } from '../form/expense-form-values';
import { expenseFieldId, type ExpenseFormController } from '../form/use-expense-form';

type TextValue = 'description' | 'reference' | 'jobNumber' | 'company' | 'supplierVatNumber' | 'supplierInvoiceNumber';

/** Two columns (or the number asked for) from medium screens up, at most two on small ones, one below. */
export function ExpenseFieldGrid({ children, columns = 2 }: { children: ReactNode; columns?: 2 | 3 | 4 }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: Math.min(columns, 2), md: columns }} spacing="lg" verticalSpacing="md">
      {children}
    </SimpleGrid>
  );
}

interface TextBox {
  /** The contract's name: the box's id and the key of its message. */
  field: string;
  label: string;
  /** None where the contract checks an exact length and names it (the VAT number's 15 digits). */
  maxLength?: number;
  /** Whether the values need it; the note under the box says when it is optional. */
  required?: (values: ExpenseFormValues) => boolean;
  /** What the note says when it is needed. */
  requiredNote?: string;
  inputMode?: 'numeric';
}

const always = () => true;

/** The free-text boxes, by the form's value each fills. */
const TEXT_BOXES: Record<TextValue, TextBox> = {
  description: { field: 'description', label: 'Description', maxLength: DESCRIPTION_MAX, required: always },
  reference: { field: 'refrence_id', label: 'Reference', maxLength: REFERENCE_MAX },
  jobNumber: { field: 'job_number', label: 'Job number', maxLength: JOB_NUMBER_MAX },
  company: { field: 'company', label: 'Company', maxLength: COMPANY_MAX },
  supplierVatNumber: {
    field: 'supplier_vat_number',
    label: 'Supplier VAT number',
    required: (values) => values.vatRate === 10,
    requiredNote: 'Needed for 10 % VAT',
    inputMode: 'numeric',
  },
  supplierInvoiceNumber: {
    field: 'supplier_invoice_number',
    label: 'Supplier invoice number',
    maxLength: REFERENCE_MAX,
  },
};

export function ExpenseTextInput({ form, valueKey }: { form: ExpenseFormController; valueKey: TextValue }) {
  const { field, label, maxLength, required: needed, requiredNote, inputMode } = TEXT_BOXES[valueKey];
  const required = needed?.(form.values) ?? false;
  return (
    <TextInput
      id={expenseFieldId(field)}
      label={label}
      description={required ? requiredNote : 'Optional'}
      required={required}
      maxLength={maxLength}
      inputMode={inputMode}
      value={form.values[valueKey]}
      error={form.fieldErrors[field]}
      onChange={(event) => {
        const patch: Partial<ExpenseFormValues> = {};
        patch[valueKey] = event.currentTarget.value;
        form.edit(patch, [field]);
      }}
    />
  );
}

/** The VAT on the supplier's invoice; 10 % asks for their VAT number, so a new rate clears its message too. */
export function ExpenseVatSelect({ form }: { form: ExpenseFormController }) {
  const field = 'vat_percentage';
  return (
    <NativeSelect
      id={expenseFieldId(field)}
      label="VAT"
      description="As invoiced"
      data={EXPENSE_VAT_CHOICES.map((rate) => ({ value: expenseVatValue(rate), label: expenseVatLabel(rate) }))}
      value={expenseVatValue(form.values.vatRate)}
      error={form.fieldErrors[field]}
      onChange={(event) => {
        const chosen = event.currentTarget.value;
        const vatRate = EXPENSE_VAT_CHOICES.find((rate) => expenseVatValue(rate) === chosen);
        if (vatRate !== undefined) form.edit({ vatRate }, [field, 'supplier_vat_number']);
      }}
    />
  );
}

interface ExpenseFigureProps {
  id: string;
  label: string;
  description: string;
  /** Null while there is nothing to work it out from. */
  fils: number | null;
}

/**
 * A figure the form works out as the user types, in a box like the fields' so it reads as one of them.
 * An output, not a text box: nothing to type, and screen readers hear it change.
 */
export function ExpenseFigure({ id, label, description, fils }: ExpenseFigureProps) {
  return (
    <Input.Wrapper id={id} label={label} description={description}>
      <Input component="output" id={id} variant="filled" style={{ fontVariantNumeric: 'tabular-nums' }}>
        {fils === null ? '—' : formatFils(fils)}
      </Input>
    </Input.Wrapper>
  );
}

type ChoiceValue = 'type' | 'status' | 'paidFrom';

interface Choice {
  label: string;
  data: { value: string; label: string }[];
  /** The contract's field: its message shows under the choice. */
  field: string;
  clears: string[];
}

/** The choices shown as segments; a new type also clears the driver's and truck's messages. */
const CHOICES: Record<ChoiceValue, Choice> = {
  type: {
    label: 'Type',
    data: EXPENSE_TYPES.map((value) => ({ value, label: EXPENSE_TYPE_LABELS[value] })),
    field: 'type',
    clears: ['type', 'driver_id', 'truck_id'],
  },
  status: {
    label: 'Status',
    data: EXPENSE_STATUSES.map((value) => ({ value, label: EXPENSE_STATUS_LABELS[value] })),
    field: 'status',
    clears: ['status'],
  },
  paidFrom: {
    label: 'Paid from',
    data: PAID_FROM_ACCOUNTS.map(({ id, name }) => ({ value: String(id), label: name })),
    field: 'paid_from_account_id',
    clears: ['paid_from_account_id'],
  },
};

/** A choice of a few, all in sight, labelled above and with its message below. */
export function ExpenseChoice<F extends ChoiceValue>({ form, field }: { form: ExpenseFormController; field: F }) {
  const { label, data, clears, field: contractField } = CHOICES[field];
  const id = expenseFieldId(contractField);
  const error = form.fieldErrors[contractField];
  return (
    <Stack gap={6}>
      <Text id={`${id}-label`} size="sm" fw={500}>
        {label}
      </Text>
      <SegmentedControl
        id={id}
        aria-labelledby={`${id}-label`}
        data={data}
        value={form.values[field]}
        onChange={(chosen) => {
          const patch: Partial<ExpenseFormValues> = {};
          // The control only offers the values of data.
          patch[field] = chosen as ExpenseFormValues[F];
          form.edit(patch, clears);
        }}
        w={{ base: '100%', sm: 'fit-content' }}
      />
      {error !== undefined && (
        <Text size="sm" c="red.8">
          {error}
        </Text>
      )}
    </Stack>
  );
}
