import { useMutation, useQuery } from '@tanstack/react-query';
import {
  invoiceRequestAcceptResponse,
  invoiceRequestDataResponse,
  invoiceRequestManagementResponse,
} from '@fleetledger/shared/invoice-requests/invoice-requests.contract';
import { apiRequest } from '../../../lib/api-client';
import { requestInvoice } from '../../../lib/invoice-request';

/** POST invoice_request_data {month}. */
export function useRequestableJobs(month: string) {
  return useQuery({
    queryKey: ['invoice-request', month],
    queryFn: ({ signal }) =>
      apiRequest({
        path: 'invoice_request_data.php',
        method: 'POST',
        body: { month },
        schema: invoiceRequestDataResponse,
        signal,
        reads: true,
      }),
  });
}

/** POST invoice_request {job_ids}. */
export function useRequestInvoice() {
  return useMutation({
    mutationFn: (jobIds: number[]) => requestInvoice(jobIds),
  });
}

/** GET invoice_request_management_data. */
export function usePendingRequests() {
  return useQuery({
    queryKey: ['invoice-request-management'],
    queryFn: ({ signal }) =>
      apiRequest({ path: 'invoice_request_management_data.php', schema: invoiceRequestManagementResponse, signal }),
  });
}

export interface Acceptance {
  request_number: number;
  job_ids: number[];
  invoice_number: string;
  date: string;
}

/** POST invoice_request_accepting. */
export function useAcceptRequest() {
  return useMutation({
    mutationFn: (acceptance: Acceptance) =>
      apiRequest({
        path: 'invoice_request_accepting.php',
        method: 'POST',
        body: acceptance,
        schema: invoiceRequestAcceptResponse,
      }),
  });
}
