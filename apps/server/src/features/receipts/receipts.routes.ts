import type { FastifyInstance } from 'fastify';
import { receiptNumberText } from '@fleetledger/shared/receipts/receipt-rules';
import {
  invoicesByCustomerPayload,
  invoicesByCustomerResponse,
  RECEIPT_MESSAGES,
  receiptDetailsPayload,
  receiptGeneratePayload,
  receiptGenerateResponse,
  receiptListQuery,
  receiptListResponse,
  receiptPdfQuery,
  receiptSavedResponse,
  receiptStatusPayload,
  receiptUpdatePayload,
} from '@fleetledger/shared/receipts/receipts.contract';
import { moneyVoucherRoutes } from '../../kernel/money-voucher-routes';
import { declareAttachmentOwner } from '../attachments/attachments.service';
import { receiptAttachmentOwner } from './receipt-attachments.service';
import { moveReceiptStatus } from './receipt-ledger.service';
import { receiptVoucherPdf } from './receipt-voucher.service';
import {
  generateReceipt,
  invoicesToAllocate,
  receiptByNumber,
  receiptListing,
  updateReceipt,
} from './receipts.service';

/** The receipt calls, with the answers the accounting spec gives them (kernel/money-voucher-routes). */
export function receiptsRoutes(app: FastifyInstance): void {
  declareAttachmentOwner(receiptAttachmentOwner);
  moneyVoucherRoutes(app, {
    kind: 'receipt',
    documentsCall: 'invoices_by_customer',
    payloads: {
      documents: invoicesByCustomerPayload,
      generate: receiptGeneratePayload,
      details: receiptDetailsPayload,
      update: receiptUpdatePayload,
      status: receiptStatusPayload,
      pdf: receiptPdfQuery,
      list: receiptListQuery,
    },
    answers: {
      documents: invoicesByCustomerResponse,
      generate: receiptGenerateResponse,
      update: receiptSavedResponse,
      status: receiptSavedResponse,
      list: receiptListResponse,
    },
    updatedMessage: RECEIPT_MESSAGES.updated,
    numberText: receiptNumberText,
    documentsToAllocate: invoicesToAllocate,
    generate: generateReceipt,
    byNumber: receiptByNumber,
    update: updateReceipt,
    pdf: receiptVoucherPdf,
    move: moveReceiptStatus(app.config.companyTz),
    listing: receiptListing,
  });
}
