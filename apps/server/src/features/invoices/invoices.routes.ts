import type { FastifyInstance } from 'fastify';
import {
  INVOICE_MESSAGES,
  invoicePdfPayload,
  invoicePdfQuery,
  PDF_MESSAGES,
  invoiceDetailsQuery,
  invoiceGeneratePayload,
  invoiceListQuery,
  invoiceStatusPayload,
  invoiceUpdatePayload,
  invoiceDetailsResponse,
  invoiceGenerateResponse,
  invoiceListResponse,
  invoicePdfResponse,
  invoiceStatusResponse,
  invoiceUpdateResponse,
} from '@fleetledger/shared/invoices/invoices.contract';
import { invoiceNumberText } from '@fleetledger/shared/invoices/invoice-job-lines';
import { actorOf } from '../../http/actor';
import { contractRoute } from '../../http/contract-route';
import { sendPdf } from '../../http/pdf-reply';
import { REPORTS, reportPaths } from '../../http/report-paths';
import { documentRoutes } from '../../kernel/document-routes';
import { declareAttachmentOwner } from '../attachments/attachments.service';
import { invoiceAttachmentOwner } from './invoice-attachments.service';
import { generateInvoice, invoiceByNumber, invoiceListing, updateInvoice } from './invoice-records.service';
import { invoicePdf, invoicePdfLink } from './invoice-pdf.service';
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
    answers: {
      generate: invoiceGenerateResponse,
      details: invoiceDetailsResponse,
      update: invoiceUpdateResponse,
      status: invoiceStatusResponse,
      list: invoiceListResponse,
    },
    updatedMessage: INVOICE_MESSAGES.updated,
    generate: generateInvoice,
    byNumber: (db, query) => invoiceByNumber(db, query.invoice_number),
    update: updateInvoice,
    // A credit note issued by the move is dated today in the company's time zone.
    move: (db, move, user, actor) => moveInvoiceStatus(db, move, user, actor, app.config.companyTz),
    listing: invoiceListing,
  });

  contractRoute(app, {
    call: 'generate_invoice_pdf',
    method: 'POST',
    ...reportPaths('generate_invoice_pdf'),
    envelope: 'status',
    body: invoicePdfPayload,
    answer: invoicePdfResponse,
    handler: async ({ body }) => ({
      status: 'success',
      pdf_url: await invoicePdfLink(app.database.db, REPORTS, body),
      message: PDF_MESSAGES.ready,
    }),
  });

  contractRoute(app, {
    call: 'invoice_pdf',
    method: 'GET',
    ...reportPaths('invoice_pdf'),
    query: invoicePdfQuery,
    answer: 'pdf',
    handler: async ({ query, reply, request, user }) => {
      const pdf = await invoicePdf(
        app.database.db,
        { number: query.invoice_number, includeDetails: query.include_details, action: query.action },
        actorOf(request, user),
      );
      const disposition = query.action === 'download' ? 'attachment' : 'inline';
      sendPdf(reply, `${invoiceNumberText(query.invoice_number)}.pdf`, disposition);
      return pdf;
    },
  });
}
