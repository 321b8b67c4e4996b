import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { killAppInstances, startAppInstance, type AppInstance } from '../test/app-instance';
import { createTestContext, type TestContext } from '../test/test-app';
import { isAlive } from '../test/process-alive';
import { until } from '../test/until';

// WORKERS=2: the primary opens the database, forks two workers on one port, starts a dead one again and
// stops them all cleanly on SIGTERM (docs/architecture.md, "Both cores").

let ctx: TestContext;
let instance: AppInstance;
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'fl-workers-'));

beforeAll(async () => {
  ctx = await createTestContext();
  instance = await startAppInstance({ urls: ctx.urls, dataDir: folder, env: { WORKERS: '2' } });
}, 240_000);
afterAll(async () => {
  await killAppInstances([instance]);
  for (const worker of workersOf(instance)) process.kill(worker, 'SIGKILL');
  await ctx.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

/** The primary's child processes, each with its command line (a dead one not yet reaped is `<defunct>`). */
function children(primary: AppInstance): { pid: number; args: string }[] {
  try {
    return execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(primary.process.pid)], { encoding: 'utf8' })
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => {
        const [pid, ...args] = line.trim().split(/\s+/);
        return { pid: Number(pid), args: args.join(' ') };
      });
  } catch {
    return [];
  }
}

const childrenOf = (primary: AppInstance) => children(primary).map((child) => child.pid);

/** The workers: children running the server (tsx has an esbuild child of its own). */
const workersOf = (primary: AppInstance) =>
  children(primary)
    .filter((child) => child.args.includes('main.ts'))
    .map((child) => child.pid);

/** Each call on a connection of its own: a kept-alive one to the killed worker died with it. */
const calls = (count: number) =>
  Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<number>((resolve, reject) => {
          http
            .get(`${instance.baseUrl}/api/transportation/session.php`, { agent: false }, (response) => {
              response.resume();
              resolve(response.statusCode ?? 0);
            })
            .on('error', reject)
            .setTimeout(10_000, () => reject(new Error('no answer in 10 s')));
        }),
    ),
  );

describe('serving from two worker processes', () => {
  it('answers on one port from two workers, and starts a killed worker again while the other serves', async () => {
    const first = workersOf(instance);
    expect(first).toHaveLength(2);
    expect(await calls(40)).toEqual(Array(40).fill(401));

    process.kill(first[0]!, 'SIGKILL');
    // Once the primary has reaped it, no connection is handed to it: the other worker serves alone.
    await until(() => !childrenOf(instance).includes(first[0]!), 'the killed worker reaped');
    expect(await calls(20)).toEqual(Array(20).fill(401));
    await until(() => {
      const now = workersOf(instance);
      return now.length === 2 && !now.includes(first[0]!);
    }, 'a new worker');
    expect(await calls(40)).toEqual(Array(40).fill(401));
  }, 120_000);

  it('stops every worker and exits 0 on SIGTERM', async () => {
    const workers = workersOf(instance);
    instance.process.kill('SIGTERM');
    expect(await instance.exited()).toBe(0);
    await until(() => workers.every((pid) => !isAlive(pid)), 'every worker gone');
  }, 120_000);
});
