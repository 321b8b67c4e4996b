import { recordField, type MergeOutline } from '../../../lib/three-way-merge';
import type { FieldSpec, FormValues } from '../kinds/kind-config';

function shown(field: FieldSpec, value: string): string {
  if (field.kind !== 'select') return value;
  return field.choices.find((choice) => choice.value === value)?.label ?? value;
}

/** How a stale save merges a record's form: field by field, each shown as the form shows it. */
export function recordMerge(fields: readonly FieldSpec[]): MergeOutline<FormValues> {
  return {
    fields: fields.flatMap((field) =>
      field.kind === 'readonly'
        ? []
        : [recordField<FormValues>(field.label, [field.name], (values) => shown(field, values[field.name] ?? ''))],
    ),
  };
}
