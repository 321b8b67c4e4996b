import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../src/db/embedded';

export interface Proxy {
  baseUrl: string;
  stop(): Promise<void>;
}

const HAPROXY = '/usr/sbin/haproxy';

/**
 * Debian's HAProxy in front of the given ports, round robin, each checked every 200 ms and taken out
 * at its first failed check. A request is tried again elsewhere only when it could not connect, never
 * once sent: a write may have happened. Each answer names the instance that gave it in X-Served-By.
 */
export async function startProxy(ports: readonly number[]): Promise<Proxy> {
  if (!fs.existsSync(HAPROXY)) throw new Error(`${HAPROXY} is missing: apt-get install haproxy (.ci/run does)`);
  const port = await freePort();
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'fl-haproxy-'));
  const config = path.join(folder, 'haproxy.cfg');
  fs.writeFileSync(
    config,
    [
      'global',
      '  maxconn 1024',
      'defaults',
      '  mode http',
      '  timeout connect 2s',
      '  timeout client 60s',
      '  timeout server 60s',
      '  retries 3',
      '  option redispatch',
      '  retry-on conn-failure',
      'frontend fleetledger',
      `  bind 127.0.0.1:${port}`,
      '  default_backend instances',
      'backend instances',
      '  balance roundrobin',
      '  option forwardfor',
      // Which instance answered, for the tests to see the load split.
      '  http-response set-header X-Served-By %s',
      ...ports.map((server, index) => `  server app${index + 1} 127.0.0.1:${server} check inter 200ms fall 1 rise 2`),
      '',
    ].join('\n'),
  );
  const child: ChildProcess = spawn(HAPROXY, ['-db', '-f', config], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await listening(port, child, () => output);
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    stop: async () => {
      if (child.exitCode === null) {
        const ended = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await ended;
      }
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}

async function listening(port: number, child: ChildProcess, output: () => string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`haproxy exited:\n${output()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`haproxy did not listen:\n${output()}`);
}
