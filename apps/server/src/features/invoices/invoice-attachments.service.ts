import { ADMIN } from '@fleetledger/shared/access';
import { isDocumentStatus, STATUS_MESSAGES, takesAttachments } from '@fleetledger/shared/documents/document-status';
import { INVOICE_MESSAGES } from '@fleetledger/shared/invoices/invoices.contract';
import type { AttachmentOwner } from '../attachments/attachments.service';
import { lockInvoice } from './invoice-records.queries';

/** An invoice's attachments: the Admin's, as the invoice pages are; closed once it is Cancelled. */
export const invoiceAttachmentOwner: AttachmentOwner = {
  kind: 'invoice',
  label: 'invoice',
  readers: [ADMIN],
  editors: [ADMIN],
  notFoundMessage: INVOICE_MESSAGES.notFound,
  async state(db, invoiceId) {
    const invoice = await lockInvoice(db, invoiceId);
    if (invoice === undefined) return { missing: true };
    const open = !isDocumentStatus(invoice.status) || takesAttachments(invoice.status);
    return { missing: false, lockedReason: open ? null : STATUS_MESSAGES.attachmentsClosed };
  },
};
