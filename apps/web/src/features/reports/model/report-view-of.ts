import type { ReportResult } from '../api/fetch-report';
import { customerTotalView } from './customer-total-report';
import { driverMonthlyView } from './driver-monthly-report';
import { expenseTotalView, jobExpenseView, truckExpenseView } from './expense-reports';
import { invoiceDetailView } from './invoice-detail-report';
import { customerJobView, driversJobView, trucksJobView } from './job-count-reports';
import type { ReportView } from './report-view';

/** The one model the screen, the print view and the Excel file are made from. */
export function reportViewOf(result: ReportResult): ReportView {
  switch (result.id) {
    case 'drivers_job':
      return driversJobView(result.data, result.range);
    case 'trucks_job':
      return trucksJobView(result.data, result.range);
    case 'customer_job':
      return customerJobView(result.data, result.range);
    case 'expense_total':
      return expenseTotalView(result.data, result.range);
    case 'truck_expense':
      return truckExpenseView(result.data, result.range);
    case 'job_expense':
      return jobExpenseView(result.data, result.range);
    case 'invoice_detail':
      return invoiceDetailView(result.data, result.range);
    case 'customer_total':
      return customerTotalView(result.data, result.range);
    case 'driver_monthly':
      return driverMonthlyView(result.data);
  }
}
