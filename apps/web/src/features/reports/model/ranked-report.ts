import { REPORT_NAMES, type RangedReportId } from '@fleetledger/shared/reports/reports.contract';
import { rankedChart, type RankedChartInput } from './ranked-chart';
import {
  dataRow,
  subtotalRow,
  type ChartBar,
  type ReportCell,
  type ReportColumn,
  type ReportPeriod,
  type ReportView,
  type SummaryFigure,
} from './report-view';

/** One thing the report ranks: its bar in the chart and its row in the table. */
export interface RankedEntry {
  key: number;
  bar: ChartBar;
  cells: ReportCell[];
}

interface RankedReportInput {
  id: RangedReportId;
  period: ReportPeriod;
  summary: SummaryFigure[];
  chart: Omit<RankedChartInput, 'bars'>;
  columns: ReportColumn[];
  entries: RankedEntry[];
  totals: ReportCell[];
  emptyMessage: string;
  empty?: ReportView['empty'];
}

/** A report of one list: the chart ranks its entries, the table under the report's name lists them all. */
export function rankedReport(input: RankedReportInput): ReportView {
  const { id, period, summary, chart, columns, entries, totals, emptyMessage, empty } = input;
  const title = REPORT_NAMES[id];
  return {
    id,
    title,
    period,
    empty,
    summary,
    chart: rankedChart({ ...chart, bars: entries.map((entry) => entry.bar) }),
    sections: [
      {
        key: id,
        title,
        columns,
        rows: entries.map((entry) => dataRow(entry.key, entry.cells)),
        totals: subtotalRow('totals', totals),
        emptyMessage,
      },
    ],
  };
}
