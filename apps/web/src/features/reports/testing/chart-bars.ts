import type { ChartBar, ReportView } from '../model/report-view';

/** The bars the report draws; none when its chart is not a bar chart. */
export function chartBars(view: ReportView): ChartBar[] {
  return view.chart.kind === 'bars' ? view.chart.bars : [];
}
