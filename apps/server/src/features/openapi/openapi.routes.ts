import type { FastifyInstance } from 'fastify';
import { apiDescriptionResponse } from '@fleetledger/shared/openapi/openapi.contract';
import { contractRoute } from '../../http/contract-route';
import { sessionCookieName } from '../../http/session-cookie';
import { apiDescription } from './openapi.service';

/** The API's own description: read by integrators with an account, and by the Admin's API Reference page. */
export function openapiRoutes(app: FastifyInstance): void {
  contractRoute(app, {
    call: 'openapi',
    method: 'GET',
    path: '/api/openapi.json',
    exactPath: true,
    answer: apiDescriptionResponse,
    summary: 'This description of the API (OpenAPI 3.1)',
    handler: async () => apiDescription(app.contractRoutes, sessionCookieName(app.config)),
  });
}
