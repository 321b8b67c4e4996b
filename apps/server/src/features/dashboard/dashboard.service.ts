import {
  CURRENT_MONTH_CUSTOMERS,
  DASHBOARD_MONTHS,
  DRIVER_RECENT_JOBS,
  type DashboardData,
  type DriverDashboardData,
} from '@fleetledger/shared/dashboard/dashboard.contract';
import { addMonths, monthEnd, monthLabel, monthStart, todayIn } from '@fleetledger/shared/dates';
import { profitExtremes } from '@fleetledger/shared/dashboard/profit-extremes';
import { filsToBd } from '@fleetledger/shared/money';
import type { Db } from '../../db/client';
import { KeptByVersions } from '../../db/kept-by-versions';
import { monthlyProfit } from '../financial-statements/financial-statements.service';
import { profitBy } from '../profit/profit.service';
import * as q from './dashboard.queries';

/** The last 12 months up to the company's current month, oldest first. */
function dashboardMonths(companyTz: string, now: Date) {
  const current = todayIn(companyTz, now).slice(0, 7);
  const months = Array.from({ length: DASHBOARD_MONTHS }, (_, i) => addMonths(current, i - (DASHBOARD_MONTHS - 1)));
  return { current, months, from: monthStart(months[0]!), to: monthEnd(current) };
}

/** A driver's jobs: this month, each of the 12 months, their truck and their latest jobs. */
export async function driverDashboard(
  db: Db,
  userId: number,
  companyTz: string,
  now: Date = new Date(),
): Promise<DriverDashboardData> {
  const { current, months, from, to } = dashboardMonths(companyTz, now);
  const driver = await q.driverOfUser(db, userId);
  const [monthRows, recent] =
    driver === undefined
      ? [[], []]
      : await Promise.all([
          q.driverJobsByMonth(db, driver.id, from, to),
          q.driverRecentJobs(db, driver.id, DRIVER_RECENT_JOBS),
        ]);
  const jobsOf = new Map(monthRows.map((row) => [row.month, row.jobCount]));
  return {
    success: true,
    view: 'driver',
    current_month: current,
    driver: driver === undefined ? null : { driver_name: driver.name, truck_number: driver.truckNumber },
    jobs_monthly: months.map((month) => ({ month, display: monthLabel(month), job_count: jobsOf.get(month) ?? 0 })),
    current_month_jobs: jobsOf.get(current) ?? 0,
    total_jobs: monthRows.reduce((sum, row) => sum + row.jobCount, 0),
    recent_jobs: recent.map((job) => ({
      id: job.id,
      date: job.date,
      job_number: job.jobNumber,
      container: job.isLoseContainer ? job.reference : job.container,
      description: job.description,
      customer_name: job.customerName,
      truck_number: job.truckNumber,
    })),
  };
}

/** What the dashboard reads from the books: nothing a job saved changes, so it is kept apart from the jobs' figures. */
async function booksFigures(db: Db, current: string, months: string[], from: string, to: string) {
  const [books, expenseRows, topTrucks, truckProfit] = await Promise.all([
    monthlyProfit(db, months[0]!, current),
    q.expensesByMonth(db, from, to),
    q.topExpenseTruckByMonth(db, from, to),
    profitBy(db, { from: monthStart(current), to, by: 'truck' }),
  ]);
  return { books, expenseRows, topTrucks, truckProfit };
}

export type DashboardBooks = Awaited<ReturnType<typeof booksFigures>>;

/**
 * The books' figures of the dashboard kept between builds: the books themselves, whose jobs their lines
 * name (migration 0031) and the trucks' numbers.
 */
export const keptDashboardBooks = () => new KeptByVersions<DashboardBooks>(['books', 'job_owners', 'masterdata']);

/**
 * The company's last 12 months up to its current month, every month present even when empty. With kept
 * books' figures, a build after a job saved reads only the jobs' figures, which month_totals keeps.
 */
