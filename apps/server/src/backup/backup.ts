import path from 'node:path';
import { getTableName, sql } from 'drizzle-orm';
import { recordAudit } from '../audit/audit-log';
import type { Db } from '../db/client';
import { storedFiles } from '../db/schema';
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, backupWriter, type AnchorCarrier } from './backup-file';
import { databaseSchemaVersion, tableNames } from './schema-version';
import { CLI_ACTOR } from '../identity/actor';

const BATCH = 5_000;

/**
 * Writes every table, read in ONE repeatable-read snapshot (so the app may keep running and the
 * backup is still consistent), every stored file and the books' anchor for that snapshot, to one file.
 * The audit log then keeps that it was made: after the snapshot, which is read-only.
 */
export async function createBackup(
  db: Db,
  target: string,
  anchor: AnchorCarrier,
): Promise<{ rows: number; files: number; bytes: number }> {
  const made = await snapshotToFile(db, target, anchor);
  await recordAudit(db, CLI_ACTOR, {
    action: 'backup',
    entity: 'database',
    after: { file: path.basename(target), ...made },
  });
  return made;
}

function snapshotToFile(db: Db, target: string, anchor: AnchorCarrier) {
  return db.transaction(
    async (tx) => {
      // The stored files go one by one as file lines, not in pages of rows: a page of them could be gigabytes.
      const tables = (await tableNames(tx)).filter((table) => table !== getTableName(storedFiles));
      const writer = backupWriter(target, {
        format: BACKUP_FORMAT,
        formatVersion: BACKUP_FORMAT_VERSION,
        schemaVersion: await databaseSchemaVersion(tx),
        createdAt: new Date().toISOString(),
        tables,
      });
      let rows = 0;
      for (const table of tables) {
        // A cursor reads the table once, in pages, inside the snapshot: linear however big it is.
        await tx.execute(
          sql`declare backup_rows no scroll cursor for select row_to_json(t) as row from ${sql.identifier(table)} t`,
        );
        for (;;) {
          const page = await tx.execute<{ row: unknown }>(sql.raw(`fetch ${BATCH} from backup_rows`));
          if (page.rows.length === 0) break;
          await writer.write({ table, rows: page.rows.map((r) => r.row) });
          rows += page.rows.length;
        }
        await tx.execute(sql`close backup_rows`);
      }
      let files = 0;
      await tx.execute(
        sql`declare backup_files no scroll cursor for select sha256, data from ${storedFiles} order by sha256`,
      );
      for (;;) {
        const page = await tx.execute<{ sha256: string; data: Buffer }>(sql.raw('fetch 1 from backup_files'));
        const stored = page.rows[0];
        if (stored === undefined) break;
        await writer.write({ file: stored.sha256, data: stored.data.toString('base64') });
        files += 1;
      }
      await tx.execute(sql`close backup_files`);
      await writer.write({ booksAnchor: await anchor.forSnapshot(tx) });
      const { bytes } = await writer.finish();
      return { rows, files, bytes };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
