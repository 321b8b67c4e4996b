import type { FastifyInstance } from 'fastify';
import { attachmentDownloadQuery } from '@fleetledger/shared/attachments/attachments.contract';
import { contractRoute } from '../../http/contract-route';
import { attachmentForDownload } from './attachments.service';
import { documentAttachmentRoutes } from './document-attachment.routes';

/**
 * The one download of every attachment (any signed-in user, then the owner kind's readers decide),
 * and the upload and remove calls of each document kind.
 */
export function attachmentRoutes(app: FastifyInstance): void {
  documentAttachmentRoutes(app, 'invoice', { upload: 'invoice_upload', remove: 'invoice_attachment_remover' });
  documentAttachmentRoutes(app, 'purchase', { upload: 'purchase_upload', remove: 'purchase_attachment_remover' });
  documentAttachmentRoutes(app, 'receipt', { upload: 'receipt_upload', remove: 'receipt_attachment_remover' });
  documentAttachmentRoutes(app, 'payment', { upload: 'payment_upload', remove: 'payment_attachment_remover' });
  documentAttachmentRoutes(app, 'journal', { upload: 'journal_upload', remove: 'journal_attachment_remover' });

  contractRoute(app, {
    call: 'attachment_download',
    method: 'GET',
    path: '/api/transportation/drive/attachment',
    query: attachmentDownloadQuery,
    answer: 'file',
    handler: async ({ query, reply, user }) => {
      const { row, file } = await attachmentForDownload(app.database.db, query.id, user!);
      const disposition = query.download ? 'attachment' : 'inline';
      void reply
        .header('content-type', row.contentType)
        .header('content-length', file.sizeBytes)
        .header('content-disposition', `${disposition}; filename="${row.fileName}"`)
        .header('cache-control', 'private, no-cache')
        .header('x-content-type-options', 'nosniff');
      return file.stream;
    },
  });
}
