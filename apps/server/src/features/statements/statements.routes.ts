import type { FastifyInstance } from 'fastify';
import { customerStatementQuery, customerStatementResponse } from '@fleetledger/shared/ledger/books.contract';
import { supplierStatementQuery, supplierStatementResponse } from '@fleetledger/shared/ledger/payables.contract';
import { printedReportCall } from '../../http/pdf-reply';
import { transportationCalls } from '../../http/transportation-calls';
import {
  customerStatementsPdfQuery,
  customerStatementsQuery,
  customerStatementsResponse,
} from '@fleetledger/shared/statements/statements.contract';
import {
  customerStatement,
  customerStatementPdf,
  customerStatements,
  customerStatementsPdf,
  supplierStatement,
  supplierStatementPdf,
} from './statements.service';

export function statementsRoutes(app: FastifyInstance): void {
  const books = transportationCalls(app, { folder: 'books' });
  const db = () => app.database.db;

  books.get(
    'customer_statement',
    { takes: customerStatementQuery, answer: customerStatementResponse, shared: true },
    ({ query }) => customerStatement(db(), query),
  );
  printedReportCall(books, 'customer_statement_pdf', customerStatementQuery, (query) =>
    customerStatementPdf(db(), query),
  );
  books.get(
    'customer_statements',
    { takes: customerStatementsQuery, answer: customerStatementsResponse, shared: true },
    ({ query }) => customerStatements(db(), query),
  );
  printedReportCall(books, 'customer_statements_pdf', customerStatementsPdfQuery, (query) =>
    customerStatementsPdf(db(), query),
  );
  books.get(
    'supplier_statement',
    { takes: supplierStatementQuery, answer: supplierStatementResponse, shared: true },
    ({ query }) => supplierStatement(db(), query),
  );
  printedReportCall(books, 'supplier_statement_pdf', supplierStatementQuery, (query) =>
    supplierStatementPdf(db(), query),
  );
}
