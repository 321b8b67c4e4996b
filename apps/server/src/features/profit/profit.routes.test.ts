import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { addDays, todayIn } from '@fleetledger/shared/dates';
import { useSignedInApp } from '../../../test/signed-in-app';
import { jobPayload } from '../../../test/job-fixture';
import { documentCalls } from '../../../test/document-calls';
import { expectGetsRefused, periodRefusals } from '../../../test/period-refusals';

const CODES = { cancel: '5190', admin: '6034' };
const api = useSignedInApp({ authority: 1, masterData: true, securityCodes: CODES });
const { call } = api;

let today: string;
/** The day every document and cost of the fixture is dated on, inside the period. */
let day: string;
let from: string;

async function job(charge: number, truck: 't1' | 't2', driver: 'ali' | 'ravi'): Promise<number> {
  const made = await call(
    'POST',
    'job_insert.php',
    jobPayload(api.md, { date: day, charge, truck_id: api.md.trucks[truck], driver_id: api.md.drivers[driver] }),
  );
  expect(made.statusCode, made.body).toBe(200);
  return made.json().job_id as number;
}

const jobLine = (jobId: number, amount: number, vat = 0) => ({
  account_id: 25,
  job_id: String(jobId),
  qty: 1,
  amount,
  vat_percentage: vat,
  cr_dr: 'cr',
  description: 'Transportation charge',
});

/** An invoice moved through the statuses given; answers its id and the version it is at. */
async function invoice(items: unknown[], statuses: [string, Record<string, string>?][]) {
  const made = await call('POST', 'vouchers/invoice_generate', {
    customer_id: api.md.customers.acme,
    date: day,
    reference: null,
    items,
  });
  expect(made.statusCode, made.body).toBe(200);
  const number = made.json().invoice_number as number;
  const { id } = (await call('GET', `vouchers/invoice_details?invoice_number=${number}`)).json().invoice;
  let version = 1;
  for (const [status, codes] of statuses) {
    const moved = await call('POST', 'vouchers/invoice_status_update', { invoice_id: id, status, version, ...codes });
    expect(moved.statusCode, moved.body).toBe(200);
    version += 1;
  }
  return id as number;
}

async function expense(amount: number, refs: { truck?: 't1' | 't2'; driver?: 'ali' | 'ravi' }, date = day) {
  const general = refs.truck === undefined && refs.driver === undefined;
  const made = await call('POST', 'expense_insert.php', {
    date,
    charge_id: api.md.charges.diesel,
    amount,
    description: 'Diesel',
    type: general ? 'general' : 'driver_truck',
    truck_id: refs.truck === undefined ? null : api.md.trucks[refs.truck],
    driver_id: refs.driver === undefined ? null : api.md.drivers[refs.driver],
    status: refs.driver === 'ravi' ? 'requested' : 'paid',
  });
  expect(made.statusCode, made.body).toBe(200);
}

const purchaseItem = (amount: number, tags: { truck?: 't1' | 't2'; jobs?: number[] }) => ({
  account_id: 29,
  job_id: tags.jobs === undefined ? null : tags.jobs.join(','),
  truck_id: tags.truck === undefined ? null : api.md.trucks[tags.truck],
  cr_dr: 'dr',
  qty: 1,
  amount,
  vat_percentage: 10,
  description: 'Parts',
});

async function purchase(items: unknown[], post: boolean) {
  const made = await call('POST', 'vouchers/purchase_generate', {
    supplier_id: api.md.customers.bahrainMarine,
    date: day,
    reference: 'SUP-1',
    reference_date: day,
    items,
  });
  expect(made.statusCode, made.body).toBe(200);
  // Only a posted voucher is in the books.
  if (post) await documentCalls(call, 'purchase').walk(made.json().purchase_number as number, ['Approved', 'Posted']);
}

const profitUrl = (by: string, to = today) => `books/profit?from=${from}&to=${to}&by=${by}`;

beforeAll(async () => {
  today = todayIn(api.ctx.config.companyTz);
  day = addDays(today, -10);
  from = addDays(today, -30);
  const a = await job(40, 't1', 'ali');
  const b = await job(60, 't2', 'ravi');
  const c = await job(20, 't1', 'ali');
  const created = await job(25, 't2', 'ravi');
  const approved = await job(15, 't1', 'ali');
  const credited = await job(30, 't2', 'ravi');
  const truckless = await job(5, 't1', 'ravi');
  // A job that had no truck when it was invoiced (as older records may).
  await api.ctx.database.db.execute(sql`update jobs set truck_id = null where id = ${truckless}`);
  // Only the job lines are revenue of a truck; the VAT and a manual line are nobody's.
  const manual = { ...jobLine(a, 25), job_id: null, description: 'Storage' };
  await invoice(
    [jobLine(a, 40, 10), jobLine(b, 60), jobLine(c, 20), jobLine(truckless, 5), manual],
    [['Approved'], ['Posted']],
  );
  await invoice([jobLine(created, 25)], []);
  await invoice([jobLine(approved, 15)], [['Approved']]);
  await invoice(
    [jobLine(credited, 30)],
    [['Approved'], ['Posted'], ['Cancelled', { cancel_code: CODES.cancel, admin_code: CODES.admin }]],
  );
  // The line keeps the truck the job had when it was invoiced.
  await api.ctx.database.db.execute(sql`update jobs set truck_id = ${api.md.trucks.t2} where id = ${c}`);
  // A line without a truck counts for the truck its job has now.
  await api.ctx.database.db.execute(sql`update jobs set truck_id = ${api.md.trucks.t2} where id = ${truckless}`);

  await expense(7.25, { truck: 't1', driver: 'ali' });
  await expense(3, { truck: 't2' });
  await expense(2, { driver: 'ravi' });
  await expense(100, {});
  await expense(50, { truck: 't1', driver: 'ali' }, addDays(from, -1));

  await purchase(
    [
      purchaseItem(4, { truck: 't1' }),
      // Shared by two jobs: 4.501 to the lower job id, 4.500 to the other.
      purchaseItem(9.001, { jobs: [a, b] }),
      // A truck and a job: the truck's cost once, the job's driver's cost.
      purchaseItem(6, { truck: 't2', jobs: [a] }),
    ],
    true,
  );
  await purchase([purchaseItem(100, { truck: 't1' })], false);
});

