import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, backupWriter, type AnchorCarrier } from './backup-file';
import { databaseSchemaVersion, tableNames } from './schema-version';

const BATCH = 5_000;

/**
 * Writes every table, read in ONE repeatable-read snapshot (so the app may keep running and the
 * backup is still consistent), every stored file and the books' anchor for that snapshot, to one file.
 */
export async function createBackup(
  db: Db,
  dataDir: string,
  target: string,
  anchor: AnchorCarrier,
): Promise<{ rows: number; files: number; bytes: number }> {
  return db.transaction(
    async (tx) => {
      const tables = await tableNames(tx);
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
      for (const file of storedFiles(path.join(dataDir, 'files'))) {
        await writer.write({ file: path.basename(file), data: fs.readFileSync(file).toString('base64') });
        files += 1;
      }
      await writer.write({ booksAnchor: await anchor.forSnapshot(tx) });
      const { bytes } = await writer.finish();
      return { rows, files, bytes };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** The file store's files (named by their SHA-256), skipping any half-written ones. */
function* storedFiles(root: string): Generator<string> {
  if (!fs.existsSync(root)) return;
  for (const entry of fs.readdirSync(root, { withFileTypes: true })) {
    const full = path.join(root, entry.name);
    if (entry.isDirectory()) yield* storedFiles(full);
    else if (/^[0-9a-f]{64}$/.test(entry.name)) yield full;
  }
}
