import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { auditLogResponse } from '@fleetledger/shared/audit-log/audit-log.contract';
import { createTestContext, type TestContext } from '../../test/test-app';
import { cookiesByAuthority, seedTestUsers } from '../../test/users-fixture';
import { seedMasterData } from '../../test/masterdata-fixture';
import { multipart, PDF_BYTES, PNG_BYTES } from '../../test/multipart';
import type { Db } from '../db/client';
import { createBackup } from './backup';
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, backupWriter, type AnchorCarrier } from './backup-file';
import { restoreBackup } from './restore';
import { appSchemaVersion, tableNames } from './schema-version';
import { asOwner } from '../../test/owner-session';

/** The books' anchor is the ledger's to carry (its own tests check it); these check the rows and files. */
const noAnchor: AnchorCarrier = { forSnapshot: () => Promise.resolve(null), putBack: () => Promise.resolve() };

let source: TestContext;
let target: TestContext;
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'fl-backup-'));
const file = path.join(folder, 'books.flbackup');

beforeAll(async () => {
  source = await createTestContext();
  target = await createTestContext();
  await seedTestUsers(source.database.db);
  const md = await seedMasterData(source.database.db);
  const cookie = (await cookiesByAuthority(source.app))[1];
  const call = (url: string, payload: unknown) =>
    source.app.inject({
      method: 'POST',
      url: `/api/transportation/${url}`,
      payload: payload as object,
      headers: { cookie },
    });
  for (let i = 0; i < 30; i += 1) {
    await call('job_insert.php', {
      date: `2026-10-${String((i % 28) + 1).padStart(2, '0')}`,
      description: `Job ${i} — شحن`,
      customer_id: md.customers.acme,
      driver_id: md.drivers.ali,
      truck_id: md.trucks.t1,
      charge: 40 + i / 1000,
      related_note: i === 0 ? 'line one\nline two' : null,
    });
  }
  const jobs = (await source.database.db.execute<{ id: number }>(sql`select id from jobs order by id`)).rows;
  for (const [index, data] of [PDF_BYTES, PNG_BYTES].entries()) {
    const body = multipart(
      { name: `file ${index}`, job: String(jobs[index]!.id) },
      { name: `f${index}`, type: 'application/octet-stream', data },
    );
    await source.app.inject({
      method: 'POST',
      url: '/api/transportation/drive/upload.php',
      payload: body.payload,
      headers: { cookie, ...body.headers },
    });
  }
  await call('invoice_request.php', { job_ids: [jobs[5]!.id, jobs[6]!.id] });
}, 120_000);
afterAll(async () => {
  await source.close();
  await target.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

/** What the backup and the restore add to the log, after the snapshot and after the restore. */
const BACKUP_ENTRIES = sql`(select id from audit_log where action in ('backup', 'restore'))`;
const LEFT_OUT: Record<string, ReturnType<typeof sql>> = {
  audit_log: sql`where t.id not in ${BACKUP_ENTRIES}`,
  audit_seals: sql`where t.audit_id not in ${BACKUP_ENTRIES}`,
};

/**
 * Every row of every table, in a stable order, as JSON; of the read versions only their subjects, since a
 * restore moves every version on (backup/restore.ts); of the audit log all but the entries of backups
 * and restores, made after the snapshot.
 */
async function everyRow(db: Db): Promise<Record<string, string[]>> {
  const all: Record<string, string[]> = {};
  for (const table of await tableNames(db)) {
    const row = table === 'read_versions' ? sql`json_build_object('subject', t.subject)` : sql`row_to_json(t)`;
    const rows = await db.execute<{ row: string }>(
      sql`select ${row}::text as row from ${sql.identifier(table)} t ${LEFT_OUT[table] ?? sql``}`,
    );
    all[table] = rows.rows.map((r) => r.row).sort();
  }
  return all;
}

async function databaseEntries(db: Db) {
  const { rows } = await db.execute(
    sql`select action, user_id, ip, after from audit_log where entity = 'database' order by id`,
  );
  return rows;
}

/** The database's entries as GET audit/log answers them to the Admin, newest first (signing in adds a session). */
async function databaseLog(context: TestContext) {
  const cookie = (await cookiesByAuthority(context.app))[1];
  const answer = await context.app.inject({ url: '/api/transportation/audit/log?kind=database', headers: { cookie } });
  expect(answer.statusCode, answer.body).toBe(200);
  return auditLogResponse
    .parse(answer.json())
    .entries.map(({ record, action, ip, user_name }) => ({ record, action, ip, user_name }));
}

/** Every attachment as the download call answers it to the Admin: its headers and its bytes. */
async function downloads(context: TestContext): Promise<unknown[]> {
  const cookie = (await cookiesByAuthority(context.app))[1];
  const ids = await context.database.db.execute<{ id: number }>(sql`select id from attachments order by id`);
  const answers: unknown[] = [];
  for (const { id } of ids.rows) {
    const response = await context.app.inject({
      url: `/api/transportation/drive/attachment.php?id=${id}`,
      headers: { cookie },
    });
    answers.push({
      status: response.statusCode,
      type: response.headers['content-type'],
      disposition: response.headers['content-disposition'],
      bytes: response.rawPayload.toString('hex'),
    });
  }
  return answers;
}

describe('backup and restore', () => {
  it('restores every table and every stored file exactly, into a fresh database', async () => {
    const made = await asOwner(source.database.db, (owner) => createBackup(owner, file, noAnchor));
    expect(made.files).toBe(2);
    expect(made.rows).toBeGreaterThan(30);
    const restored = await asOwner(target.database.db, (owner) => restoreBackup(owner, file, false, noAnchor));
    expect(restored).toEqual({ rows: made.rows, files: 2 });
    expect(await everyRow(target.database.db)).toEqual(await everyRow(source.database.db));
    // The files are in the database, so every attachment downloads from the restored one byte for byte.
    expect(await downloads(target)).toEqual([
      {
        status: 200,
        type: 'application/pdf',
        disposition: 'inline; filename="f0.pdf"',
        bytes: PDF_BYTES.toString('hex'),
      },
      { status: 200, type: 'image/png', disposition: 'inline; filename="f1.png"', bytes: PNG_BYTES.toString('hex') },
    ]);
    // Ids continue where the restored data left off.
    const next = await target.database.db.execute<{ id: number }>(
      sql`insert into trucks (number) values ('AFTER-RESTORE') returning id`,
    );
    const highest = await source.database.db.execute<{ id: number }>(sql`select max(id) as id from trucks`);
    expect(next.rows[0]!.id).toBe(highest.rows[0]!.id + 1);
    // The audit log keeps both: the backup in the database backed up, the restore after the restored log.
    expect(await databaseEntries(source.database.db)).toEqual([
      { action: 'backup', user_id: null, ip: 'cli', after: { file: 'books.flbackup', ...made } },
    ]);
    const restoredEntries = await databaseEntries(target.database.db);
    expect(restoredEntries).toEqual([
      {
        action: 'restore',
        user_id: null,
        ip: 'cli',
        after: { file: 'books.flbackup', backupMadeAt: expect.any(String), forced: false, rows: made.rows, files: 2 },
      },
    ]);
    const order = await target.database.db.execute<{ restore: number; restored: number }>(
      sql`select max(id) filter (where action = 'restore') as restore,
        max(id) filter (where action not in ('restore', 'sign_in')) as restored from audit_log`,
    );
    expect(Number(order.rows[0]!.restore)).toBeGreaterThan(Number(order.rows[0]!.restored));
  }, 120_000);

  it('refuses a database that holds data unless forced, and then replaces it', async () => {
    const before = await everyRow(target.database.db);
    await expect(asOwner(target.database.db, (owner) => restoreBackup(owner, file, false, noAnchor))).rejects.toThrow(
      /already holds data .* --force/,
    );
    expect(await everyRow(target.database.db)).toEqual(before);
    const given = await target.database.db.execute<{ n: number }>(sql`select last_value as n from read_version_seq`);
    await asOwner(target.database.db, (owner) => restoreBackup(owner, file, true, noAnchor));
    expect(await everyRow(target.database.db)).toEqual(await everyRow(source.database.db));
    // An instance may keep answers for the versions it saw before: every one moves on to a number never given.
    const versions = await target.database.db.execute<{ version: number }>(sql`select version from read_versions`);
    expect(versions.rows.length).toBeGreaterThan(0);
    for (const { version } of versions.rows) expect(version).toBeGreaterThan(given.rows[0]!.n);
  }, 120_000);

  it('refuses a truncated file, an altered one and one from a newer schema, restoring nothing', async () => {
    const whole = fs.readFileSync(file);
    const cut = path.join(folder, 'cut.flbackup');
    fs.writeFileSync(cut, whole.subarray(0, Math.floor(whole.length / 2)));
    const altered = path.join(folder, 'altered.flbackup');
    const text = zlib.gunzipSync(whole).toString('utf8').replace('Job 3 ', 'Job 9 ');
    fs.writeFileSync(altered, zlib.gzipSync(text));
    const newer = path.join(folder, 'newer.flbackup');
    const writer = backupWriter(newer, {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      schemaVersion: appSchemaVersion() + 1,
      createdAt: new Date().toISOString(),
      tables: [],
    });
    await writer.finish();

    const before = await everyRow(target.database.db);
    await expect(asOwner(target.database.db, (owner) => restoreBackup(owner, cut, true, noAnchor))).rejects.toThrow(
      /not a complete fleetledger backup/,
    );
    await expect(asOwner(target.database.db, (owner) => restoreBackup(owner, altered, true, noAnchor))).rejects.toThrow(
      /altered or damaged/,
    );
    await expect(asOwner(target.database.db, (owner) => restoreBackup(owner, newer, true, noAnchor))).rejects.toThrow(
      /made by a newer fleetledger/,
    );
    expect(await everyRow(target.database.db)).toEqual(before);
  }, 120_000);

  // Last: reading the log signs in, and a session is a row the tests above compare.
  it('shows the backup and the restore on the Audit Log as the command line, named in words', async () => {
    const commandLine = { record: 'Database', ip: 'cli', user_name: null };
    expect(await databaseLog(source)).toEqual([{ ...commandLine, action: 'backup' }]);
    expect((await databaseLog(target))[0]).toEqual({ ...commandLine, action: 'restore' });
  });
});
