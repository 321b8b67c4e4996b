import type { ComponentProps } from 'react';
import { NumberInput, Text, TextInput, type NumberInputProps, type TextInputProps } from '@mantine/core';
import { TypeAhead, type TypeAheadChoice } from '../../../ui/type-ahead';
import type { JobEntryValues } from '../form/job-entry-form';
import type { JobEntryForm } from '../form/use-job-entry-form';

type TextField = 'container' | 'reference' | 'job' | 'description' | 'careOf' | 'taxiName' | 'extraDescription';
type AmountField = 'taxiCharge' | 'charge' | 'extraAmount';
type ChoiceField = 'customer' | 'driver' | 'truck';

const amountProps: Partial<NumberInputProps> = {
  min: 0,
  step: 0.01,
  decimalScale: 3,
  allowNegative: false,
  hideControls: true,
  inputMode: 'decimal',
  rightSection: (
    <Text size="xs" c="dimmed" aria-hidden="true">
      BD
    </Text>
  ),
  rightSectionPointerEvents: 'none',
};

function patchOf<K extends keyof JobEntryValues>(field: K, value: JobEntryValues[K]): Partial<JobEntryValues> {
  const patch: Partial<JobEntryValues> = {};
  patch[field] = value;
  return patch;
}

interface JobTextInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'form'> {
  form: JobEntryForm;
  field: TextField;
}

/** A free-text box of the job; browsers must not offer past entries, which are other jobs' values. */
export function JobTextInput({ form, field, ...props }: JobTextInputProps) {
  return (
    <TextInput
      autoComplete="off"
      {...props}
      value={form.values[field]}
      onChange={(event) => form.update(patchOf(field, event.currentTarget.value))}
    />
  );
}

interface JobAmountInputProps extends Omit<NumberInputProps, 'value' | 'onChange' | 'form'> {
  form: JobEntryForm;
  field: AmountField;
}

/** An amount in BD, to the fil. */
export function JobAmountInput({ form, field, ...props }: JobAmountInputProps) {
  return (
    <NumberInput
      {...amountProps}
      {...props}
      value={form.values[field]}
      onChange={(value) => form.update(patchOf(field, value))}
    />
  );
}

interface JobChoiceInputProps extends Omit<ComponentProps<typeof TypeAhead>, 'value' | 'onChange' | 'form'> {
  form: JobEntryForm;
  field: ChoiceField;
  /** Instead of only keeping the choice, e.g. a driver brings their truck. */
  onChange?: (choice: TypeAheadChoice) => void;
}

/** A customer, driver or truck picked from the lists of Job Entry. */
export function JobChoiceInput({ form, field, onChange, ...props }: JobChoiceInputProps) {
  return (
    <TypeAhead
      {...props}
      value={form.values[field]}
      onChange={onChange ?? ((choice) => form.update(patchOf(field, choice)))}
    />
  );
}
