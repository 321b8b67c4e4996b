import type { ReportId } from '@fleetledger/shared/reports/reports.contract';

/** One line under each report's name saying what it answers. */
export const REPORT_DESCRIPTIONS: Record<ReportId, string> = {
  drivers_job: 'Jobs per driver, with tiers: platinum 20+, gold 10–19, silver 5–9, bronze 1–4, inactive 0.',
  trucks_job: 'Jobs per truck and how busy the fleet was: jobs per truck per day of the range.',
  customer_job: 'Jobs per customer, with the same tiers as drivers.',
  expense_total: 'Expenses per charge, grouped by chart-of-accounts account.',
  truck_expense: 'Expenses per truck, against the average truck.',
  job_expense: 'Expenses booked against each job, against the average job.',
  invoice_detail: 'The jobs of the period by invoice status: requested, invoiced and not invoiced.',
  customer_total: 'Revenue (charge + extra amount) per customer, with tiers and revenue shares.',
  driver_monthly: 'Jobs per driver in each of the last 12 months.',
};
