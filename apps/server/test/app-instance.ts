import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../src/db/embedded';
import { SERVER_ROOT } from '../src/server-root';
import { serverStarted } from './server-started.mjs';

export interface AppInstance {
  port: number;
  baseUrl: string;
  process: ChildProcess;
  /** Resolves with the exit code once the process has ended. */
  exited(): Promise<number | null>;
}

/**
 * The whole server as a process of its own, from its TypeScript source, on a test database: migrated by
 * its owner, serving as the suite's app role (deriving a role would change that role's password).
 */
export async function startAppInstance(options: {
  urls: { owner: string; app: string };
  dataDir: string;
  env?: Record<string, string>;
}): Promise<AppInstance> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(SERVER_ROOT, 'src', 'main.ts')], {
    cwd: SERVER_ROOT,
    env: {
      ...process.env,
      DATABASE_OWNER_URL: options.urls.owner,
      DATABASE_URL: options.urls.app,
      DATA_DIR: options.dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const ended = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await serverStarted(child, 120_000);
  return {
    port,
    baseUrl: `http://127.0.0.1:${port}`,
    process: child,
    exited: () => (child.exitCode !== null || child.signalCode !== null ? Promise.resolve(child.exitCode) : ended),
  };
}

/** Ends every instance still running, at once. */
export async function killAppInstances(instances: readonly AppInstance[]): Promise<void> {
  for (const instance of instances) {
    if (instance.process.exitCode === null && instance.process.signalCode === null) instance.process.kill('SIGKILL');
  }
  await Promise.all(instances.map((instance) => instance.exited()));
}
