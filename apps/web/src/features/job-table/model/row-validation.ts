import { bulkRowPayload } from '@fleetledger/shared/job-table/job-table.contract';
import { bdToFils } from '@fleetledger/shared/money';
import { JOB_MESSAGES, jobInputProblems, type JobInput } from '@fleetledger/shared/jobs/jobs.rules';
import type { DataColumn } from './grid-columns';
import type { GridRow, RowProblems } from './grid-row';
import { rowFields, type RowFields } from './row-payload';

const COLUMN_OF_FIELD: Readonly<Record<string, DataColumn>> = {
  date: 'date',
  job: 'job',
  container: 'container',
  reference: 'container',
  description: 'description',
  customer_id: 'customer',
  careof: 'careof',
  taxi: 'taxi',
  taxi_name: 'taxi_name',
  driver_id: 'driver',
  truck_id: 'truck',
  taxi_charge: 'taxi_charge',
  charge: 'charge',
  extra_amount: 'extra_amount',
  extra_description: 'extra_description',
  related_note: 'related_note',
};

/** Server field errors ({customer_id: ...}) as cell problems; anything else concerns the row. */
export function problemsFromFieldErrors(errors: Readonly<Record<string, string>>): RowProblems {
  const problems: RowProblems = {};
  for (const [field, message] of Object.entries(errors)) {
    const column = COLUMN_OF_FIELD[field] ?? 'row';
    problems[column] ??= message;
  }
  return problems;
}

function amountFils(value: number | string): number {
  return typeof value === 'number' ? bdToFils(value) : 0;
}

function asJobInput(fields: RowFields): JobInput {
  return {
    date: fields.date,
    jobNumber: fields.job,
    container: fields.container,
    reference: fields.reference,
    isLoseContainer: fields.is_lose_container,
    description: fields.description,
    customerId: fields.customer_id,
    careOf: fields.careof,
    isTaxi: fields.taxi === 'yes',
    taxiName: fields.taxi_name,
    taxiChargeFils: amountFils(fields.taxi_charge),
    driverId: fields.driver_id,
    truckId: fields.truck_id,
    chargeFils: amountFils(fields.charge),
    extraAmountFils: amountFils(fields.extra_amount),
    extraDescription: fields.extra_description,
    relatedNote: fields.related_note,
  };
}

/**
 * The row save rules, checked before anything is sent: the shared contract's
 * field rules, the shared cross-field rules, and typed names that match no record.
 */
export function rowProblems(row: GridRow): RowProblems {
  const fields = rowFields(row.draft);
  const problems: RowProblems = {};
  const parsed = bulkRowPayload.safeParse(fields);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const column = COLUMN_OF_FIELD[String(issue.path[0])] ?? 'row';
      problems[column] ??= issue.message;
    }
  }
  const { draft } = row;
  if (draft.customer.trim() !== '' && draft.customer_id === null) problems.customer ??= JOB_MESSAGES.customerFromList;
  if (!draft.taxi) {
    if (draft.driver.trim() !== '' && draft.driver_id === null) problems.driver ??= JOB_MESSAGES.driverFromList;
    if (draft.truck.trim() !== '' && draft.truck_id === null) problems.truck ??= JOB_MESSAGES.truckFromList;
  }
  const shared = problemsFromFieldErrors(jobInputProblems(asJobInput(fields)));
  for (const [column, message] of Object.entries(shared) as [keyof RowProblems, string][]) problems[column] ??= message;
  return problems;
}

export function hasProblems(problems: RowProblems): boolean {
  return Object.keys(problems).length > 0;
}
