import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { killAppInstances, startAppInstance, type AppInstance } from '../../../test/app-instance';
import { useMailTestBed } from '../../../test/mail-test-bed';
import { insertMail } from './mail.queries';
import { until } from '../../../test/until';

// The whole server as its own process, as it runs in production: killed with SIGKILL mid-delivery,
// restarted with SIGTERM mid-delivery, and two of it on one database (docs/architecture.md, "Mail").

const bed = useMailTestBed();
let instances: AppInstance[] = [];
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'fl-mail-instances-'));

afterAll(async () => {
  fs.rmSync(folder, { recursive: true, force: true });
});
afterEach(async () => {
  await killAppInstances(instances);
  instances = [];
});

async function startInstance(): Promise<ChildProcess> {
  const instance = await startAppInstance({
    urls: bed.ctx.urls,
    dataDir: path.join(folder, randomUUID()),
    env: { SMTP_URL: bed.smtp.url, MAIL_FROM: 'Gulf Haulage Accounts <accounts@gulfhaulage.bh>' },
  });
  instances.push(instance);
  return instance.process;
}

function exited(child: ChildProcess): Promise<number | null> {
  return instances.find((instance) => instance.process === child)!.exited();
}

async function queue(count: number): Promise<string[]> {
  const messageIds: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const messageId = `<${randomUUID()}@gulfhaulage.bh>`;
    await insertMail(bed.ctx.database.db, {
      document: 'invoice',
      documentNumber: index + 1,
      to: [{ name: null, address: 'accounts@acme.bh' }],
      cc: [],
      subject: `Invoice ${index + 1}`,
      message: 'Attached.',
      attachmentName: `INV-ARG-${index + 1}.pdf`,
      attachment: Buffer.from(`%PDF-1.7\n% invoice ${index + 1}\n`),
      messageId,
    });
    messageIds.push(messageId);
  }
  return messageIds;
}

async function statuses(): Promise<Record<string, number>> {
  const rows = await bed.ctx.database.db.execute<{ status: string; count: number }>(
    sql`select status, count(*)::int as count from mail_outbox group by status`,
  );
  return Object.fromEntries(rows.rows.map((row) => [row.status, row.count]));
}

const allSent = async (count: number) => (await statuses()).sent === count;
const deliveries = (messageId: string) => bed.smtp.received.filter((mail) => mail.messageId === messageId).length;

/** What a courier's lease of two minutes comes to once they have passed. */
async function leasesRunOut(): Promise<void> {
  await bed.ctx.database.db.execute(
    sql`update mail_outbox set lease_until = now() - interval '1 second' where status = 'sending'`,
  );
}

describe('the outbox across processes', () => {
  it('delivers once the mail a killed instance was sending, through the instance started after it', async () => {
    const messageIds = await queue(5);
    bed.smtp.mood = 'hold';
    const first = await startInstance();
    await until(() => bed.smtp.held.length === 1, 'the first instance is mid-delivery');
    const inHand = bed.smtp.held[0]!;
    first.kill('SIGKILL');
    await exited(first);
    // The server hears the sender hang up before it could answer: the mail is not its responsibility.
    await new Promise((resolve) => setTimeout(resolve, 200));
    bed.smtp.mood = 'accept';
    bed.smtp.release();
    expect(await statuses()).toMatchObject({ sending: 1, queued: 4 });

    await leasesRunOut();
    await startInstance();
    await until(() => allSent(5), 'every mail sent');
    for (const messageId of messageIds) expect(deliveries(messageId), messageId).toBe(1);
    expect(bed.smtp.received).toHaveLength(5);
    const retried = await bed.ctx.database.db.execute<{ attempts: number }>(
      sql`select attempts from mail_outbox where message_id = ${inHand}`,
    );
    expect(retried.rows[0]?.attempts).toBe(2);
  }, 240_000);

  it('finishes the mail in hand when stopped with SIGTERM, and the restarted instance sends nothing twice', async () => {
    const messageIds = await queue(4);
    bed.smtp.mood = 'hold';
    const first = await startInstance();
    await until(() => bed.smtp.held.length === 1, 'the first instance is mid-delivery');
    const stopping = exited(first);
    first.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(first.exitCode).toBeNull();
    bed.smtp.mood = 'accept';
    bed.smtp.release();
    expect(await stopping).toBe(0);
    expect(await statuses()).toMatchObject({ sent: 1, queued: 3 });

    await startInstance();
    await until(() => allSent(4), 'every mail sent');
    for (const messageId of messageIds) expect(deliveries(messageId), messageId).toBe(1);
    expect(bed.smtp.received).toHaveLength(4);
  }, 240_000);

  it('has two instances on one database deliver 30 mails side by side, each once', async () => {
    bed.smtp.mood = 'hold';
    await Promise.all([startInstance(), startInstance()]);
    const messageIds = await queue(30);
    await until(() => bed.smtp.held.length === 2, 'both instances mid-delivery at once');
    expect(new Set(bed.smtp.held).size).toBe(2);
    bed.smtp.mood = 'accept';
    bed.smtp.release();
    await until(() => allSent(30), 'every mail sent');
    for (const messageId of messageIds) expect(deliveries(messageId), messageId).toBe(1);
    expect(bed.smtp.received).toHaveLength(30);
  }, 240_000);
});
