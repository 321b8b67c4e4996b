import { Group, Paper, Stack, Text } from '@mantine/core';
import type { ReportView } from '../model/report-view';
import { periodLabel } from '../../../lib/period-label';
import printPage from '../../../ui/print-page.module.css';
import { PrintTitle } from '../../../ui/print-title';
import print from '../pages/reports-print.module.css';
import { ExportPrintActions } from '../../../ui/export-print-actions';
import { reportFileName, reportWorkbook } from '../export/report-workbook';
import { ReportChartView } from './report-chart';
import { ReportTable } from './report-table';
import { SummaryFigures } from './summary-figures';

/** A generated report: its period and actions, the key figures, the chart and the tables. */
export function ReportResult({ view }: { view: ReportView }) {
  return (
    <Stack gap="md" aria-label={`${view.title} report`} component="article">
      <Paper withBorder radius="md" px="md" py="sm">
        <Group justify="space-between" gap="sm">
          <div>
            {/* On paper the controls (and their heading) are gone, so the report names itself and the company. */}
            <PrintTitle title={view.title} />
            <Text fw={600} c="gray.9" data-testid="report-period">
              {periodLabel(view.period)}
            </Text>
          </div>
          <div className={printPage.noPrint}>
            <ExportPrintActions workbook={() => reportWorkbook(view)} fileName={reportFileName(view)} />
          </div>
        </Group>
      </Paper>
      <SummaryFigures figures={view.summary} />
      <ReportChartView chart={view.chart} className={print.chart} />
      {view.sections.map((section) => (
        <ReportTable key={section.key} section={section} />
      ))}
    </Stack>
  );
}
