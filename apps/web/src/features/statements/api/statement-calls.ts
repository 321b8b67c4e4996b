import { customerStatementResponse, type BooksPeriod } from '@fleetledger/shared/ledger/books.contract';
import { supplierStatementResponse } from '@fleetledger/shared/ledger/payables.contract';
import { API_BASE } from '../../../lib/api-client';
import { booksPath, useBooksCall, type BooksQuery } from '../../../lib/books/books-call';
import type { StatementSide } from '../model/statement-view';

export const useCustomerStatement = (customerId: number | null, period: BooksPeriod) =>
  useBooksCall(
    'customer_statement',
    customerId === null ? null : { customer_id: customerId, ...period },
    customerStatementResponse,
  );

export const useSupplierStatement = (supplierId: number | null, period: BooksPeriod) =>
  useBooksCall(
    'supplier_statement',
    supplierId === null ? null : { supplier_id: supplierId, ...period },
    supplierStatementResponse,
  );

/** The statement as a PDF, opened by the browser itself (a link, not a fetch). */
export function statementPdfUrl(side: StatementSide, partyId: number, period: BooksPeriod, download = false): string {
  const query: BooksQuery = { [side.key]: partyId, ...period };
  if (download) query.download = 1;
  return `${API_BASE}${booksPath(`${side.call}_pdf`, query)}`;
}
