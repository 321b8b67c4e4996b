import { z } from 'zod';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { attachmentLink } from '@fleetledger/shared/attachments/attachments.contract';
import type { DocumentStatus } from '@fleetledger/shared/documents/document-status';
import {
  invoiceDetailsResponse,
  invoiceGenerateResponse,
  invoiceListResponse,
  invoicePdfResponse,
  invoiceStatusResponse,
  invoiceUpdateResponse,
  type InvoiceGeneratePayload,
  type InvoiceUpdatePayload,
} from '@fleetledger/shared/invoices/invoices.contract';
import {
  accountLookup,
  customerLookup,
  lookupEnvelope,
  pendingJob,
} from '@fleetledger/shared/lookups/lookups.contract';
import { apiRequest } from '../../../lib/api-client';
import type { SecurityCodes } from '../../../ui/status-actions';

const uploaded = z.object({ attachment: attachmentLink });
const removed = z.object({ message: z.string() });

export const invoiceKey = (number: number) => ['invoice', number] as const;

/** GET vouchers/invoice_details?invoice_number= */
export function useInvoice(number: number | null) {
  return useQuery({
    queryKey: invoiceKey(number ?? 0),
    enabled: number !== null,
    queryFn: ({ signal }) =>
      apiRequest({
        path: `vouchers/invoice_details?invoice_number=${number}`,
        schema: invoiceDetailsResponse,
        signal,
      }),
  });
}

export interface InvoiceListFilters {
  status: DocumentStatus | '';
  /** A customer's id as text, or '' for every customer. */
  customer_id: string;
  search: string;
  from: string;
  to: string;
  page: number;
}

function invoiceListPage(filters: InvoiceListFilters, signal?: AbortSignal) {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value !== '') query.set(name, String(value));
  return apiRequest({ path: `vouchers/invoice_list?${query.toString()}`, schema: invoiceListResponse, signal });
}

/** GET vouchers/invoice_list: a page of the filtered invoices, their totals, and the numbering gaps. */
export function useInvoiceList(filters: InvoiceListFilters) {
  return useQuery({
    queryKey: ['invoices', filters],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => invoiceListPage(filters, signal),
  });
}

/** Every page of the filtered invoices, for the export. */
export async function allListedInvoices(filters: Omit<InvoiceListFilters, 'page'>) {
  const first = await invoiceListPage({ ...filters, page: 1 });
  const rest = await Promise.all(
    Array.from({ length: first.pages - 1 }, (_, index) => invoiceListPage({ ...filters, page: index + 2 })),
  );
  return [first, ...rest].flatMap((page) => page.invoices);
}

/** POST vouchers/invoice_update at the version read. */
export function updateInvoice(payload: InvoiceUpdatePayload) {
  return apiRequest({ path: 'vouchers/invoice_update', method: 'POST', body: payload, schema: invoiceUpdateResponse });
}

/** POST vouchers/invoice_status_update with the codes the move needs. */
export function moveInvoice(invoiceId: number, version: number, to: DocumentStatus, codes: SecurityCodes) {
  return apiRequest({
    path: 'vouchers/invoice_status_update',
    method: 'POST',
    body: { invoice_id: invoiceId, status: to, version, cancel_code: codes.cancel, admin_code: codes.admin },
    schema: invoiceStatusResponse,
  });
}

export async function uploadInvoiceAttachment(invoiceId: number, name: string, file: File) {
  const form = new FormData();
  form.set('invoice_id', String(invoiceId));
  form.set('name', name);
  form.set('file', file);
  return (await apiRequest({ path: 'drive/invoice_upload', method: 'POST', body: form, schema: uploaded })).attachment;
}

export function removeInvoiceAttachment(invoiceId: number, attachmentId: number) {
  return apiRequest({
    path: 'vouchers/invoice_attachment_remover',
    method: 'POST',
    body: { invoice_id: invoiceId, attachment_id: attachmentId },
    schema: removed,
  });
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

/** GET vouchers/customers_details: every active customer, for the customer search. */
export function useCustomerChoices() {
  return useQuery({
    queryKey: ['voucher-customers'],
    queryFn: ({ signal }) =>
      apiRequest({ path: 'vouchers/customers_details', schema: lookupEnvelope(customerLookup), signal }),
  });
}

/** GET vouchers/account_details?search=: accounts matching what the user typed, once it is long enough. */
export function useAccountChoices(search: string, minLetters: number) {
  return useQuery({
    queryKey: ['voucher-accounts', search],
    enabled: search.trim().length >= minLetters,
    queryFn: ({ signal }) =>
      apiRequest({
        path: `vouchers/account_details?search=${encodeURIComponent(search.trim())}`,
        schema: lookupEnvelope(accountLookup),
        signal,
      }),
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

/** POST reports/generate_invoice_pdf.php: where the invoice's PDF is read for this action. */
export function generateInvoicePdf(number: number, includeDetails: boolean, action: 'preview' | 'download' | 'print') {
  return apiRequest({
    path: 'reports/generate_invoice_pdf.php',
    method: 'POST',
    body: { invoice_number: number, include_details: includeDetails, action },
    schema: invoicePdfResponse,
  });
}
