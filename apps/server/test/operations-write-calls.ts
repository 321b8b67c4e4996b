import fc from 'fast-check';
import type { SignedInApp } from './signed-in-app';
import { amount, date, optionalText, pick, text, type Body, type WriteCall } from './write-call';

const JOB_FIELDS = ['date', 'job', 'description', 'customer_id', 'driver_id', 'truck_id', 'charge', 'extra_amount'];
const TABLE_ROW_FIELDS = ['date', 'job', 'description', 'customer_id', 'careof', 'driver_id', 'truck_id', 'charge'];
const CUSTOMER_FIELDS = ['name', 'cr_name', 'road', 'city', 'email', 'mobile', 'vat_number', 'payment_terms_days'];
const EXPENSE_FIELDS = ['date', 'amount', 'description', 'type', 'status', 'company', 'paid_from_account_id'];

/** The operations' write calls (a job as Job Entry sends it, an expense, a customer) for the strict-input property. */
export function operationsCalls(api: SignedInApp): WriteCall[] {
  const { call, md } = api;
  let customersMade = 0;

  const job: WriteCall = {
    name: 'job',
    url: 'job_insert.php',
    // Yes-or-no fields take 0/1, true/false and their text, as the spec's screens send them.
    lenient: ['is_lose_container', 'is_taxi'],
    request: fc
      .record({
        date,
        job: text(6),
        container: fc.constant(null),
        is_lose_container: fc.constant(0),
        description: text(),
        customer_id: fc.constantFrom(md.customers.acme, md.customers.bahrainMarine),
        care_of: optionalText,
        is_taxi: fc.constant(0),
        driver_id: fc.constant(md.drivers.ali),
        truck_id: fc.constant(md.trucks.t1),
        charge: amount,
        extra: fc.option(fc.record({ extra_amount: amount, extra_description: text() }), { nil: null }),
      })
      // An extra amount needs its description; without one, neither is sent as more than nothing.
      .map(({ extra, ...job }) => ({ ...job, ...(extra ?? { extra_amount: 0, extra_description: null }) })),
    readBack: async (answer, sent) => {
      const id = answer.job_id as number;
      const month = await call('POST', 'job_data.php', { month: (sent.date as string).slice(0, 7) });
      const row = month.json<{ job_data: Body[] }>().job_data.find((candidate) => candidate.id === id)!;
      return { ...pick(row, JOB_FIELDS), care_of: row.careof, extra_description: row.extra_description };
    },
    asSent: (body) => ({ ...pick(body, JOB_FIELDS), care_of: body.care_of, extra_description: body.extra_description }),
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
      const { expense: stored } = (await call('GET', `expense-edit-data?id=${String(answer.id)}`)).json<{
        expense: Body;
      }>();
      return { ...pick(stored, EXPENSE_FIELDS), charge_id: stored.charge, refrence_id: stored.reference };
    },
    asSent: (body) => ({ ...pick(body, EXPENSE_FIELDS), charge_id: body.charge_id, refrence_id: body.refrence_id }),
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

  const tableRow: WriteCall = {
    name: 'job table row',
    url: 'job_bulk.php',
    lenient: ['isNew', 'taxi'],
    request: fc
      .record({
        date,
        job: text(6),
        description: text(),
        customer_id: fc.constantFrom(md.customers.acme, md.customers.bahrainMarine),
        careof: optionalText,
        driver_id: fc.constant(md.drivers.ravi),
        truck_id: fc.constant(md.trucks.t2),
        charge: amount,
        related_note: optionalText,
      })
      .map((row) => ({
        jobs: [{ ...row, isNew: true, taxi: 'no', container: null, taxi_charge: 0, extra_amount: 0 }],
      })),
    readBack: async (answer, sent) => {
      const id = (answer.rows as Body[])[0]!.id;
      const sentRow = (sent.jobs as Body[])[0]!;
      const month = await call('POST', 'job_data.php', { month: (sentRow.date as string).slice(0, 7) });
      const stored = month.json<{ job_data: Body[] }>().job_data.find((candidate) => candidate.id === id)!;
      return pick(stored, TABLE_ROW_FIELDS);
    },
    asSent: (body) => pick((body.jobs as Body[])[0]!, TABLE_ROW_FIELDS),
  };

  return [job, expense, customer, tableRow];
}
