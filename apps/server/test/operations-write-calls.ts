import fc from 'fast-check';
import type { SignedInApp } from './signed-in-app';
import { amount, date, optionalText, pick, text, type Body, type WriteCall } from './write-call';

/** The request's fields and where the stored record answers each. */
const JOB_STORED = {
  ...sameNames('date', 'job', 'description', 'customer_id', 'driver_id', 'truck_id', 'charge', 'extra_amount'),
  care_of: 'careof',
  extra_description: 'extra_description',
};
const EXPENSE_STORED = {
  ...sameNames('date', 'amount', 'description', 'type', 'status', 'company', 'paid_from_account_id'),
  charge_id: 'charge',
  refrence_id: 'reference',
};
const TABLE_ROW_FIELDS = ['date', 'job', 'description', 'customer_id', 'careof', 'driver_id', 'truck_id', 'charge'];
const CUSTOMER_FIELDS = ['name', 'cr_name', 'road', 'city', 'email', 'mobile', 'vat_number', 'payment_terms_days'];

/** The operations' write calls (a job as Job Entry sends it, an expense, a customer) for the strict-input property. */
export function operationsCalls(api: SignedInApp): WriteCall[] {
  const { call, md } = api;
  let customersMade = 0;
  /** A job as the job table lists it, in the month of its date. */
  const rowOf = async (id: number, date: string) => {
    const month = await call('POST', 'job_data.php', { month: date.slice(0, 7) });
    return month.json<{ job_data: Body[] }>().job_data.find((row) => row.id === id)!;
  };

  /** What a job is, however it is entered. */
  const jobBasics = {
    date,
    job: text(6),
    description: text(),
    customer_id: fc.constantFrom(md.customers.acme, md.customers.bahrainMarine),
    charge: amount,
  };

  const job: WriteCall = {
    name: 'job',
    url: 'job_insert.php',
    // Yes-or-no fields take 0/1, true/false and their text, as the spec's screens send them.
    lenient: ['is_lose_container', 'is_taxi'],
    request: fc
      .record({
        ...jobBasics,
        container: fc.constant(null),
        is_lose_container: fc.constant(0),
        care_of: optionalText,
        is_taxi: fc.constant(0),
        driver_id: fc.constant(md.drivers.ali),
        truck_id: fc.constant(md.trucks.t1),
        extra: fc.option(fc.record({ extra_amount: amount, extra_description: text() }), { nil: null }),
      })
      // An extra amount needs its description; without one, neither is sent as more than nothing.
      .map(({ extra, ...job }) => ({ ...job, ...(extra ?? { extra_amount: 0, extra_description: null }) })),
    readBack: async (answer, sent) => storedAs(await rowOf(answer.job_id as number, sent.date as string), JOB_STORED),
    asSent: (body) => pick(body, Object.keys(JOB_STORED)),
  };

  const expense: WriteCall = {
    name: 'expense',
    url: 'expense_insert.php',
    request: fc.record({
      date,
      charge_id: fc.constantFrom(md.charges.diesel, md.charges.tyres),
      amount,
      description: text(),
      refrence_id: optionalText,
      type: fc.constant('general'),
      driver_id: fc.constant(null),
      truck_id: fc.constant(null),
      job_number: fc.constant(null),
      due_date: fc.constant(null),
      status: fc.constant('paid'),
      company: optionalText,
      paid_from_account_id: fc.constantFrom(26, 27, 28),
    }),
    readBack: async (answer) => {
      const read = await call('GET', `expense-edit-data?id=${String(answer.id)}`);
      return storedAs(read.json<{ expense: Body }>().expense, EXPENSE_STORED);
    },
    asSent: (body) => pick(body, Object.keys(EXPENSE_STORED)),
  };

  const customer: WriteCall = {
    name: 'customer',
    url: 'customer_save',
    request: fc.record({
      // A customer's name is unique: each request, shrunk ones too, names a new one.
      name: text(20).map((name) => `${name} ${(customersMade += 1)}`),
      cr_name: optionalText,
      road: optionalText,
      city: optionalText,
      email: fc.option(fc.constantFrom('ops@acme.bh', 'accounts@marine.com'), { nil: null }),
      mobile: optionalText,
      vat_number: optionalText,
      payment_terms_days: fc.integer({ min: 0, max: 3650 }),
    }),
    readBack: async (answer, sent) => {
      const listed = await call('GET', `customers_list?search=${encodeURIComponent(sent.name as string)}`);
      const stored = listed.json<{ customers: Body[] }>().customers.find((record) => record.id === answer.id)!;
      return pick(stored, CUSTOMER_FIELDS);
    },
    asSent: (body) => pick(body, CUSTOMER_FIELDS),
  };

  /** A new row as the job table's 'Update All Jobs' sends it. */
  const newRow = fc
    .record({ ...jobBasics, careof: optionalText, related_note: optionalText })
    .map((row) => ({ ...row, isNew: true, taxi: 'no', container: null, taxi_charge: 0, extra_amount: 0 }));
  const tableRow: WriteCall = {
    name: 'job table row',
    url: 'job_bulk.php',
    lenient: ['isNew', 'taxi'],
    request: newRow.map((row) => ({ jobs: [{ ...row, driver_id: md.drivers.ravi, truck_id: md.trucks.t2 }] })),
    readBack: async (answer, sent) => {
      const [row] = answer.rows as Body[];
      return pick(await rowOf(row!.id as number, (sent.jobs as Body[])[0]!.date as string), TABLE_ROW_FIELDS);
    },
    asSent: (body) => pick((body.jobs as Body[])[0]!, TABLE_ROW_FIELDS),
  };

  return [job, expense, customer, tableRow];
}

function sameNames(...names: string[]): Record<string, string> {
  return Object.fromEntries(names.map((name) => [name, name]));
}

/** The stored record's fields under the request's names. */
function storedAs(record: Body, names: Record<string, string>): Body {
  return Object.fromEntries(Object.entries(names).map(([sent, stored]) => [sent, record[stored]]));
}
