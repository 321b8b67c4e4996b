import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { RANGED_REPORTS, reportRange } from '@fleetledger/shared/reports/reports.contract';
import { transportationCalls } from '../../http/transportation-calls';
import { driverMonthly, rangedReport } from './reports.service';

export function reportsRoutes(app: FastifyInstance): void {
  const reports = transportationCalls(app, { folder: 'report', call: 'report', shared: true });
  for (const report of RANGED_REPORTS) {
    reports.post(`${report}_report`, reportRange, async ({ body }) => ({
      success: true,
      data: await rangedReport(app.database.db, report, body),
    }));
  }
  // It takes nothing: fields sent along are dropped, so they never make an answer of their own.
  reports.post('driver_monthly_wise', z.object({}), async () => ({
    success: true,
    data: await driverMonthly(app.database.db, app.config.companyTz),
  }));
}
