import type { FastifyInstance } from 'fastify';
import { dashboardResponse } from '@fleetledger/shared/dashboard/dashboard.contract';
import { contractRoute } from '../../http/contract-route';
import { dashboardFor } from './dashboard.service';

export function dashboardRoutes(app: FastifyInstance): void {
  contractRoute(app, {
    call: 'dashboard',
    method: 'GET',
    path: '/api/transportation/dashboard',
    answer: dashboardResponse,
    // The call needs a session (access.ts), so a user is always there.
    handler: async ({ user }) => dashboardFor(app.database.db, user!, app.config.companyTz),
  });
}
