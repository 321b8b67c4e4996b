import type { Db } from '../../db/client';
import {
  addAttachment,
  attachmentForDownload,
  attachmentUrl,
  removeAttachment,
} from '../attachments/attachments.service';
import { fileStore } from '../../files/file-store';
import type { Actor } from '../../identity/actor';
import { requireEditableJob } from './job-table.service';

export async function uploadJobAttachment(
  db: Db,
  dataDir: string,
  input: { jobId: number; name: string; file: { filename: string; data: Uint8Array } },
  actor: Actor,
) {
  return db.transaction(async (tx) => {
    await requireEditableJob(tx, input.jobId);
    const row = await addAttachment(
      tx,
      fileStore(dataDir),
      { ownerKind: 'job', ownerId: input.jobId, name: input.name, file: input.file },
      actor,
    );
    return { id: row.id, name: row.name, url: attachmentUrl(row.id) };
  });
}

export async function removeJobAttachment(db: Db, jobId: number, attachmentId: number, actor: Actor) {
  await db.transaction(async (tx) => {
    await requireEditableJob(tx, jobId);
    await removeAttachment(tx, 'job', jobId, attachmentId, actor);
  });
}

export async function downloadJobAttachment(db: Db, dataDir: string, id: number) {
  return attachmentForDownload(db, fileStore(dataDir), id);
}
