import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '@fleetledger/shared/dates';
import { agingBucket } from '@fleetledger/shared/ledger/aging-buckets';
import {
  AGING_BUCKETS,
  BOOKS_MESSAGES,
  type Aging,
  type AgingFigures,
  type ReceivablesAgingItems,
} from '@fleetledger/shared/ledger/books.contract';
import { PAYABLES_MESSAGES } from '@fleetledger/shared/ledger/payables.contract';
import { bdToFils } from '@fleetledger/shared/money';
import { generateBusiness } from '../../../test/generated-business';
import { useSignedInApp } from '../../../test/signed-in-app';

/**
 * An aging's bucket opened: on a year of generated business, every party's items in every bucket add
 * up to the aging's figure for it, to the fil, on several dates — they read one rule, so they cannot
 * disagree — and each item's days past due lie in its bucket.
 */
const api = useSignedInApp({ authority: 1 });
let today: string;

beforeAll(async () => {
  today = todayIn(api.ctx.config.companyTz);
  const size = { trucks: 4, drivers: 5, customers: 8, jobs: 600, expenses: 80, months: 8 };
  await generateBusiness(api.ctx.database.db, size, 5, today);
}, 120_000);

async function read<T>(url: string): Promise<T> {
  const response = await api.call('GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

/**
 * Opens every bucket of every party of one side's aging on each date and checks it against the aging's
 * figure; answers how many held anything.
 */
async function openEveryBucket(side: 'receivables' | 'payables', dates: string[]): Promise<number> {
  const party = side === 'receivables' ? 'customer' : 'supplier';
  let opened = 0;
  for (const date of dates) {
    const aging = await read<{ rows: (AgingFigures & Record<string, unknown>)[] }>(`books/${side}_aging?date=${date}`);
    for (const row of aging.rows) {
      const id = row[`${party}_id`] as number;
      for (const bucket of AGING_BUCKETS) {
        const items = await read<ReceivablesAgingItems & Record<string, unknown>>(
          `books/${side}_aging_items?date=${date}&${party}_id=${id}&bucket=${bucket}`,
        );
        const where = `${String(row[`${party}_name`])} ${bucket} on ${date}`;
        const sum = items.rows.reduce((total, item) => total + bdToFils(item.open_amount), 0);
        expect(sum, where).toBe(bdToFils(row[bucket]));
        expect(bdToFils(items.total), where).toBe(bdToFils(row[bucket]));
        expect(items[party]).toEqual({ id, name: row[`${party}_name`] });
        for (const item of items.rows) {
          expect(agingBucket(item.days_overdue), where).toBe(bucket);
          expect(item.open_amount, where).toBeGreaterThan(0);
          expect(item.due_date <= date || item.days_overdue <= 0, where).toBe(true);
          if (item.source_kind === 'invoice') expect(item.document).toBe(`INV-ARG-${item.number}`);
          if (item.source_kind === 'purchase') expect(item.document).toBe(`PV-ARG-${item.number}`);
        }
        if (items.rows.length > 0) opened += 1;
      }
    }
  }
  return opened;
}

describe('the items behind an aging bucket, on generated data', () => {
  it("add up to every customer's receivables bucket, on every date", async () => {
    const opened = await openEveryBucket(
      'receivables',
      [0, 45, 120].map((back) => addDays(today, -back)),
    );
    // The dates compared hold items in several buckets, not just empty lists agreeing.
    expect(opened).toBeGreaterThan(10);
  });

  it("add up to every supplier's payables bucket", async () => {
    expect(await openEveryBucket('payables', [today, addDays(today, -60)])).toBeGreaterThan(0);
  });

  it('lists them oldest due first, with the date the aging read them on', async () => {
    const aging = await read<Aging>(`books/receivables_aging?date=${today}`);
    const row = aging.rows.find((candidate) => candidate.over_90 > 0) ?? aging.rows[0]!;
    const bucket = row.over_90 > 0 ? 'over_90' : AGING_BUCKETS.find((name) => row[name] > 0)!;
    const items = await read<ReceivablesAgingItems>(
      `books/receivables_aging_items?date=${today}&customer_id=${row.customer_id}&bucket=${bucket}`,
    );
    expect(items.date).toBe(today);
    expect(items.bucket).toBe(bucket);
    const dues = items.rows.map((item) => item.due_date);
    expect(dues).toEqual([...dues].sort());
  });
});

describe('refusals', () => {
  const url = (query: string) => `books/receivables_aging_items?${query}`;

  it('answers 400 with the message of each field that is wrong', async () => {
    const cases: [string, string, string][] = [
      [`customer_id=1&bucket=over_90`, 'date', BOOKS_MESSAGES.dateRequired],
      [`date=2026-02-30&customer_id=1&bucket=over_90`, 'date', 'That is not a real date'],
      [`date=${today}&bucket=over_90`, 'customer_id', 'Customer is required'],
      [`date=${today}&customer_id=0&bucket=over_90`, 'customer_id', 'Customer is not a valid id'],
      [`date=${today}&customer_id=abc&bucket=over_90`, 'customer_id', 'Customer is required'],
      [`date=${today}&customer_id=1`, 'bucket', BOOKS_MESSAGES.bucketRequired],
      [`date=${today}&customer_id=1&bucket=days_91_120`, 'bucket', BOOKS_MESSAGES.bucketRequired],
    ];
    for (const [query, field, message] of cases) {
      const refused = await api.call('GET', url(query));
      expect(refused.statusCode, query).toBe(400);
      const body = refused.json<{ success: false; errors: Record<string, string[] | string> }>();
      expect(body.success).toBe(false);
      expect(JSON.stringify(body.errors[field]), query).toContain(message);
    }
  });

  it('answers 404 for a customer or supplier that does not exist', async () => {
    const customer = await api.call('GET', url(`date=${today}&customer_id=999999&bucket=not_due`));
    expect(customer.statusCode).toBe(404);
    expect(customer.json().message).toBe(BOOKS_MESSAGES.customerNotFound);
    const supplier = await api.call(
      'GET',
      `books/payables_aging_items?date=${today}&supplier_id=999999&bucket=not_due`,
    );
    expect(supplier.statusCode).toBe(404);
    expect(supplier.json().message).toBe(PAYABLES_MESSAGES.supplierNotFound);
  });

  it('is the Admin’s: every other authority is refused', async () => {
    for (const authority of [2, 3, 4] as const) {
      for (const path of ['receivables_aging_items?customer_id=1', 'payables_aging_items?supplier_id=1']) {
        const refused = await api.call('GET', `books/${path}&date=${today}&bucket=not_due`, undefined, authority);
        expect(refused.statusCode, `${path} as ${authority}`).toBe(403);
      }
    }
  });
});
