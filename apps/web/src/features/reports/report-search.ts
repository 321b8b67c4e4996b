import { REPORT_IDS, type ReportId } from '@fleetledger/shared/reports/reports.contract';

const PARAM = 'report';

/** '?report=drivers_job' */
export function reportSearch(id: ReportId): string {
  return `?${new URLSearchParams({ [PARAM]: id }).toString()}`;
}

/** The chosen report, or null when none (or an unknown one) is in the URL. */
export function reportFromSearch(params: URLSearchParams): ReportId | null {
  const value = params.get(PARAM);
  return REPORT_IDS.find((id) => id === value) ?? null;
}
