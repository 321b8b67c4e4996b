import type { FastifyInstance } from 'fastify';
import {
  accountSearchQuery,
  findJobQuery,
  jobsByCustomerPayload,
  jobsByCustomerQuery,
} from '@fleetledger/shared/lookups/lookups.contract';
import { contractRoute } from '../../http/contract-route';
import { accountLookups, customerLookups, jobLookups, pendingJobsOfCustomer, truckLookups } from './lookups.service';

const BASE = '/api/transportation/vouchers';
const found = (data: unknown[]) => ({
  status: 'success',
  data,
  message: data.length === 0 ? 'No records found' : 'OK',
});

export function lookupsRoutes(app: FastifyInstance): void {
  const db = () => app.database.db;
  contractRoute(app, {
    call: 'customers_details',
    method: 'GET',
    path: `${BASE}/customers_details`,
    envelope: 'status',
    handler: async () => found(await customerLookups(db())),
  });
  contractRoute(app, {
    call: 'account_details',
    method: 'GET',
    path: `${BASE}/account_details`,
    envelope: 'status',
    query: accountSearchQuery,
    handler: async ({ query }) => found(await accountLookups(db(), query.search)),
  });
  contractRoute(app, {
    call: 'trucks_details',
    method: 'GET',
    path: `${BASE}/trucks_details`,
    envelope: 'status',
    handler: async () => found(await truckLookups(db())),
  });
  contractRoute(app, {
    call: 'find_job',
    method: 'GET',
    path: `${BASE}/find_job`,
    envelope: 'status',
    query: findJobQuery,
    handler: async ({ query }) => found(await jobLookups(db(), query.job_number)),
  });
  contractRoute(app, {
    call: 'get_jobs_by_customer',
    method: 'GET',
    path: `${BASE}/get_jobs_by_customer`,
    envelope: 'status',
    query: jobsByCustomerQuery,
    handler: async ({ query }) => found(await pendingJobsOfCustomer(db(), query.customer_id)),
  });
  contractRoute(app, {
    call: 'get_jobs_by_customer',
    method: 'POST',
    path: `${BASE}/get_jobs_by_customer`,
    envelope: 'status',
    body: jobsByCustomerPayload,
    handler: async ({ body }) => found(await pendingJobsOfCustomer(db(), body.customer_id, body.ids)),
  });
}
