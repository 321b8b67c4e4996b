import type { FastifyInstance } from 'fastify';
import {
  attachmentDeletePayload,
  attachmentUploadPayload,
  JOB_TABLE_MESSAGES,
  jobBulkPayload,
  jobBulkResponse,
  jobDataChanges,
  jobDataPayload,
  jobDataResponse,
  jobDeletePayload,
  jobUpdatePayload,
  jobUpdateResponse,
  MONTH_CHANGES,
} from '@fleetledger/shared/job-table/job-table.contract';
import { requiredFile } from '../../http/multipart-body';
import { transportationCalls } from '../../http/transportation-calls';
import { contractRoute } from '../../http/contract-route';
import { deleteRow, saveBulk, updateRow } from './job-table.service';
import { changesToHeld, monthAnswer, monthEtag } from './month-answer.service';
import { heldEtag, takesChanges } from '../../http/conditional-request';
import { sendSharedAnswer } from '../../http/shared-answer';
import { addAttachment, declareAttachmentOwner, removeAttachment } from '../attachments/attachments.service';
import { jobAttachmentOwner } from './job-attachments.service';

export function jobTableRoutes(app: FastifyInstance): void {
  declareAttachmentOwner(jobAttachmentOwner);
  const calls = transportationCalls(app);

  // A month is answered 304 to a reader who holds its version, 226 with the rows changed since to a reader
  // who holds an older one and takes them, else from the one serialized answer ("Reading a month").
  calls.post(
    'job_data',
    {
      takes: jobDataPayload,
      answer: jobDataResponse,
      revalidated: true,
      changes: { form: MONTH_CHANGES, answer: jobDataChanges },
    },
    async ({ body, request, reply }) => {
      const { db } = app.database;
      const etag = await monthEtag(db, body.month, app.config.companyTz);
      const held = heldEtag(request);
      const changes =
        held !== undefined && takesChanges(request, MONTH_CHANGES)
          ? await changesToHeld(db, body.month, held, etag)
          : null;
      if (changes !== null) return reply.code(226).header('im', MONTH_CHANGES).header('etag', etag).send(changes);
      return sendSharedAnswer(app.sharedAnswers, request, reply, {
        read: `job_data.${body.month}`,
        etag,
        readEtag: () => monthEtag(db, body.month, app.config.companyTz),
        build: () => monthAnswer(db, body.month, app.config.companyTz),
      });
    },
  );

  calls.post('job_update', { takes: jobUpdatePayload, answer: jobUpdateResponse }, async ({ body, actor }) => ({
    success: true,
    updatedRow: await updateRow(app.database.db, body, actor),
    message: 'Job updated',
  }));

  calls.post('job_bulk', { takes: jobBulkPayload, answer: jobBulkResponse }, async ({ body, actor }) => {
    const rows = await saveBulk(app.database.db, body.jobs, actor);
    return { success: true, message: `${rows.length} job${rows.length === 1 ? '' : 's'} saved`, rows };
  });

  calls.post('job_delete', jobDeletePayload, async ({ body, actor }) => {
    await deleteRow(app.database.db, body.id, actor);
    return { success: true, message: 'Job deleted' };
  });

  contractRoute(app, {
    call: 'attachment_upload',
    method: 'POST',
    path: '/api/transportation/drive/upload',
    body: attachmentUploadPayload,
    handler: async ({ body, user, actor }) => {
      const saved = await addAttachment(app.database.db, {
        ownerKind: 'job',
        ownerId: body.job,
        name: body.name,
        file: requiredFile(body.file, JOB_TABLE_MESSAGES.fileRequired),
        user: user!,
        actor,
      });
      return {
        success: true,
        attachmentId: saved.id,
        fileLink: saved.url,
        fileUrl: saved.url,
        url: saved.url,
        name: saved.name,
        message: 'File uploaded successfully!',
      };
    },
  });

  calls.post('attachment_delete', attachmentDeletePayload, async ({ body, user, actor }) => {
    await removeAttachment(app.database.db, {
      ownerKind: 'job',
      ownerId: body.job_id,
      attachmentId: body.attachment_id,
      user: user!,
      actor,
    });
    return { success: true, message: 'Attachment deleted successfully!' };
  });
}
