import { customerStatementResponse, type BooksPeriod } from '@fleetledger/shared/ledger/books.contract';
import { customerStatementsResponse } from '@fleetledger/shared/statements/statements.contract';
import { supplierStatementResponse } from '@fleetledger/shared/ledger/payables.contract';
import { booksPdfUrl, useBooksCall } from '../../../lib/books/books-call';
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
export const statementPdfUrl = (side: StatementSide, partyId: number, { from, to }: BooksPeriod, download = false) =>
  booksPdfUrl(side.call, { [side.key]: partyId, from, to }, download);

/** Every customer with a balance on the date (Customer Statements). */
export const useCustomerStatements = (date: string) =>
  useBooksCall('customer_statements', { date }, customerStatementsResponse);

/** Print all: the chosen customers' statements for the period as one PDF, saved by the browser. */
export const customerStatementsPdfUrl = (customerIds: number[], { from, to }: BooksPeriod) =>
  booksPdfUrl('customer_statements', { from, to, customer_ids: customerIds.join(',') }, true);
