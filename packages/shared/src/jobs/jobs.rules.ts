/** The limits and messages of job entry and the job table. */
export const JOB_NUMBER_MAX = 6;
export const CONTAINER_MAX = 12;
export const TEXT_MAX = 500;
export const NOTE_MAX = 2000;
export const NAME_MAX = 120;

export const JOB_MESSAGES = {
  dateRequired: 'Date is required',
  descriptionRequired: 'Description is required',
  customerRequired: 'Customer is required',
  driverRequired: 'Driver is required',
  truckRequired: 'Truck number is required',
  chargeRequired: 'Charge amount is required',
  extraDescriptionRequired: 'Extra description is required when extra amount is entered',
  referenceRequired: 'Reference is required for lose container',
  customerFromList: 'Customer must be selected from the list',
  driverFromList: 'Driver must be selected from the list',
  truckFromList: 'Truck must be selected from the list',
  taxiNameRequired: 'Taxi name is required for taxi jobs',
  jobNumberTooLong: `Job No can have at most ${JOB_NUMBER_MAX} characters`,
  containerTooLong: `Container can have at most ${CONTAINER_MAX} characters`,
  invoicedLocked: 'Cannot edit invoiced jobs',
  searchValueRequired: 'Please enter a search value',
} as const;

/** A job as both sides reason about it: money in fils, ids resolved. */
export interface JobInput {
  date: string;
  jobNumber: string | null;
  container: string | null;
  reference: string | null;
  isLoseContainer: boolean;
  description: string;
  customerId: number | null;
  careOf: string | null;
  isTaxi: boolean;
  taxiName: string | null;
  taxiChargeFils: number;
  driverId: number | null;
  truckId: number | null;
  chargeFils: number;
  extraAmountFils: number;
  extraDescription: string | null;
  relatedNote: string | null;
}

export type JobField =
  | 'date'
  | 'job'
  | 'container'
  | 'reference'
  | 'description'
  | 'customer_id'
  | 'driver_id'
  | 'truck_id'
  | 'taxi_name'
  | 'charge'
  | 'extra_description';

/**
 * Cross-field rules of a job: who is required when, reference for loose containers, extra
 * description with an extra amount. Existence of the chosen records is checked by the server.
 */
export function jobInputProblems(job: JobInput): Partial<Record<JobField, string>> {
  const problems: Partial<Record<JobField, string>> = {};
  if (job.customerId === null) problems.customer_id = JOB_MESSAGES.customerRequired;
  if (job.isTaxi) {
    if (job.taxiName === null) problems.taxi_name = JOB_MESSAGES.taxiNameRequired;
  } else {
    if (job.driverId === null) problems.driver_id = JOB_MESSAGES.driverRequired;
    if (job.truckId === null) problems.truck_id = JOB_MESSAGES.truckRequired;
  }
  if (job.extraAmountFils > 0 && job.extraDescription === null) {
    problems.extra_description = JOB_MESSAGES.extraDescriptionRequired;
  }
  if (job.isLoseContainer && job.reference === null) problems.reference = JOB_MESSAGES.referenceRequired;
  return problems;
}

/** Invoiced rows are locked except their related note. */
export function isInvoicedStatus(invoiceStatus: string | null | undefined): boolean {
  return invoiceStatus === 'processing' || invoiceStatus === 'finished';
}

/** The status the job table shows: 'invoiced', 'requested' or ''. */
export function tableStatus(invoiceStatus: string | null | undefined): '' | 'requested' | 'invoiced' {
  if (isInvoicedStatus(invoiceStatus)) return 'invoiced';
  return invoiceStatus === 'requested' ? 'requested' : '';
}

export function revenueFils(job: { chargeFils: number; extraAmountFils: number }): number {
  return job.chargeFils + job.extraAmountFils;
}

/** How a message names a job: its number, or its id where it has none (numbers repeat; the screens show both). */
export function jobLabel(job: { id: number; jobNumber: string | null }): string {
  return job.jobNumber ?? `job ${job.id}`;
}
