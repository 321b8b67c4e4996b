import { invoiceRequestResponse } from '@fleetledger/shared/invoice-requests/invoice-requests.contract';
import { apiRequest } from './api-client';

/**
 * POST invoice_request {job_ids}: from the Invoice Request page, or from rows picked in the job table
 * (with their one customer, whom every job must still belong to).
 */
export function requestInvoice(jobIds: readonly number[], customerId?: number) {
  return apiRequest({
    path: 'invoice_request.php',
    method: 'POST',
    body: { job_ids: jobIds, ...(customerId === undefined ? {} : { customer_id: customerId }) },
    schema: invoiceRequestResponse,
  });
}
