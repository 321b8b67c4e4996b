import type { Db, Executor } from '../../db/client';
import { badRequest, notFound } from '../../http/http-error';
import { recordAudit } from '../../audit/audit-log';
import type { Actor } from '../../identity/actor';
import * as q from './attachments.queries';
import { detectAllowedKind } from '../../files/file-kind';
import type { FileStore } from '../../files/file-store';

export const ONLY_IMAGES_AND_PDF = 'Only images and PDF files are allowed';

export function attachmentUrl(id: number): string {
  return `/api/transportation/drive/attachment.php?id=${id}`;
}

export interface NewAttachment {
  ownerKind: string;
  ownerId: number;
  name: string;
  file: { filename: string; data: Uint8Array };
}

/** Stores the bytes (once) and records the attachment; only images and PDF, judged by content. */
export async function addAttachment(db: Executor, store: FileStore, input: NewAttachment, actor: Actor) {
  const kind = detectAllowedKind(input.file.data);
  if (kind === null) throw badRequest(ONLY_IMAGES_AND_PDF, { file: ONLY_IMAGES_AND_PDF });
  const sha256 = await store.put(input.file.data);
  const row = await q.insertAttachment(db, {
    ownerKind: input.ownerKind,
    ownerId: input.ownerId,
    name: input.name,
    fileName: safeFileName(input.file.filename, kind.extension),
    contentType: kind.mimetype,
    sizeBytes: input.file.data.byteLength,
    sha256,
    createdBy: actor.userId,
  });
  await recordAudit(db, actor, { action: 'create', entity: 'attachment', entityId: row.id, after: row });
  return row;
}

export async function removeAttachment(
  db: Executor,
  ownerKind: string,
  ownerId: number,
  attachmentId: number,
  actor: Actor,
) {
  const row = await q.findAttachment(db, attachmentId);
  if (row === undefined) throw notFound('Attachment not found');
  if (row.ownerKind !== ownerKind || row.ownerId !== ownerId) {
    throw badRequest('That attachment does not belong to this job', {
      attachment_id: 'That attachment does not belong to this job',
    });
  }
  await q.deleteAttachment(db, attachmentId);
  await recordAudit(db, actor, { action: 'delete', entity: 'attachment', entityId: attachmentId, before: row });
}

export async function attachmentForDownload(db: Db, store: FileStore, id: number) {
  const row = await q.findAttachment(db, id);
  if (row === undefined) throw notFound('Attachment not found');
  return { row, data: await store.read(row.sha256) };
}

function safeFileName(original: string, extension: string): string {
  const base =
    original
      .replace(/\.[^.]*$/, '')
      .replace(/[^\w.-]+/g, '_')
      .slice(0, 80) || 'attachment';
  return `${base}.${extension}`;
}

/** When a document goes, its attachment records go with it; the stored bytes stay. */
export async function removeAttachmentsOf(db: Executor, ownerKind: string, ownerId: number): Promise<void> {
  await q.deleteAttachmentsOf(db, ownerKind, ownerId);
}
