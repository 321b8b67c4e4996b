import type { FastifyInstance } from 'fastify';
import {
  INVOICE_MESSAGES,
  invoiceDetailsQuery,
  invoiceGeneratePayload,
  invoiceListQuery,
  invoiceStatusPayload,
  invoiceUpdatePayload,
} from '@fleetledger/shared/invoices/invoices.contract';
import { documentRoutes } from '../../kernel/document-routes';
import { declareAttachmentOwner } from '../attachments/attachments.service';
import { invoiceAttachmentOwner } from './invoice-attachments.service';
import { generateInvoice, invoiceByNumber, invoiceListing, updateInvoice } from './invoice-records.service';
import { moveInvoiceStatus } from './invoice-status.service';

export function invoicesRoutes(app: FastifyInstance): void {
  declareAttachmentOwner(invoiceAttachmentOwner);
  documentRoutes(app, {
    kind: 'invoice',
    payloads: {
      generate: invoiceGeneratePayload,
      details: invoiceDetailsQuery,
      update: invoiceUpdatePayload,
      status: invoiceStatusPayload,
      list: invoiceListQuery,
    },
    updatedMessage: INVOICE_MESSAGES.updated,
    generate: generateInvoice,
    byNumber: (db, query) => invoiceByNumber(db, query.invoice_number),
    update: updateInvoice,
    // A credit note issued by the move is dated today in the company's time zone.
    move: (db, move, user, actor) => moveInvoiceStatus(db, move, user, actor, app.config.companyTz),
    listing: invoiceListing,
  });
}
