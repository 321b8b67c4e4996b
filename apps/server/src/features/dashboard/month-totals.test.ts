import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { seedMasterData, type MasterData } from '../../../test/masterdata-fixture';
import { asOwner } from '../../../test/owner-session';

let ctx: TestContext;
let md: MasterData;

const run = (query: ReturnType<typeof sql>) => ctx.database.db.execute(query);

type Total = {
  month: string;
  dimension: string;
  member_id: string;
  item_count: string;
  amount_fils: string;
};

/** month_totals as kept by the triggers, without rows whose changes added up to nothing. */
async function kept(): Promise<Total[]> {
  const result = await ctx.database.db.execute<Total>(sql`
    select month::text, dimension, member_id::text, item_count::text, amount_fils::text from month_totals
    where item_count <> 0 or amount_fils <> 0 order by 1, 2, 3`);
  return result.rows;
}

/** The same figures computed from scratch out of jobs and expenses. */
async function recomputed(): Promise<Total[]> {
  const result = await ctx.database.db.execute<Total>(sql`
    select * from (
      select date_trunc('month', j.date)::date::text as month, d.dimension, d.member_id::text,
        count(*)::text as item_count, sum(j.charge_fils + j.extra_amount_fils)::text as amount_fils
      from jobs j cross join lateral (values
        ('jobs', 0::bigint), ('taxi_jobs', case when j.is_taxi then 0::bigint end),
        ('not_invoiced_jobs', case when j.invoice_status is distinct from 'finished' then 0::bigint end),
        ('customer_jobs', j.customer_id), ('driver_jobs', j.driver_id), ('truck_jobs', j.truck_id)
      ) as d (dimension, member_id)
      where d.member_id is not null group by 1, 2, 3
      union all
      select date_trunc('month', date)::date::text, 'truck_expenses', coalesce(truck_id, 0)::text,
        count(*)::text, sum(amount_fils)::text
      from expenses group by 1, 2, 3
    ) all_totals order by 1, 2, 3`);
  return result.rows;
}

async function expectTotalsTrue(): Promise<void> {
  expect(await kept()).toEqual(await recomputed());
}

beforeAll(async () => {
  ctx = await createTestContext();
  md = await seedMasterData(ctx.database.db);
});
afterAll(() => ctx.close());

