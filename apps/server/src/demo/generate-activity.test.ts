import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { jobInputProblems } from '@fleetledger/shared/jobs/jobs.rules';
import { jobRowPayload } from '@fleetledger/shared/jobs/jobs.contract';
import { checkContainer } from '@fleetledger/shared/jobs/iso6346';
import { detectAllowedKind } from '../files/file-kind';
import { fileStore } from '../files/file-store';
import { createTestContext, type TestContext } from '../../test/test-app';
import { generateActivity } from './generate-activity';
import { generateFleet } from './generate-fleet';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
  await generateFleet(ctx.database.db, { trucks: 10, drivers: 12, customers: 20 }, 5);
});
afterAll(() => ctx.close());

async function snapshot() {
  const jobs = await ctx.database.db.execute(sql`
    select date, job_number, container, reference, is_lose_container, description, customer_id, care_of, is_taxi, taxi_name,
           taxi_charge_fils, driver_id, truck_id, charge_fils, extra_amount_fils, extra_description
    from jobs order by id`);
  const expenses = await ctx.database.db.execute(sql`
    select date, charge_id, amount_fils, description, reference, type, driver_id, truck_id, due_date, status from expenses order by id`);
  const attachments = await ctx.database.db.execute(sql`
    select j.job_number, a.name, a.file_name like 'delivery-note-%.pdf' as named_as_pdf, a.content_type, a.sha256
    from attachments a join jobs j on j.id = a.owner_id and a.owner_kind = 'job' order by j.id`);
  return { jobs: jobs.rows, expenses: expenses.rows, attachments: attachments.rows };
}

describe('generated data', () => {
  const options = { jobs: 600, expenses: 200, seed: 42, months: 12, endDate: '2026-11-22' };

  it('is the same for the same seed and different for another', async () => {
    await generateActivity(ctx.database.db, options);
    const first = await snapshot();
    await ctx.database.db.execute(sql`delete from attachments; delete from jobs; delete from expenses`);
    await generateActivity(ctx.database.db, options);
    expect(await snapshot()).toEqual(first);
    await ctx.database.db.execute(sql`delete from attachments; delete from jobs; delete from expenses`);
    await generateActivity(ctx.database.db, { ...options, seed: 43 });
    expect((await snapshot()).jobs).not.toEqual(first.jobs);
    expect(first.jobs).toHaveLength(600);
    expect(first.expenses).toHaveLength(200);
    // About one job in eight has a delivery note.
    expect(first.attachments.length).toBeGreaterThan(40);
    expect(first.attachments.length).toBeLessThan(110);
  });

  it('puts the delivery notes’ PDF into the file store, so they download as PDF', async () => {
    await generateActivity(ctx.database.db, { ...options, jobs: 50, expenses: 0, seed: 7 });
    const [note] = (
      await ctx.database.db.execute<{ sha256: string }>(sql`select sha256 from attachments order by id desc limit 1`)
    ).rows;
    expect(detectAllowedKind(await fileStore(ctx.database.db).read(note!.sha256))).toEqual({
      mimetype: 'application/pdf',
      extension: 'pdf',
    });
  });

  it('passes the server’s own job validation, with valid container check digits', async () => {
    const rows = await ctx.database.db.execute<Record<string, unknown>>(sql`
      select date, job_number as job, container, description, customer_id, care_of as careof,
             case when is_taxi then 'yes' else 'no' end as taxi, taxi_name, driver_id, truck_id,
             taxi_charge_fils / 1000.0 as taxi_charge, charge_fils / 1000.0 as charge,
             extra_amount_fils / 1000.0 as extra_amount, extra_description, is_lose_container, reference
      from jobs`);
    expect(rows.rows.length).toBeGreaterThan(0);
    for (const row of rows.rows) {
      const parsed = jobRowPayload.safeParse({
        ...row,
        charge: Number(row.charge),
        extra_amount: Number(row.extra_amount),
        taxi_charge: Number(row.taxi_charge),
      });
      expect(parsed.success, JSON.stringify(row)).toBe(true);
      const input = {
        ...parsed.data!,
        isLoseContainer: row.is_lose_container as boolean,
        reference: row.reference as string | null,
      };
      expect(jobInputProblems(input)).toEqual({});
      if (row.container !== null) expect(checkContainer(row.container as string)).toEqual({ kind: 'valid' });
    }
    const within = await ctx.database.db.execute<{ min: string; max: string }>(
      sql`select min(date)::text as min, max(date)::text as max from jobs`,
    );
    expect(within.rows[0]!.min >= '2025-12-01').toBe(true);
    expect(within.rows[0]!.max <= '2026-11-22').toBe(true);
  });
});
