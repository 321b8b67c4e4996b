import { describe, expect, it } from 'vitest';
import { rowText, sectionText } from '../testing/section-text';
import { driverMonthlyView } from './driver-monthly-report';
import { viewHeaders } from '../../../testing/tables';

const rajesh = (jobCount: number) => ({ driver_id: 1, driver_name: 'Rajesh Kumar', job_count: jobCount });
const abdul = (jobCount: number) => ({ driver_id: 2, driver_name: 'Abdul Rahman', job_count: jobCount });

describe('driverMonthlyView', () => {
  const view = driverMonthlyView([
    { month: '2026-05', drivers: [rajesh(2)] },
    { month: '2026-06', drivers: [] },
    { month: '2026-07', drivers: [abdul(4), rajesh(1)] },
  ]);

  it('covers its months from the first day to the last', () => {
    expect(view.period).toEqual({ from: '2026-05-01', to: '2026-07-31' });
  });

  it('tables months against drivers, busiest driver first, with totals both ways', () => {
    expect(viewHeaders(view.sections[0])).toEqual(['Month', 'Abdul Rahman', 'Rajesh Kumar', 'Total']);
    expect(sectionText(view.sections[0])).toEqual([
      ['May 2026', '0', '2', '2'],
      ['Jun 2026', '0', '0', '0'],
      ['Jul 2026', '4', '1', '5'],
    ]);
    expect(rowText(view.sections[0]?.totals)).toEqual(['Total', '4', '3', '7']);
  });

  it('stacks one series per driver in each month', () => {
    expect(view.chart.kind === 'stacked' && view.chart.points[2]).toEqual({
      month: 'Jul 2026',
      'Abdul Rahman': 4,
      'Rajesh Kumar': 1,
    });
    expect(view.chart.kind === 'stacked' && view.chart.series.map((series) => series.name)).toEqual([
      'Abdul Rahman',
      'Rajesh Kumar',
    ]);
  });

  it('keeps two drivers of the same name apart', () => {
    const twins = driverMonthlyView([
      { month: '2026-07', drivers: [rajesh(2), { driver_id: 5, driver_name: 'Rajesh Kumar', job_count: 1 }] },
    ]);
    expect(viewHeaders(twins.sections[0])).toEqual(['Month', 'Rajesh Kumar (#1)', 'Rajesh Kumar (#5)', 'Total']);
  });
});
