import { createHash } from 'node:crypto';
import fs from 'node:fs';
import readline from 'node:readline';
import zlib from 'node:zlib';
import type { Executor } from '../db/client';

/**
 * A backup file: gzip'd lines of JSON. The first line says what it is and from which schema; then
 * each table's rows, each stored file and the books' anchor; the last line carries the SHA-256 of every line before it,
 * so a truncated or altered file is recognised before anything is restored.
 */
export const BACKUP_FORMAT = 'fleetledger-backup';
/** 2: the books' anchor travels with the rows (version 1 files, without it, still restore). */
export const BACKUP_FORMAT_VERSION = 2;

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  formatVersion: number;
  /** The last migration the database had (its drizzle journal time). */
  schemaVersion: number;
  createdAt: string;
  tables: string[];
}

export type BackupLine = { table: string; rows: unknown[] } | { file: string; data: string } | { booksAnchor: unknown };

/**
 * The books' anchor, kept outside the database (docs/architecture.md, "The books"): every backup
 * carries the one for its snapshot, and a restore puts it back. The ledger supplies it, since
 * backup/ sits below the features.
 */
export interface AnchorCarrier {
  /** Read inside the backup's snapshot. */
  forSnapshot(tx: Executor): Promise<unknown>;
  /** Called once a restore has committed; null when the backup carried none (made before anchors). */
  putBack(anchor: unknown): Promise<void>;
}

export interface BackupWriter {
  write(line: BackupLine): Promise<void>;
  finish(): Promise<{ bytes: number }>;
}

export function backupWriter(target: string, header: BackupHeader): BackupWriter {
  const hash = createHash('sha256');
  const gzip = zlib.createGzip({ level: 6 });
  const out = fs.createWriteStream(`${target}.partial`, { mode: 0o600 });
  gzip.pipe(out);
  const put = async (text: string) => {
    hash.update(text);
    if (!gzip.write(`${text}\n`)) await new Promise((resolve) => gzip.once('drain', resolve));
  };
  const started = put(JSON.stringify(header));
  return {
    write: async (line) => {
      await started;
      await put(JSON.stringify(line));
    },
    finish: async () => {
      await started;
      gzip.end(`${JSON.stringify({ sha256: hash.digest('hex') })}\n`);
      await new Promise<void>((resolve, reject) => {
        out.on('finish', resolve);
        out.on('error', reject);
      });
      // Only a complete file takes the name asked for.
      fs.renameSync(`${target}.partial`, target);
      return { bytes: fs.statSync(target).size };
    },
  };
}

export class BadBackupError extends Error {}

async function* lines(source: string): AsyncGenerator<string> {
  const input = fs.createReadStream(source).pipe(zlib.createGunzip());
  const reader = readline.createInterface({ input, crlfDelay: Infinity });
  try {
    for await (const line of reader) yield line;
  } catch {
    throw new BadBackupError(`${source} is not a complete fleetledger backup (it is cut short or not gzip)`);
  }
}

/** Reads the whole file once to check it, and answers its header; nothing is trusted before this. */
export async function verifyBackup(source: string): Promise<BackupHeader> {
  const hash = createHash('sha256');
  let header: BackupHeader | undefined;
  let last: string | undefined;
  for await (const line of lines(source)) {
    if (last !== undefined) hash.update(last);
    if (header === undefined) {
      const parsed = safeJson(line) as Partial<BackupHeader> | undefined;
      if (parsed?.format !== BACKUP_FORMAT) throw new BadBackupError(`${source} is not a fleetledger backup`);
      header = parsed as BackupHeader;
    }
    last = line;
  }
  const trailer = safeJson(last ?? '') as { sha256?: string } | undefined;
  if (header === undefined || trailer?.sha256 === undefined) {
    throw new BadBackupError(`${source} is not a complete fleetledger backup (it is cut short)`);
  }
  if (trailer.sha256 !== hash.digest('hex')) {
    throw new BadBackupError(
      `${source} has been altered or damaged: its checksum does not match; nothing was restored`,
    );
  }
  return header;
}

/** The table and file lines of a verified backup, in order. */
export async function* backupLines(source: string): AsyncGenerator<BackupLine> {
  let index = 0;
  let previous: string | undefined;
  for await (const line of lines(source)) {
    // The header is the first line, the checksum the last: yield what lies between.
    if (index > 1 && previous !== undefined) yield JSON.parse(previous) as BackupLine;
    previous = line;
    index += 1;
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
