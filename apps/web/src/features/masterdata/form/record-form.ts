import type { z } from 'zod';
import { MASTERDATA_MESSAGES, type MasterdataKind } from '@fleetledger/shared/masterdata/masterdata.contract';
import { NETWORK_ERROR_MESSAGE } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import type { MasterRecords } from '../api/masterdata-calls';
import type { FieldSpec, FormValues, KindConfig } from '../kinds/kind-config';

export type FieldErrors = Readonly<Partial<Record<string, string>>>;

/** What the form shows after a refused save: messages under fields and/or one message above them. */
export interface FormProblem {
  message: string | null;
  fieldErrors: FieldErrors;
  /** Someone else saved the record since it was loaded: offer 'Reload'. */
  stale: boolean;
}

export const NO_PROBLEM: FormProblem = { message: null, fieldErrors: {}, stale: false };
export const SAVE_FAILED = 'Could not save. Please try again.';
export const NOT_ALLOWED = 'You may view master data but not change it.';

/** The payload of a save: the form's fields plus id, version and active of the record (none for a new one). */
export function buildPayload<K extends MasterdataKind>(
  config: KindConfig<K>,
  values: FormValues,
  record: MasterRecords[K] | null,
  active: boolean = record?.active ?? true,
): Record<string, unknown> {
  return { ...config.toPayload(values), id: record?.id ?? null, version: record?.version ?? null, active };
}

/** Splits messages into those shown under a field of the form and the rest, shown above it. */
function placeMessages(messages: readonly (readonly [string, string])[], fields: readonly FieldSpec[]): FormProblem {
  const shown = new Set(fields.filter((field) => field.kind !== 'readonly').map((field) => field.name));
  const fieldErrors: Record<string, string> = {};
  const others: string[] = [];
  for (const [name, message] of messages) {
    if (shown.has(name)) fieldErrors[name] ??= message;
    else if (!others.includes(message)) others.push(message);
  }
  return { message: others.length === 0 ? null : others.join(' '), fieldErrors, stale: false };
}

/** Checks the payload with the server's own schema, so most mistakes are caught before sending. */
export function checkPayload(
  schema: z.ZodType,
  payload: Record<string, unknown>,
  fields: readonly FieldSpec[],
): FormProblem | null {
  const result = schema.safeParse(payload);
  if (result.success) return null;
  return placeMessages(
    result.error.issues.map((issue) => [String(issue.path[0] ?? ''), issue.message] as const),
    fields,
  );
}

/** Maps a refused save to the form: per-field messages of a 400, the server's message otherwise. */
export function saveProblem(error: unknown, fields: readonly FieldSpec[]): FormProblem {
  if (!isApiError(error)) return { ...NO_PROBLEM, message: SAVE_FAILED };
  if (error.isNetworkError) return { ...NO_PROBLEM, message: NETWORK_ERROR_MESSAGE };
  if (error.status === 409 && error.serverMessage === MASTERDATA_MESSAGES.stale) {
    return { ...NO_PROBLEM, message: MASTERDATA_MESSAGES.stale, stale: true };
  }
  if (error.status === 403) return { ...NO_PROBLEM, message: error.serverMessage ?? NOT_ALLOWED };
  const placed = placeMessages(Object.entries(error.fieldErrors), fields);
  const anyUnderFields = Object.keys(placed.fieldErrors).length > 0;
  // A 400 whose every message sits under its field needs no second copy above the form.
  const message = placed.message ?? (anyUnderFields ? null : (error.serverMessage ?? SAVE_FAILED));
  return { ...placed, message };
}
