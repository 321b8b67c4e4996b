import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { serverStarted } from '../test/server-started.mjs';
import { isAlive } from '../test/process-alive';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const scripts = (
  JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
).scripts;

/** Starts `npm run serve` as a process manager would, signals the npm process, and looks at what is left. */
async function startAndSignal(signal: NodeJS.Signals) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'fl-signal-'));
  fs.chmodSync(folder, 0o755);
  const dataDir = path.join(folder, 'data');
  // The app's own embedded PostgreSQL is what must stop with it, also when the suite runs on an external server.
  const { DATABASE_URL: _external, ...environment } = process.env;
  const npm = spawn('npm', ['run', 'serve'], {
    cwd: root,
    env: { ...environment, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await serverStarted(npm, 90_000);
  try {
    const postmaster = Number(fs.readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
    const exited = new Promise<number | null>((resolve) => npm.on('exit', (code) => resolve(code)));
    npm.kill(signal);
    const code = await exited;
    for (let i = 0; i < 100 && isAlive(postmaster); i += 1) await new Promise((r) => setTimeout(r, 100));
    return {
      code,
      postgresLeft: isAlive(postmaster),
      postmasterPidFile: fs.existsSync(path.join(dataDir, 'pg', 'postmaster.pid')),
    };
  } finally {
    // Whatever the outcome, nothing of this test is left running or on disk.
    if (npm.exitCode === null && npm.signalCode === null) npm.kill('SIGTERM');
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

describe('stopping the started process', () => {
  beforeAll(() => {
    // `npm run serve` runs the built server, as npm start and npm run demo do after building.
    execFileSync('npm', ['run', 'build:server'], { cwd: root, stdio: 'ignore' });
  }, 120_000);

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    it(`${signal} to npm stops node and its PostgreSQL cleanly`, async () => {
      expect(await startAndSignal(signal)).toEqual({ code: 0, postgresLeft: false, postmasterPidFile: false });
    }, 120_000);
  }

  it('hands over to node with exec in every script that starts the app', () => {
    expect(scripts.serve).toBe('exec node apps/server/dist/main.js');
    expect(scripts.start).toMatch(/&& exec npm run serve$/);
    expect(scripts.demo).toMatch(/&& exec npm run serve -- --demo$/);
  });
});
