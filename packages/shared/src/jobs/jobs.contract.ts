import { z } from 'zod';
import { isoDate } from '../dates';
import { bdAmount } from '../money';
import { flag, optionalEmail, optionalId, optionalText, requiredText, textsOrNull } from '../contract-fields';
import { CONTAINER_MAX, JOB_MESSAGES, JOB_NUMBER_MAX, NAME_MAX, NOTE_MAX, TEXT_MAX, type JobInput } from './jobs.rules';

const jobNumber = optionalText(64, 'Job No').refine(
  (value) => value === null || value.length <= JOB_NUMBER_MAX,
  JOB_MESSAGES.jobNumberTooLong,
);
const container = optionalText(64, 'Container')
  .transform((value) => (value === null ? null : value.toUpperCase()))
  .refine((value) => value === null || value.length <= CONTAINER_MAX, JOB_MESSAGES.containerTooLong);
const money = (required: string) =>
  z.preprocess((value) => (value === undefined || value === null || value === '' ? 0 : value), bdAmount({ required }));

/**
 * When the job rules (jobInputProblems) require a field the parser lets through as none: said beside the
 * field in the API's description, since JSON Schema cannot.
 */
const RULE_REQUIRED = {
  customer: 'Required: every job names its customer',
  crew: 'Required unless it is a taxi job',
  taxiName: 'Required for a taxi job',
  reference: 'Required for a loose container (is_lose_container)',
  extraDescription: 'Required with an extra amount',
};

/** POST job_insert.php as the Job Entry form sends it (JSON, the operations spec). */
export const jobEntryPayload = z
  .object({
    date: isoDate(JOB_MESSAGES.dateRequired),
    container,
    reference: optionalText(TEXT_MAX, 'Reference').describe(RULE_REQUIRED.reference),
    is_lose_container: flag('Lose container'),
    description: requiredText(TEXT_MAX, JOB_MESSAGES.descriptionRequired, 'Description'),
    job: jobNumber,
    customer_id: optionalId('Customer').describe(RULE_REQUIRED.customer),
    care_of: optionalText(NAME_MAX, 'Care of'),
    is_taxi: flag('Taxi job'),
    taxi_name: optionalText(NAME_MAX, 'Taxi name').describe(RULE_REQUIRED.taxiName),
    taxi_charge: money('Taxi charge must be a number'),
    driver_id: optionalId('Driver').describe(RULE_REQUIRED.crew),
    truck_id: optionalId('Truck').describe(RULE_REQUIRED.crew),
    charge: bdAmount({ required: JOB_MESSAGES.chargeRequired }),
    extra_amount: money('Extra amount must be a number'),
    extra_description: optionalText(TEXT_MAX, 'Extra description').describe(RULE_REQUIRED.extraDescription),
    related_note: optionalText(NOTE_MAX, 'Related note'),
  })
  .transform((p): JobInput => ({
    date: p.date,
    jobNumber: p.job,
    container: p.is_lose_container ? null : p.container,
    reference: p.is_lose_container ? p.reference : null,
    isLoseContainer: p.is_lose_container,
    description: p.description,
    customerId: p.customer_id,
    careOf: p.care_of,
    isTaxi: p.is_taxi,
    taxiName: p.is_taxi ? p.taxi_name : null,
    taxiChargeFils: p.is_taxi ? p.taxi_charge : 0,
    ...crewAndCharges(p, p.is_taxi),
  }));
export type JobEntryPayload = z.input<typeof jobEntryPayload>;

/** A job table row as the table sends it (multipart or JSON; the operations spec). */
export const jobRowFields = {
  date: isoDate(JOB_MESSAGES.dateRequired),
  job: jobNumber,
  container,
  description: requiredText(TEXT_MAX, JOB_MESSAGES.descriptionRequired, 'Description'),
  customer_id: optionalId('Customer'),
  careof: optionalText(NAME_MAX, 'Care of'),
  taxi: flag('Taxi'),
  taxi_name: optionalText(NAME_MAX, 'Taxi name'),
  driver_id: optionalId('Driver'),
  truck_id: optionalId('Truck'),
  taxi_charge: money('Taxi charge must be a number'),
  charge: bdAmount({ required: JOB_MESSAGES.chargeRequired }),
  extra_amount: money('Extra amount must be a number'),
  extra_description: optionalText(TEXT_MAX, 'Extra description'),
  related_note: optionalText(NOTE_MAX, 'Related note'),
  // Absent (the spec's row payload has neither) means "as stored", so an older client cannot erase them.
  reference: optionalText(TEXT_MAX, 'Reference').optional(),
  is_lose_container: flag('Lose container').optional(),
};

/** A row as sent: the loose-container fields may be absent, see completeRowInput. */
export type JobRowInput = Omit<JobInput, 'reference' | 'isLoseContainer'> & {
  reference: string | null | undefined;
  isLoseContainer: boolean | undefined;
};

type JobRowOutput = z.output<z.ZodObject<typeof jobRowFields>>;

export function rowToJobInput(p: JobRowOutput): JobRowInput {
  return {
    date: p.date,
    jobNumber: p.job,
    container: p.container,
    reference: p.reference,
    isLoseContainer: p.is_lose_container,
    description: p.description,
    customerId: p.customer_id,
    careOf: p.careof,
    isTaxi: p.taxi,
    taxiName: p.taxi ? p.taxi_name : null,
    taxiChargeFils: p.taxi_charge,
    ...crewAndCharges(p, p.taxi),
  };
}

