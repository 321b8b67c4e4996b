import { invoiceNumberText } from '@fleetledger/shared/invoices/invoice-job-lines';
import { DocumentListPage } from '../../../documents/document-list-page';
import { invoiceListPage } from '../api/invoice-calls';

/** Invoices, /invoices: every invoice, filtered, a page at a time, with the totals of what matched. */
export function InvoicesPage() {
  return (
    <DocumentListPage kind="invoice" party="customer" paid numberText={invoiceNumberText} fetchPage={invoiceListPage} />
  );
}
