import type { FastifyInstance } from 'fastify';
import {
  invoiceRequestAcceptPayload,
  invoiceRequestAcceptResponse,
  invoiceRequestDataPayload,
  invoiceRequestDataResponse,
  invoiceRequestManagementResponse,
  invoiceRequestPayload,
  invoiceRequestResponse,
} from '@fleetledger/shared/invoice-requests/invoice-requests.contract';
import { transportationCalls } from '../../http/transportation-calls';
import { acceptRequest, pendingRequests, requestableJobs, requestInvoices } from './invoice-requests.service';

export function invoiceRequestsRoutes(app: FastifyInstance): void {
  const calls = transportationCalls(app);
  // The management screen's call reports failure as the vouchers do.
  const managementCalls = transportationCalls(app, { envelope: 'status' });

  calls.post(
    'invoice_request_data',
    { takes: invoiceRequestDataPayload, answer: invoiceRequestDataResponse },
    async ({ body }) => {
      const jobs = await requestableJobs(app.database.db, body.month);
      return { success: true, jobs, message: jobs.length === 0 ? 'No jobs found for this month' : 'OK' };
    },
  );

  calls.post(
    'invoice_request',
    { takes: invoiceRequestPayload, answer: invoiceRequestResponse },
    async ({ body, actor }) => ({
      success: true,
      ...(await requestInvoices(app.database.db, body.job_ids, actor, app.config.companyTz, body.customer_id)),
    }),
  );

  managementCalls.get('invoice_request_management_data', { answer: invoiceRequestManagementResponse }, async () => ({
    status: 'success',
    ...(await pendingRequests(app.database.db)),
  }));

  calls.post(
    'invoice_request_accepting',
    { takes: invoiceRequestAcceptPayload, answer: invoiceRequestAcceptResponse },
    async ({ body, actor }) => ({
      success: true,
      ...(await acceptRequest(app.database.db, body, actor)),
    }),
  );
}
