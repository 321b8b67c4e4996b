import { describe, expect, it } from 'vitest';
import { cellText } from '../components/report-cell';
import { customerJobView, driversJobView, trucksJobView } from './job-count-reports';
import { rowText, sectionText } from '../testing/section-text';

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
    expect(view.sections[0]?.columns.map((column) => column.header)).toEqual(['Driver', 'Jobs', 'Tier']);
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
    expect(view.chart.kind === 'bars' && view.chart.bars.map((bar) => [bar.value, bar.colour])).toEqual([
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
    expect(view.chart.kind === 'bars' && view.chart.bars[0]?.label).toBe('C17');
    expect(view.chart.kind === 'bars' && view.chart.note).toBe('Top 15 of 18 customers.');
    expect(view.sections[0]?.rows).toHaveLength(18);
  });
});

describe('trucksJobView', () => {
  const view = trucksJobView(
    [
      { truck_id: 1, truck_number: 'BH-10231', job_count: 30 },
      { truck_id: 2, truck_number: 'BH-10452', job_count: 15 },
      { truck_id: 3, truck_number: 'BH-11873', job_count: 3 },
    ],
    PERIOD,
  );

  it('shows utilization over a 30-day month and the colour against the busiest truck', () => {
    expect(sectionText(view.sections[0])).toEqual([
      ['BH-10231', '30', '100.0 %', 'Above 70 % of top'],
      ['BH-10452', '15', '50.0 %', 'Above 40 % of top'],
      ['BH-11873', '3', '10.0 %', '40 % of top or less'],
    ]);
    expect(view.chart.kind === 'bars' && view.chart.bars.map((bar) => bar.colour)).toEqual([
      'green.6',
      'yellow.6',
      'red.6',
    ]);
  });

  it('gives the fleet utilization as total jobs / (trucks × 30)', () => {
    expect(rowText(view.sections[0]?.totals)).toEqual(['Total', '48', '53.3 %', '']);
    expect(view.summary.find((figure) => figure.label === 'Fleet utilization')?.value).toEqual({
      kind: 'percent',
      fraction: 48 / 90,
    });
  });
});
