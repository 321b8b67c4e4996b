import type { FastifyInstance } from 'fastify';
import { receiptNumberText } from '@fleetledger/shared/receipts/receipt-rules';
import {
  invoicesByCustomerPayload,
  RECEIPT_MESSAGES,
  receiptDetailsPayload,
  receiptGeneratePayload,
  receiptListQuery,
  receiptPdfQuery,
  receiptStatusPayload,
  receiptUpdatePayload,
} from '@fleetledger/shared/receipts/receipts.contract';
import { actorOf } from '../../http/actor';
import { contractRoute } from '../../http/contract-route';
import { idempotencyKeyOf } from '../../http/idempotency-key';
import { sendPdf } from '../../http/pdf-reply';
import { documentListRoute, documentStatusRoute } from '../../kernel/document-routes';
import { declareAttachmentOwner } from '../attachments/attachments.service';
import { receiptAttachmentOwner } from './receipt-attachments.service';
import { receiptVoucherPdf } from './receipt-voucher.service';
import {
  generateReceipt,
  invoicesToAllocate,
  moveReceiptStatus,
  receiptByNumber,
  receiptListing,
  updateReceipt,
} from './receipts.service';

const BASE = '/api/transportation/vouchers';

/**
 * The receipt calls. Their answers differ from the other documents' as the accounting spec gives
 * them: receipt_generate answers `success` and `number`, receipt_details the receipt itself or an
 * `error` field.
 */
export function receiptsRoutes(app: FastifyInstance): void {
  declareAttachmentOwner(receiptAttachmentOwner);
  const db = () => app.database.db;

  contractRoute(app, {
    call: 'invoices_by_customer',
    method: 'POST',
    path: `${BASE}/invoices_by_customer`,
    body: invoicesByCustomerPayload,
    handler: async ({ body }) => ({ success: true, data: await invoicesToAllocate(db(), body.id, body.receipt_id) }),
  });

  contractRoute(app, {
    call: 'receipt_generate',
    method: 'POST',
    path: `${BASE}/receipt_generate`,
    body: receiptGeneratePayload,
    handler: async ({ body, request, user }) => {
      const key = idempotencyKeyOf(request.headers['idempotency-key']);
      const { number, message } = await generateReceipt(db(), body, actorOf(request, user), key);
      return { success: true, number, message };
    },
  });

  contractRoute(app, {
    call: 'receipt_details',
    method: 'POST',
    path: `${BASE}/receipt_details`,
    envelope: 'error',
    body: receiptDetailsPayload,
    handler: async ({ body }) => receiptByNumber(db(), body.receipt_number),
  });

  contractRoute(app, {
    call: 'receipt_update',
    method: 'POST',
    path: `${BASE}/receipt_update`,
    envelope: 'status',
    body: receiptUpdatePayload,
    handler: async ({ body, request, user }) => ({
      status: 'success',
      message: RECEIPT_MESSAGES.updated,
      receipt: await updateReceipt(db(), body, actorOf(request, user)),
    }),
  });

  documentStatusRoute(app, {
    kind: 'receipt',
    payload: receiptStatusPayload,
    move: moveReceiptStatus(app.config.companyTz),
  });

  contractRoute(app, {
    call: 'receipt_pdf',
    method: 'GET',
    path: '/api/transportation/reports/receipt_pdf',
    query: receiptPdfQuery,
    handler: async ({ query, reply }) => {
      const pdf = await receiptVoucherPdf(db(), app.config.dataDir, query.receipt_number);
      sendPdf(reply, `${receiptNumberText(query.receipt_number)}.pdf`, query.download ? 'attachment' : 'inline');
      return pdf;
    },
  });

  documentListRoute(app, { kind: 'receipt', payload: receiptListQuery, listing: receiptListing });
}
