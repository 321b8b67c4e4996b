import type { Executor } from '../db/client';
import { auditLog } from '../db/schema';

export type AuditEntry = typeof auditLog.$inferInsert;

export async function insertAuditEntries(db: Executor, entries: readonly AuditEntry[]): Promise<void> {
  await db.insert(auditLog).values([...entries]);
}
