import { describe, expect, it } from 'vitest';
import { JOB_MESSAGES } from '@fleetledger/shared/jobs/jobs.rules';
import {
  buildJobEntryRequest,
  emptyJobEntry,
  toJobEntryErrors,
  validateJobEntry,
  type JobEntryValues,
} from './job-entry-form';

function filled(patch: Partial<JobEntryValues> = {}): JobEntryValues {
  return {
    ...emptyJobEntry('2026-11-22'),
    container: 'mscu1234565',
    description: 'Deliver 20ft container',
    customer: { text: 'Gulf Freight Logistics', id: 1 },
    driver: { text: 'Abdul Rahman', id: 2 },
    truck: { text: 'BH-10452', id: 2 },
    charge: 45.5,
    ...patch,
  };
}

describe('job entry payload', () => {
  it('sends numbers as numbers, empty texts as null and no reference for a container job', () => {
    expect(buildJobEntryRequest(filled())).toEqual({
      date: '2026-11-22',
      container: 'MSCU1234565',
      reference: null,
      is_lose_container: 0,
      description: 'Deliver 20ft container',
      job: null,
      customer_id: 1,
      care_of: null,
      is_taxi: 0,
      taxi_name: null,
      taxi_charge: 0,
      driver_id: 2,
      truck_id: 2,
      charge: 45.5,
      extra_amount: 0,
      extra_description: null,
    });
  });

  it('sends the reference and no container for a loose container', () => {
    const request = buildJobEntryRequest(filled({ isLoseContainer: true, reference: ' BL-7781 ' }));
    expect(request).toMatchObject({ container: null, reference: 'BL-7781', is_lose_container: 1 });
  });

  it('sends taxi name and charge but no driver or truck for a taxi job', () => {
    const request = buildJobEntryRequest(filled({ isTaxi: true, taxiName: 'Salman Taxi', taxiCharge: '7.250' }));
    expect(request).toMatchObject({
      is_taxi: 1,
      taxi_name: 'Salman Taxi',
      taxi_charge: 7.25,
      driver_id: null,
      truck_id: null,
    });
  });

  it('sends the extra description only with an extra amount', () => {
    expect(buildJobEntryRequest(filled({ extraAmount: 12, extraDescription: 'Night delivery' }))).toMatchObject({
      extra_amount: 12,
      extra_description: 'Night delivery',
    });
    expect(buildJobEntryRequest(filled({ extraAmount: '', extraDescription: 'left over' }))).toMatchObject({
      extra_amount: 0,
      extra_description: null,
    });
  });
});

describe('job entry validation', () => {
  it('accepts a complete job', () => {
    expect(validateJobEntry(filled())).toEqual({});
  });

  it('gives every required-field message of an empty form', () => {
    expect(validateJobEntry(emptyJobEntry('2026-11-22'))).toEqual({
      description: JOB_MESSAGES.descriptionRequired,
      customer_id: JOB_MESSAGES.customerRequired,
      driver_id: JOB_MESSAGES.driverRequired,
      truck_id: JOB_MESSAGES.truckRequired,
      charge: JOB_MESSAGES.chargeRequired,
    });
    expect(validateJobEntry({ ...filled(), date: '' })).toEqual({ date: JOB_MESSAGES.dateRequired });
  });

  it('says typed names must be picked from the list', () => {
    const errors = validateJobEntry(
      filled({
        customer: { text: 'Nobody Ltd', id: null },
        driver: { text: 'Zed', id: null },
        truck: { text: 'X', id: null },
      }),
    );
    expect(errors).toEqual({
      customer_id: JOB_MESSAGES.customerFromList,
      driver_id: JOB_MESSAGES.driverFromList,
      truck_id: JOB_MESSAGES.truckFromList,
    });
  });

  it('needs a reference for a loose container, a taxi name for a taxi job, a description for an extra amount', () => {
    expect(validateJobEntry(filled({ isLoseContainer: true }))).toEqual({ reference: JOB_MESSAGES.referenceRequired });
    expect(
      validateJobEntry(filled({ isTaxi: true, driver: { text: '', id: null }, truck: { text: '', id: null } })),
    ).toEqual({
      taxi_name: JOB_MESSAGES.taxiNameRequired,
    });
    expect(validateJobEntry(filled({ extraAmount: 5 }))).toEqual({
      extra_description: JOB_MESSAGES.extraDescriptionRequired,
    });
  });

  it('checks lengths and amounts with the contract', () => {
    const errors = validateJobEntry(filled({ job: '1234567', container: 'ABCDEFGHIJKLM', charge: 1.2345 }));
    expect(errors.job).toBe(JOB_MESSAGES.jobNumberTooLong);
    expect(errors.container).toBe(JOB_MESSAGES.containerTooLong);
    expect(errors.charge).toBe('Amount can have at most 3 decimals');
  });

  it('keeps only the server messages of fields the form shows', () => {
    expect(
      toJobEntryErrors({ customer_id: 'Customer must be selected from the list', _: 'x', related_note: 'y' }),
    ).toEqual({
      customer_id: 'Customer must be selected from the list',
    });
  });
});
