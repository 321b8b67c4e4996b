import { beforeEach, expect } from 'vitest';
import { sql } from 'drizzle-orm';
import type { SignedInApp } from './signed-in-app';

/** What the month tests of the job table read and write, as a Supervisor would (job_data, job_bulk, job_update). */

export function readMonth(api: SignedInApp, month: string, headers: Record<string, string> = {}) {
  return api.ctx.app.inject({
    method: 'POST',
    url: '/api/transportation/job_data.php',
    payload: { month },
    headers: { cookie: api.cookies[2], ...headers },
  });
}

/** A row of the table for Acme by Ali in TR-100. */
export function monthRow(api: SignedInApp, date: string, job: string, description = `Job ${job}`) {
  return {
    date,
    job,
    container: null,
    description,
    customer: 'Acme Trading',
    customer_id: api.md.customers.acme,
    taxi: 'no',
    driver_id: api.md.drivers.ali,
    truck_id: api.md.trucks.t1,
    taxi_charge: 0,
    charge: 40,
    extra_amount: 0,
  };
}

export async function createJobs(
  api: SignedInApp,
  rows: ReturnType<typeof monthRow>[],
): Promise<{ id: number; version: number }[]> {
  const response = await api.call(
    'POST',
    'job_bulk.php',
    { month: rows[0]!.date.slice(0, 7), jobs: rows.map((row) => ({ ...row, isNew: true })) },
    2,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json().rows;
}

export async function updateJob(
  api: SignedInApp,
  saved: { id: number; version: number },
  date: string,
  description: string,
): Promise<{ id: number; version: number }> {
  const response = await api.call(
    'POST',
    'job_update.php',
    { ...monthRow(api, date, 'U', description), id: saved.id, version: saved.version },
    2,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json().updatedRow;
}

/** The month calls bound to a signed-in app, and a clean slate of jobs before each test. */
export function monthCalls(api: SignedInApp) {
  beforeEach(async () => {
    await api.ctx.database.db.execute(sql`delete from attachments; delete from jobs`);
  });
  return {
    read: (month: string, headers: Record<string, string> = {}) => readMonth(api, month, headers),
    row: (date: string, job: string, description?: string) => monthRow(api, date, job, description),
    createJobs: (rows: ReturnType<typeof monthRow>[]) => createJobs(api, rows),
    updateJob: (saved: { id: number; version: number }, date: string, description: string) =>
      updateJob(api, saved, date, description),
  };
}
