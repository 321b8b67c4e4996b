import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { JobDataResponse } from '@fleetledger/shared/job-table/job-table.contract';
import { withMonthChanges } from '@fleetledger/shared/job-table/month-changes';
import { useSignedInApp } from '../../../test/signed-in-app';
import { PDF_BYTES } from '../../../test/multipart';
import { monthCalls } from '../../../test/job-table-month';

// A reader holding a month at an older ETag who asks `A-IM: rows` is sent only the jobs changed since
// (226 IM Used); what it holds with those applied must be the month as a full read answers it
// (docs/architecture.md, "Reading a month").

const api = useSignedInApp({ masterData: true });

const { read, row: job, createJobs, updateJob } = monthCalls(api);

interface Held {
  etag: string;
  month: JobDataResponse;
}

async function readFull(month: string): Promise<Held> {
  const response = await read(month);
  expect(response.statusCode).toBe(200);
  return { etag: String(response.headers.etag), month: response.json() };
}

/** The month brought up to date as the grid does it: 304 keeps it, 226 applies the changes, 200 replaces it. */
async function catchUp(month: string, held: Held): Promise<Held & { status: number }> {
  const response = await read(month, { 'if-none-match': held.etag, 'a-im': 'rows' });
  const etag = String(response.headers.etag);
  if (response.statusCode === 304) return { ...held, status: 304 };
  if (response.statusCode === 226) {
    expect(response.headers.im).toBe('rows');
    return { etag, month: withMonthChanges(held.month, response.json()), status: 226 };
  }
  expect(response.statusCode, response.body).toBe(200);
  return { etag, month: response.json(), status: 200 };
}

describe('job_data changes since a held month', () => {
  it('sends only the jobs changed, and the held month with them applied is the month as it now is', async () => {
    const [first, second] = await createJobs([job('2026-09-10', 'A'), job('2026-09-03', 'B'), job('2026-09-20', 'C')]);
    let held = await readFull('2026-09');

    const steps: [string, () => Promise<unknown>, number[]][] = [
      ['a job added', () => createJobs([job('2026-09-01', 'D')]), [1, 0]],
      ['a job edited', async () => updateJob(first!, '2026-09-10', 'Edited'), [1, 0]],
      ['a job moved to October', async () => updateJob(second!, '2026-10-02', 'Moved'), [0, 1]],
      [
        'an attachment',
        () =>
          api.upload(
            'drive/upload.php',
            { job: String(first!.id), name: 'Delivery note' },
            { name: 'pod.pdf', type: 'application/pdf', data: PDF_BYTES },
            2,
          ),
        [1, 0],
      ],
      ['a job deleted', () => api.postForm('job_delete.php', { id: String(first!.id) }, 1), [0, 1]],
    ];
    for (const [what, change, [changed, removed]] of steps) {
      await change();
      const response = await read('2026-09', { 'if-none-match': held.etag, 'a-im': 'rows' });
      expect(response.statusCode, what).toBe(226);
      expect(response.json().job_data, what).toHaveLength(changed!);
      expect(response.json().removed, what).toHaveLength(removed!);
      held = { etag: String(response.headers.etag), month: withMonthChanges(held.month, response.json()) };
      expect(held.month, what).toEqual((await readFull('2026-09')).month);
      expect(held.etag, what).toBe((await readFull('2026-09')).etag);
    }
    expect((await catchUp('2026-09', held)).status).toBe(304);
  });

  it('sends the whole month without A-IM, for another month, for renamed master data, or a tag it never gave', async () => {
    await createJobs([job('2026-09-10', 'A')]);
    const september = await readFull('2026-09');
    const october = await readFull('2026-10');
    await createJobs([job('2026-09-11', 'B')]);

    expect((await read('2026-09', { 'if-none-match': september.etag })).statusCode).toBe(200);
    expect((await read('2026-09', { 'if-none-match': october.etag, 'a-im': 'rows' })).statusCode).toBe(200);
    for (const tag of ['W/"2026-09.x.1.1.2026"', '"nonsense"', 'W/"2026-09.99999999999999999999.1.1.2026"']) {
      expect((await read('2026-09', { 'if-none-match': tag, 'a-im': 'rows' })).statusCode, tag).toBe(200);
    }
    expect((await read('2026-09', { 'if-none-match': september.etag, 'a-im': 'gzip' })).statusCode).toBe(200);

    await api.ctx.database.db.execute(
      sql`update customers set name = 'Acme Renamed' where id = ${api.md.customers.acme}`,
    );
    try {
      const renamed = await catchUp('2026-09', september);
      expect(renamed.status).toBe(200);
      expect(renamed.month.job_data.map((row) => row.customer)).toEqual(['Acme Renamed', 'Acme Renamed']);
    } finally {
      await api.ctx.database.db.execute(
        sql`update customers set name = 'Acme Trading' where id = ${api.md.customers.acme}`,
      );
    }
  });

  it('sends the whole month once more than a thousand jobs changed', async () => {
    await createJobs([job('2026-09-10', 'A')]);
    const held = await readFull('2026-09');
    await createJobs(Array.from({ length: 1_001 }, (_, index) => job('2026-09-12', `M${index}`)));
    const caughtUp = await catchUp('2026-09', held);
    expect(caughtUp.status).toBe(200);
    expect(caughtUp.month.job_data).toHaveLength(1_002);
  });

  it('brings every month read during 20 racing saves to the month as it ends up', async () => {
    const saved = await createJobs(Array.from({ length: 20 }, (_, index) => job('2026-09-10', `R${index}`)));
    // One month held from before the race, so at least one catch-up is by the changes whatever the timing.
    const seen: Held[] = [await readFull('2026-09')];
    await Promise.all([
      ...saved.map((row, index) =>
        index % 4 === 0
          ? api.postForm('job_delete.php', { id: String(row.id) }, 1)
          : updateJob(row, index % 3 === 0 ? '2026-10-01' : '2026-09-10', `Raced ${index}`),
      ),
      ...Array.from({ length: 20 }, async () => seen.push(await readFull('2026-09'))),
    ]);
    const final = await readFull('2026-09');
    expect(final.month.job_data.length).toBeGreaterThan(0);
    const statuses = new Set<number>();
    for (const held of seen) {
      const caughtUp = await catchUp('2026-09', held);
      statuses.add(caughtUp.status);
      expect(caughtUp.month).toEqual(final.month);
      expect(caughtUp.etag).toBe(final.etag);
    }
    expect(statuses.has(226)).toBe(true);
  });
});
