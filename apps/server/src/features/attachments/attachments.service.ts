import type { Authority } from '@fleetledger/shared/access';
import { ATTACHMENT_MESSAGES, type AttachmentOwnerKind } from '@fleetledger/shared/attachments/attachments.contract';
import type { Db, Executor } from '../../db/client';
import { badRequest, conflict, forbidden, notFound } from '../../http/http-error';
import { recordAudit } from '../../audit/audit-log';
import type { Actor } from '../../identity/actor';
import { refuseLockedDates } from '../../kernel/lock-date';
import { detectAllowedKind } from '../../files/file-kind';
import { fileStore } from '../../files/file-store';
import { attachmentOwner, type AttachmentOwner } from './attachment-owners';
import * as q from './attachments.queries';

export { declareAttachmentOwner, documentAttachmentOwner } from './attachment-owners';
export type { AttachmentOwner } from './attachment-owners';

export function attachmentUrl(id: number): string {
  return `/api/transportation/drive/attachment.php?id=${id}`;
}

export interface AttachmentRequest {
  ownerKind: AttachmentOwnerKind;
  ownerId: number;
  user: { authority: Authority };
  actor: Actor;
}

function ownerOf(kind: string): AttachmentOwner {
  const owner = attachmentOwner(kind);
  if (owner === undefined) throw new Error(`no attachment owner declared for '${kind}'`);
  return owner;
}

/**
 * The owner exists, the user may change its attachments, and it is not locked; answers the owner's
 * date in the books, if it has one.
 */
async function requireChangeable(tx: Executor, owner: AttachmentOwner, request: AttachmentRequest) {
  if (!owner.editors.includes(request.user.authority)) throw forbidden();
  const state = await owner.state(tx, request.ownerId);
  if (state.missing) throw notFound(owner.notFoundMessage);
  if (state.lockedReason !== null) throw conflict(state.lockedReason);
  return state.date;
}

/** Stores the bytes (once) and lists the attachment on its owner; only images and PDF, judged by content. */
export async function addAttachment(
  db: Db,
  request: AttachmentRequest & { name: string; file: { filename: string; data: Uint8Array } },
) {
  const owner = ownerOf(request.ownerKind);
  const kind = detectAllowedKind(request.file.data);
  return db.transaction(async (tx) => {
    await requireChangeable(tx, owner, request);
    if (kind === null) {
      throw badRequest(ATTACHMENT_MESSAGES.onlyImagesAndPdf, { file: ATTACHMENT_MESSAGES.onlyImagesAndPdf });
    }
    const sha256 = await fileStore(tx).put(request.file.data);
    const row = await q.insertAttachment(tx, {
      ownerKind: request.ownerKind,
      ownerId: request.ownerId,
      name: request.name,
      fileName: safeFileName(request.file.filename, kind.extension),
      contentType: kind.mimetype,
      sizeBytes: request.file.data.byteLength,
      sha256,
      createdBy: request.actor.userId,
    });
    await recordAudit(tx, request.actor, { action: 'create', entity: 'attachment', entityId: row.id, after: row });
    return { id: row.id, name: row.name, url: attachmentUrl(row.id) };
  });
}

export async function removeAttachment(db: Db, request: AttachmentRequest & { attachmentId: number }): Promise<void> {
  const owner = ownerOf(request.ownerKind);
  await db.transaction(async (tx) => {
    // Evidence may still be added to a document in locked books (it often arrives late), but what
    // the books were closed with stays: none of its attachments is removed.
    const date = await requireChangeable(tx, owner, request);
    if (date !== undefined) await refuseLockedDates(tx, date);
    const row = await q.findAttachment(tx, request.attachmentId);
    if (row === undefined) throw notFound(ATTACHMENT_MESSAGES.notFound);
    if (row.ownerKind !== request.ownerKind || row.ownerId !== request.ownerId) {
      const message = ATTACHMENT_MESSAGES.notOnOwner(owner.label);
      throw badRequest(message, { attachment_id: message });
    }
    await q.deleteAttachment(tx, request.attachmentId);
    await recordAudit(tx, request.actor, {
      action: 'delete',
      entity: 'attachment',
      entityId: request.attachmentId,
      before: row,
    });
  });
}

/** The stored file, for a user its owner kind lets read it. */
export async function attachmentForDownload(db: Db, id: number, user: { authority: Authority }) {
  const row = await q.findAttachment(db, id);
  if (row === undefined) throw notFound(ATTACHMENT_MESSAGES.notFound);
  if (!ownerOf(row.ownerKind).readers.includes(user.authority)) throw forbidden();
  return { row, file: await fileStore(db).open(row.sha256) };
}

/** An owner's attachments as its screen lists them, oldest first. */
export async function attachmentsOf(db: Executor, ownerKind: AttachmentOwnerKind, ownerId: number) {
  const rows = await q.listAttachments(db, ownerKind, ownerId);
  return rows.map((row) => ({ id: row.id, name: row.name, url: attachmentUrl(row.id) }));
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
export async function removeAttachmentsOf(
  db: Executor,
  ownerKind: AttachmentOwnerKind,
  ownerId: number,
): Promise<void> {
  await q.deleteAttachmentsOf(db, ownerKind, ownerId);
}