/** The truck and driver (none on a taxi job), the charges and the notes, which both forms name alike. */
function crewAndCharges(
  p: Pick<JobRowOutput, 'driver_id' | 'truck_id' | 'charge' | 'extra_amount' | 'extra_description' | 'related_note'>,
  isTaxi: boolean,
) {
  return {
    driverId: isTaxi ? null : p.driver_id,
    truckId: isTaxi ? null : p.truck_id,
    chargeFils: p.charge,
    extraAmountFils: p.extra_amount,
    extraDescription: p.extra_description,
    relatedNote: p.related_note,
  };
}

/**
 * The job a row describes: loose-container fields the row left out are taken from the stored job
 * (none for a new one). A loose container has a reference and no container number, as in job entry.
 */
export function completeRowInput(
  row: JobRowInput,
  stored?: { reference: string | null; isLoseContainer: boolean },
): JobInput {
  const isLoseContainer = row.isLoseContainer ?? stored?.isLoseContainer ?? false;
  const reference = row.reference === undefined ? (stored?.reference ?? null) : row.reference;
  return {
    ...row,
    container: isLoseContainer ? null : row.container,
    reference: isLoseContainer ? reference : null,
    isLoseContainer,
  };
}

/** job_insert.php sent as a table row (multipart): a new job. */
export const jobRowPayload = z.object(jobRowFields).transform((p) => completeRowInput(rowToJobInput(p)));

export const jobInsertResponse = z.object({
  success: z.literal(true),
  job_id: z.number(),
  message: z.string(),
});

/** A job as the lists that find it show it: number, date, container, description and charges. */
export const JOB_SUMMARY = {
  id: z.number(),
  date: z.string(),
  job_number: z.string().nullable(),
  container: z.string().nullable(),
  description: z.string(),
  charge: z.number(),
  extra_amount: z.number(),
};

/** GET jobentry_data.php */
export const customerOption = z.object({ id: z.number(), name: z.string() });
export const truckOption = z.object({ id: z.number(), number: z.string() });
export const driverOption = z.object({
  id: z.number(),
  name: z.string(),
  truck_id: z.number().nullable(),
  truck_number: z.string().nullable(),
});
export const jobEntryDataResponse = z.object({
  success: z.literal(true),
  data: z.object({
    customers: z.array(customerOption),
    trucks: z.array(truckOption),
    drivers: z.array(driverOption),
    bookings: z.array(z.unknown()),
  }),
});
export type JobEntryData = z.infer<typeof jobEntryDataResponse>['data'];
export type CustomerOption = z.infer<typeof customerOption>;
export type TruckOption = z.infer<typeof truckOption>;
export type DriverOption = z.infer<typeof driverOption>;

/** POST customer_insert.php: name only (job entry) or the full form (job table). */
export const customerInsertPayload = z.object({
  name: requiredText(NAME_MAX, 'Customer name is required', 'Customer name'),
  cr_name: optionalText(NAME_MAX, 'CR name'),
  flat: optionalText(60, 'Shop No'),
  building: optionalText(60, 'Building'),
  road: optionalText(60, 'Road'),
  block: optionalText(60, 'Block'),
  city: optionalText(60, 'City'),
  email: optionalEmail(),
  mobile: optionalText(30, 'Mobile'),
  vat_number: optionalText(30, 'VAT number'),
});
export type CustomerInsertPayload = z.input<typeof customerInsertPayload>;
export const customerInsertResponse = z.object({
  success: z.literal(true),
  customerId: z.number(),
  message: z.string(),
  existing: z.boolean(),
});

/** POST job-search.php */
export const JOB_SEARCH_TYPES = [
  'job',
  'container',
  'customer',
  'description',
  'care_of',
  'truck',
  'driver',
  'date',
] as const;
export type JobSearchType = (typeof JOB_SEARCH_TYPES)[number];
export const JOB_SEARCH_LIMIT = 500;
export const jobSearchPayload = z
  .object({
    type: z.enum(JOB_SEARCH_TYPES, { error: 'Choose what to search by' }),
    value: z
      .string({ error: JOB_MESSAGES.searchValueRequired })
      .transform((v) => v.trim())
      .refine((v) => v !== '', JOB_MESSAGES.searchValueRequired)
      .refine((v) => v.length <= 100, 'Search value must be at most 100 characters'),
  })
  .refine((p) => p.type !== 'date' || /^\d{4}-\d{2}-\d{2}$/.test(p.value), {
    message: 'Enter a valid date (YYYY-MM-DD)',
    path: ['value'],
  });
export const jobSearchResult = z.object({
  ...JOB_SUMMARY,
  ...textsOrNull('customer_name', 'care_of', 'truck_number', 'driver_name'),
  extra_description: z.string().nullable(),
});
export type JobSearchResult = z.infer<typeof jobSearchResult>;
export const jobSearchResponse = z.object({
  success: z.literal(true),
  jobs: z.array(jobSearchResult),
  message: z.string(),
  truncated: z.boolean(),
});

/** GET container_check.php?container=&exclude_id= — beyond the spec: warnings before saving. */
export const containerCheckQuery = z.object({
  container: z.string({ error: 'Container is required' }).trim().min(1, 'Container is required').max(64),
  exclude_id: optionalId('Job'),
});
export const containerCheckResponse = z.object({
  success: z.literal(true),
  check_digit: z.enum(['valid', 'wrong', 'not_iso']),
  expected_check_digit: z.number().nullable(),
  recent_jobs: z.array(z.object({ id: z.number(), job_number: z.string().nullable(), date: z.string() })),
});
export type ContainerCheckResponse = z.infer<typeof containerCheckResponse>;
export const CONTAINER_RECENT_DAYS = 30;
