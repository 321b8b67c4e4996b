import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  containerCheckQuery,
  containerCheckResponse,
  customerInsertPayload,
  customerInsertResponse,
  jobEntryDataResponse,
  jobEntryPayload,
  jobInsertResponse,
  jobRowPayload,
  jobSearchPayload,
  jobSearchResponse,
} from '@fleetledger/shared/jobs/jobs.contract';
import { contractRoute, isFormBody, parseOrBadRequest } from '../../http/contract-route';
import { transportationCalls } from '../../http/transportation-calls';
import { createCustomer, jobEntryLookups } from '../masterdata/masterdata.service';
import { checkContainerNumber, createJob, searchJobs } from './jobs.service';

/** job_insert.php takes the Job Entry JSON payload, or a job table row as multipart form data. */
const anyBody = z.unknown();
const jobInsert = {
  takes: anyBody,
  bodies: { json: jobEntryPayload, multipart: jobRowPayload },
  answer: jobInsertResponse,
};
const customerInsert = { takes: customerInsertPayload, answer: customerInsertResponse };
const containerCheck = { takes: containerCheckQuery, answer: containerCheckResponse };

export function jobsRoutes(app: FastifyInstance): void {
  const calls = transportationCalls(app);

  calls.get('jobentry_data', { answer: jobEntryDataResponse }, async () => ({
    success: true,
    data: { ...(await jobEntryLookups(app.database.db)), bookings: [] },
  }));

  calls.post('customer_insert', customerInsert, async ({ body, actor }) => {
    const result = await createCustomer(app.database.db, body, actor);
    return {
      success: true,
      customerId: result.id,
      existing: result.existing,
      message: result.existing
        ? `Customer "${body.name}" already exists; it was selected.`
        : 'Customer created successfully!',
    };
  });

  calls.post('job_insert', jobInsert, async ({ body, actor, request }) => {
    const input = parseOrBadRequest(request.isMultipart() ? jobRowPayload : jobEntryPayload, body, isFormBody(request));
    const id = await createJob(app.database.db, input, actor);
    return { success: true, job_id: id, message: `Job created successfully! Job ID: ${id}` };
  });

  // The spec spells this one with a hyphen.
  contractRoute(app, {
    call: 'job_search',
    method: 'POST',
    path: '/api/transportation/job-search',
    body: jobSearchPayload,
    answer: jobSearchResponse,
    readsOnly: true,
    handler: async ({ body }) => ({ success: true, ...(await searchJobs(app.database.db, body.type, body.value)) }),
  });

  calls.get('container_check', containerCheck, async ({ query }) => ({
    success: true,
    ...(await checkContainerNumber(app.database.db, query.container, query.exclude_id, app.config.companyTz)),
  }));
}
