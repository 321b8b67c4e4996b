import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { todayIn } from '@fleetledger/shared/dates';
import type { ReportRange } from '@fleetledger/shared/reports/reports.contract';
import { ChartIcon } from '../../../ui/icons';
import { PageTitle } from '../../../ui/page-title';
import { ReportTypeNav } from '../components/report-type-nav';
import { ReportWorkspace } from '../components/report-workspace';
import { COMPANY_TIME_ZONE } from '../../../lib/company-time-zone';
import { reportFromSearch } from '../report-search';
import printPage from '../../../ui/print-page.module.css';
import print from './reports-print.module.css';

export const REPORTS_WELCOME = 'Welcome to Reports';

function Welcome() {
  return (
    <Paper withBorder radius="md" p="xl" bg="indigo.0">
      <Stack align="center" gap="xs" ta="center">
        <ThemeIcon size={52} radius="xl" variant="filled" aria-hidden="true">
          <ChartIcon size={26} />
        </ThemeIcon>
        <Title order={2} fz="xl" c="navy.9">
          {REPORTS_WELCOME}
        </Title>
        <Text c="gray.8" maw={460}>
          Choose a report type from the list to analyse drivers, trucks, customers, expenses and invoicing, then pick
          the dates and generate it.
        </Text>
      </Stack>
    </Paper>
  );
}

/** Reports Dashboard (the accounting spec; money in BD with 2 decimals). */
export function ReportsPage() {
  const [params] = useSearchParams();
  const selected = reportFromSearch(params);
  // Read once: a page left open past midnight keeps the dates the user saw.
  const [today] = useState(() => todayIn(COMPANY_TIME_ZONE));
  const [range, setRange] = useState<ReportRange>({ from: today, to: today });

  return (
    <div className={print.page}>
      <div className={printPage.noPrint}>
        <PageTitle
          title="Reports"
          description="Performance of drivers, trucks and customers, expenses and invoicing."
        />
      </div>
      <div className={print.layout}>
        <ReportTypeNav selected={selected} className={printPage.noPrint} />
        <div className={print.workspace}>
          {selected === null ? (
            <Welcome />
          ) : (
            <ReportWorkspace key={selected} reportId={selected} range={range} today={today} onRangeChange={setRange} />
          )}
        </div>
      </div>
    </div>
  );
}