export async function dashboard(
  db: Db,
  companyTz: string,
  now: Date = new Date(),
  keptBooks?: KeptByVersions<DashboardBooks>,
): Promise<DashboardData> {
  const { current, months, from, to } = dashboardMonths(companyTz, now);
  const readBooks = () => booksFigures(db, current, months, from, to);

  const [
    jobRows,
    notInvoiced,
    driver,
    truck,
    yearCustomers,
    monthCustomers,
    { books, expenseRows, topTrucks, truckProfit },
  ] = await Promise.all([
    q.jobsByMonth(db, from, to),
    q.notInvoicedByMonth(db, from, to),
    q.topDriver(db, from, to),
    q.topTruck(db, from, to),
    q.topCustomers(db, from, to, 1),
    q.topCustomers(db, monthStart(current), to, CURRENT_MONTH_CUSTOMERS),
    keptBooks === undefined ? readBooks() : keptBooks.value(db, current, readBooks),
  ]);

  const jobsOf = new Map(jobRows.map((row) => [row.month, row]));
  const notInvoicedOf = new Map(notInvoiced.map((row) => [row.month, row.amountFils]));
  const booksOf = new Map(books.map((row) => [row.month, row]));
  const expensesOf = new Map(expenseRows.map((row) => [row.month, row.totalFils]));
  const topTruckOf = new Map(topTrucks.map((row) => [row.month, row]));
  const jobsMonthly = months.map((month) => {
    const row = jobsOf.get(month);
    return {
      month,
      display: monthLabel(month),
      job_count: row?.jobCount ?? 0,
      total_amount: filsToBd(row?.revenueFils ?? 0),
      taxi_count: row?.taxiCount ?? 0,
      taxi_amount: filsToBd(row?.taxiRevenueFils ?? 0),
      not_invoiced_amount: filsToBd(notInvoicedOf.get(month) ?? 0),
    };
  });
  const totalJobs = jobRows.reduce((sum, row) => sum + row.jobCount, 0);
  const totalRevenueFils = jobRows.reduce((sum, row) => sum + row.revenueFils, 0);
  const totalExpenseFils = expenseRows.reduce((sum, row) => sum + row.totalFils, 0);
  const topCustomer = yearCustomers[0];

  return {
    success: true,
    view: 'company',
    current_month: current,
    overall: { total_jobs: totalJobs, total_amount: filsToBd(totalRevenueFils) },
    overall_expenses: filsToBd(totalExpenseFils),
    jobs_monthly: jobsMonthly,
    profit_and_loss_monthly: months.map((month) => {
      const row = booksOf.get(month);
      return {
        month,
        income: filsToBd(row?.incomeFils ?? 0),
        expenses: filsToBd(row?.expenseFils ?? 0),
        net_profit: filsToBd(row?.profitFils ?? 0),
      };
    }),
    expenses_monthly: months.map((month) => ({ month, expense_total: filsToBd(expensesOf.get(month) ?? 0) })),
    expense_top_truck_per_month: months.map((month) => {
      const row = topTruckOf.get(month);
      return { month, truck_number: row?.truck_number ?? null, amount: filsToBd(Number(row?.amount_fils ?? 0)) };
    }),
    top_driver: driver === undefined ? null : { driver_name: driver.name, job_count: driver.jobCount },
    top_truck: truck === undefined ? null : { truck_number: truck.number, job_count: truck.jobCount },
    top_customer:
      topCustomer === undefined ? null : { customer_name: topCustomer.name, job_count: topCustomer.jobCount },
    current_month_customers: monthCustomers.map((row) => ({
      customer_id: row.id,
      customer_name: row.name,
      job_count: row.jobCount,
    })),
    truck_profit: truckProfitLists(truckProfit.rows),
  };
}

/** The month's trucks by profit, as the dashboard lists them. */
function truckProfitLists(rows: { id: number; name: string; profit: number }[]): DashboardData['truck_profit'] {
  return profitExtremes(rows.map((row) => ({ truck_id: row.id, truck_number: row.name, profit: row.profit })));
}
