import type { FastifyInstance } from 'fastify';
import { todayIn } from '@fleetledger/shared/dates';
import { customerStatementQuery, customerStatementResponse } from '@fleetledger/shared/ledger/books.contract';
import { supplierStatementQuery, supplierStatementResponse } from '@fleetledger/shared/ledger/payables.contract';
import { printedReportCall } from '../../http/pdf-reply';
import { booksCalls } from '../../http/books-calls';
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
  const { books, reports } = booksCalls(app);
  const db = () => app.database.db;
  const today = () => todayIn(app.config.companyTz);

  reports.get('customer_statement', { takes: customerStatementQuery, answer: customerStatementResponse }, ({ query }) =>
    customerStatement(db(), query, today()),
  );
  printedReportCall(books, 'customer_statement_pdf', customerStatementQuery, (query) =>
    customerStatementPdf(db(), query),
  );
  reports.get(
    'customer_statements',
    { takes: customerStatementsQuery, answer: customerStatementsResponse },
    ({ query }) => customerStatements(db(), query),
  );
  printedReportCall(books, 'customer_statements_pdf', customerStatementsPdfQuery, (query) =>
    customerStatementsPdf(db(), query),
  );
  reports.get('supplier_statement', { takes: supplierStatementQuery, answer: supplierStatementResponse }, ({ query }) =>
    supplierStatement(db(), query, today()),
  );
  printedReportCall(books, 'supplier_statement_pdf', supplierStatementQuery, (query) =>
    supplierStatementPdf(db(), query),
  );
}
