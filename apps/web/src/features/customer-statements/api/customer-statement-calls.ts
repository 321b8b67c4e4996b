import { customerStatementResponse, type BooksPeriod } from '@fleetledger/shared/ledger/books.contract';
import { API_BASE } from '../../../lib/api-client';
import { booksPath, useBooksCall, type BooksQuery } from '../../../lib/books/books-call';

export const useCustomerStatement = (customerId: number | null, period: BooksPeriod) =>
  useBooksCall(
    'customer_statement',
    customerId === null ? null : { customer_id: customerId, ...period },
    customerStatementResponse,
  );

/** The statement as a PDF, opened by the browser itself (a link, not a fetch). */
export function customerStatementPdfUrl(customerId: number, period: BooksPeriod, download = false): string {
  const query: BooksQuery = { customer_id: customerId, ...period };
  if (download) query.download = 1;
  return `${API_BASE}${booksPath('customer_statement_pdf', query)}`;
}
