/**
 * What an audit entry changed, as people read it: the fields whose value differs between the record
 * before and after, with labels in words and values as text. A creation lists what the record was
 * given, a deletion what it held.
 */

export interface FieldChange {
  field: string;
  label: string;
  before: string;
  after: string;
}

/** Bookkeeping every save moves on: it says nothing about what the user changed. */
const NOT_CHANGES = new Set([
  'version',
  'updatedAt',
  'updated_at',
  'updatedBy',
  'updated_by',
  'createdAt',
  'created_at',
]);

const ABBREVIATIONS: Record<string, string> = { vat: 'VAT', id: 'ID', ip: 'IP', pdf: 'PDF', cr: 'CR', bd: 'BD' };

/** 'customerId' and 'customer_id' read 'Customer ID'; 'vatNumber' reads 'VAT number'. */
export function fieldLabel(field: string): string {
  const words = field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[_\s]+/)
    .filter((word) => word !== '')
    .map((word) => word.toLowerCase())
    .map((word) => ABBREVIATIONS[word] ?? word);
  const sentence = words.join(' ');
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

const MAX_TEXT = 300;

/** A value as one line of text: '—' for nothing, Yes/No, lists and records as compact JSON. */
export function valueText(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value) && value.length === 0) return '—';
  const text = JSON.stringify(value);
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const asRecord = (value: unknown): Record<string, unknown> => (isRecord(value) ? value : {});

/** A record in one line, for a line added or removed: 'Description: Storage, Qty: 2'. */
const recordLine = (record: Record<string, unknown>): string =>
  Object.entries(record)
    .filter(([field, value]) => !NOT_CHANGES.has(field) && valueText(value) !== '—')
    .map(([field, value]) => `${fieldLabel(field)}: ${valueText(value)}`)
    .join(', ');

/**
 * A document's lines, compared line by line: a line changed says which of its fields did, a line
 * added or removed says what it held.
 */
function lineChanges(field: string, before: readonly unknown[], after: readonly unknown[]): FieldChange[] {
  const label = fieldLabel(field);
  return Array.from({ length: Math.max(before.length, after.length) }, (_, index) => {
    const line = `${label}, line ${index + 1}`;
    const was = before[index];
    const is = after[index];
    if (isRecord(was) && isRecord(is))
      return fieldChanges(was, is).map((change) => ({
        ...change,
        field: `${field}.${index}.${change.field}`,
        label: `${line}: ${change.label}`,
      }));
    const text = (value: unknown) => (isRecord(value) ? recordLine(value) : valueText(value));
    return [{ field: `${field}.${index}`, label: line, before: text(was), after: text(is) }];
  })
    .flat()
    .filter((change) => change.before !== change.after);
}

const listOfRecords = (value: unknown): value is unknown[] => Array.isArray(value) && value.every(isRecord);

/** The fields the entry changed, in the order the record lists them. */
export function fieldChanges(before: unknown, after: unknown): FieldChange[] {
  const was = asRecord(before);
  const is = asRecord(after);
  const fields = [...new Set([...Object.keys(was), ...Object.keys(is)])];
  return fields
    .filter((field) => !NOT_CHANGES.has(field))
    .flatMap((field) => {
      const [old, now] = [was[field] ?? [], is[field] ?? []];
      if (listOfRecords(old) && listOfRecords(now) && (old.length > 0 || now.length > 0))
        return lineChanges(field, old, now);
      return [{ field, label: fieldLabel(field), before: valueText(was[field]), after: valueText(is[field]) }];
    })
    .filter((change) => change.before !== change.after);
}

/** One line for a list or a spreadsheet cell: 'Status: Created → Approved; Reference: — → PO-2'. */
export function changesSummary(changes: readonly FieldChange[]): string {
  return changes.map((change) => `${change.label}: ${change.before} → ${change.after}`).join('; ');
}
