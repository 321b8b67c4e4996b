import { skipToken, useQuery } from '@tanstack/react-query';
import { fetchReport, type ReportRequest } from './fetch-report';

/** A request plus how many times Generate Report was pressed, so pressing it again asks the server again. */
export interface ReportRun {
  request: ReportRequest;
  run: number;
}

/** The generated report; idle until the first Generate Report. Failures are shown, not retried. */
export function useReport(run: ReportRun | null) {
  return useQuery({
    queryKey: ['report', run],
    queryFn: run === null ? skipToken : ({ signal }) => fetchReport(run.request, signal),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
}
