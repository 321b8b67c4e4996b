import { daysInRange } from '@fleetledger/shared/dates';
import { jobCountTier, truckBarColour, truckUtilization } from '@fleetledger/shared/reports/report-tiers';
import type { CustomerJobRow, DriversJobRow, TrucksJobRow } from '@fleetledger/shared/reports/reports.contract';
import { rankedReport } from './ranked-report';
import { JOBS_COLUMN, TIER_COLUMN } from './report-columns';
import { column, count, EMPTY, percent, sum, text, type ReportPeriod, type ReportView } from './report-view';
import { barColourBadge, barColourShade, jobTierBadge, jobTierShade } from './tier-badges';

interface NamedCount {
  id: number;
  name: string;
  jobCount: number;
}

/** Drivers Job and Customer Job: the same ranking of job counts with the platinum … inactive tiers. */
function jobCountView(
  id: 'drivers_job' | 'customer_job',
  who: { heading: string; singular: string; plural: string },
  rows: NamedCount[],
  period: ReportPeriod,
): ReportView {
  const totalJobs = sum(rows.map((row) => row.jobCount));
  const active = rows.filter((row) => row.jobCount > 0);
  const top = active.length === 0 ? null : active.reduce((best, row) => (row.jobCount > best.jobCount ? row : best));
  return rankedReport({
    id,
    period,
    summary: [
      { label: 'Total jobs', value: count(totalJobs) },
      { label: `Active ${who.plural}`, value: count(active.length), hint: `of ${rows.length} listed` },
      { label: `Top ${who.singular}`, value: text(top === null ? 'None' : top.name) },
    ],
    chart: { title: `Jobs per ${who.singular}`, unit: 'jobs', noun: who.plural },
    columns: [column(who.heading, 'left', 30), JOBS_COLUMN, TIER_COLUMN],
    entries: rows.map((row) => {
      const tier = jobCountTier(row.jobCount);
      return {
        key: row.id,
        bar: { label: row.name, value: row.jobCount, colour: jobTierShade(tier) },
        cells: [text(row.name), count(row.jobCount), jobTierBadge(tier)],
      };
    }),
    totals: [text('Total'), count(totalJobs), EMPTY],
    emptyMessage: `No ${who.plural} for this range.`,
  });
}

export function driversJobView(rows: DriversJobRow[], period: ReportPeriod): ReportView {
  const named = rows.map((row) => ({ id: row.driver_id, name: row.driver_name, jobCount: row.job_count }));
  return jobCountView('drivers_job', { heading: 'Driver', singular: 'driver', plural: 'drivers' }, named, period);
}

export function customerJobView(rows: CustomerJobRow[], period: ReportPeriod): ReportView {
  const named = rows.map((row) => ({ id: row.customer_id, name: row.customer_name, jobCount: row.job_count }));
  return jobCountView(
    'customer_job',
    { heading: 'Customer', singular: 'customer', plural: 'customers' },
    named,
    period,
  );
}

function plural(count: number, one: string, many: string): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
}

/**
 * Trucks Job: job counts, utilization over the days of the range (each truck's as the server
 * worked it out, the fleet's by the same rule), and the bar colour against the busiest truck.
 */
export function trucksJobView(rows: TrucksJobRow[], period: ReportPeriod): ReportView {
  const totalJobs = sum(rows.map((row) => row.job_count));
  const topJobs = Math.max(0, ...rows.map((row) => row.job_count));
  const days = daysInRange(period.from, period.to);
  const fleetUtilization = truckUtilization(totalJobs, rows.length, days);
  return rankedReport({
    id: 'trucks_job',
    period,
    summary: [
      { label: 'Total jobs', value: count(totalJobs) },
      { label: 'Trucks', value: count(rows.length) },
      {
        label: 'Fleet utilization',
        value: percent(fleetUtilization),
        hint: `Jobs ÷ (${plural(rows.length, 'truck', 'trucks')} × ${plural(days, 'day', 'days')} in the range)`,
      },
    ],
    chart: { title: 'Jobs per truck', unit: 'jobs', noun: 'trucks' },
    columns: [
      column('Truck', 'left', 16),
      JOBS_COLUMN,
      column('Utilization', 'right', 12),
      column('Versus top truck', 'left', 20),
    ],
    entries: rows.map((row) => {
      const colour = truckBarColour(row.job_count, topJobs);
      return {
        key: row.truck_id,
        bar: { label: row.truck_number, value: row.job_count, colour: barColourShade(colour) },
        cells: [text(row.truck_number), count(row.job_count), percent(row.utilization), barColourBadge(colour)],
      };
    }),
    totals: [text('Total'), count(totalJobs), percent(fleetUtilization), EMPTY],
    emptyMessage: 'No trucks for this range.',
  });
}
