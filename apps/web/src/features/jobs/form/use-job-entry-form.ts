import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { todayIn } from '@fleetledger/shared/dates';
import { isApiError } from '../../../lib/api-error';
import { NETWORK_ERROR_MESSAGE } from '../../../lib/api-client';
import type { TypeAheadChoice } from '../../../ui/type-ahead';
import { useFormDraft } from '../../../ui/use-unsaved-changes';
import { useCreateJob } from '../api/use-create-job';
import type { CreatedCustomer } from '../components/customer-create-modal';
import { buildJobEntryRequest, emptyJobEntry, toJobEntryErrors, validateJobEntry } from './job-entry-form';
import type { JobEntryErrors, JobEntryField, JobEntryValues } from './job-entry-form';
import { COMPANY_TIME_ZONE } from '../../../lib/company-time-zone';

export const JOB_SAVE_FAILED = 'Database insert failed';
export const CUSTOMER_CREATED = 'Customer created successfully!';
export const JOB_SUCCESS_MS = 5_000;
export const CUSTOMER_SUCCESS_MS = 3_000;

export type JobEntryNotice = { kind: 'success'; jobId: number } | { kind: 'error'; text: string };

/** Which fields a change touches, so their messages clear as the user corrects them. */
const FIELD_OF: Partial<Record<keyof JobEntryValues, JobEntryField[]>> = {
  date: ['date'],
  container: ['container'],
  reference: ['reference'],
  isLoseContainer: ['container', 'reference'],
  job: ['job'],
  description: ['description'],
  customer: ['customer_id'],
  careOf: ['care_of'],
  isTaxi: ['taxi_name', 'driver_id', 'truck_id'],
  taxiName: ['taxi_name'],
  taxiCharge: ['taxi_charge'],
  driver: ['driver_id'],
  truck: ['truck_id'],
  charge: ['charge'],
  extraAmount: ['extra_amount', 'extra_description'],
  extraDescription: ['extra_description'],
};

interface DriverLookup {
  id: number;
  truck_id: number | null;
  truck_number: string | null;
}

/**
 * The Job Entry form's state and rules: one job per submit; after a success the form is cleared for
 * the next job, keeping the date. Messages clear as the fields they name are edited.
 */
export function useJobEntryForm(drivers: readonly DriverLookup[]) {
  const createJob = useCreateJob();
  const [values, setValues] = useState<JobEntryValues>(() => emptyJobEntry(todayIn(COMPANY_TIME_ZONE)));
  const [errors, setErrors] = useState<JobEntryErrors>({});
  const [notice, setNotice] = useState<JobEntryNotice | null>(null);
  const [customerNotice, setCustomerNotice] = useState<string | null>(null);
  const firstField = useRef<HTMLInputElement>(null);
  const customerInput = useRef<HTMLInputElement>(null);
  // A job half typed is kept and guarded; the date alone (kept between jobs) is nothing to lose.
  const baseline = useMemo(() => emptyJobEntry(values.date), [values.date]);
  const kept = useFormDraft({
    form: 'job-entry',
    version: null,
    value: values,
    baseline,
    restore: setValues,
  });

  useEffect(() => {
    if (notice?.kind !== 'success') return;
    const timer = window.setTimeout(() => setNotice(null), JOB_SUCCESS_MS);
    return () => window.clearTimeout(timer);
  }, [notice]);
  useEffect(() => {
    if (customerNotice === null) return;
    const timer = window.setTimeout(() => setCustomerNotice(null), CUSTOMER_SUCCESS_MS);
    return () => window.clearTimeout(timer);
  }, [customerNotice]);

  function update(patch: Partial<JobEntryValues>) {
    setValues((current) => ({ ...current, ...patch }));
    const touched = (Object.keys(patch) as (keyof JobEntryValues)[]).flatMap((key) => FIELD_OF[key] ?? []);
    if (touched.some((field) => errors[field] !== undefined)) {
      setErrors((current) => {
        const next = { ...current };
        for (const field of touched) delete next[field];
        return next;
      });
    }
    if (notice?.kind === 'error') setNotice(null);
  }

  function chooseDriver(choice: TypeAheadChoice) {
    const driver = choice.id === null ? undefined : drivers.find((d) => d.id === choice.id);
    // Choosing a driver fills the truck with the driver's own truck.
    if (
      driver !== undefined &&
      driver.id !== values.driver.id &&
      driver.truck_id !== null &&
      driver.truck_number !== null
    ) {
      update({ driver: choice, truck: { text: driver.truck_number, id: driver.truck_id } });
    } else {
      update({ driver: choice });
    }
  }

  function customerCreated(customer: CreatedCustomer) {
    update({ customer: { text: customer.name, id: customer.id } });
    setCustomerNotice(customer.existing ? customer.message : CUSTOMER_CREATED);
    window.setTimeout(() => customerInput.current?.focus(), 0);
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (createJob.isPending) return;
    const form = event.currentTarget;
    const problems = validateJobEntry(values);
    setErrors(problems);
    setNotice(null);
    if (Object.keys(problems).length > 0) {
      // Focus the first field with a message, so keyboard and screen-reader users land on it.
      window.setTimeout(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
      return;
    }
    createJob.mutate(buildJobEntryRequest(values), {
      onSuccess: (response) => {
        kept.settle();
        setValues(emptyJobEntry(values.date));
        setErrors({});
        setNotice({ kind: 'success', jobId: response.job_id });
        firstField.current?.focus();
      },
      onError: (error) => {
        if (isApiError(error) && error.isNetworkError) {
          setNotice({ kind: 'error', text: NETWORK_ERROR_MESSAGE });
          return;
        }
        setErrors(isApiError(error) ? toJobEntryErrors(error.fieldErrors) : {});
        setNotice({ kind: 'error', text: (isApiError(error) ? error.serverMessage : undefined) ?? JOB_SAVE_FAILED });
      },
    });
  };

  return {
    values,
    errors,
    update,
    chooseDriver,
    customerCreated,
    submit,
    busy: createJob.isPending,
    notice,
    dismissNotice: () => setNotice(null),
    customerNotice,
    firstField,
    customerInput,
    kept,
  };
}

export type JobEntryForm = ReturnType<typeof useJobEntryForm>;
