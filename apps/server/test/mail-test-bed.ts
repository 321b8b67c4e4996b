import { afterAll, beforeAll, beforeEach } from 'vitest';
import { sql } from 'drizzle-orm';
import { startSmtpTestServer, type SmtpTestServer } from './smtp-test-server';
import { createTestContext, type TestContext } from './test-app';

export interface MailTestBed {
  ctx: TestContext;
  smtp: SmtpTestServer;
}

/** A fresh database and a real SMTP server for the file; each test starts with an empty outbox and inbox. */
export function useMailTestBed(): MailTestBed {
  const bed = {} as MailTestBed;
  beforeAll(async () => {
    bed.ctx = await createTestContext();
    bed.smtp = await startSmtpTestServer();
  });
  afterAll(async () => {
    await bed.smtp.stop();
    await bed.ctx.close();
  });
  beforeEach(async () => {
    bed.smtp.mood = 'accept';
    bed.smtp.received.length = 0;
    await bed.ctx.database.db.execute(sql`delete from mail_outbox`);
  });
  return bed;
}
