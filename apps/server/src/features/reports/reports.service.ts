import { addMonths, daysInRange, monthEnd, monthStart, todayIn } from '@fleetledger/shared/dates';
import { isInvoicedStatus } from '@fleetledger/shared/jobs/jobs.rules';
import { filsToBd } from '@fleetledger/shared/money';
import { truckUtilization } from '@fleetledger/shared/reports/report-tiers';
import type { InvoiceDetailReport, RangedReportId, ReportRange } from '@fleetledger/shared/reports/reports.contract';
import type { Db } from '../../db/client';
import * as q from './reports.queries';

export async function rangedReport(db: Db, report: RangedReportId, { from, to }: ReportRange): Promise<unknown> {
  switch (report) {
    case 'drivers_job':
      return q.rankMembers(db, q.DRIVER, q.JOB_COUNT, from, to);
    case 'trucks_job': {
      const days = daysInRange(from, to);
      return (await q.rankMembers(db, q.TRUCK, q.JOB_COUNT, from, to)).map((row) => ({
        ...row,
        utilization: truckUtilization(row.job_count, 1, days),
      }));
    }
    case 'customer_job':
      return q.rankMembers(db, q.CUSTOMER, q.JOB_COUNT, from, to);
    case 'expense_total':
      return groupByAccount(await q.expenseTotalsByCharge(db, from, to));
    case 'truck_expense':
      return inBd(await q.rankMembers(db, q.TRUCK, q.TRUCK_COST_TOTAL, from, to), 'total_expense');
    case 'job_expense':
      return inBd(await q.jobExpenseTotals(db, from, to), 'total_expense');
    case 'invoice_detail':
      return invoiceDetail(await q.jobsByInvoiceStatus(db, from, to));
    case 'customer_total':
      return inBd(await q.rankMembers(db, q.CUSTOMER, q.REVENUE, from, to), 'total_amount');
  }
}

/** Each row with its fils total as the BD amount the report calls `as`. */
function inBd<Row extends { total_fils: number }, As extends string>(rows: readonly Row[], as: As) {
  return rows.map(({ total_fils, ...row }) => ({ ...row, [as]: filsToBd(Number(total_fils)) }));
}

function groupByAccount(rows: Awaited<ReturnType<typeof q.expenseTotalsByCharge>>) {
  const accounts = new Map<
    number,
    { coa_id: number; coa_name: string; charges: { charge_id: number; charge_name: string; total: number }[] }
  >();
  for (const row of rows) {
    let account = accounts.get(row.coa_id);
    if (account === undefined) {
      account = { coa_id: row.coa_id, coa_name: row.coa_name, charges: [] };
      accounts.set(row.coa_id, account);
    }
    account.charges.push({
      charge_id: row.charge_id,
      charge_name: row.charge_name,
      total: filsToBd(Number(row.total_fils)),
    });
  }
  return [...accounts.values()];
}

/** Sorted by the job's invoice status: requested, invoiced, everything else. */
function invoiceDetail(rows: Awaited<ReturnType<typeof q.jobsByInvoiceStatus>>): InvoiceDetailReport {
  const report: InvoiceDetailReport = { requested: [], invoiced: [], non_invoiced: [] };
  for (const row of rows) {
    const job = {
      id: row.id,
      job_number: row.job_number,
      customer_name: row.customer_name,
      date: row.date,
      charge: filsToBd(Number(row.charge_fils)),
      extra_amount: filsToBd(Number(row.extra_amount_fils)),
    };
    if (row.invoice_status === 'requested') report.requested.push(job);
    else if (isInvoicedStatus(row.invoice_status)) report.invoiced.push(job);
    else report.non_invoiced.push(job);
  }
  return report;
}

/** The last 12 months up to the company's current month, each with its drivers' job counts. */
export async function driverMonthly(db: Db, companyTz: string, now: Date = new Date()) {
  const current = todayIn(companyTz, now).slice(0, 7);
  const months = Array.from({ length: 12 }, (_, i) => addMonths(current, i - 11));
  const rows = await q.driverJobsByMonth(db, monthStart(months[0]!), monthEnd(current));
  return months.map((month) => ({
    month,
    drivers: rows
      .filter((row) => row.month === month)
      .map(({ driver_id, driver_name, job_count }) => ({ driver_id, driver_name, job_count })),
  }));
}
