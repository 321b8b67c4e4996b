import type { FastifyInstance } from 'fastify';
import { DRIVER } from '@fleetledger/shared/access';
import { dashboardResponse } from '@fleetledger/shared/dashboard/dashboard.contract';
import { contractRoute } from '../../http/contract-route';
import { sendReportAnswer } from '../../http/report-answer';
import { dashboard, driverDashboard, keptDashboardBooks } from './dashboard.service';

export function dashboardRoutes(app: FastifyInstance): void {
  const keptBooks = keptDashboardBooks();
  contractRoute(app, {
    call: 'dashboard',
    method: 'GET',
    path: '/api/transportation/dashboard',
    answer: dashboardResponse,
    revalidated: true,
    // The call needs a session (access.ts), so a user is always there. A Driver's dashboard is their own;
    // the company's is the same for every member of staff, so it is kept and shared.
    handler: async ({ user, request, reply }) => {
      const { db } = app.database;
      const { companyTz } = app.config;
      if (user!.authority === DRIVER) return driverDashboard(db, user!.id, companyTz);
      return sendReportAnswer(app, {
        request,
        reply,
        name: 'dashboard',
        parameters: {},
        build: () => dashboard(db, companyTz, new Date(), keptBooks),
      });
    },
  });
}
