import type { FastifyInstance } from 'fastify';
import {
  attachmentDeletePayload,
  attachmentUploadPayload,
  jobBulkPayload,
  jobDataPayload,
  jobDeletePayload,
  jobUpdatePayload,
  JOB_TABLE_MESSAGES,
} from '@fleetledger/shared/job-table/job-table.contract';
import { contractRoute } from '../../http/contract-route';
import { actorOf } from '../../http/actor';
import { badRequest } from '../../http/http-error';
import { deleteRow, monthTable, saveBulk, updateRow } from './job-table.service';
import { addAttachment, declareAttachmentOwner, removeAttachment } from '../attachments/attachments.service';
import { jobAttachmentOwner } from './job-attachments.service';

const BASE = '/api/transportation';

export function jobTableRoutes(app: FastifyInstance): void {
  declareAttachmentOwner(jobAttachmentOwner);

  contractRoute(app, {
    call: 'job_data',
    method: 'POST',
    path: `${BASE}/job_data`,
    body: jobDataPayload,
    handler: async ({ body }) => ({
      success: true,
      ...(await monthTable(app.database.db, body.month, app.config.companyTz)),
    }),
  });

  contractRoute(app, {
    call: 'job_update',
    method: 'POST',
    path: `${BASE}/job_update`,
    body: jobUpdatePayload,
    handler: async ({ body, request, user }) => ({
      success: true,
      updatedRow: await updateRow(app.database.db, body, actorOf(request, user)),
      message: 'Job updated',
    }),
  });

  contractRoute(app, {
    call: 'job_bulk',
    method: 'POST',
    path: `${BASE}/job_bulk`,
    body: jobBulkPayload,
    handler: async ({ body, request, user }) => {
      const rows = await saveBulk(app.database.db, body.jobs, actorOf(request, user));
      return { success: true, message: `${rows.length} job${rows.length === 1 ? '' : 's'} saved`, rows };
    },
  });

  contractRoute(app, {
    call: 'job_delete',
    method: 'POST',
    path: `${BASE}/job_delete`,
    body: jobDeletePayload,
    handler: async ({ body, request, user }) => {
      await deleteRow(app.database.db, body.id, actorOf(request, user));
      return { success: true, message: 'Job deleted' };
    },
  });

  contractRoute(app, {
    call: 'attachment_upload',
    method: 'POST',
    path: `${BASE}/drive/upload`,
    body: attachmentUploadPayload,
    handler: async ({ body, request, user }) => {
      if (body.file === undefined)
        throw badRequest(JOB_TABLE_MESSAGES.fileRequired, { file: JOB_TABLE_MESSAGES.fileRequired });
      const saved = await addAttachment(app.database.db, app.config.dataDir, {
        ownerKind: 'job',
        ownerId: body.job,
        name: body.name,
        file: body.file,
        user: user!,
        actor: actorOf(request, user),
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

  contractRoute(app, {
    call: 'attachment_delete',
    method: 'POST',
    path: `${BASE}/attachment_delete`,
    body: attachmentDeletePayload,
    handler: async ({ body, request, user }) => {
      await removeAttachment(app.database.db, {
        ownerKind: 'job',
        ownerId: body.job_id,
        attachmentId: body.attachment_id,
        user: user!,
        actor: actorOf(request, user),
      });
      return { success: true, message: 'Attachment deleted successfully!' };
    },
  });
}
