import { filsToBd } from '@fleetledger/shared/money';
import type { MoneyColumn } from './grid-columns';
import type { GridRow } from './grid-row';
import { parseMoneyFils } from './money-entry';
import { isOptionalMoney, type RowDraft } from './row-draft';

/** A row as job_update.php and job_bulk.php read it. */
export interface RowFields {
  date: string;
  job: string | null;
  container: string | null;
  reference: string | null;
  is_lose_container: boolean;
  description: string;
  customer_id: number | null;
  careof: string | null;
  taxi: 'yes' | 'no';
  taxi_name: string | null;
  driver_id: number | null;
  truck_id: number | null;
  /** BD; text that is not an amount is sent as typed so the shared rules name the problem. */
  taxi_charge: number | string;
  charge: number | string;
  extra_amount: number | string;
  extra_description: string | null;
  related_note: string | null;
}

function optional(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}

function amount(draft: RowDraft, column: MoneyColumn): number | string {
  const text = draft[column].trim();
  if (text === '' && isOptionalMoney(column)) return 0;
  const fils = parseMoneyFils(text);
  return fils === null ? text : filsToBd(fils);
}

export function rowFields(draft: RowDraft): RowFields {
  return {
    date: draft.date.trim(),
    job: optional(draft.job),
    // A loose container's Container cell holds its BL/reference.
    container: draft.is_lose_container ? null : optional(draft.container),
    reference: draft.is_lose_container ? optional(draft.container) : null,
    is_lose_container: draft.is_lose_container,
    description: draft.description.trim(),
    customer_id: draft.customer_id,
    careof: optional(draft.careof),
    taxi: draft.taxi ? 'yes' : 'no',
    // The taxi switch decides which of these apply; the other side is not sent.
    taxi_name: draft.taxi ? optional(draft.taxi_name) : null,
    driver_id: draft.taxi ? null : draft.driver_id,
    truck_id: draft.taxi ? null : draft.truck_id,
    taxi_charge: amount(draft, 'taxi_charge'),
    charge: amount(draft, 'charge'),
    extra_amount: amount(draft, 'extra_amount'),
    extra_description: optional(draft.extra_description),
    related_note: optional(draft.related_note),
  };
}

/**
 * job_update.php's multipart form: the row's fields, id and loaded version. Empty fields are sent
 * empty, not left out: a field left out (the reference) means "keep what is stored".
 */
export function updateForm(row: GridRow & { saved: NonNullable<GridRow['saved']> }): FormData {
  const form = new FormData();
  form.set('id', String(row.saved.id));
  form.set('version', String(row.saved.version));
  for (const [name, value] of Object.entries(rowFields(row.draft))) form.set(name, value === null ? '' : String(value));
  return form;
}

export type BulkJob = RowFields & ({ isNew: true } | { id: number; version: number });

/** One entry of job_bulk.php's `jobs`: new rows flagged isNew, edited rows with id and version. */
export function bulkJob(row: GridRow): BulkJob {
  const fields = rowFields(row.draft);
  return row.saved === null ? { ...fields, isNew: true } : { ...fields, id: row.saved.id, version: row.saved.version };
}
