import { describe, expect, it } from 'vitest';
import { changesSummary, fieldChanges, fieldLabel, valueText } from './audit-changes';

describe('the changes of an audit entry', () => {
  it('lists only the fields whose value differs, leaving out the version and the edit stamps', () => {
    const changes = fieldChanges(
      { status: 'Created', reference: 'PO-1', version: 1, updatedAt: 'a', total: 55 },
      { status: 'Approved', reference: 'PO-1', version: 2, updatedAt: 'b', total: 55 },
    );
    expect(changes).toEqual([{ field: 'status', label: 'Status', before: 'Created', after: 'Approved' }]);
  });

  it('shows a creation as every field given and a deletion as every field held', () => {
    expect(fieldChanges(null, { name: 'Acme', active: true })).toEqual([
      { field: 'name', label: 'Name', before: '—', after: 'Acme' },
      { field: 'active', label: 'Active', before: '—', after: 'Yes' },
    ]);
    expect(fieldChanges({ name: 'copy.pdf' }, null)).toEqual([
      { field: 'name', label: 'Name', before: 'copy.pdf', after: '—' },
    ]);
  });

  it('reads nothing into entries without a record (a sign-in) and treats null, empty and missing alike', () => {
    expect(fieldChanges(null, null)).toEqual([]);
    expect(fieldChanges('text', [1, 2])).toEqual([]);
    expect(fieldChanges({ note: null, lines: [] }, { note: '' })).toEqual([]);
  });

  it('compares lines one by one: a field changed on a line, a line added, a line removed', () => {
    const line = (description: string, qty: number) => ({ id: 9, description, qty, version: 1 });
    expect(fieldChanges({ items: [line('Storage', 2)] }, { items: [line('Storage', 2)] })).toEqual([]);
    expect(fieldChanges({ items: [line('Storage', 2)] }, { items: [line('Storage, December', 2)] })).toEqual([
      {
        field: 'items.0.description',
        label: 'Items, line 1: Description',
        before: 'Storage',
        after: 'Storage, December',
      },
    ]);
    expect(fieldChanges({ items: [line('A', 1)] }, { items: [line('A', 1), line('B', 3)] })).toEqual([
      { field: 'items.1', label: 'Items, line 2', before: '—', after: 'ID: 9, Description: B, Qty: 3' },
    ]);
    expect(fieldChanges({ items: [line('A', 1)] }, { items: [] })).toEqual([
      { field: 'items.0', label: 'Items, line 1', before: 'ID: 9, Description: A, Qty: 1', after: '—' },
    ]);
  });

  it('shows lists of plain values and nested records as compact text', () => {
    expect(fieldChanges({ tags: ['a'] }, { tags: ['a', 'b'] })).toEqual([
      { field: 'tags', label: 'Tags', before: '["a"]', after: '["a","b"]' },
    ]);
    expect(fieldChanges({ boxes: { one: 1 } }, { boxes: { one: 2 } })).toEqual([
      { field: 'boxes', label: 'Boxes', before: '{"one":1}', after: '{"one":2}' },
    ]);
  });

  it('labels fields in words whether camelCase or snake_case, with the usual capitals', () => {
    expect(fieldLabel('customerId')).toBe('Customer ID');
    expect(fieldLabel('vat_number')).toBe('VAT number');
    expect(fieldLabel('lockDate')).toBe('Lock date');
    expect(fieldLabel('ip')).toBe('IP');
  });

  it('cuts a long value and says it was cut', () => {
    const text = valueText({ text: 'x'.repeat(1_000) });
    expect(text).toHaveLength(300);
    expect(text.endsWith('…')).toBe(true);
    expect(valueText(0)).toBe('0');
    expect(valueText(false)).toBe('No');
  });

  it('sums the changes up in one line', () => {
    expect(
      changesSummary(fieldChanges({ status: 'Created', reference: null }, { status: 'Approved', reference: 'PO-2' })),
    ).toBe('Status: Created → Approved; Reference: — → PO-2');
  });
});
