import { z } from 'zod';

/** GET dashboard.php — the dashboard data entity of spec/operations.md section 3, money in BD. */
export const DASHBOARD_MONTHS = 12;
export const CURRENT_MONTH_CUSTOMERS = 4;

const month = z.string().regex(/^\d{4}-\d{2}$/);

export const dashboardResponse = z.object({
  success: z.literal(true),
  /** The company's current month, YYYY-MM. */
  current_month: month,
  overall: z.object({ total_jobs: z.number(), total_amount: z.number() }),
  overall_expenses: z.number(),
  jobs_monthly: z.array(
    z.object({
      month,
      display: z.string(),
      job_count: z.number(),
      total_amount: z.number(),
      taxi_count: z.number(),
      taxi_amount: z.number(),
    }),
  ),
  expenses_monthly: z.array(z.object({ month, expense_total: z.number() })),
  expense_top_truck_per_month: z.array(z.object({ month, truck_number: z.string().nullable(), amount: z.number() })),
  top_driver: z.object({ driver_name: z.string(), job_count: z.number() }).nullable(),
  top_truck: z.object({ truck_number: z.string(), job_count: z.number() }).nullable(),
  top_customer: z.object({ customer_name: z.string(), job_count: z.number() }).nullable(),
  current_month_customers: z.array(
    z.object({ customer_id: z.number(), customer_name: z.string(), job_count: z.number() }),
  ),
});
export type DashboardData = z.infer<typeof dashboardResponse>;
