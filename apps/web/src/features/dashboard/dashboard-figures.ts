import { DASHBOARD_MONTHS, type DashboardData } from '@fleetledger/shared/dashboard/dashboard.contract';
import { addMonths, monthLabel } from '@fleetledger/shared/dates';
import { bdToFils } from '@fleetledger/shared/money';

/** What a month and the 12 months' totals show: work done by job date beside the books' profit; money in fils. */
export interface PeriodFigures {
  jobs: number;
  /** Charge + extra amount of the jobs done, by job date: work done, not revenue. */
  workDoneFils: number;
  /** The part of the work done whose invoice is not posted yet. */
  notInvoicedFils: number;
  /** The books: income, expenses and net profit as the profit and loss statement gives them. */
  incomeFils: number;
  expensesFils: number;
  profitFils: number;
}

/** One row of the 12-month table. */
export interface MonthFigures extends PeriodFigures {
  month: string;
  label: string;
  topTruck: { truckNumber: string; amountFils: number } | null;
}

export interface DashboardFigures {
  months: MonthFigures[];
  totals: PeriodFigures;
  current: {
    label: string;
    jobs: number;
    workDoneFils: number;
    notInvoicedFils: number;
    taxiJobs: number;
    taxiRevenueFils: number;
  };
}

const FIGURES = ['jobs', 'workDoneFils', 'notInvoicedFils', 'incomeFils', 'expensesFils', 'profitFils'] as const;

/**
 * The dashboard's figures from the server's entity: the 12 months ending with the company's current
 * month (a month without jobs or postings shows zeros), each month's work done by job date with the
 * part not yet invoiced, and the books' income, expenses and net profit for it — the one profit figure,
 * the profit and loss statement's (README, "One definition of profit"); the totals summed from the
 * rows. Money is converted to fils once, here.
 */
export function dashboardFigures(data: DashboardData): DashboardFigures {
  const jobsBy = new Map(data.jobs_monthly.map((row) => [row.month, row]));
  const booksBy = new Map(data.profit_and_loss_monthly.map((row) => [row.month, row]));
  const topTruckBy = new Map(data.expense_top_truck_per_month.map((row) => [row.month, row]));

  const months: MonthFigures[] = [];
  for (let back = DASHBOARD_MONTHS - 1; back >= 0; back -= 1) {
    const month = addMonths(data.current_month, -back);
    const jobs = jobsBy.get(month);
    const books = booksBy.get(month);
    const truck = topTruckBy.get(month);
    months.push({
      month,
      label: jobs?.display ?? monthLabel(month),
      jobs: jobs?.job_count ?? 0,
      workDoneFils: bdToFils(jobs?.total_amount ?? 0),
      notInvoicedFils: bdToFils(jobs?.not_invoiced_amount ?? 0),
      incomeFils: bdToFils(books?.income ?? 0),
      expensesFils: bdToFils(books?.expenses ?? 0),
      profitFils: bdToFils(books?.net_profit ?? 0),
      topTruck:
        truck !== undefined && truck.truck_number !== null
          ? { truckNumber: truck.truck_number, amountFils: bdToFils(truck.amount) }
          : null,
    });
  }

  const totals: PeriodFigures = {
    jobs: 0,
    workDoneFils: 0,
    notInvoicedFils: 0,
    incomeFils: 0,
    expensesFils: 0,
    profitFils: 0,
  };
  for (const row of months) for (const figure of FIGURES) totals[figure] += row[figure];
  const current = jobsBy.get(data.current_month);

  return {
    months,
    totals,
    current: {
      label: current?.display ?? monthLabel(data.current_month),
      jobs: current?.job_count ?? 0,
      workDoneFils: bdToFils(current?.total_amount ?? 0),
      notInvoicedFils: bdToFils(current?.not_invoiced_amount ?? 0),
      taxiJobs: current?.taxi_count ?? 0,
      taxiRevenueFils: bdToFils(current?.taxi_amount ?? 0),
    },
  };
}
