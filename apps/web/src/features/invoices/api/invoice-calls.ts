import { useQuery } from '@tanstack/react-query';
import {
  invoiceGenerateResponse,
  invoiceListResponse,
  invoicePdfResponse,
  invoiceStatusResponse,
  invoiceUpdateResponse,
  type InvoiceGeneratePayload,
  type InvoiceUpdatePayload,
} from '@fleetledger/shared/invoices/invoices.contract';
import { lookupEnvelope, pendingJob } from '@fleetledger/shared/lookups/lookups.contract';
import { apiRequest } from '../../../lib/api-client';
import { moveDocument, type DocumentMove } from '../../../documents/document-calls';
import { documentListFetch } from '../../../documents/document-list';

/** GET vouchers/invoice_list: a page of the filtered invoices, their totals, and the numbering gaps. */
export const invoiceListPage = documentListFetch('invoice', 'customer_id', invoiceListResponse);

/** POST vouchers/invoice_update at the version read. */
export function updateInvoice(payload: InvoiceUpdatePayload) {
  return apiRequest({ path: 'vouchers/invoice_update', method: 'POST', body: payload, schema: invoiceUpdateResponse });
}

/** POST vouchers/invoice_status_update with the codes the move needs. */
export function moveInvoice(move: DocumentMove) {
  return moveDocument('invoice', move, invoiceStatusResponse);
}

/** POST vouchers/invoice_generate. */
export function generateInvoice(payload: InvoiceGeneratePayload) {
  return apiRequest({
    path: 'vouchers/invoice_generate',
    method: 'POST',
    body: payload,
    schema: invoiceGenerateResponse,
  });
}

/** GET vouchers/get_jobs_by_customer: the customer's jobs open for invoicing. */
export function useOpenJobs(customerId: number | null) {
  return useQuery({
    queryKey: ['open-jobs', customerId],
    enabled: customerId !== null,
    queryFn: ({ signal }) =>
      apiRequest({
        path: `vouchers/get_jobs_by_customer?customer_id=${customerId}`,
        schema: lookupEnvelope(pendingJob),
        signal,
      }),
  });
}

/** POST vouchers/reports/generate_invoice_pdf.php: where the invoice's PDF is read for this action. */
export function generateInvoicePdf(number: number, includeDetails: boolean, action: 'preview' | 'download' | 'print') {
  return apiRequest({
    path: 'vouchers/reports/generate_invoice_pdf.php',
    method: 'POST',
    body: { invoice_number: number, include_details: includeDetails, action },
    schema: invoicePdfResponse,
    reads: true,
  });
}
