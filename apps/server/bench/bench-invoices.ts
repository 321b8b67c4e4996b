import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';

/**
 * Takes away an invoice a timing made, so the generated books stay as generated: its lines, the jobs
 * it invoiced open again (none for an invoice of manual lines), its audit entries and itself.
 */
export async function removeBenchInvoice(db: Db, number: number): Promise<void> {
  const id = sql`(select id from invoices where number = ${number})`;
  await db.execute(sql`update jobs set invoice_status = null
    where id in (select job_id from invoice_item_jobs where invoice_id = ${id})`);
  await db.execute(sql`delete from invoice_item_jobs where invoice_id = ${id}`);
  await db.execute(sql`delete from invoice_items where invoice_id = ${id}`);
  // The audit log refuses deletes (migration 0035): the bench's owner switches its triggers off.
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(
      sql`delete from audit_seals where audit_id in (select id from audit_log where entity = 'invoice' and entity_id = ${id}::text)`,
    );
    await tx.execute(sql`delete from audit_log where entity = 'invoice' and entity_id = ${id}::text`);
  });
  await db.execute(sql`delete from invoices where number = ${number}`);
}
