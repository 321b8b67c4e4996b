import type { z } from 'zod';
import {
  reportResponses,
  type RangedReportId,
  type ReportId,
  type ReportRange,
} from '@fleetledger/shared/reports/reports.contract';
import { apiRequest } from '../../../lib/api-client';

export type ReportData = { [K in ReportId]: z.infer<(typeof reportResponses)[K]>['data'] };

/** What the user asked for: a ranged report with its dates, or the fixed 12 months of driver_monthly. */
export type ReportRequest = { id: RangedReportId; range: ReportRange } | { id: 'driver_monthly' };

type RangedResult = { [K in RangedReportId]: { id: K; range: ReportRange; data: ReportData[K] } }[RangedReportId];
export type ReportResult = RangedResult | { id: 'driver_monthly'; data: ReportData['driver_monthly'] };

async function post<T>(path: string, body: object, schema: z.ZodType<{ data: T }>, signal?: AbortSignal): Promise<T> {
  const answer = await apiRequest({ path: `report/${path}`, method: 'POST', body, schema, signal });
  return answer.data;
}

/** One call of the accounting spec, answered in the contract's shape or thrown as ApiError. */
export async function fetchReport(request: ReportRequest, signal?: AbortSignal): Promise<ReportResult> {
  if (request.id === 'driver_monthly') {
    return { id: request.id, data: await post('driver_monthly_wise.php', {}, reportResponses.driver_monthly, signal) };
  }
  const { range } = request;
  const path = `${request.id}_report.php`;
  switch (request.id) {
    case 'drivers_job':
      return { id: request.id, range, data: await post(path, range, reportResponses.drivers_job, signal) };
    case 'trucks_job':
      return { id: request.id, range, data: await post(path, range, reportResponses.trucks_job, signal) };
    case 'customer_job':
      return { id: request.id, range, data: await post(path, range, reportResponses.customer_job, signal) };
    case 'expense_total':
      return { id: request.id, range, data: await post(path, range, reportResponses.expense_total, signal) };
    case 'truck_expense':
      return { id: request.id, range, data: await post(path, range, reportResponses.truck_expense, signal) };
    case 'job_expense':
      return { id: request.id, range, data: await post(path, range, reportResponses.job_expense, signal) };
    case 'invoice_detail':
      return { id: request.id, range, data: await post(path, range, reportResponses.invoice_detail, signal) };
    case 'customer_total':
      return { id: request.id, range, data: await post(path, range, reportResponses.customer_total, signal) };
  }
}
