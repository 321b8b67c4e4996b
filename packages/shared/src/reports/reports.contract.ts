import { z } from 'zod';
import { numbers, textsOrNull } from '../contract-fields';
import { daysInRange, isIsoDate } from '../dates';

export const REPORT_IDS = [
  'drivers_job',
  'trucks_job',
  'customer_job',
  'expense_total',
  'truck_expense',
  'job_expense',
  'invoice_detail',
  'customer_total',
  'driver_monthly',
] as const;
export type ReportId = (typeof REPORT_IDS)[number];
/** The ranged reports, served at report/{id}_report.php. */
export const RANGED_REPORTS = REPORT_IDS.filter(
  (id): id is Exclude<ReportId, 'driver_monthly'> => id !== 'driver_monthly',
);
export type RangedReportId = (typeof RANGED_REPORTS)[number];

export const REPORT_NAMES: Record<ReportId, string> = {
  drivers_job: 'Drivers Job',
  trucks_job: 'Trucks Job',
  customer_job: 'Customer Job',
  expense_total: 'Expense Total by COA',
  truck_expense: 'Truck Expense',
  job_expense: 'Job Expense',
  invoice_detail: 'Invoice Detail',
  customer_total: 'Customer Total Amount',
  driver_monthly: 'Driver Monthly',
};

export const MAX_REPORT_YEARS = 5;

/** {from, to}: real dates, from not after to, at most five years apart. */
export const reportRange = z
  .object({
    from: z
      .string({ error: 'From date is required' })
      .min(1, 'From date is required')
      .refine(isIsoDate, 'From must be a date (YYYY-MM-DD)'),
    to: z
      .string({ error: 'To date is required' })
      .min(1, 'To date is required')
      .refine(isIsoDate, 'To must be a date (YYYY-MM-DD)'),
  })
  .refine((r) => r.from <= r.to, { message: 'From must not be after To', path: ['from'] })
  .refine((r) => daysInRange(r.from, r.to) - 1 <= MAX_REPORT_YEARS * 366, {
    message: `The range can be at most ${MAX_REPORT_YEARS} years`,
    path: ['to'],
  });
export type ReportRange = z.infer<typeof reportRange>;

/** The period a report's answer covers: the from and to it was asked for. */
export const reportedPeriod = z.object({ from: z.string(), to: z.string() });

export const driversJobRow = z.object({ driver_id: z.number(), driver_name: z.string(), job_count: z.number() });
/** utilization (beyond the spec): the truck's jobs ÷ the days of the range, as a fraction (report-tiers.ts). */
export const trucksJobRow = z.object({
  truck_id: z.number(),
  truck_number: z.string(),
  job_count: z.number(),
  utilization: z.number(),
});
export const customerJobRow = z.object({ customer_id: z.number(), customer_name: z.string(), job_count: z.number() });
export const expenseTotalRow = z.object({
  coa_id: z.number(),
  coa_name: z.string(),
  charges: z.array(z.object({ charge_id: z.number(), charge_name: z.string(), total: z.number() })),
});
export const truckExpenseRow = z.object({ truck_id: z.number(), truck_number: z.string(), total_expense: z.number() });
export const jobExpenseRow = z.object({ job_id: z.number(), total_expense: z.number() });
export const invoiceDetailJob = z.object({
  ...numbers('id', 'charge', 'extra_amount'),
  ...textsOrNull('job_number', 'customer_name'),
  date: z.string(),
});
export const invoiceDetailReport = z.object({
  requested: z.array(invoiceDetailJob),
  invoiced: z.array(invoiceDetailJob),
  non_invoiced: z.array(invoiceDetailJob),
});
export const customerTotalRow = z.object({
  customer_id: z.number(),
  customer_name: z.string(),
  total_amount: z.number(),
});
export const driverMonthlyRow = z.object({
  month: z.string(),
  drivers: z.array(z.object({ driver_id: z.number(), driver_name: z.string(), job_count: z.number() })),
});

/** Every report answers `{success: true, data}`. */
const reportAnswer = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });

export const reportResponses = {
  drivers_job: reportAnswer(z.array(driversJobRow)),
  trucks_job: reportAnswer(z.array(trucksJobRow)),
  customer_job: reportAnswer(z.array(customerJobRow)),
  expense_total: reportAnswer(z.array(expenseTotalRow)),
  truck_expense: reportAnswer(z.array(truckExpenseRow)),
  job_expense: reportAnswer(z.array(jobExpenseRow)),
  invoice_detail: reportAnswer(invoiceDetailReport),
  customer_total: reportAnswer(z.array(customerTotalRow)),
  driver_monthly: reportAnswer(z.array(driverMonthlyRow)),
} as const;

export type DriversJobRow = z.infer<typeof driversJobRow>;
export type TrucksJobRow = z.infer<typeof trucksJobRow>;
export type CustomerJobRow = z.infer<typeof customerJobRow>;
export type ExpenseTotalRow = z.infer<typeof expenseTotalRow>;
export type TruckExpenseRow = z.infer<typeof truckExpenseRow>;
export type JobExpenseRow = z.infer<typeof jobExpenseRow>;
export type InvoiceDetailReport = z.infer<typeof invoiceDetailReport>;
export type InvoiceDetailJob = z.infer<typeof invoiceDetailJob>;
export type CustomerTotalRow = z.infer<typeof customerTotalRow>;
export type DriverMonthlyRow = z.infer<typeof driverMonthlyRow>;
