import { beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { LOCK_MESSAGES } from '@fleetledger/shared/ledger/lock-date.contract';
import { useSignedInApp } from '../../../test/signed-in-app';
import { CODES, clearDocuments, ledgerScenario } from '../../../test/ledger-scenario';
import { PDF_BYTES } from '../../../test/multipart';

const api = useSignedInApp({ authority: 1, masterData: true, securityCodes: CODES });
const scenario = ledgerScenario(api);
const db = () => api.ctx.database.db;
const LOCKED = '2026-03-31';

async function lockBooks(lockDate: string): Promise<void> {
  const { version } = (await api.call('GET', 'books/lock_date')).json<{ version: number }>();
  expect((await api.call('POST', 'books/lock_date', { lock_date: lockDate, version })).statusCode).toBe(200);
}

const upload = (invoiceId: number, name: string) =>
  api.upload(
    'drive/invoice_upload.php',
    { name, invoice_id: String(invoiceId) },
    { name: 'evidence.pdf', type: 'application/pdf', data: PDF_BYTES },
  );

const removal = (invoiceId: number, attachmentId: number) =>
  api.call('POST', 'vouchers/invoice_attachment_remover', { invoice_id: invoiceId, attachment_id: attachmentId });

async function attachmentsOf(invoiceId: number) {
  const { rows } = await db().execute<{ id: number; name: string }>(
    sql`select id::int, name from attachments where owner_kind = 'invoice' and owner_id = ${invoiceId} order by id`,
  );
  return rows;
}

/** A Posted invoice dated `date`, answered with its id. */
async function postedInvoiceAt(date: string): Promise<number> {
  const { number } = await scenario.invoice(
    api.md.customers.acme,
    date,
    [{ quantity: 1, unitFils: 100_000, vatPercent: 10 }],
    0,
  );
  expect(await scenario.post('invoice', number!)).toBe(200);
  return (await scenario.details('invoice', number!)).id;
}

beforeEach(async () => {
  await clearDocuments(db());
});

describe('attachments of a document in locked books', () => {
  it('can be added, and the audit log keeps it, but none can be removed', async () => {
    const id = await postedInvoiceAt('2026-03-10');
    const before = (await upload(id, 'delivery note')).json<{ attachment: { id: number } }>().attachment.id;
    await lockBooks(LOCKED);

    const late = await upload(id, 'signed POD');
    expect(late.statusCode, late.body).toBe(200);
    const lateId = late.json<{ attachment: { id: number } }>().attachment.id;
    const { rows: audited } = await db().execute<{ action: string; after: { ownerId: number; name: string } }>(
      sql`select action, after from audit_log where entity = 'attachment' and entity_id = ${String(lateId)}`,
    );
    expect(audited).toEqual([
      { action: 'create', after: expect.objectContaining({ ownerId: id, name: 'signed POD' }) },
    ]);

    for (const attachmentId of [before, lateId]) {
      const refused = await removal(id, attachmentId);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(LOCK_MESSAGES.locked(LOCKED));
    }
    expect((await attachmentsOf(id)).map((row) => row.name)).toEqual(['delivery note', 'signed POD']);
  });

  it('the lock message says attachments can still be added', () => {
    expect(LOCK_MESSAGES.locked(LOCKED)).toContain('attachments can still be added');
  });

  it('are removed as before from a document dated after the lock', async () => {
    await lockBooks(LOCKED);
    const id = await postedInvoiceAt('2026-04-02');
    const added = (await upload(id, 'draft scan')).json<{ attachment: { id: number } }>().attachment.id;
    const removed = await removal(id, added);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await attachmentsOf(id)).toEqual([]);
  });
});
