import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useSignedInApp } from '../../../test/signed-in-app';
import { PDF_BYTES } from '../../../test/multipart';
import { monthCalls } from '../../../test/job-table-month';

// job_data answers an ETag of the month's versions and 304 to a reader who holds it; a cached answer
// must never be stale after a write (docs/architecture.md, "Reading a month").

const api = useSignedInApp({ masterData: true });

const { read, row, createJobs, updateJob } = monthCalls(api);

async function etagOf(month: string): Promise<string> {
  const response = await read(month);
  expect(response.statusCode).toBe(200);
  return String(response.headers.etag);
}

async function createJob(date: string, job: string): Promise<{ id: number; version: number }> {
  return (await createJobs([row(date, job)]))[0]!;
}

describe('job_data revalidation', () => {
  it('answers 304 with no body to the holder of the ETag, and the full month to anyone else', async () => {
    await createJob('2026-09-10', 'A');
    const first = await read('2026-09');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"2026-09\.\d+\.\d+\.\d+\.\d{4}"$/);

    const again = await read('2026-09', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    const listed = await read('2026-09', { 'if-none-match': `W/"other", ${etag}` });
    expect(listed.statusCode).toBe(304);
    const other = await read('2026-09', { 'if-none-match': 'W/"2026-09.1.1.1999"' });
    expect(other.statusCode).toBe(200);
    expect(other.json()).toEqual(first.json());
  });

  it('moves the ETag on with every change to the month, and only to that month', async () => {
    const job = await createJob('2026-09-10', 'A');
    await createJob('2026-10-05', 'B');
    const september = await etagOf('2026-09');
    const october = await etagOf('2026-10');

    const updated = await updateJob(job, '2026-09-10', 'Renamed');
    const afterUpdate = await read('2026-09', { 'if-none-match': september });
    expect(afterUpdate.statusCode).toBe(200);
    expect(afterUpdate.json().job_data[0].description).toBe('Renamed');
    expect((await read('2026-10', { 'if-none-match': october })).statusCode).toBe(304);

    // A job moved to October leaves September and reaches October.
    const septemberBeforeMove = String(afterUpdate.headers.etag);
    await updateJob(updated, '2026-10-20', 'Moved');
    const septemberAfterMove = await read('2026-09', { 'if-none-match': septemberBeforeMove });
    expect(septemberAfterMove.statusCode).toBe(200);
    expect(septemberAfterMove.json().job_data).toEqual([]);
    const octoberAfterMove = await read('2026-10', { 'if-none-match': october });
    expect(octoberAfterMove.statusCode).toBe(200);
    expect(octoberAfterMove.json().job_data.map((row: { id: number }) => row.id)).toContain(job.id);
  });

  it('moves the ETag on for an attachment, a deleted job and a renamed customer', async () => {
    const job = await createJob('2026-09-10', 'A');
    let etag = await etagOf('2026-09');

    const uploaded = await api.upload(
      'drive/upload.php',
      { job: String(job.id), name: 'Delivery note' },
      { name: 'pod.pdf', type: 'application/pdf', data: PDF_BYTES },
      2,
    );
    expect(uploaded.statusCode).toBe(200);
    const withAttachment = await read('2026-09', { 'if-none-match': etag });
    expect(withAttachment.statusCode).toBe(200);
    expect(withAttachment.json().job_data[0].attachment).toHaveLength(1);
    etag = String(withAttachment.headers.etag);

    await api.ctx.database.db.execute(
      sql`update customers set name = 'Acme Trading WLL' where id = ${api.md.customers.acme}`,
    );
    const renamed = await read('2026-09', { 'if-none-match': etag });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().job_data[0].customer).toBe('Acme Trading WLL');
    etag = String(renamed.headers.etag);
    await api.ctx.database.db.execute(
      sql`update customers set name = 'Acme Trading' where id = ${api.md.customers.acme}`,
    );
    etag = await etagOf('2026-09');

    const deleted = await api.postForm('job_delete.php', { id: String(job.id) }, 1);
    expect(deleted.statusCode, deleted.body).toBe(200);
    const gone = await read('2026-09', { 'if-none-match': etag });
    expect(gone.statusCode).toBe(200);
    expect(gone.json().job_data).toEqual([]);
  });

  it('sends the one answer compressed with gzip to a reader who takes it, equal to the plain one', async () => {
    for (let index = 0; index < 40; index += 1) await createJob('2026-09-10', `G${index}`);
    const plain = await read('2026-09');
    const compressed = await read('2026-09', { 'accept-encoding': 'gzip, deflate, br' });
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(compressed.headers.etag).toBe(plain.headers.etag);
    expect(JSON.parse(gunzipSync(compressed.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('never leaves a reader with a stale month: every ETag read during 20 racing saves is refused once they are done', async () => {
    const jobs = await Promise.all(Array.from({ length: 20 }, (_, index) => createJob('2026-09-10', `R${index}`)));
    const seen = new Map<string, unknown>();
    await Promise.all([
      ...jobs.map((job, index) => updateJob(job, '2026-09-10', `Raced ${index}`)),
      ...Array.from({ length: 20 }, async () => {
        const response = await read('2026-09');
        seen.set(String(response.headers.etag), response.json());
      }),
    ]);
    const final = await read('2026-09');
    const finalBody = final.json();
    expect(
      finalBody.job_data.filter((row: { description: string }) => row.description.startsWith('Raced')),
    ).toHaveLength(20);
    for (const [etag, body] of seen) {
      const revalidated = await read('2026-09', { 'if-none-match': etag });
      // A 304 is only right for a reader whose copy is the month as it now is.
      if (revalidated.statusCode === 304) expect(body).toEqual(finalBody);
      else expect(revalidated.json()).toEqual(finalBody);
    }
  });
});
