import { INVOICE_MESSAGES } from '@fleetledger/shared/invoices/invoices.contract';
import { documentAttachmentOwner } from '../attachments/attachments.service';
import { lockInvoice } from './invoice-records.queries';

export const invoiceAttachmentOwner = documentAttachmentOwner('invoice', INVOICE_MESSAGES.notFound, (db, id) =>
  lockInvoice(db, id),
);