describe('profit', () => {
  // Each split of the same books: its rows (read once the master data exists) and what no row takes.
  it.each([
    {
      by: 'truck',
      story: 'revenue of posted invoices from the ledger, less expenses and purchase costs; the rest unassigned',
      rows: () => [
        { id: api.md.trucks.t2, name: 'TR-200', revenue: 65, expenses: 3, purchases: 10.5, profit: 51.5 },
        { id: api.md.trucks.t1, name: 'TR-100', revenue: 60, expenses: 7.25, purchases: 8.501, profit: 44.249 },
      ],
      // The manual Storage line, the expense of Ravi alone and the general one.
      unassigned: { revenue: 25, expenses: 102, purchases: 0, profit: -77 },
    },
    {
      by: 'driver',
      story: "their jobs' revenue, the expenses naming them and their jobs' purchase shares",
      rows: () => [
        { id: api.md.drivers.ravi, name: 'Ravi Menon', revenue: 65, expenses: 2, purchases: 4.5, profit: 58.5 },
        { id: api.md.drivers.ali, name: 'Ali Hassan', revenue: 60, expenses: 7.25, purchases: 10.501, profit: 42.249 },
      ],
      // The manual line, TR-200's expense and the general one, and the parts bought for TR-100 alone.
      unassigned: { revenue: 25, expenses: 103, purchases: 4, profit: -82 },
    },
  ])('per $by: $story', async ({ by, rows, unassigned }) => {
    const response = await call('GET', profitUrl(by));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      by,
      from,
      to: today,
      rows: rows(),
      unassigned,
      totals: { revenue: 150, expenses: 112.25, purchases: 19.001, profit: 18.749 },
    });
  });

  it("totals the profit and loss statement's income, expenses and net profit, by truck and by driver", async () => {
    const statement = (await call('GET', `books/profit_and_loss?from=${from}&to=${today}`)).json();
    for (const by of ['truck', 'driver']) {
      const { totals } = (await call('GET', profitUrl(by))).json();
      expect(totals.revenue, by).toBe(statement.income.total);
      expect(Math.round((totals.expenses + totals.purchases) * 1000) / 1000, by).toBe(statement.expenses.total);
      expect(totals.profit, by).toBe(statement.net_profit);
    }
  });

  it('counts a credit note on its own date: before it, the credited invoice is still revenue', async () => {
    const answer = (await call('GET', profitUrl('truck', addDays(today, -1)))).json();
    expect(answer.rows.find((row: { id: number }) => row.id === api.md.trucks.t2)).toMatchObject({
      revenue: 95,
      profit: 81.5,
    });
    expect(answer.totals.revenue).toBe(180);
  });

  it('takes trucks by default and lists nobody in a period without figures', async () => {
    const answer = (await call('GET', `books/profit?from=2020-01-01&to=2020-01-31`)).json();
    expect(answer).toEqual({
      success: true,
      by: 'truck',
      from: '2020-01-01',
      to: '2020-01-31',
      rows: [],
      unassigned: { revenue: 0, expenses: 0, purchases: 0, profit: 0 },
      totals: { revenue: 0, expenses: 0, purchases: 0, profit: 0 },
    });
  });

  it('refuses bad periods, an unknown subject and anyone but the Admin', async () => {
    await expectGetsRefused(call, [
      ...periodRefusals('books/profit'),
      ['books/profit?from=2026-13-01&to=2026-01-31', 'From must be a date (YYYY-MM-DD)'],
      [`books/profit?from=2026-01-01&to=${'9'.repeat(5000)}`, 'To must be a date (YYYY-MM-DD)'],
    ]);
    const plane = await call('GET', profitUrl('plane'));
    expect(plane.statusCode).toBe(400);
    expect(plane.json()).toMatchObject({ success: false, errors: { by: expect.any(String) } });
    for (const authority of [2, 3, 4] as const) {
      expect((await call('GET', profitUrl('truck'), undefined, authority)).statusCode, `authority ${authority}`).toBe(
        403,
      );
    }
  });
});
