import { DASHBOARD_MONTHS, type DashboardData } from '@fleetledger/shared/dashboard/dashboard.contract';
import { addMonths, monthLabel } from '@fleetledger/shared/dates';
import { bdToFils } from '@fleetledger/shared/money';

/** One row of the 12-month table; money in fils. */
export interface MonthFigures {
  month: string;
  label: string;
  jobs: number;
  revenueFils: number;
  expensesFils: number;
  profitFils: number;
  topTruck: { truckNumber: string; amountFils: number } | null;
}

export interface DashboardFigures {
  months: MonthFigures[];
  totals: { jobs: number; revenueFils: number; expensesFils: number; profitFils: number };
  overall: { jobs: number; revenueFils: number; expensesFils: number; profitFils: number };
  current: { label: string; jobs: number; revenueFils: number; taxiJobs: number; taxiRevenueFils: number };
}

/**
 * The dashboard's figures from the server's entity: the 12 months ending with the company's current
 * month (a month without jobs or expenses shows zeros), profit = revenue − expenses, the totals row
 * summed from the rows. Money is converted to fils once, here.
 */
export function dashboardFigures(data: DashboardData): DashboardFigures {
  const jobsBy = new Map(data.jobs_monthly.map((row) => [row.month, row]));
  const expensesBy = new Map(data.expenses_monthly.map((row) => [row.month, row]));
  const topTruckBy = new Map(data.expense_top_truck_per_month.map((row) => [row.month, row]));

  const months: MonthFigures[] = [];
  for (let back = DASHBOARD_MONTHS - 1; back >= 0; back -= 1) {
    const month = addMonths(data.current_month, -back);
    const jobs = jobsBy.get(month);
    const revenueFils = bdToFils(jobs?.total_amount ?? 0);
    const expensesFils = bdToFils(expensesBy.get(month)?.expense_total ?? 0);
    const truck = topTruckBy.get(month);
    months.push({
      month,
      label: jobs?.display ?? monthLabel(month),
      jobs: jobs?.job_count ?? 0,
      revenueFils,
      expensesFils,
      profitFils: revenueFils - expensesFils,
      topTruck:
        truck !== undefined && truck.truck_number !== null
          ? { truckNumber: truck.truck_number, amountFils: bdToFils(truck.amount) }
          : null,
    });
  }

  const totals = months.reduce(
    (sum, row) => ({
      jobs: sum.jobs + row.jobs,
      revenueFils: sum.revenueFils + row.revenueFils,
      expensesFils: sum.expensesFils + row.expensesFils,
      profitFils: sum.profitFils + row.profitFils,
    }),
    { jobs: 0, revenueFils: 0, expensesFils: 0, profitFils: 0 },
  );

  const overallRevenue = bdToFils(data.overall.total_amount);
  const overallExpenses = bdToFils(data.overall_expenses);
  const current = jobsBy.get(data.current_month);

  return {
    months,
    totals,
    overall: {
      jobs: data.overall.total_jobs,
      revenueFils: overallRevenue,
      expensesFils: overallExpenses,
      profitFils: overallRevenue - overallExpenses,
    },
    current: {
      label: current?.display ?? monthLabel(data.current_month),
      jobs: current?.job_count ?? 0,
      revenueFils: bdToFils(current?.total_amount ?? 0),
      taxiJobs: current?.taxi_count ?? 0,
      taxiRevenueFils: bdToFils(current?.taxi_amount ?? 0),
    },
  };
}
