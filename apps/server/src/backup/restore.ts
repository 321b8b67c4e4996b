import { createHash } from 'node:crypto';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { recordAudit } from '../audit/audit-log';
import type { Db } from '../db/client';
import { fileStore } from '../files/file-store';
import { BACKUP_FORMAT_VERSION, backupLines, BadBackupError, verifyBackup, type AnchorCarrier } from './backup-file';
import { appSchemaVersion, databaseSchemaVersion, tableNames } from './schema-version';
import { CLI_ACTOR } from '../identity/actor';

/**
 * Restores a verified backup into the configured database: refused from a newer (or older) schema,
 * and into a database that holds data unless `force`. Everything happens in one transaction: a
 * restore that fails leaves the database as it was. Once it has committed, the backup's anchor of the
 * books replaces DATA_DIR's and the audit log keeps the restore.
 */
export async function restoreBackup(db: Db, source: string, force: boolean, anchorCarrier: AnchorCarrier) {
  const header = await verifyBackup(source);
  if (header.formatVersion > BACKUP_FORMAT_VERSION) {
    throw new BadBackupError(
      `${source} was made by a newer fleetledger (format ${header.formatVersion}); update this one first`,
    );
  }
  const appVersion = appSchemaVersion();
  if (header.schemaVersion > appVersion) {
    throw new BadBackupError(
      `${source} was made by a newer fleetledger (schema ${header.schemaVersion}); update this one first`,
    );
  }
  if (header.schemaVersion < appVersion || (await databaseSchemaVersion(db)) !== appVersion) {
    throw new BadBackupError(
      `${source} was made by an older fleetledger (schema ${header.schemaVersion}); restore it with that version, then start this one to upgrade`,
    );
  }
  const tables = await tableNames(db);
  const unknown = header.tables.filter((table) => !tables.includes(table));
  if (unknown.length > 0)
    throw new BadBackupError(`${source} holds tables this database does not have: ${unknown.join(', ')}`);

  let anchor: unknown = null;
  const restored = await db.transaction(async (tx) => {
    const holding = await tablesWithRows(tx, tables);
    if (holding.length > 0 && !force) {
      throw new BadBackupError(
        `The database already holds data (${holding.join(', ')}); restore with --force to replace it`,
      );
    }
    // Rows go back exactly as they were: no triggers (month totals come with the backup), no key
    // checks until all of them are in.
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql.raw(`truncate ${tables.map((t) => `"${t}"`).join(', ')} cascade`));
    let rows = 0;
    let files = 0;
    for await (const line of backupLines(source)) {
      if ('table' in line) {
        await tx.execute(
          sql`insert into ${sql.identifier(line.table)} select * from json_populate_recordset(null::${sql.identifier(line.table)}, ${JSON.stringify(line.rows)}::json)`,
        );
        rows += line.rows.length;
      } else if ('booksAnchor' in line) {
        anchor = line.booksAnchor;
      } else {
        const data = Buffer.from(line.data, 'base64');
        if (createHash('sha256').update(data).digest('hex') !== line.file) {
          throw new BadBackupError(`A stored file in ${source} does not match its name; nothing was restored`);
        }
        await fileStore(tx).put(data);
        files += 1;
      }
    }
    await resetSequences(tx);
    // The versions come back as the backup had them, and a running instance may keep answers for those
    // very numbers: every subject moves on to numbers the sequence has never given (migration 0029).
    await tx.execute(
      sql`select read_versions_move_now(array(select subject from read_versions) || array['jobs', 'job_changes_floor', 'books', 'masterdata'])`,
    );
    // Running instances print with the backup's prefixes from the commit on.
    await tx.execute(sql`select pg_notify('document_number_prefixes', '')`);
    return { rows, files };
  });
  await anchorCarrier.putBack(anchor);
  // The restored log is the backup's, so the restore is kept after it, in the database it replaced.
  await recordAudit(db, CLI_ACTOR, {
    action: 'restore',
    entity: 'database',
    after: { file: path.basename(source), backupMadeAt: header.createdAt, forced: force, ...restored },
  });
  return restored;
}

const MIGRATIONS_FILL = [
  'month_totals',
  'ledger_month_totals',
  'accounts',
  'read_versions',
  'document_number_series',
  'document_number_prefixes',
];

async function tablesWithRows(tx: Pick<Db, 'execute'>, tables: string[]): Promise<string[]> {
  const holding: string[] = [];
  for (const table of tables) {
    // What migrations put in (the chart of accounts, the versions' floor, the numbering's prefixes) and
    // what follows from the rest is not the user's data.
    if (MIGRATIONS_FILL.includes(table)) continue;
    const found = await tx.execute(sql`select 1 from ${sql.identifier(table)} limit 1`);
    if (found.rows.length > 0) holding.push(table);
  }
  return holding;
}

/** Every serial column's sequence continues after the highest restored value. */
async function resetSequences(tx: Pick<Db, 'execute'>): Promise<void> {
  const serials = await tx.execute<{ table_name: string; column_name: string; sequence: string }>(sql`
    select c.table_name, c.column_name, pg_get_serial_sequence(format('%I', c.table_name), c.column_name) as sequence
    from information_schema.columns c
    where c.table_schema = 'public' and c.column_default like 'nextval(%'`);
  for (const serial of serials.rows) {
    await tx.execute(
      sql.raw(
        `select setval('${serial.sequence}', coalesce((select max("${serial.column_name}") from "${serial.table_name}"), 0) + 1, false)`,
      ),
    );
  }
}
