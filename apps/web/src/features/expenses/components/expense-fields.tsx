import type { ReactNode } from 'react';
import { SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  COMPANY_MAX,
  DESCRIPTION_MAX,
  EXPENSE_STATUSES,
  EXPENSE_TYPES,
  JOB_NUMBER_MAX,
  PAID_FROM_ACCOUNTS,
  REFERENCE_MAX,
} from '@fleetledger/shared/expenses/expenses.contract';
import { EXPENSE_STATUS_LABELS, EXPENSE_TYPE_LABELS } from '../expense-labels';
import type { ExpenseFormValues } from '../form/expense-form-values';
import { expenseFieldId, type ExpenseFormController } from '../form/use-expense-form';

type TextValue = 'description' | 'reference' | 'jobNumber' | 'company';

/** Two columns from medium screens up, one below. */
export function ExpenseFieldGrid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" verticalSpacing="md">
      {children}
    </SimpleGrid>
  );
}

/** The free-text boxes: the contract's name of each (its id and the key of its message), its label and length. */
const TEXT_BOXES: Record<TextValue, { field: string; label: string; maxLength: number; required?: boolean }> = {
  description: { field: 'description', label: 'Description', maxLength: DESCRIPTION_MAX, required: true },
  reference: { field: 'refrence_id', label: 'Reference', maxLength: REFERENCE_MAX },
  jobNumber: { field: 'job_number', label: 'Job number', maxLength: JOB_NUMBER_MAX },
  company: { field: 'company', label: 'Company', maxLength: COMPANY_MAX },
};

export function ExpenseTextInput({ form, valueKey }: { form: ExpenseFormController; valueKey: TextValue }) {
  const { field, label, maxLength, required = false } = TEXT_BOXES[valueKey];
  return (
    <TextInput
      id={expenseFieldId(field)}
      label={label}
      description={required ? undefined : 'Optional'}
      required={required}
      maxLength={maxLength}
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
