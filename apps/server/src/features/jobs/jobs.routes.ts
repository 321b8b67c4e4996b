import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  containerCheckQuery,
  customerInsertPayload,
  jobEntryPayload,
  jobRowPayload,
  jobSearchPayload,
} from '@fleetledger/shared/jobs/jobs.contract';
import { contractRoute, parseOrBadRequest } from '../../http/contract-route';
import { actorOf } from '../../http/actor';
import { createCustomer, jobEntryLookups } from '../masterdata/masterdata.service';
import { checkContainerNumber, createJob, searchJobs } from './jobs.service';

const BASE = '/api/transportation';

/** job_insert.php takes the Job Entry JSON payload, or a job table row as multipart form data. */
const anyBody = z.unknown();

export function jobsRoutes(app: FastifyInstance): void {
  contractRoute(app, {
    call: 'jobentry_data',
    method: 'GET',
    path: `${BASE}/jobentry_data`,
    handler: async () => ({ success: true, data: { ...(await jobEntryLookups(app.database.db)), bookings: [] } }),
  });

  contractRoute(app, {
    call: 'customer_insert',
    method: 'POST',
    path: `${BASE}/customer_insert`,
    body: customerInsertPayload,
    handler: async ({ body, request, user }) => {
      const result = await createCustomer(app.database.db, body, actorOf(request, user));
      return {
        success: true,
        customerId: result.id,
        existing: result.existing,
        message: result.existing
          ? `Customer "${body.name}" already exists; it was selected.`
          : 'Customer created successfully!',
      };
    },
  });

  contractRoute(app, {
    call: 'job_insert',
    method: 'POST',
    path: `${BASE}/job_insert`,
    body: anyBody,
    handler: async ({ body, request, user }) => {
      const input = parseOrBadRequest(request.isMultipart() ? jobRowPayload : jobEntryPayload, body);
      const id = await createJob(app.database.db, input, actorOf(request, user));
      return { success: true, job_id: id, message: `Job created successfully! Job ID: ${id}` };
    },
  });

  contractRoute(app, {
    call: 'job_search',
    method: 'POST',
    path: `${BASE}/job-search`,
    body: jobSearchPayload,
    handler: async ({ body }) => ({ success: true, ...(await searchJobs(app.database.db, body.type, body.value)) }),
  });

  contractRoute(app, {
    call: 'container_check',
    method: 'GET',
    path: `${BASE}/container_check`,
    query: containerCheckQuery,
    handler: async ({ query }) => ({
      success: true,
      ...(await checkContainerNumber(app.database.db, query.container, query.exclude_id, app.config.companyTz)),
    }),
  });
}
