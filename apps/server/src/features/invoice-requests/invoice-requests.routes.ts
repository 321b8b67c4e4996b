import type { FastifyInstance } from 'fastify';
import {
  invoiceRequestAcceptPayload,
  invoiceRequestDataPayload,
  invoiceRequestPayload,
} from '@fleetledger/shared/invoice-requests/invoice-requests.contract';
import { contractRoute } from '../../http/contract-route';
import { actorOf } from '../../http/actor';
import { acceptRequest, pendingRequests, requestableJobs, requestInvoices } from './invoice-requests.service';

const BASE = '/api/transportation';

export function invoiceRequestsRoutes(app: FastifyInstance): void {
  contractRoute(app, {
    call: 'invoice_request_data',
    method: 'POST',
    path: `${BASE}/invoice_request_data`,
    body: invoiceRequestDataPayload,
    handler: async ({ body }) => {
      const jobs = await requestableJobs(app.database.db, body.month);
      return { success: true, jobs, message: jobs.length === 0 ? 'No jobs found for this month' : 'OK' };
    },
  });

  contractRoute(app, {
    call: 'invoice_request',
    method: 'POST',
    path: `${BASE}/invoice_request`,
    body: invoiceRequestPayload,
    handler: async ({ body, request, user }) => ({
      success: true,
      ...(await requestInvoices(app.database.db, body.job_ids, actorOf(request, user), app.config.companyTz)),
    }),
  });

  contractRoute(app, {
    call: 'invoice_request_management_data',
    method: 'GET',
    path: `${BASE}/invoice_request_management_data`,
    envelope: 'status',
    handler: async () => ({ status: 'success', ...(await pendingRequests(app.database.db)) }),
  });

  contractRoute(app, {
    call: 'invoice_request_accepting',
    method: 'POST',
    path: `${BASE}/invoice_request_accepting`,
    body: invoiceRequestAcceptPayload,
    handler: async ({ body, request, user }) => ({
      success: true,
      ...(await acceptRequest(app.database.db, body, actorOf(request, user))),
    }),
  });
}
