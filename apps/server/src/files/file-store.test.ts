import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { connect, type Database } from '../db/client';
import { openDatabase } from '../db/open-database';
import { useSignedInApp } from '../../test/signed-in-app';
import { insertJob } from '../../test/job-fixture';
import { PDF_BYTES, PNG_BYTES } from '../../test/multipart';
import { fileStore } from './file-store';
import { moveInFilesFromDisk } from './files-from-disk';

const api = useSignedInApp({ masterData: true, authority: 2 });

/** A second instance of the app: the same database, a DATA_DIR of its own, as on another host. */
let second: { app: FastifyInstance; database: Database; dataDir: string };
beforeAll(async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fl-second-'));
  const database = connect(api.ctx.urls.app, 5, { boundedStatements: true });
  const config = loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', DATA_DIR: dataDir });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  second = { app, database, dataDir };
});
afterAll(async () => {
  await second.app.close();
  await second.database.close();
  fs.rmSync(second.dataDir, { recursive: true, force: true });
});

const sha256Of = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const pdfNamed = (text: string) => Buffer.concat([PDF_BYTES, Buffer.from(`% ${text}\n`)]);

async function uploadToJob(job: number, data: Buffer, name = 'pod') {
  const response = await api.upload(
    'drive/upload.php',
    { name, job: String(job) },
    {
      name: `${name}.pdf`,
      type: 'application/pdf',
      data,
    },
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json().attachmentId as number;
}

const downloadFrom = (app: FastifyInstance, id: number) =>
  app.inject({ url: `/api/transportation/drive/attachment.php?id=${id}`, headers: { cookie: api.cookies[2] } });

async function storedCopies(data: Buffer): Promise<number> {
  const found = await api.ctx.database.db.execute<{ n: number }>(
    sql`select count(*)::int as n from stored_files where sha256 = ${sha256Of(data)}`,
  );
  return found.rows[0]!.n;
}

describe('one store of files for every instance', () => {
  it('serves an attachment uploaded through one instance from the other, with the same headers and bytes', async () => {
    const data = pdfNamed('two instances');
    const id = await uploadToJob(await insertJob(api), data);
    const here = await downloadFrom(api.ctx.app, id);
    const there = await downloadFrom(second.app, id);
    expect(there.statusCode).toBe(200);
    expect(there.rawPayload.equals(data)).toBe(true);
    for (const header of ['content-type', 'content-disposition', 'cache-control', 'x-content-type-options']) {
      expect(there.headers[header], header).toBe(here.headers[header]);
    }
    expect(there.headers['content-disposition']).toBe('inline; filename="pod.pdf"');
    // Nothing is written under either instance's DATA_DIR.
    expect(fs.existsSync(path.join(api.ctx.config.dataDir, 'files'))).toBe(false);
    expect(fs.existsSync(path.join(second.dataDir, 'files'))).toBe(false);
  });

  it('sends a file larger than one piece whole, with its length', async () => {
    const data = Buffer.concat([PDF_BYTES, randomBytes(2_500_000)]);
    const id = await uploadToJob(await insertJob(api), data, 'scan');
    const answer = await downloadFrom(second.app, id);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-length']).toBe(String(data.byteLength));
    expect(answer.rawPayload.equals(data)).toBe(true);
  });

  it('serves the company logo uploaded through one instance from the other', async () => {
    const uploaded = await api.upload(
      'drive/company_logo.php',
      {},
      { name: 'logo.png', type: 'image/png', data: PNG_BYTES },
      1,
    );
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const logo = await second.app.inject({
      url: '/api/transportation/drive/company_logo',
      headers: { cookie: api.cookies[2] },
    });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.rawPayload.equals(PNG_BYTES)).toBe(true);
  });

  it('stores 20 identical uploads made at the same moment once, and each downloads', async () => {
    const data = pdfNamed('twenty at once');
    const jobs = await Promise.all(Array.from({ length: 20 }, (_, i) => insertJob(api, { description: `Race ${i}` })));
    const ids = await Promise.all(jobs.map((job) => uploadToJob(job, data)));
    expect(new Set(ids).size).toBe(20);
    expect(await storedCopies(data)).toBe(1);
    const downloads = await Promise.all(ids.map((id) => downloadFrom(second.app, id)));
    expect(downloads.every((answer) => answer.rawPayload.equals(data))).toBe(true);
  });

  it('stores the same bytes put by 20 callers at once in one row', async () => {
    const data = pdfNamed('twenty puts');
    const names = await Promise.all(Array.from({ length: 20 }, () => fileStore(api.ctx.database.db).put(data)));
    expect(new Set(names)).toEqual(new Set([sha256Of(data)]));
    expect(await storedCopies(data)).toBe(1);
  });

  it('keeps the bytes when the last attachment naming them is deleted: another may name them again', async () => {
    const data = pdfNamed('deleted');
    const job = await insertJob(api);
    const id = await uploadToJob(job, data);
    const removed = await api.postForm('attachment_delete.php', { attachment_id: String(id), job_id: String(job) });
    expect(removed.json()).toEqual({ success: true, message: 'Attachment deleted successfully!' });
    expect(await storedCopies(data)).toBe(1);
    const again = await uploadToJob(job, data);
    expect(await storedCopies(data)).toBe(1);
    expect((await downloadFrom(second.app, again)).rawPayload.equals(data)).toBe(true);
  });
});

describe('files an older version kept on disk', () => {
  it('move into the database at start, once, then download the same from any instance', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fl-older-'));
    const data = pdfNamed('kept on disk');
    const sha256 = sha256Of(data);
    const onDisk = path.join(dataDir, 'files', sha256.slice(0, 2), sha256.slice(2, 4), sha256);
    fs.mkdirSync(path.dirname(onDisk), { recursive: true });
    fs.writeFileSync(onDisk, data);
    const damaged = path.join(dataDir, 'files', 'ab', 'cd', 'ab'.padEnd(64, 'c'));
    fs.mkdirSync(path.dirname(damaged), { recursive: true });
    fs.writeFileSync(damaged, 'not what its name says');
    const job = await insertJob(api);
    const [listed] = (
      await api.ctx.database.db.execute<{ id: number }>(sql`
        insert into attachments (owner_kind, owner_id, name, file_name, content_type, size_bytes, sha256)
        values ('job', ${job}, 'old pod', 'old_pod.pdf', 'application/pdf', ${data.byteLength}, ${sha256})
        returning id`)
    ).rows;
    const config = loadConfig({ DATABASE_URL: api.ctx.urls.owner, DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    const start = async () => {
      const said: string[] = [];
      const opened = await openDatabase(config, 'reuse', 'owner', (line) => said.push(line), [moveInFilesFromDisk]);
      await opened.shutdown();
      return said;
    };
    try {
      expect(await start()).toEqual([
        `Moved 1 stored files from ${dataDir}/files into the database.`,
        `Left 1 files in ${dataDir}/files whose bytes do not match their names.`,
      ]);
      expect(fs.existsSync(onDisk)).toBe(false);
      expect(fs.existsSync(damaged)).toBe(true);
      const answer = await downloadFrom(second.app, listed!.id);
      expect(answer.headers['content-disposition']).toBe('inline; filename="old_pod.pdf"');
      expect(answer.rawPayload.equals(data)).toBe(true);
      // The next start finds nothing more to move.
      expect(await start()).toEqual([`Left 1 files in ${dataDir}/files whose bytes do not match their names.`]);
      expect(await storedCopies(data)).toBe(1);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
