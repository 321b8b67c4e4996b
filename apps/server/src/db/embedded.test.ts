import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import pg from 'pg';
import { startEmbedded } from './embedded';

const isRoot = process.getuid?.() === 0;

function freshFolder(mode: number): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'fl-embedded-'));
  fs.chmodSync(folder, mode);
  return folder;
}

describe('the embedded database server', () => {
  it('never leaves the database password in a file other users can read, not even while it initialises', async () => {
    const parent = freshFolder(0o755);
    const seen: string[] = [];
    const watcher = fs.watch(os.tmpdir(), (_event, name) => {
      if (name !== null) seen.push(String(name));
    });
    try {
      const server = await startEmbedded({ dataDir: path.join(parent, 'data'), mode: 'own', databaseName: 'postgres' });
      await server.stop();
    } finally {
      watcher.close();
    }
    expect(seen.filter((name) => name.startsWith('pg-password-'))).toEqual([]);
    const leftovers = fs.readdirSync(path.join(parent, 'data')).filter((name) => name.startsWith('.initdb-'));
    expect(leftovers).toEqual([]);
    expect(fs.statSync(path.join(parent, 'data', 'pg-credentials.json')).mode & 0o077).toBe(0);
    fs.rmSync(parent, { recursive: true, force: true });
  }, 120_000);

  it('as root, says in one sentence what to do when the postgres user cannot reach DATA_DIR', async () => {
    const closed = freshFolder(0o700);
    const attempt = startEmbedded({ dataDir: path.join(closed, 'data'), mode: 'own', databaseName: 'postgres' });
    if (isRoot) {
      await expect(attempt).rejects.toThrow(
        `Running as root, the database runs as the user 'postgres', which cannot enter ${closed}: set DATA_DIR to a folder it can reach`,
      );
    } else {
      const server = await attempt;
      await server.stop();
    }
    fs.rmSync(closed, { recursive: true, force: true });
  }, 120_000);

  it('lets a command started while the server is shutting down wait for it, then start its own', async () => {
    const parent = freshFolder(0o755);
    const dataDir = path.join(parent, 'data');
    const app = await startEmbedded({ dataDir, mode: 'own', databaseName: 'postgres' });
    // A client still connected keeps a "smart" shutdown going, refusing new connections meanwhile.
    const lingering = new pg.Client({ connectionString: app.url });
    await lingering.connect();
    const postmaster = Number(fs.readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
    process.kill(postmaster, 'SIGTERM');
    const command = startEmbedded({ dataDir, mode: 'reuse', databaseName: 'postgres' });
    setTimeout(() => void lingering.end(), 1500);
    const own = await command;
    expect(own.reused).toBe(false);
    const client = new pg.Client({ connectionString: own.url });
    await client.connect();
    expect((await client.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
    await client.end();
    await own.stop();
    fs.rmSync(parent, { recursive: true, force: true });
  }, 120_000);
});
