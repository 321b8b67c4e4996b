import { jobLabel } from '../jobs/jobs.rules';
import { INVOICE_REQUEST_MESSAGES } from './invoice-requests.contract';

/** A row of the job table as Request Invoice sees it. */
export interface RequestedRow {
  id: number;
  jobNumber: string | null;
  customerId: number | null;
  customerName: string | null;
  /** The job table's status: '' open, requested, invoiced. */
  status: '' | 'requested' | 'invoiced';
  /** Changed on screen and not saved: the request would be for what the server holds. */
  edited: boolean;
}

const names = (rows: readonly RequestedRow[]) => rows.map(jobLabel).join(', ');

/**
 * Why the rows picked in the job table cannot become one invoice request, or null when they can: some
 * picked, all saved, all open (the server's rule), all with a customer and the same one (an invoice is
 * for one customer).
 */
export function requestRefusal(rows: readonly RequestedRow[]): string | null {
  if (rows.length === 0) return INVOICE_REQUEST_MESSAGES.selectJobs;
  const edited = rows.filter((row) => row.edited);
  if (edited.length > 0) return INVOICE_REQUEST_MESSAGES.saveFirst(names(edited));
  const taken = rows.filter((row) => row.status !== '');
  if (taken.length > 0) return INVOICE_REQUEST_MESSAGES.notOpen(names(taken));
  const withoutCustomer = rows.filter((row) => row.customerId === null);
  if (withoutCustomer.length > 0) return INVOICE_REQUEST_MESSAGES.noCustomer(names(withoutCustomer));
  const customers = [...new Set(rows.map((row) => row.customerName ?? `customer ${row.customerId}`))];
  if (new Set(rows.map((row) => row.customerId)).size > 1) {
    return INVOICE_REQUEST_MESSAGES.oneCustomer(
      customers.length === 2 ? customers.join(' and ') : `${customers.length} customers`,
    );
  }
  return null;
}