describe('month_totals kept by the jobs and expenses triggers', () => {
  it('follows inserts, edits that move a job to another month, customer or amount, deletes and truncation', async () => {
    const { acme, bahrainMarine } = md.customers;
    const { ali, ravi } = md.drivers;
    const { t1, t2 } = md.trucks;
    await run(sql`
      insert into jobs (date, description, customer_id, driver_id, truck_id, is_taxi, taxi_name, charge_fils, extra_amount_fils)
      values ('2026-01-05', 'a', ${acme}, ${ali}, ${t1}, false, null, 10000, 500),
             ('2026-01-31', 'b', ${bahrainMarine}, ${ravi}, ${t2}, false, null, 20000, 0),
             ('2026-02-01', 'c', ${acme}, null, null, true, 'Cab', 3000, 250)`);
    expect(await kept()).toContainEqual({
      month: '2026-01-01',
      dimension: 'jobs',
      member_id: '0',
      item_count: '2',
      amount_fils: '30500',
    });
    await expectTotalsTrue();

    await run(
      sql`update jobs set date = '2026-02-10', customer_id = ${bahrainMarine}, charge_fils = 12000 where description = 'a'`,
    );
    await expectTotalsTrue();
    await run(
      sql`update jobs set is_taxi = false, taxi_name = null, driver_id = ${ali}, truck_id = ${t1} where description = 'c'`,
    );
    await expectTotalsTrue();

    // Posting an invoice takes its jobs out of what is not invoiced; a job released again counts again.
    await run(sql`update jobs set invoice_status = 'finished' where description in ('b', 'c')`);
    await expectTotalsTrue();
    expect((await kept()).filter((row) => row.dimension === 'not_invoiced_jobs')).toEqual([
      { month: '2026-02-01', dimension: 'not_invoiced_jobs', member_id: '0', item_count: '1', amount_fils: '12500' },
    ]);
    await run(sql`update jobs set invoice_status = null where description = 'b'`);
    await expectTotalsTrue();

    await run(sql`
      insert into expenses (date, charge_id, amount_fils, description, type, truck_id, status)
      values ('2026-01-10', ${md.charges.diesel}, 7000, 'e1', 'driver_truck', ${t1}, 'paid'),
             ('2026-01-11', ${md.charges.tyres}, 1500, 'e2', 'general', null, 'paid')`);
    await run(sql`update expenses set truck_id = ${t2}, amount_fils = 8000 where description = 'e1'`);
    await run(sql`update expenses set date = '2026-03-01' where description = 'e2'`);
    await expectTotalsTrue();

    await run(sql`delete from jobs where description = 'b'`);
    await run(sql`delete from expenses where description = 'e2'`);
    await expectTotalsTrue();

    // The cascade reaches the (empty) ledger lines, whose guard refuses any truncate; lifted for this
    // statement only, as a restore would (as the tables' owner), so the jobs' own truncate trigger is what is tested.
    await asOwner(ctx.database.db, (owner) =>
      owner.transaction(async (tx) => {
        await tx.execute(sql`alter table ledger_lines disable trigger ledger_lines_no_truncate`);
        await tx.execute(sql`truncate jobs, attachments cascade`);
        await tx.execute(sql`alter table ledger_lines enable trigger ledger_lines_no_truncate`);
      }),
    );
    await expectTotalsTrue();
    expect((await kept()).map((row) => row.dimension)).toEqual(['truck_expenses']);
  });

  it('leaves month rows alone when an edit changes nothing they count', async () => {
    await run(sql`
      insert into jobs (date, description, customer_id, driver_id, truck_id, charge_fils)
      values ('2026-05-02', 'note only', ${md.customers.acme}, ${md.drivers.ali}, ${md.trucks.t1}, 9000)`);
    const xmins = () =>
      ctx.database.db.execute<{ xmin: string }>(
        sql`select dimension, xmin::text from month_totals where month = '2026-05-01' and member_id = 0 order by 1`,
      );
    const before = await xmins();
    expect(before.rows).toHaveLength(2);
    // A request for an invoice leaves the job not invoiced: neither 'jobs' nor 'not_invoiced_jobs' is touched.
    await run(
      sql`update jobs set related_note = 'call first', invoice_status = 'requested' where description = 'note only'`,
    );
    const after = await xmins();
    expect(after.rows).toEqual(before.rows);
    await expectTotalsTrue();
  });

  it('stays exact under concurrent writers in the same month', async () => {
    const writers = Array.from({ length: 24 }, (_, i) =>
      ctx.database.db.transaction(async (tx) => {
        await tx.execute(sql`
          insert into jobs (date, description, customer_id, driver_id, truck_id, charge_fils)
          values ('2026-06-15', ${`parallel ${i}`}, ${i % 2 === 0 ? md.customers.acme : md.customers.bahrainMarine},
                  ${md.drivers.ravi}, ${md.trucks.t2}, ${1000 + i})`);
        if (i % 3 === 0)
          await tx.execute(sql`update jobs set charge_fils = charge_fils + 1 where description = ${`parallel ${i}`}`);
      }),
    );
    await Promise.all(writers);
    await expectTotalsTrue();
  });

  it('adds up what a transaction changed as it commits, so a job saved meanwhile in the same month never waits for it', async () => {
    const client = await ctx.database.pool.connect();
    const insertJob = (description: string) =>
      sql`insert into jobs (date, description, customer_id, driver_id, truck_id, charge_fils)
          values ('2026-07-03', ${description}, ${md.customers.acme}, ${md.drivers.ali}, ${md.trucks.t1}, 4000)`;
    try {
      await client.query('begin');
      await client.query(
        `insert into jobs (date, description, customer_id, driver_id, truck_id, charge_fils)
         values ('2026-07-02', 'still open', $1, $2, $3, 6000)`,
        [md.customers.acme, md.drivers.ali, md.trucks.t1],
      );
      // Before, the open transaction held July's rows until it ended: this insert waited, and gave up.
      await ctx.database.db.transaction(async (tx) => {
        await tx.execute(sql`set local lock_timeout = '2s'`);
        await tx.execute(insertJob('saved meanwhile'));
      });
      await expectTotalsTrue();
      await client.query('commit');
    } finally {
      client.release();
    }
    await expectTotalsTrue();
    const moves = await run(sql`select count(*)::int as n from month_total_moves`);
    expect(moves.rows).toEqual([{ n: 0 }]);
  });

  it('adds up only what a transaction kept: nothing of one rolled back, nor of a savepoint rolled back', async () => {
    const before = await kept();
    await expect(
      ctx.database.db.transaction(async (tx) => {
        await tx.execute(sql`
          insert into jobs (date, description, customer_id, driver_id, truck_id, charge_fils)
          values ('2026-08-04', 'rolled back', ${md.customers.acme}, ${md.drivers.ali}, ${md.trucks.t1}, 5000)`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await kept()).toEqual(before);

    await ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`
        insert into jobs (date, description, customer_id, driver_id, truck_id, charge_fils)
        values ('2026-08-05', 'kept', ${md.customers.acme}, ${md.drivers.ali}, ${md.trucks.t1}, 5000)`);
      await tx.execute(sql`savepoint second_thoughts`);
      await tx.execute(sql`update jobs set charge_fils = 9000, date = '2026-09-01' where description = 'kept'`);
      await tx.execute(sql`rollback to savepoint second_thoughts`);
      await tx.execute(sql`update jobs set charge_fils = 5500 where description = 'kept'`);
    });
    await expectTotalsTrue();
    expect(await kept()).toContainEqual({
      month: '2026-08-01',
      dimension: 'jobs',
      member_id: '0',
      item_count: '1',
      amount_fils: '5500',
    });
  });

  it('forgets the changes a transaction noted before it truncated the jobs', async () => {
    await asOwner(ctx.database.db, (owner) =>
      owner.transaction(async (tx) => {
        await tx.execute(sql`
          insert into jobs (date, description, customer_id, driver_id, truck_id, charge_fils)
          values ('2026-10-06', 'gone with the truncate', ${md.customers.acme}, ${md.drivers.ali}, ${md.trucks.t1}, 7000)`);
        await tx.execute(sql`alter table ledger_lines disable trigger ledger_lines_no_truncate`);
        await tx.execute(sql`truncate jobs, attachments cascade`);
        await tx.execute(sql`alter table ledger_lines enable trigger ledger_lines_no_truncate`);
      }),
    );
    await expectTotalsTrue();
    expect((await kept()).filter((row) => row.dimension !== 'truck_expenses')).toEqual([]);
  });
});
