import { describe, expect, it } from 'vitest';
import { jobRow, LOOKUPS } from '../testing/job-table-fixtures';
import { canEditCell, canSave, editRow, newRow, rowFromServer } from './grid-row';

const MONTH = '2026-11';
const text = (value: string) => ({ kind: 'text', text: value }) as const;

describe('editing a row', () => {
  it('marks a row edited, and unmarks it when the value is put back', () => {
    const row = rowFromServer(jobRow());
    const edited = editRow(row, 'description', text('Sitra to port'), LOOKUPS, MONTH);
    expect(edited.edited).toBe(true);
    expect(canSave(edited)).toBe(true);
    expect(editRow(edited, 'description', text('Port to Sitra'), LOOKUPS, MONTH).edited).toBe(false);
  });

  it('sets customer_id by matching the name, case-insensitively', () => {
    const row = editRow(newRow('new-1', '2026-11-01'), 'customer', text('bahrain steel'), LOOKUPS, MONTH);
    expect(row.draft.customer_id).toBe(2);
    expect(editRow(row, 'customer', text('Nobody'), LOOKUPS, MONTH).draft.customer_id).toBeNull();
  });

  it("fills the truck from the chosen driver's truck", () => {
    const row = editRow(
      newRow('new-1', '2026-11-01'),
      'driver',
      { kind: 'pick', id: 10, text: 'Rajesh Kumar' },
      LOOKUPS,
      MONTH,
    );
    expect(row.draft).toMatchObject({ driver_id: 10, truck: 'TR-101', truck_id: 20 });
  });

  it('clears driver and truck when the taxi switch goes on, and the taxi name when it goes off', () => {
    const taxi = editRow(rowFromServer(jobRow()), 'taxi', { kind: 'toggle', on: true }, LOOKUPS, MONTH);
    expect(taxi.draft).toMatchObject({ taxi: true, driver: '', driver_id: null, truck: '', truck_id: null });
    const named = editRow(taxi, 'taxi_name', text('Blue Cab'), LOOKUPS, MONTH);
    expect(editRow(named, 'taxi', { kind: 'toggle', on: false }, LOOKUPS, MONTH).draft.taxi_name).toBe('');
  });

  it('locks invoiced rows except the related note, whose change can be saved', () => {
    const invoiced = rowFromServer(jobRow({ status: 'invoiced' }));
    expect(canEditCell(invoiced, 'description')).toBe(false);
    expect(editRow(invoiced, 'charge', text('99'), LOOKUPS, MONTH)).toBe(invoiced);
    const noted = editRow(invoiced, 'related_note', text('paid by cheque'), LOOKUPS, MONTH);
    expect(canSave(noted)).toBe(true);
  });

  it('keeps requested rows editable', () => {
    const requested = rowFromServer(jobRow({ status: 'requested' }));
    expect(canEditCell(requested, 'description')).toBe(true);
  });

  it('offers no save while saving or unedited', () => {
    const edited = editRow(rowFromServer(jobRow()), 'job', text('J200'), LOOKUPS, MONTH);
    expect(canSave({ ...edited, saving: true })).toBe(false);
    expect(canSave(rowFromServer(jobRow()))).toBe(false);
  });

  it('clears the problem and paste mark of the cell the user changes', () => {
    const row = {
      ...newRow('new-1', '2026-11-01'),
      problems: { customer: 'x', driver: 'y' },
      unmatched: ['customer' as const],
    };
    const fixed = editRow(row, 'customer', text('Gulf Traders'), LOOKUPS, MONTH);
    expect(fixed.problems).toEqual({ driver: 'y' });
    expect(fixed.unmatched).toEqual([]);
  });
});
