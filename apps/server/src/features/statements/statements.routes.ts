import type { FastifyInstance } from 'fastify';
import { customerStatementQuery } from '@fleetledger/shared/ledger/books.contract';
import { supplierStatementQuery } from '@fleetledger/shared/ledger/payables.contract';
import { answerPdf, pdfQuery } from '../../http/pdf-reply';
import { transportationCalls } from '../../http/transportation-calls';
import {
  customerStatementsPdfQuery,
  customerStatementsQuery,
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

  books.get('customer_statement', customerStatementQuery, ({ query }) => customerStatement(db(), query));
  books.get('customer_statement_pdf', pdfQuery(customerStatementQuery), async ({ query, reply }) =>
    answerPdf(reply, query.download, await customerStatementPdf(db(), query)),
  );
  books.get('customer_statements', customerStatementsQuery, ({ query }) => customerStatements(db(), query));
  books.get('customer_statements_pdf', pdfQuery(customerStatementsPdfQuery), async ({ query, reply }) =>
    answerPdf(reply, query.download, await customerStatementsPdf(db(), query)),
  );
  books.get('supplier_statement', supplierStatementQuery, ({ query }) => supplierStatement(db(), query));
  books.get('supplier_statement_pdf', pdfQuery(supplierStatementQuery), async ({ query, reply }) =>
    answerPdf(reply, query.download, await supplierStatementPdf(db(), query)),
  );
}
