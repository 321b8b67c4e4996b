import type { FastifyInstance } from 'fastify';
import { paymentNumberText } from '@fleetledger/shared/payments/payment-rules';
import {
  PAYMENT_MESSAGES,
  paymentDetailsPayload,
  paymentGeneratePayload,
  paymentListQuery,
  paymentPdfQuery,
  paymentStatusPayload,
  paymentUpdatePayload,
  purchasesBySupplierPayload,
} from '@fleetledger/shared/payments/payments.contract';
import { contractRoute } from '../../http/contract-route';
import { idempotencyKeyOf } from '../../http/idempotency-key';
import { sendPdf } from '../../http/pdf-reply';
import { documentListRoute, documentStatusRoute } from '../../kernel/document-routes';
import { declareAttachmentOwner } from '../attachments/attachments.service';
import { paymentAttachmentOwner } from './payment-attachments.service';
import { paymentVoucherPdf } from './payment-voucher.service';
import { generatePayment, movePaymentStatus, paymentByNumber, paymentListing, updatePayment } from './payments.service';
import { purchasesToPay } from './purchase-payments.service';

const BASE = '/api/transportation/vouchers';

/**
 * The supplier payment calls, shaped as the receipt calls they mirror: payment_generate answers
 * `success` and `number`, payment_details the payment itself or an `error` field.
 */
export function paymentsRoutes(app: FastifyInstance): void {
  declareAttachmentOwner(paymentAttachmentOwner);
  const db = () => app.database.db;

  contractRoute(app, {
    call: 'purchases_by_supplier',
    method: 'POST',
    path: `${BASE}/purchases_by_supplier`,
    body: purchasesBySupplierPayload,
    handler: async ({ body }) => ({ success: true, data: await purchasesToPay(db(), body.id, body.payment_id) }),
  });

  contractRoute(app, {
    call: 'payment_generate',
    method: 'POST',
    path: `${BASE}/payment_generate`,
    body: paymentGeneratePayload,
    handler: async ({ body, request, actor }) => {
      const key = idempotencyKeyOf(request.headers['idempotency-key']);
      const { number, message } = await generatePayment(db(), body, actor, key);
      return { success: true, number, message };
    },
  });

  contractRoute(app, {
    call: 'payment_details',
    method: 'POST',
    path: `${BASE}/payment_details`,
    envelope: 'error',
    body: paymentDetailsPayload,
    handler: async ({ body }) => paymentByNumber(db(), body.payment_number),
  });

  contractRoute(app, {
    call: 'payment_update',
    method: 'POST',
    path: `${BASE}/payment_update`,
    envelope: 'status',
    body: paymentUpdatePayload,
    handler: async ({ body, actor }) => ({
      status: 'success',
      message: PAYMENT_MESSAGES.updated,
      payment: await updatePayment(db(), body, actor),
    }),
  });

  documentStatusRoute(app, {
    kind: 'payment',
    payload: paymentStatusPayload,
    move: movePaymentStatus(app.config.companyTz),
  });

  contractRoute(app, {
    call: 'payment_pdf',
    method: 'GET',
    path: '/api/transportation/reports/payment_pdf',
    query: paymentPdfQuery,
    handler: async ({ query, reply }) => {
      const pdf = await paymentVoucherPdf(db(), app.config.dataDir, query.payment_number);
      sendPdf(reply, `${paymentNumberText(query.payment_number)}.pdf`, query.download ? 'attachment' : 'inline');
      return pdf;
    },
  });

  documentListRoute(app, { kind: 'payment', payload: paymentListQuery, listing: paymentListing });
}
