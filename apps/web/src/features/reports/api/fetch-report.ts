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

/** A ranged report's answer; with a single id, the answer of that report. */
export type RangedResult<K extends RangedReportId = RangedReportId> = {
  [P in K]: { id: P; range: ReportRange; data: ReportData[P] };
}[K];
export type ReportResult = RangedResult | { id: 'driver_monthly'; data: ReportData['driver_monthly'] };

const responses: { [K in ReportId]: z.ZodType<{ data: ReportData[K] }> } = reportResponses;

async function post<T>(path: string, body: object, schema: z.ZodType<{ data: T }>, signal?: AbortSignal): Promise<T> {
  const answer = await apiRequest({ path: `report/${path}`, method: 'POST', body, schema, signal, reads: true });
  return answer.data;
}

async function fetchRanged<K extends RangedReportId>(
  id: K,
  range: ReportRange,
  signal?: AbortSignal,
): Promise<RangedResult<K>> {
  return { id, range, data: await post(`${id}_report.php`, range, responses[id], signal) };
}

/** One call of the accounting spec, answered in the contract's shape or thrown as ApiError. */
export async function fetchReport(request: ReportRequest, signal?: AbortSignal): Promise<ReportResult> {
  if (request.id === 'driver_monthly') {
    return { id: request.id, data: await post('driver_monthly_wise.php', {}, responses.driver_monthly, signal) };
  }
  return fetchRanged(request.id, request.range, signal);
}
