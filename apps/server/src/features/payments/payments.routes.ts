import type { FastifyInstance } from 'fastify';
import { paymentNumberText } from '@fleetledger/shared/payments/payment-rules';
import {
  PAYMENT_MESSAGES,
  paymentDetailsPayload,
  paymentGeneratePayload,
  paymentGenerateResponse,
  paymentListQuery,
  paymentListResponse,
  paymentPdfQuery,
  paymentSavedResponse,
  paymentStatusPayload,
  paymentUpdatePayload,
  purchasesBySupplierPayload,
  purchasesBySupplierResponse,
} from '@fleetledger/shared/payments/payments.contract';
import { moneyVoucherRoutes } from '../../kernel/money-voucher-routes';
import { declareAttachmentOwner } from '../attachments/attachments.service';
import { paymentAttachmentOwner } from './payment-attachments.service';
import { movePaymentStatus } from './payment-ledger.service';
import { paymentVoucherPdf } from './payment-voucher.service';
import { generatePayment, paymentByNumber, paymentListing, updatePayment } from './payments.service';
import { purchasesToPay } from './purchase-payments.service';

/** The supplier payment calls, shaped as the receipt calls they mirror. */
export function paymentsRoutes(app: FastifyInstance): void {
  declareAttachmentOwner(paymentAttachmentOwner);
  moneyVoucherRoutes(app, {
    kind: 'payment',
    documentsCall: 'purchases_by_supplier',
    payloads: {
      documents: purchasesBySupplierPayload,
      generate: paymentGeneratePayload,
      details: paymentDetailsPayload,
      update: paymentUpdatePayload,
      status: paymentStatusPayload,
      pdf: paymentPdfQuery,
      list: paymentListQuery,
    },
    answers: {
      documents: purchasesBySupplierResponse,
      generate: paymentGenerateResponse,
      update: paymentSavedResponse,
      status: paymentSavedResponse,
      list: paymentListResponse,
    },
    updatedMessage: PAYMENT_MESSAGES.updated,
    numberText: paymentNumberText,
    documentsToAllocate: purchasesToPay,
    generate: generatePayment,
    byNumber: paymentByNumber,
    update: updatePayment,
    pdf: paymentVoucherPdf,
    move: movePaymentStatus(app.config.companyTz),
    listing: paymentListing,
  });
}
