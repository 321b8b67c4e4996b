import type { ChartBar, ReportView } from '../model/report-view';
import { sectionText } from './section-text';

/** The bars the report draws; none when its chart is not a bar chart. */
export function chartBars(view: ReportView): ChartBar[] {
  return view.chart.kind === 'bars' ? view.chart.bars : [];
}

/** A ranked report's table, row by row as the words of its cells, each with its bar's colour last. */
export function rankedRows(view: ReportView): string[][] {
  const bars = chartBars(view);
  return sectionText(view.sections[0]).map((row, index) => [...row, bars[index]?.colour ?? '']);
}
