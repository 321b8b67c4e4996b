import { describe, expect, it } from 'vitest';
import { MASTERDATA_MESSAGES } from '@fleetledger/shared/masterdata/masterdata.contract';
import { NETWORK_ERROR_MESSAGE } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { chargesKind } from '../kinds/charges-kind';
import { CUSTOMERS_KIND } from '../kinds/customers-kind';
import { TRUCKS_KIND } from '../kinds/trucks-kind';
import { buildPayload, checkPayload, SAVE_FAILED, saveProblem } from './record-form';

const TRUCK = { id: 7, number: 'T-100', active: true, version: 3 };
const truckFields = TRUCKS_KIND.fields(null);

describe('buildPayload', () => {
  it('sends a new record without id or version, active', () => {
    expect(buildPayload(TRUCKS_KIND, { number: 't-9' }, null)).toEqual({
      number: 't-9',
      id: null,
      version: null,
      active: true,
    });
  });

  it('sends an edit with the loaded version, and the chosen active flag', () => {
    expect(buildPayload(TRUCKS_KIND, { number: 'T-100' }, TRUCK, false)).toEqual({
      number: 'T-100',
      id: 7,
      version: 3,
      active: false,
    });
  });

  it('turns chosen ids into numbers and nothing chosen into null', () => {
    const charges = chargesKind([{ id: 26, name: 'Al Salam Bank', description: null, dr_cr: 'DR' }]);
    expect(charges.toPayload({ name: 'Diesel', account_id: '26' })).toEqual({ name: 'Diesel', account_id: 26 });
    expect(charges.toPayload({ name: 'Diesel', account_id: '' })).toEqual({ name: 'Diesel', account_id: null });
  });
});

describe('checkPayload', () => {
  it('puts the shared schema messages under their fields', () => {
    const problem = checkPayload(
      TRUCKS_KIND.payloadSchema,
      buildPayload(TRUCKS_KIND, { number: '  ' }, null),
      truckFields,
    );
    expect(problem).toEqual({ message: null, fieldErrors: { number: 'Truck number is required' }, stale: false });
  });

  it('checks every customer field with the job table rules', () => {
    const values = { ...CUSTOMERS_KIND.emptyValues, name: 'Gulf Freight', email: 'not-an-email', city: 'x'.repeat(61) };
    const problem = checkPayload(
      CUSTOMERS_KIND.payloadSchema,
      buildPayload(CUSTOMERS_KIND, values, null),
      CUSTOMERS_KIND.fields(null),
    );
    expect(problem?.fieldErrors).toEqual({
      email: 'Enter a valid e-mail address',
      city: 'City must be at most 60 characters',
    });
  });

  it('requires an account for a charge', () => {
    const charges = chargesKind([]);
    const problem = checkPayload(
      charges.payloadSchema,
      buildPayload(charges, { name: 'Diesel', account_id: '' }, null),
      charges.fields(null),
    );
    expect(problem?.fieldErrors).toEqual({ account_id: 'Account is required' });
  });

  it('accepts a valid form', () => {
    expect(
      checkPayload(TRUCKS_KIND.payloadSchema, buildPayload(TRUCKS_KIND, { number: 'T-1' }, null), truckFields),
    ).toBeNull();
  });
});

describe('saveProblem', () => {
  it('shows a 400 answer under the fields it names, and nothing twice', () => {
    const error = new ApiError(400, 'x', 'Truck number is required', { number: 'Truck number is required' });
    expect(saveProblem(error, truckFields)).toEqual({
      message: null,
      fieldErrors: { number: 'Truck number is required' },
      stale: false,
    });
  });

  it('shows messages for fields the form does not have above it', () => {
    const error = new ApiError(400, 'x', 'Version is required when editing', {
      version: MASTERDATA_MESSAGES.versionRequired,
    });
    expect(saveProblem(error, truckFields).message).toBe(MASTERDATA_MESSAGES.versionRequired);
  });

  it('shows a duplicate (409) as the server says it', () => {
    const problem = saveProblem(new ApiError(409, 'x', 'Truck T-100 already exists'), truckFields);
    expect(problem).toEqual({ message: 'Truck T-100 already exists', fieldErrors: {}, stale: false });
  });

  it('marks a stale edit so the form can offer Reload', () => {
    const problem = saveProblem(new ApiError(409, 'x', MASTERDATA_MESSAGES.stale), truckFields);
    expect(problem).toEqual({ message: MASTERDATA_MESSAGES.stale, fieldErrors: {}, stale: true });
  });

  it('says when the server was not reached, or falls back to a plain message', () => {
    expect(saveProblem(new ApiError(0, NETWORK_ERROR_MESSAGE), truckFields).message).toBe(NETWORK_ERROR_MESSAGE);
    expect(saveProblem(new ApiError(500, 'x'), truckFields).message).toBe(SAVE_FAILED);
    expect(saveProblem(new Error('boom'), truckFields).message).toBe(SAVE_FAILED);
  });
});
