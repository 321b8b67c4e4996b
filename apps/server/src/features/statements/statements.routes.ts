import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { customerStatementQuery } from '@fleetledger/shared/ledger/books.contract';
import { supplierStatementQuery } from '@fleetledger/shared/ledger/payables.contract';
import { sendPdf } from '../../http/pdf-reply';
import { transportationCalls } from '../../http/transportation-calls';
import { customerStatement, customerStatementPdf, supplierStatement, supplierStatementPdf } from './statements.service';

/** The printed statement opens in the browser, or downloads with download=1. */
const pdfQuery = <Query extends z.ZodType>(query: Query) =>
  z.intersection(query, z.object({ download: z.preprocess((v) => v === '1' || v === 'true', z.boolean()) }));

export function statementsRoutes(app: FastifyInstance): void {
  const books = transportationCalls(app, { folder: 'books' });
  const db = () => app.database.db;
  const answerPdf = (reply: FastifyReply, download: boolean, printed: { pdf: Buffer; fileName: string }) => {
    sendPdf(reply, printed.fileName, download ? 'attachment' : 'inline');
    return printed.pdf;
  };

  books.get('customer_statement', customerStatementQuery, ({ query }) => customerStatement(db(), query));
  books.get('customer_statement_pdf', pdfQuery(customerStatementQuery), async ({ query, reply }) =>
    answerPdf(reply, query.download, await customerStatementPdf(db(), app.config.dataDir, query)),
  );
  books.get('supplier_statement', supplierStatementQuery, ({ query }) => supplierStatement(db(), query));
  books.get('supplier_statement_pdf', pdfQuery(supplierStatementQuery), async ({ query, reply }) =>
    answerPdf(reply, query.download, await supplierStatementPdf(db(), app.config.dataDir, query)),
  );
}
