import { describe, expect, it } from 'vitest';
import { cellText } from '../components/report-cell';
import { customerJobView, driversJobView, trucksJobView } from './job-count-reports';
import { chartBars, rankedRows } from '../testing/chart-bars';
import { rowText, sectionText } from '../testing/section-text';
import { viewHeaders } from '../../../testing/tables';

const PERIOD = { from: '2019-03-01', to: '2019-03-31' };

describe('driversJobView', () => {
  const view = driversJobView(
    [
      { driver_id: 1, driver_name: 'Abdul Rahman', job_count: 20 },
      { driver_id: 2, driver_name: 'Suresh Nair', job_count: 10 },
      { driver_id: 3, driver_name: 'Imran Siddiqui', job_count: 5 },
      { driver_id: 4, driver_name: 'Yousef Jaber', job_count: 1 },
      { driver_id: 5, driver_name: 'Arun Pillai', job_count: 0 },
    ],
    PERIOD,
  );

  it('lists every driver with the tier of their job count and a totals row', () => {
    expect(view.title).toBe('Drivers Job');
    expect(viewHeaders(view.sections[0])).toEqual(['Driver', 'Jobs', 'Tier']);
    expect(sectionText(view.sections[0])).toEqual([
      ['Abdul Rahman', '20', 'Platinum'],
      ['Suresh Nair', '10', 'Gold'],
      ['Imran Siddiqui', '5', 'Silver'],
      ['Yousef Jaber', '1', 'Bronze'],
      ['Arun Pillai', '0', 'Inactive'],
    ]);
    expect(rowText(view.sections[0]?.totals)).toEqual(['Total', '36', '']);
  });

  it('sums up and ranks the bars in tier colours', () => {
    expect(view.summary.map((figure) => [figure.label, cellText(figure.value)])).toEqual([
      ['Total jobs', '36'],
      ['Active drivers', '4'],
      ['Top driver', 'Abdul Rahman'],
    ]);
    expect(chartBars(view).map((bar) => [bar.value, bar.colour])).toEqual([
      [20, 'indigo.6'],
      [10, 'yellow.6'],
      [5, 'gray.6'],
      [1, 'orange.6'],
      [0, 'gray.5'],
    ]);
  });
});

describe('customerJobView', () => {
  it('says None for the top customer when nobody has a job', () => {
    const view = customerJobView([{ customer_id: 9, customer_name: 'Al Noor Trading', job_count: 0 }], PERIOD);
    expect(view.sections[0]?.columns[0]?.header).toBe('Customer');
    expect(view.summary.at(-1)?.value).toEqual({ kind: 'text', text: 'None' });
  });

  it('draws only the busiest customers and says so', () => {
    const rows = Array.from({ length: 18 }, (_, i) => ({ customer_id: i, customer_name: `C${i}`, job_count: i }));
    const view = customerJobView(rows, PERIOD);
    expect(chartBars(view)[0]?.label).toBe('C17');
    expect(view.chart.kind === 'bars' && view.chart.note).toBe('Top 15 of 18 customers.');
    expect(view.sections[0]?.rows).toHaveLength(18);
  });
});

describe('trucksJobView', () => {
  // PERIOD is March 2019: 31 days.
  const truck = (truck_id: number, truck_number: string, job_count: number) => ({
    truck_id,
    truck_number,
    job_count,
    utilization: job_count / 31,
  });
  const view = trucksJobView([truck(1, 'BH-10231', 31), truck(2, 'BH-10452', 15), truck(3, 'BH-11873', 3)], PERIOD);

  it("shows each truck's utilization over the range and the colour against the busiest truck", () => {
    expect(rankedRows(view)).toEqual([
      ['BH-10231', '31', '100.0 %', 'Above 70 % of top', 'green.6'],
      ['BH-10452', '15', '48.4 %', 'Above 40 % of top', 'yellow.6'],
      ['BH-11873', '3', '9.7 %', '40 % of top or less', 'red.6'],
    ]);
  });

  it('gives the fleet utilization as total jobs / (trucks × days in the range) and says so', () => {
    expect(rowText(view.sections[0]?.totals)).toEqual(['Total', '49', '52.7 %', '']);
    const fleet = view.summary.find((figure) => figure.label === 'Fleet utilization');
    expect(fleet?.value).toEqual({ kind: 'percent', fraction: 49 / 93 });
    expect(fleet?.hint).toBe('Jobs ÷ (3 trucks × 31 days in the range)');
  });

  it('over a year divides by 365 days, not a 30-day month', () => {
    const year = trucksJobView([{ truck_id: 1, truck_number: 'BH-10231', job_count: 200, utilization: 200 / 365 }], {
      from: '2026-01-01',
      to: '2026-12-31',
    });
    const fleet = year.summary.find((figure) => figure.label === 'Fleet utilization');
    expect(fleet?.value).toEqual({ kind: 'percent', fraction: 200 / 365 });
    expect(fleet?.hint).toBe('Jobs ÷ (1 truck × 365 days in the range)');
  });
});
