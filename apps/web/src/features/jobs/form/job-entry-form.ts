import { jobEntryPayload } from '@fleetledger/shared/jobs/jobs.contract';
import { JOB_MESSAGES, jobInputProblems, type JobInput } from '@fleetledger/shared/jobs/jobs.rules';
import { bdToFils, hasAtMostThreeDecimals } from '@fleetledger/shared/money';
import { EMPTY_CHOICE, type TypeAheadChoice } from '../../../ui/type-ahead';

/** What the Job Entry form holds while the user types. Amount boxes hold '' when empty. */
export interface JobEntryValues {
  date: string;
  isLoseContainer: boolean;
  container: string;
  reference: string;
  job: string;
  description: string;
  customer: TypeAheadChoice;
  careOf: string;
  isTaxi: boolean;
  taxiName: string;
  taxiCharge: number | string;
  driver: TypeAheadChoice;
  truck: TypeAheadChoice;
  charge: number | string;
  extraAmount: number | string;
  extraDescription: string;
}

/** POST job_insert.php as Job Entry sends it. */
export interface JobEntryRequest {
  date: string;
  container: string | null;
  reference: string | null;
  is_lose_container: 0 | 1;
  description: string;
  job: string | null;
  customer_id: number | null;
  care_of: string | null;
  is_taxi: 0 | 1;
  taxi_name: string | null;
  taxi_charge: number;
  driver_id: number | null;
  truck_id: number | null;
  /** null only while the box is empty; such a form is never sent. */
  charge: number | null;
  extra_amount: number;
  extra_description: string | null;
}

/** The payload's field names, which are also the keys of the server's per-field messages. */
export type JobEntryField = Exclude<keyof JobEntryRequest, 'is_lose_container' | 'is_taxi'>;
export type JobEntryErrors = Partial<Record<JobEntryField, string>>;

export function emptyJobEntry(date: string): JobEntryValues {
  return {
    date,
    isLoseContainer: false,
    container: '',
    reference: '',
    job: '',
    description: '',
    customer: EMPTY_CHOICE,
    careOf: '',
    isTaxi: false,
    taxiName: '',
    taxiCharge: '',
    driver: EMPTY_CHOICE,
    truck: EMPTY_CHOICE,
    charge: '',
    extraAmount: '',
    extraDescription: '',
  };
}

function textOrNull(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** An amount box: empty is null, anything else a number (NaN when it is not one). */
function amountOrNull(value: number | string): number | null {
  if (typeof value === 'number') return value;
  const trimmed = value.trim();
  return trimmed === '' ? null : Number(trimmed);
}

/** True when the extra amount box holds an amount above zero. */
export function hasExtraAmount(values: Pick<JobEntryValues, 'extraAmount'>): boolean {
  const amount = amountOrNull(values.extraAmount);
  return amount !== null && Number.isFinite(amount) && amount > 0;
}

/**
 * The payload rules: numbers as numbers (empty is 0), container null and reference sent for a loose
 * container (otherwise reference null), empty job, container and extra description null; a taxi job
 * sends no driver or truck, any other job no taxi name or charge.
 */
export function buildJobEntryRequest(values: JobEntryValues): JobEntryRequest {
  const extra = hasExtraAmount(values);
  return {
    date: values.date.trim(),
    container: values.isLoseContainer ? null : (textOrNull(values.container)?.toUpperCase() ?? null),
    reference: values.isLoseContainer ? textOrNull(values.reference) : null,
    is_lose_container: values.isLoseContainer ? 1 : 0,
    description: values.description.trim(),
    job: textOrNull(values.job),
    customer_id: values.customer.id,
    care_of: textOrNull(values.careOf),
    is_taxi: values.isTaxi ? 1 : 0,
    taxi_name: values.isTaxi ? textOrNull(values.taxiName) : null,
    taxi_charge: values.isTaxi ? (amountOrNull(values.taxiCharge) ?? 0) : 0,
    driver_id: values.isTaxi ? null : values.driver.id,
    truck_id: values.isTaxi ? null : values.truck.id,
    charge: amountOrNull(values.charge),
    extra_amount: amountOrNull(values.extraAmount) ?? 0,
    extra_description: extra ? textOrNull(values.extraDescription) : null,
  };
}

function filsOrZero(bd: number | null): number {
  return bd !== null && Number.isFinite(bd) && hasAtMostThreeDecimals(bd) ? bdToFils(bd) : 0;
}

/** The request as the shared rules see it, even when some amounts are still invalid. */
function toJobInput(request: JobEntryRequest): JobInput {
  return {
    date: request.date,
    jobNumber: request.job,
    container: request.container,
    reference: request.reference,
    isLoseContainer: request.is_lose_container === 1,
    description: request.description,
    customerId: request.customer_id,
    careOf: request.care_of,
    isTaxi: request.is_taxi === 1,
    taxiName: request.taxi_name,
    taxiChargeFils: filsOrZero(request.taxi_charge),
    driverId: request.driver_id,
    truckId: request.truck_id,
    chargeFils: filsOrZero(request.charge),
    extraAmountFils: filsOrZero(request.extra_amount),
    extraDescription: request.extra_description,
    relatedNote: null,
  };
}

const FIELDS: ReadonlySet<string> = new Set<JobEntryField>([
  'date',
  'container',
  'reference',
  'description',
  'job',
  'customer_id',
  'care_of',
  'taxi_name',
  'taxi_charge',
  'driver_id',
  'truck_id',
  'charge',
  'extra_amount',
  'extra_description',
]);

function isJobEntryField(key: string): key is JobEntryField {
  return FIELDS.has(key);
}

/** Keeps only the server's messages for fields this form shows. */
export function toJobEntryErrors(errors: Readonly<Record<string, string>>): JobEntryErrors {
  const result: JobEntryErrors = {};
  for (const [key, message] of Object.entries(errors)) if (isJobEntryField(key)) result[key] = message;
  return result;
}

/**
 * Checks the form with the same contract schema and cross-field rules the server applies, so both
 * sides give the same messages. A typed name that matches no list entry is 'must be selected from
 * the list' rather than 'is required'.
 */
export function validateJobEntry(values: JobEntryValues): JobEntryErrors {
  const request = buildJobEntryRequest(values);
  const errors: JobEntryErrors = {};

  const parsed = jobEntryPayload.safeParse(request);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? '');
      if (isJobEntryField(key)) errors[key] ??= issue.message;
    }
  }
  for (const [key, message] of Object.entries(jobInputProblems(toJobInput(request)))) {
    if (isJobEntryField(key)) errors[key] ??= message;
  }

  if (values.customer.id === null && values.customer.text.trim() !== '')
    errors.customer_id = JOB_MESSAGES.customerFromList;
  if (!values.isTaxi) {
    if (values.driver.id === null && values.driver.text.trim() !== '') errors.driver_id = JOB_MESSAGES.driverFromList;
    if (values.truck.id === null && values.truck.text.trim() !== '') errors.truck_id = JOB_MESSAGES.truckFromList;
  }
  return errors;
}
