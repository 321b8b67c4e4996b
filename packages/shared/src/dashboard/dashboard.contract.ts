import { z } from 'zod';
import { numbers } from '../contract-fields';

/**
 * GET dashboard.php. Staff get the company's figures, the dashboard data entity of
 * The operations spec (money in BD). A Driver gets only their own work (README, design
 * decisions): `view` says which of the two the answer is.
 */
export const DASHBOARD_MONTHS = 12;
export const CURRENT_MONTH_CUSTOMERS = 4;
export const DRIVER_RECENT_JOBS = 10;

const month = z.string().regex(/^\d{4}-\d{2}$/);

const truckProfit = z.object({ truck_id: z.number(), truck_number: z.string(), profit: z.number() });

export const companyDashboardResponse = z.object({
  success: z.literal(true),
  view: z.literal('company'),
  /** The company's current month, YYYY-MM. */
  current_month: month,
  overall: z.object({ total_jobs: z.number(), total_amount: z.number() }),
  overall_expenses: z.number(),
  /**
   * Work done by job date: each month's jobs and what they charge (charge + extra amount), and the part
   * of it whose invoice is not posted yet. This is not revenue: the books count revenue when an invoice
   * is posted, on its date.
   */
  jobs_monthly: z.array(
    z.object({
      month,
      display: z.string(),
      ...numbers('job_count', 'total_amount', 'taxi_count', 'taxi_amount', 'not_invoiced_amount'),
    }),
  ),
  /**
   * The books' figures per month, as the profit and loss statement gives them for that whole month:
   * income, expenses and net profit (income − expenses). The one profit the dashboard shows.
   */
  profit_and_loss_monthly: z.array(z.object({ month, ...numbers('income', 'expenses', 'net_profit') })),
  expenses_monthly: z.array(z.object({ month, expense_total: z.number() })),
  expense_top_truck_per_month: z.array(z.object({ month, truck_number: z.string().nullable(), amount: z.number() })),
  top_driver: z.object({ driver_name: z.string(), job_count: z.number() }).nullable(),
  top_truck: z.object({ truck_number: z.string(), job_count: z.number() }).nullable(),
  top_customer: z.object({ customer_name: z.string(), job_count: z.number() }).nullable(),
  current_month_customers: z.array(
    z.object({ customer_id: z.number(), customer_name: z.string(), job_count: z.number() }),
  ),
  /**
   * The current month's most profitable trucks (best first) and least profitable (worst first), by the
   * books' profit: ledger revenue less expenses and purchases. No truck is in both lists.
   */
  truck_profit: z.object({ top: z.array(truckProfit), bottom: z.array(truckProfit) }),
});
export type DashboardData = z.infer<typeof companyDashboardResponse>;

/** A Driver's own work: no revenue, expenses, profit or other drivers' figures. */
export const driverDashboardResponse = z.object({
  success: z.literal(true),
  view: z.literal('driver'),
  current_month: month,
  /** The driver record linked to the signed-in user; null when none is linked yet. */
  driver: z.object({ driver_name: z.string(), truck_number: z.string().nullable() }).nullable(),
  /** The 12 months up to the current one, every month present. */
  jobs_monthly: z.array(z.object({ month, display: z.string(), job_count: z.number() })),
  current_month_jobs: z.number(),
  total_jobs: z.number(),
  /** Their latest jobs, newest first (at most DRIVER_RECENT_JOBS). */
  recent_jobs: z.array(
    z.object({
      id: z.number(),
      date: z.string(),
      job_number: z.string().nullable(),
      /** The container, or a loose container's BL/reference. */
      container: z.string().nullable(),
      description: z.string(),
      customer_name: z.string().nullable(),
      truck_number: z.string().nullable(),
    }),
  ),
});
export type DriverDashboardData = z.infer<typeof driverDashboardResponse>;

export const dashboardResponse = z.discriminatedUnion('view', [companyDashboardResponse, driverDashboardResponse]);
export type DashboardAnswer = z.infer<typeof dashboardResponse>;
