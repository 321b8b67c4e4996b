import type { FastifyInstance } from 'fastify';
import {
  accountSearchQuery,
  findJobQuery,
  jobsByCustomerPayload,
  jobsByCustomerQuery,
} from '@fleetledger/shared/lookups/lookups.contract';
import { transportationCalls } from '../../http/transportation-calls';
import { accountLookups, customerLookups, jobLookups, pendingJobsOfCustomer, truckLookups } from './lookups.service';

/** Every lookup answers its rows under `data`, and says so when there are none. */
const found = (data: unknown[]) => ({
  status: 'success',
  data,
  message: data.length === 0 ? 'No records found' : 'OK',
});

export function lookupsRoutes(app: FastifyInstance): void {
  const db = () => app.database.db;
  const vouchers = transportationCalls(app, { folder: 'vouchers', envelope: 'status' });
  vouchers.get('customers_details', async () => found(await customerLookups(db())));
  vouchers.get('account_details', accountSearchQuery, async ({ query }) =>
    found(await accountLookups(db(), query.search, query.line)),
  );
  vouchers.get('trucks_details', async () => found(await truckLookups(db())));
  vouchers.get('find_job', findJobQuery, async ({ query }) => found(await jobLookups(db(), query.job_number)));
  vouchers.get('get_jobs_by_customer', jobsByCustomerQuery, async ({ query }) =>
    found(await pendingJobsOfCustomer(db(), query.customer_id)),
  );
  vouchers.post('get_jobs_by_customer', jobsByCustomerPayload, async ({ body }) =>
    found(await pendingJobsOfCustomer(db(), body.customer_id, body.ids)),
  );
}
