import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../http/contract-route';
import { dashboard } from './dashboard.service';

export function dashboardRoutes(app: FastifyInstance): void {
  contractRoute(app, {
    call: 'dashboard',
    method: 'GET',
    path: '/api/transportation/dashboard',
    handler: async () => dashboard(app.database.db, app.config.companyTz),
  });
}
