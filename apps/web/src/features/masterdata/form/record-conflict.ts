import type { ConflictDifference } from '../../../ui/conflict-dialog';
import type { FieldSpec, FormValues } from '../kinds/kind-config';

function shown(field: FieldSpec, value: string): string {
  if (field.kind !== 'select') return value;
  return field.choices.find((choice) => choice.value === value)?.label ?? value;
}

/** The form's fields where the stored record and the user's values differ, as the form shows them. */
export function recordDifferences(
  fields: readonly FieldSpec[],
  theirs: FormValues,
  yours: FormValues,
): ConflictDifference[] {
  return fields.flatMap((field) => {
    if (field.kind === 'readonly') return [];
    const [their, your] = [theirs[field.name] ?? '', yours[field.name] ?? ''];
    return their === your ? [] : [{ field: field.label, theirs: shown(field, their), yours: shown(field, your) }];
  });
}
