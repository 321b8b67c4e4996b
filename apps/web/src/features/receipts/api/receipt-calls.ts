import { useQuery } from '@tanstack/react-query';
import { invoiceDetailsResponse } from '@fleetledger/shared/invoices/invoices.contract';
import {
  invoicesByCustomerResponse,
  receiptGenerateResponse,
  receiptListResponse,
  receiptSavedResponse,
  type ReceiptGenerateInput,
} from '@fleetledger/shared/receipts/receipts.contract';
import { apiRequest } from '../../../lib/api-client';
import { moveDocument, type DocumentMove } from '../../../lib/document-calls';
import { documentListFetch } from '../../../lib/document-list';

/** POST vouchers/invoices_by_customer: the customer's posted invoices with something pending. */
export function useCustomerInvoices(customerId: number | null, receiptId?: number) {
  return useQuery({
    queryKey: ['customer-invoices', customerId, receiptId],
    enabled: customerId !== null,
    queryFn: ({ signal }) =>
      apiRequest({
        path: 'vouchers/invoices_by_customer',
        method: 'POST',
        body: { id: customerId, receipt_id: receiptId },
        schema: invoicesByCustomerResponse,
        signal,
      }),
  });
}

/** GET vouchers/invoice_details: the invoice a receipt is generated from. */
export function readInvoice(number: number) {
  return apiRequest({ path: `vouchers/invoice_details?invoice_number=${number}`, schema: invoiceDetailsResponse });
}

/** GET vouchers/receipt_list: a page of the filtered receipts, their totals, and the numbering gaps. */
export const receiptListPage = documentListFetch('receipt', 'customer_id', receiptListResponse);

/** POST vouchers/receipt_generate; the same key answers a repeated submit with the first receipt. */
export function generateReceipt(payload: ReceiptGenerateInput, requestKey: string) {
  return apiRequest({
    path: 'vouchers/receipt_generate',
    method: 'POST',
    body: payload,
    headers: { 'Idempotency-Key': requestKey },
    schema: receiptGenerateResponse,
  });
}

/** POST vouchers/receipt_update at the version read. */
export function updateReceipt(payload: ReceiptGenerateInput & { id: number; version: number }) {
  return apiRequest({ path: 'vouchers/receipt_update', method: 'POST', body: payload, schema: receiptSavedResponse });
}

/** POST vouchers/receipt_status_update with the codes the move needs. */
export function moveReceipt(move: DocumentMove) {
  return moveDocument('receipt', move, receiptSavedResponse);
}
