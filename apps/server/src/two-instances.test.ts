import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { killAppInstances, startAppInstance, type AppInstance } from '../test/app-instance';
import { startProxy, type Proxy } from '../test/haproxy';
import { jobPayload } from '../test/job-fixture';
import { seedMasterData, type MasterData } from '../test/masterdata-fixture';
import { PDF_BYTES } from '../test/multipart';
import { seedSeller } from '../test/seller-fixture';
import type { SignedInApp } from '../test/signed-in-app';
import { createTestContext, type TestContext } from '../test/test-app';
import { seedTestUsers, TEST_USERS } from '../test/users-fixture';
import { writeCalls } from '../test/write-calls';
import { until } from '../test/until';

// Two app instances on one database behind Debian's HAProxy, as the README's compose example runs
// them (README, "More than one instance").

let ctx: TestContext;
let instances: AppInstance[] = [];
let proxy: Proxy;
let calls: ReturnType<typeof writeCalls>;
let md: MasterData;
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'fl-two-instances-'));

beforeAll(async () => {
  ctx = await createTestContext();
  await seedTestUsers(ctx.database.db);
  await seedSeller(ctx.database.db);
  md = await seedMasterData(ctx.database.db);
  // Only the request shapes are used; every call goes through the proxy below.
  calls = writeCalls({ md, call: () => Promise.reject(new Error('not here')) } as unknown as SignedInApp);
  instances = await Promise.all(
    ['one', 'two'].map((name) => startAppInstance({ urls: ctx.urls, dataDir: path.join(folder, name) })),
  );
  proxy = await startProxy(instances.map((instance) => instance.port));
}, 240_000);
afterAll(async () => {
  await proxy?.stop();
  await killAppInstances(instances);
  await ctx.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

interface Answer {
  status: number;
  body: Record<string, unknown>;
  /** The instance the proxy sent the call to. */
  servedBy: string | null;
}

async function send(
  base: string,
  url: string,
  options: { body?: unknown; cookie?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const response = await fetch(`${base}/api/transportation/${url}`, {
    method: options.body === undefined ? 'GET' : 'POST',
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.cookie === undefined ? {} : { cookie: options.cookie }),
      ...options.headers,
    },
    body: options.body === undefined ? null : JSON.stringify(options.body),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text === '' ? {} : (JSON.parse(text) as Record<string, unknown>),
    servedBy: response.headers.get('x-served-by'),
  };
}

async function signIn(base: string): Promise<string> {
  const response = await fetch(`${base}/api/transportation/login.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: TEST_USERS[1].email, password: TEST_USERS[1].password }),
  });
  expect(response.status).toBe(200);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

const call = (name: string) => calls.find((candidate) => candidate.name === name)!;
const bodies = (name: string, count: number) => fc.sample(call(name).request, { numRuns: count, seed: 30 });

const numberOf = (name: string, body: Record<string, unknown>) =>
  Number(name === 'invoice' || name === 'purchase' ? body[`${name}_number`] : body.number);

describe('two instances behind a proxy', () => {
  it('serves a session made through one instance on the other', async () => {
    const [one, two] = instances;
    const cookie = await signIn(one!.baseUrl);
    const there = await send(two!.baseUrl, 'session.php', { cookie });
    expect(there.status).toBe(200);
    expect(there.body).toMatchObject({ email: TEST_USERS[1].email });
    const throughProxy = await Promise.all(
      Array.from({ length: 6 }, () => send(proxy.baseUrl, 'session.php', { cookie })),
    );
    expect(throughProxy.map((answer) => answer.status)).toEqual(Array(6).fill(200));
  });

  it('gives 30 documents of each kind created at once over both instances unique, gapless numbers', async () => {
    const cookie = await signIn(proxy.baseUrl);
    const kinds = ['invoice', 'purchase', 'receipt', 'payment', 'journal'];
    const answers = await Promise.all(
      kinds.flatMap((kind) =>
        bodies(kind, 30).map(async (body) => ({
          kind,
          answer: await send(proxy.baseUrl, `${call(kind).url}.php`, { body, cookie }),
        })),
      ),
    );
    expect(new Set(answers.map((entry) => entry.answer.servedBy))).toEqual(new Set(['app1', 'app2']));
    for (const kind of kinds) {
      const made = answers.filter((entry) => entry.kind === kind);
      expect(
        made.map((entry) => entry.answer.status),
        kind,
      ).toEqual(Array(30).fill(200));
      const numbers = made.map((entry) => numberOf(kind, entry.answer.body)).sort((a, b) => a - b);
      expect(new Set(numbers).size, kind).toBe(30);
      expect(numbers.at(-1)! - numbers[0]! + 1, `${kind} numbers without gaps`).toBe(30);
    }
  });

  it('answers an Idempotency-Key replayed on the other instance with the first receipt', async () => {
    const [one, two] = instances;
    const cookie = await signIn(one!.baseUrl);
    const [body] = bodies('receipt', 1);
    const key = randomUUID();
    const count = async () =>
      (await ctx.database.db.execute<{ count: number }>(sql`select count(*)::int as count from receipts`)).rows[0]!
        .count;
    const before = await count();
    const first = await send(one!.baseUrl, 'vouchers/receipt_generate.php', {
      body,
      cookie,
      headers: { 'idempotency-key': key },
    });
    const replayed = await send(two!.baseUrl, 'vouchers/receipt_generate.php', {
      body,
      cookie,
      headers: { 'idempotency-key': key },
    });
    expect(first.status).toBe(200);
    expect(replayed.body).toEqual(first.body);
    expect(await count()).toBe(before + 1);
  });

  it('serves an attachment uploaded through one instance from the other, byte for byte', async () => {
    const [one, two] = instances;
    const cookie = await signIn(one!.baseUrl);
    const job = await send(one!.baseUrl, 'job_insert.php', { body: jobPayload(md), cookie });
    expect(job.status).toBe(200);
    const form = new FormData();
    form.append('name', 'pod');
    form.append('job', String(job.body.job_id));
    form.append('file', new Blob([PDF_BYTES]), 'pod.pdf');
    const uploaded = await fetch(`${one!.baseUrl}/api/transportation/drive/upload.php`, {
      method: 'POST',
      headers: { cookie },
      body: form,
    });
    expect(uploaded.status).toBe(200);
    const { attachmentId } = (await uploaded.json()) as { attachmentId: number };
    for (const base of [two!.baseUrl, proxy.baseUrl, proxy.baseUrl]) {
      const download = await fetch(`${base}/api/transportation/drive/attachment.php?id=${attachmentId}`, {
        headers: { cookie },
      });
      expect(download.status).toBe(200);
      expect(download.headers.get('content-type')).toBe('application/pdf');
      expect(Buffer.from(await download.arrayBuffer()).equals(PDF_BYTES)).toBe(true);
    }
  });

  it('loses no acknowledged write when one instance is killed mid-load, and the other keeps serving', async () => {
    const cookie = await signIn(proxy.baseUrl);
    const acknowledged: number[] = [];
    const servedBy: string[] = [];
    const receipt = async (body: Record<string, unknown>) => {
      try {
        const answer = await send(proxy.baseUrl, 'vouchers/receipt_generate.php', { body, cookie });
        if (answer.status === 200) {
          acknowledged.push(numberOf('receipt', answer.body));
          servedBy.push(answer.servedBy ?? '');
        }
      } catch {
        // Cut off with the killed instance: not acknowledged, so nothing is owed.
      }
    };
    // Eight clerks keep saving receipts until told to stop; the kill comes once both instances have
    // acknowledged some, however slow the machine.
    const load = bodies('receipt', 50);
    let sent = 0;
    let stopping = false;
    const clerks = Array.from({ length: 8 }, async () => {
      while (!stopping) await receipt(load[(sent += 1) % load.length]!);
    });
    const servedByEach = (name: string) => servedBy.filter((instance) => instance === name).length;
    await until(() => servedByEach('app1') >= 5 && servedByEach('app2') >= 5, 'both instances serving');
    const beforeKill = servedBy.length;
    instances[0]!.process.kill('SIGKILL');
    await until(() => servedBy.length >= beforeKill + 20, 'the survivor serving on');
    stopping = true;
    await Promise.all(clerks);

    // The survivor serves everything after.
    const after = acknowledged.length;
    for (const body of load.slice(0, 20)) await receipt(body);
    expect(acknowledged.length - after).toBe(20);
    expect(servedBy.slice(-20)).toEqual(Array(20).fill('app2'));

    const stored = await ctx.database.db.execute<{ number: number }>(sql`select number::int as number from receipts`);
    const numbers = new Set(stored.rows.map((row) => row.number));
    for (const number of acknowledged) expect(numbers.has(number), `receipt ${number}`).toBe(true);
    expect(new Set(acknowledged).size).toBe(acknowledged.length);
  }, 120_000);
});
