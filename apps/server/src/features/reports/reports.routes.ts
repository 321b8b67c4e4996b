import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { RANGED_REPORTS, reportRange } from '@fleetledger/shared/reports/reports.contract';
import { contractRoute } from '../../http/contract-route';
import { driverMonthly, rangedReport } from './reports.service';

const BASE = '/api/transportation/report';

export function reportsRoutes(app: FastifyInstance): void {
  for (const report of RANGED_REPORTS) {
    contractRoute(app, {
      call: 'report',
      method: 'POST',
      path: `${BASE}/${report}_report`,
      body: reportRange,
      handler: async ({ body }) => ({ success: true, data: await rangedReport(app.database.db, report, body) }),
    });
  }
  contractRoute(app, {
    call: 'report',
    method: 'POST',
    path: `${BASE}/driver_monthly_wise`,
    body: z.object({}).loose(),
    handler: async () => ({ success: true, data: await driverMonthly(app.database.db, app.config.companyTz) }),
  });
}
