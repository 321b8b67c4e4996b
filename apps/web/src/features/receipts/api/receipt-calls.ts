import { invoiceDetailsResponse } from '@fleetledger/shared/invoices/invoices.contract';
import {
  invoicesByCustomerResponse,
  receiptGenerateResponse,
  receiptListResponse,
  receiptSavedResponse,
} from '@fleetledger/shared/receipts/receipts.contract';
import { apiRequest } from '../../../lib/api-client';
import { moneyVoucherCalls } from '../../../documents/document-calls';
import { documentListFetch } from '../../../documents/document-list';
import { usePendingDocuments } from '../../../documents/pending-documents';

/** POST vouchers/invoices_by_customer: the customer's posted invoices with something pending. */
export function useCustomerInvoices(customerId: number | null, receiptId?: number) {
  return usePendingDocuments('invoices_by_customer', customerId, { receipt_id: receiptId }, invoicesByCustomerResponse);
}

/** GET vouchers/invoice_details: the invoice a receipt is generated from. */
export function readInvoice(number: number) {
  return apiRequest({ path: `vouchers/invoice_details?invoice_number=${number}`, schema: invoiceDetailsResponse });
}

/** GET vouchers/receipt_list: a page of the filtered receipts, their totals, and the numbering gaps. */
export const receiptListPage = documentListFetch('receipt', 'customer_id', receiptListResponse);

/** receipt_generate (once per Idempotency-Key), receipt_update at the version read, receipt_status_update. */
export const receiptCalls = moneyVoucherCalls('receipt', receiptGenerateResponse, receiptSavedResponse);
