import type { FastifyInstance } from 'fastify';
import { STATUS_MESSAGES } from '@fleetledger/shared/documents/document-status';
import { invoiceNumberText } from '@fleetledger/shared/invoices/invoice-job-lines';
import {
  INVOICE_MESSAGES,
  invoiceDetailsQuery,
  invoiceGeneratePayload,
  invoiceListQuery,
  invoiceStatusPayload,
  invoiceUpdatePayload,
} from '@fleetledger/shared/invoices/invoices.contract';
import { contractRoute } from '../../http/contract-route';
import { actorOf } from '../../http/actor';
import { declareAttachmentOwner } from '../attachments/attachments.service';
import { invoiceAttachmentOwner } from './invoice-attachments.service';
import { generateInvoice, invoiceByNumber, invoiceList, updateInvoice } from './invoice-records.service';
import { moveInvoiceStatus } from './invoice-status.service';

const BASE = '/api/transportation/vouchers';

export function invoicesRoutes(app: FastifyInstance): void {
  declareAttachmentOwner(invoiceAttachmentOwner);
  const db = () => app.database.db;

  contractRoute(app, {
    call: 'invoice_generate',
    method: 'POST',
    path: `${BASE}/invoice_generate`,
    envelope: 'status',
    body: invoiceGeneratePayload,
    handler: async ({ body, request, user }) => {
      const { number } = await generateInvoice(db(), body, actorOf(request, user));
      return {
        status: 'success',
        invoice_number: number,
        message: INVOICE_MESSAGES.created(invoiceNumberText(number)),
      };
    },
  });

  contractRoute(app, {
    call: 'invoice_details',
    method: 'GET',
    path: `${BASE}/invoice_details`,
    envelope: 'status',
    query: invoiceDetailsQuery,
    handler: async ({ query }) => ({
      status: 'success',
      invoice: await invoiceByNumber(db(), query.invoice_number),
      message: 'OK',
    }),
  });

  contractRoute(app, {
    call: 'invoice_update',
    method: 'POST',
    path: `${BASE}/invoice_update`,
    envelope: 'status',
    body: invoiceUpdatePayload,
    handler: async ({ body, request, user }) => ({
      status: 'success',
      message: INVOICE_MESSAGES.updated,
      invoice: await updateInvoice(db(), body, actorOf(request, user)),
    }),
  });

  contractRoute(app, {
    call: 'invoice_status_update',
    method: 'POST',
    path: `${BASE}/invoice_status_update`,
    envelope: 'status',
    body: invoiceStatusPayload,
    handler: async ({ body, request, user }) => {
      const invoice = await moveInvoiceStatus(
        db(),
        {
          id: body.invoice_id,
          to: body.status,
          version: body.version,
          codes: { cancel: body.cancel_code, admin: body.admin_code },
        },
        user!,
        actorOf(request, user),
        app.config.companyTz,
      );
      return { status: 'success', message: STATUS_MESSAGES.updated(body.status), invoice };
    },
  });

  contractRoute(app, {
    call: 'invoice_list',
    method: 'GET',
    path: `${BASE}/invoice_list`,
    envelope: 'status',
    query: invoiceListQuery,
    handler: async ({ query }) => ({ status: 'success', ...(await invoiceList(db(), query)) }),
  });
}
