import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ApiCall } from '@fleetledger/shared/access';
import {
  ATTACHMENT_MESSAGES,
  attachmentName,
  uploadedFile,
  type AttachmentOwnerKind,
} from '@fleetledger/shared/attachments/attachments.contract';
import { requiredId } from '@fleetledger/shared/contract-fields';
import { requiredFile } from '../../http/multipart-body';
import { transportationCalls } from '../../http/transportation-calls';
import { addAttachment, removeAttachment } from './attachments.service';

/**
 * The upload and remove calls of a document kind (spec: drive/<kind>_upload with name, <kind>_id and
 * file; vouchers/<kind>_attachment_remover with <kind>_id and attachment_id).
 */
export function documentAttachmentRoutes(
  app: FastifyInstance,
  kind: AttachmentOwnerKind,
  calls: { upload: ApiCall; remove: ApiCall },
): void {
  const ownerField = `${kind}_id`;
  const uploadPayload = z.object({
    name: attachmentName,
    [ownerField]: requiredId(kind),
    file: uploadedFile.optional(),
  });
  const removePayload = z.object({ [ownerField]: requiredId(kind), attachment_id: requiredId('Attachment') });

  transportationCalls(app, { folder: 'drive' }).post(calls.upload, uploadPayload, async ({ body, user, actor }) => {
    const { file } = body as { file?: { filename: string; data: Uint8Array } };
    const saved = await addAttachment(app.database.db, {
      ownerKind: kind,
      ownerId: body[ownerField] as number,
      name: body.name as string,
      file: requiredFile(file, ATTACHMENT_MESSAGES.fileRequired),
      user: user!,
      actor,
    });
    return { success: true, message: 'File uploaded successfully', attachment: { ...saved, link: saved.url } };
  });

  transportationCalls(app, { folder: 'vouchers' }).post(calls.remove, removePayload, async ({ body, user, actor }) => {
    await removeAttachment(app.database.db, {
      ownerKind: kind,
      ownerId: body[ownerField] as number,
      attachmentId: body.attachment_id as number,
      user: user!,
      actor,
    });
    return { success: true, message: 'Attachment deleted successfully' };
  });
}
