import type { RangedReportId, ReportRange } from '@fleetledger/shared/reports/reports.contract';
import type { RangedResult, ReportData, ReportResult } from '../api/fetch-report';
import { customerTotalView } from './customer-total-report';
import { driverMonthlyView } from './driver-monthly-report';
import { expenseTotalView, jobExpenseView, truckExpenseView } from './expense-reports';
import { invoiceDetailView } from './invoice-detail-report';
import { customerJobView, driversJobView, trucksJobView } from './job-count-reports';
import type { ReportView } from './report-view';

const rangedViews: { [K in RangedReportId]: (data: ReportData[K], range: ReportRange) => ReportView } = {
  drivers_job: driversJobView,
  trucks_job: trucksJobView,
  customer_job: customerJobView,
  expense_total: expenseTotalView,
  truck_expense: truckExpenseView,
  job_expense: jobExpenseView,
  invoice_detail: invoiceDetailView,
  customer_total: customerTotalView,
};

function rangedViewOf<K extends RangedReportId>(result: RangedResult<K>): ReportView {
  return rangedViews[result.id](result.data, result.range);
}

/** The one model the screen, the print view and the Excel file are made from. */
export function reportViewOf(result: ReportResult): ReportView {
  return result.id === 'driver_monthly' ? driverMonthlyView(result.data) : rangedViewOf(result);
}
