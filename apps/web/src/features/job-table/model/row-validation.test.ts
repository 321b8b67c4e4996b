import { describe, expect, it } from 'vitest';
import { JOB_MESSAGES } from '@fleetledger/shared/jobs/jobs.rules';
import { jobRow, LOOKUPS } from '../testing/job-table-fixtures';
import { editRow, newRow, rowFromServer } from './grid-row';
import { bulkJob, updateForm } from './row-payload';
import { problemsFromFieldErrors, rowProblems } from './row-validation';

const MONTH = '2026-11';
const text = (value: string) => ({ kind: 'text', text: value }) as const;

describe('row save rules', () => {
  it('passes a complete row', () => {
    expect(rowProblems(rowFromServer(jobRow()))).toEqual({});
  });

  it('names every failing field of an empty new row', () => {
    const problems = rowProblems(editRow(newRow('new-1', '2026-11-01'), 'careof', text('x'), LOOKUPS, MONTH));
    expect(problems).toMatchObject({
      description: JOB_MESSAGES.descriptionRequired,
      charge: JOB_MESSAGES.chargeRequired,
      customer: JOB_MESSAGES.customerRequired,
      driver: JOB_MESSAGES.driverRequired,
      truck: JOB_MESSAGES.truckRequired,
    });
  });

  it('wants typed names from the lists, and a taxi name on taxi rows', () => {
    let row = rowFromServer(jobRow());
    row = editRow(row, 'customer', text('Unknown'), LOOKUPS, MONTH);
    row = editRow(row, 'truck', text('ZZ'), LOOKUPS, MONTH);
    expect(rowProblems(row)).toEqual({ customer: JOB_MESSAGES.customerFromList, truck: JOB_MESSAGES.truckFromList });
    const taxi = editRow(rowFromServer(jobRow()), 'taxi', { kind: 'toggle', on: true }, LOOKUPS, MONTH);
    expect(rowProblems(taxi)).toEqual({ taxi_name: JOB_MESSAGES.taxiNameRequired });
  });

  it('keeps Job No to 6 and Container to 12 characters, and amounts to 3 decimals', () => {
    const row = rowFromServer(jobRow({ job: 'J123456', container: 'ABCD12345678X' }));
    const problems = rowProblems(editRow(row, 'extra_amount', text('1.2345'), LOOKUPS, MONTH));
    expect(problems).toMatchObject({ job: JOB_MESSAGES.jobNumberTooLong, container: JOB_MESSAGES.containerTooLong });
    expect(problems.extra_amount).toBeDefined();
  });

  it('maps server field names onto cells', () => {
    expect(problemsFromFieldErrors({ driver_id: 'a', version: 'b', charge: 'c' })).toEqual({
      driver: 'a',
      row: 'b',
      charge: 'c',
    });
  });
});

describe('payloads', () => {
  it('sends an update as multipart with id and version, empty values as empty fields', () => {
    const row = rowFromServer(jobRow());
    const form = updateForm({ ...row, saved: row.saved! });
    expect(Object.fromEntries(form.entries())).toEqual({
      id: '5',
      version: '1',
      date: '2026-11-04',
      job: 'J100',
      container: 'MSCU1234565',
      reference: '',
      is_lose_container: 'false',
      description: 'Port to Sitra',
      customer_id: '1',
      careof: '',
      taxi: 'no',
      taxi_name: '',
      driver_id: '10',
      truck_id: '20',
      taxi_charge: '0',
      charge: '25.5',
      extra_amount: '0',
      extra_description: '',
      related_note: '',
    });
  });

  it('sends a loose container with its reference from the Container cell, and no container number', () => {
    const loose = rowFromServer(jobRow({ container: null, reference: 'BL-778', is_lose_container: true }));
    expect(loose.draft.container).toBe('BL-778');
    expect(bulkJob(loose)).toMatchObject({ container: null, reference: 'BL-778', is_lose_container: true });
    const edited = editRow(loose, 'container', text('BL-779'), LOOKUPS, MONTH);
    expect(bulkJob(edited)).toMatchObject({ container: null, reference: 'BL-779', is_lose_container: true });
    expect(rowProblems(editRow(loose, 'container', text(''), LOOKUPS, MONTH)).container).toBe(
      JOB_MESSAGES.referenceRequired,
    );
  });

  it('flags new rows for the bulk save and sends only the side of the taxi switch that applies', () => {
    let row = editRow(newRow('new-1', '2026-11-01'), 'driver', text('Rajesh Kumar'), LOOKUPS, MONTH);
    row = editRow(row, 'taxi', { kind: 'toggle', on: true }, LOOKUPS, MONTH);
    row = editRow(row, 'taxi_name', text(' Blue Cab '), LOOKUPS, MONTH);
    expect(bulkJob(row)).toMatchObject({
      isNew: true,
      taxi: 'yes',
      taxi_name: 'Blue Cab',
      driver_id: null,
      truck_id: null,
    });
    expect(bulkJob(rowFromServer(jobRow()))).toMatchObject({ id: 5, version: 1, charge: 25.5 });
  });
});
