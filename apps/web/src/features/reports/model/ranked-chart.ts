import type { ChartBar, ReportChart } from './report-view';

/** More bars than this stop being readable; the table below always lists every row. */
export const CHART_BAR_LIMIT = 15;

export interface RankedChartInput {
  title: string;
  unit: 'jobs' | 'money';
  bars: ChartBar[];
  /** Plural noun for the note, e.g. 'drivers'. */
  noun: string;
}

/** The largest bars first, cut to the limit with a note saying so. */
export function rankedChart({ title, unit, bars, noun }: RankedChartInput): ReportChart {
  const ranked = [...bars].sort((a, b) => b.value - a.value);
  const shown = ranked.slice(0, CHART_BAR_LIMIT);
  return {
    kind: 'bars',
    title,
    unit,
    bars: shown,
    note: ranked.length > shown.length ? `Top ${shown.length} of ${ranked.length} ${noun}.` : undefined,
  };
}
