import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Executor } from '../db/client';
import type { OwnerStartUpStep } from '../db/open-database';
import { fileStore } from './file-store';

/** The move-in as a step of opening the database, saying what it moved and what it left. */
export const moveInFilesFromDisk: OwnerStartUpStep = async (owner, config, log) => {
  const files = await moveFilesFromDisk(owner, config.dataDir);
  if (files.moved > 0) log(`Moved ${files.moved} stored files from ${config.dataDir}/files into the database.`);
  if (files.left > 0) log(`Left ${files.left} files in ${config.dataDir}/files whose bytes do not match their names.`);
};

/**
 * Files an older fleetledger kept under DATA_DIR/files (by their SHA-256) move into the database:
 * each is stored, then removed from disk, so the next start finds nothing to do and a start cut short
 * picks up where it stopped. A file whose bytes do not match its name is left where it is and counted.
 */
export async function moveFilesFromDisk(db: Executor, dataDir: string): Promise<{ moved: number; left: number }> {
  const root = path.join(dataDir, 'files');
  const store = fileStore(db);
  let moved = 0;
  let left = 0;
  for (const file of namedFiles(root)) {
    const data = fs.readFileSync(file);
    if (createHash('sha256').update(data).digest('hex') !== path.basename(file)) {
      left += 1;
      continue;
    }
    await store.put(data);
    fs.rmSync(file);
    moved += 1;
  }
  removeEmptyFolders(root);
  return { moved, left };
}

/** The files named by a SHA-256; a half-written one (never renamed) was never a stored file. */
function* namedFiles(folder: string): Generator<string> {
  if (!fs.existsSync(folder)) return;
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* namedFiles(full);
    else if (/^[0-9a-f]{64}$/.test(entry.name)) yield full;
  }
}

function removeEmptyFolders(folder: string): void {
  if (!fs.existsSync(folder)) return;
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    if (entry.isDirectory()) removeEmptyFolders(path.join(folder, entry.name));
  }
  if (fs.readdirSync(folder).length === 0) fs.rmdirSync(folder);
}
