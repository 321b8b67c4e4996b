import type { z } from 'zod';
import type { MasterdataKind } from '@fleetledger/shared/masterdata/masterdata.contract';
import type { RecordColumn } from '../../../ui/record-table';
import type { MasterRecords } from '../api/masterdata-calls';

/** What every master record has: an id, the active flag and the version an edit must send back. */
export interface MasterRecord {
  id: number;
  active: boolean;
  version: number;
}

/** The form's values as typed: text for every field, '' for nothing (select ids too). */
export type FormValues = Readonly<Record<string, string>>;

export interface SelectChoice {
  value: string;
  label: string;
}

interface FieldBase {
  /** The payload field, also the key of the server's per-field messages. */
  name: string;
  label: string;
  description?: string;
  required?: boolean;
}

export type FieldSpec =
  | (FieldBase & { kind: 'text'; inputType?: 'text' | 'email' | 'tel' | 'number'; autoCapitalize?: boolean })
  | (FieldBase & { kind: 'select'; choices: readonly SelectChoice[]; placeholder?: string })
  /** A yes-or-no: '1' when on, '' when off, as the form keeps every value as text. */
  | (FieldBase & { kind: 'switch' })
  /** Shown but not editable here (e.g. a driver's user account for a Manager). */
  | (FieldBase & { kind: 'readonly'; text: string });

/**
 * One kind of master data, as the generic list page and form modal need it. Each kind's file builds
 * one of these (with its lookups, when its form has selects).
 */
export interface KindConfig<K extends MasterdataKind> {
  kind: K;
  /** The page title, e.g. 'Trucks'. */
  title: string;
  /** Lower-case singular, e.g. 'truck': 'Add truck', 'Edit truck', 'Truck saved'. */
  noun: string;
  /** POST path under /api/transportation/. */
  savePath: string;
  /** The shared save schema: the form is checked with the server's own rules before sending. */
  payloadSchema: z.ZodType;
  emptyValues: FormValues;
  toValues: (record: MasterRecords[K]) => FormValues;
  /** The fields of the payload the form edits (id, version and active are added by the caller). */
  toPayload: (values: FormValues) => Record<string, unknown>;
  /** How a record is named in confirmations and button labels. */
  nameOf: (record: MasterRecords[K]) => string;
  searchPlaceholder: string;
  columns: readonly RecordColumn<MasterRecords[K]>[];
  /** The form's fields for a new record (null) or the given one. */
  fields: (record: MasterRecords[K] | null) => readonly FieldSpec[];
  /** How wide the table needs to be before it scrolls sideways. */
  minTableWidth?: number;
}

/** '' for nothing, so inputs stay controlled. */
export function text(value: string | number | null): string {
  return value === null ? '' : String(value);
}

/** A select's value as the payload's id, null when nothing is chosen. */
export function idOrNull(value: string | undefined): number | null {
  return value === undefined || value === '' ? null : Number(value);
}
