import { useState } from 'react';
import { Stack } from '@mantine/core';
import type { ReportId, ReportRange } from '@fleetledger/shared/reports/reports.contract';
import type { ReportRequest } from '../api/fetch-report';
import { useReport, type ReportRun } from '../api/use-report';
import printPage from '../../../ui/print-page.module.css';
import { ReportControls, type ReportControlsProps } from './report-controls';
import { ReportPanel } from './report-panel';

/** What the workspace hands on to its controls as it got it. */
type ReportWorkspaceProps = Pick<ReportControlsProps, 'reportId' | 'range' | 'today' | 'onRangeChange'>;

function requestFor(reportId: ReportId, range: ReportRange): ReportRequest {
  return reportId === 'driver_monthly' ? { id: reportId } : { id: reportId, range };
}

/**
 * One chosen report, from its controls to its result. Mounted per report type, so choosing another
 * type starts again at 'No Report Generated'.
 */
export function ReportWorkspace(props: ReportWorkspaceProps) {
  const { reportId, range } = props;
  const [run, setRun] = useState<ReportRun | null>(null);
  const query = useReport(run);
  const generate = () =>
    setRun((previous) => ({ request: requestFor(reportId, range), run: (previous?.run ?? 0) + 1 }));

  return (
    <Stack gap="md">
      <ReportControls {...props} onGenerate={generate} generating={query.isFetching} className={printPage.noPrint} />
      <ReportPanel query={query} generated={run !== null} ranged={reportId !== 'driver_monthly'} />
    </Stack>
  );
}
