import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { attachments } from '../../db/schema';

export type AttachmentRow = typeof attachments.$inferSelect;

export async function insertAttachment(db: Executor, values: typeof attachments.$inferInsert) {
  const [row] = await db.insert(attachments).values(values).returning();
  return row!;
}

export async function findAttachment(db: Executor, id: number) {
  const rows = await db.select().from(attachments).where(eq(attachments.id, id)).limit(1);
  return rows[0];
}

export async function deleteAttachment(db: Executor, id: number) {
  await db.delete(attachments).where(eq(attachments.id, id));
}

export async function deleteAttachmentsOf(db: Executor, ownerKind: string, ownerId: number) {
  await db.delete(attachments).where(and(eq(attachments.ownerKind, ownerKind), eq(attachments.ownerId, ownerId)));
}

export async function listAttachments(db: Executor, ownerKind: string, ownerId: number) {
  return db
    .select({ id: attachments.id, name: attachments.name })
    .from(attachments)
    .where(and(eq(attachments.ownerKind, ownerKind), eq(attachments.ownerId, ownerId)))
    .orderBy(attachments.id);
}
