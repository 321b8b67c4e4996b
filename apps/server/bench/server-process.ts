import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../src/db/embedded';
import { serverStarted } from '../test/server-started.mjs';
import { startProxy } from '../test/haproxy';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface ServerProcess {
  baseUrl: string;
  child: ChildProcess;
  /** Resident memory in MB of the server's largest process: the one process, or its largest worker. */
  rssMb(): number;
  stop(): Promise<void>;
}

/** Where the servers run: the bench database and its DATA_DIR. */
export interface ServerTarget {
  url: string;
  appDataDir: string;
}

/** The real server as its own process on loopback, so its memory and CPU are its own. */
export async function startServer(target: ServerTarget): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: target.url,
      DATA_DIR: target.appDataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await serverStarted(child, 120_000);
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    child,
    rssMb: () => Math.max(...processTree(child.pid!).map(rssKb)) / 1024,
    stop: async () => {
      const exited = new Promise((resolve) => child.on('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The process and its descendants, as /proc lists them (the workers of WORKERS=n). */
function processTree(pid: number): number[] {
  const children = fs
    .readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
    .split(' ')
    .filter((child) => child.trim() !== '')
    .map(Number);
  return [pid, ...children.flatMap(processTree)];
}

function rssKb(pid: number): number {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/**
 * n instances of the server on one database behind Debian's HAProxy (round robin), as one server to the
 * load: its RSS is the largest instance's, its stop stops the proxy and every instance. One instance is
 * the server itself, without a proxy.
 */
export async function startInstances(target: ServerTarget, count: number): Promise<ServerProcess> {
  const first = await startServer(target);
  if (count === 1) return first;
  const instances = [first];
  for (let index = 1; index < count; index += 1) instances.push(await startServer(target));
  const proxy = await startProxy(instances.map((instance) => Number(new URL(instance.baseUrl).port)));
  return {
    baseUrl: proxy.baseUrl,
    child: first.child,
    rssMb: () => Math.max(...instances.map((instance) => instance.rssMb())),
    stop: async () => {
      await proxy.stop();
      await Promise.all(instances.map((instance) => instance.stop()));
    },
  };
}
