import type { MantineColor } from '@mantine/core';
import { monthEnd, monthLabel, monthStart } from '@fleetledger/shared/dates';
import { REPORT_NAMES, type DriverMonthlyRow } from '@fleetledger/shared/reports/reports.contract';
import { column, count, dataRow, subtotalRow, sum, text, type ReportPeriod, type ReportView } from './report-view';

/** Distinct, print-safe series colours; they repeat only beyond a dozen drivers. */
const SERIES_COLOURS: readonly MantineColor[] = [
  'indigo.6',
  'teal.6',
  'orange.6',
  'grape.6',
  'cyan.7',
  'yellow.6',
  'red.6',
  'lime.7',
  'pink.6',
  'blue.6',
  'violet.6',
  'green.7',
];

interface DriverColumn {
  id: number;
  /** Unique among the columns: the chart keys its series by it. */
  name: string;
  total: number;
}

/** Every driver with a job in any of the months, busiest first. */
function driverColumns(months: DriverMonthlyRow[]): DriverColumn[] {
  const byId = new Map<number, { name: string; total: number }>();
  for (const month of months) {
    for (const driver of month.drivers) {
      const seen = byId.get(driver.driver_id);
      byId.set(driver.driver_id, { name: driver.driver_name, total: (seen?.total ?? 0) + driver.job_count });
    }
  }
  const drivers = [...byId].map(([id, { name, total }]) => ({ id, name, total }));
  drivers.sort((a, b) => b.total - a.total || a.name.localeCompare(b.name));
  const nameCounts = new Map<string, number>();
  for (const driver of drivers) nameCounts.set(driver.name, (nameCounts.get(driver.name) ?? 0) + 1);
  // Two drivers may share a name; their id keeps them apart.
  return drivers.map((driver) =>
    (nameCounts.get(driver.name) ?? 0) > 1 ? { ...driver, name: `${driver.name} (#${driver.id})` } : driver,
  );
}

function jobsOf(month: DriverMonthlyRow, driverId: number): number {
  return month.drivers.find((driver) => driver.driver_id === driverId)?.job_count ?? 0;
}

/** Driver Monthly: the last 12 months of job counts, one stacked bar per month and a month × driver table. */
export function driverMonthlyView(months: DriverMonthlyRow[]): ReportView {
  const drivers = driverColumns(months);
  const monthTotals = months.map((month) => ({ month, total: sum(month.drivers.map((driver) => driver.job_count)) }));
  const totalJobs = sum(monthTotals.map((row) => row.total));
  const busiest = monthTotals.reduce<(typeof monthTotals)[number] | null>(
    (best, row) => (row.total > 0 && (best === null || row.total > best.total) ? row : best),
    null,
  );
  const first = months[0]?.month;
  const last = months[months.length - 1]?.month;
  const period: ReportPeriod =
    first === undefined || last === undefined ? { from: '', to: '' } : { from: monthStart(first), to: monthEnd(last) };

  return {
    id: 'driver_monthly',
    title: REPORT_NAMES.driver_monthly,
    period,
    summary: [
      { label: 'Total jobs', value: count(totalJobs), hint: `${months.length} months` },
      { label: 'Busiest month', value: text(busiest === null ? 'None' : monthLabel(busiest.month.month)) },
      { label: 'Top driver', value: text(drivers[0]?.name ?? 'None') },
    ],
    chart: {
      kind: 'stacked',
      title: 'Jobs per month and driver',
      categoryKey: 'month',
      points: months.map((month) => ({
        month: monthLabel(month.month),
        ...Object.fromEntries(drivers.map((driver) => [driver.name, jobsOf(month, driver.id)])),
      })),
      series: drivers.map((driver, index) => ({
        name: driver.name,
        colour: SERIES_COLOURS[index % SERIES_COLOURS.length] ?? 'gray.6',
      })),
    },
    sections: [
      {
        key: 'driver_monthly',
        title: REPORT_NAMES.driver_monthly,
        columns: [
          column('Month', 'left', 12),
          ...drivers.map((driver) => column(driver.name, 'right', Math.max(10, driver.name.length + 2))),
          column('Total', 'right', 10),
        ],
        rows: monthTotals.map(({ month, total }) =>
          dataRow(month.month, [
            text(monthLabel(month.month)),
            ...drivers.map((driver) => count(jobsOf(month, driver.id))),
            count(total),
          ]),
        ),
        totals: subtotalRow('totals', [
          text('Total'),
          ...drivers.map((driver) => count(driver.total)),
          count(totalJobs),
        ]),
        emptyMessage: 'No months to show.',
      },
    ],
  };
}
