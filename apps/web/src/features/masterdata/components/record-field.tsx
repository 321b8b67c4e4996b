import { Select, Switch, TextInput } from '@mantine/core';
import type { FieldSpec } from '../kinds/kind-config';

interface RecordFieldProps {
  field: FieldSpec;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}

/** One labelled field of a master-data form, with the server's or the schema's message beneath it. */
export function RecordField({ field, value, error, onChange }: RecordFieldProps) {
  const common = {
    label: field.label,
    description: field.description,
    required: field.required,
    error,
  };
  switch (field.kind) {
    case 'text':
      return (
        <TextInput
          {...common}
          name={field.name}
          type={field.inputType ?? 'text'}
          autoComplete="off"
          value={value}
          styles={field.autoCapitalize === true ? { input: { textTransform: 'uppercase' } } : undefined}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case 'select':
      return (
        <Select
          {...common}
          name={field.name}
          data={field.choices}
          value={value === '' ? null : value}
          placeholder={field.placeholder}
          searchable
          clearable={field.required !== true}
          nothingFoundMessage="Nothing matches"
          comboboxProps={{ withinPortal: true }}
          onChange={(next) => onChange(next ?? '')}
        />
      );
    case 'switch':
      return (
        <Switch
          label={field.label}
          description={field.description}
          error={error}
          name={field.name}
          checked={value === '1'}
          onChange={(event) => onChange(event.currentTarget.checked ? '1' : '')}
        />
      );
    case 'readonly':
      return <TextInput {...common} value={field.text} readOnly variant="filled" />;
  }
}
