import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { customerStatementQuery } from '@fleetledger/shared/ledger/books.contract';
import { sendPdf } from '../../http/pdf-reply';
import { transportationCalls } from '../../http/transportation-calls';
import { customerStatement, customerStatementPdf } from './customer-statements.service';

/** The printed statement opens in the browser, or downloads with download=1. */
const statementPdfQuery = z.intersection(
  customerStatementQuery,
  z.object({ download: z.preprocess((v) => v === '1' || v === 'true', z.boolean()) }),
);

export function customerStatementsRoutes(app: FastifyInstance): void {
  const books = transportationCalls(app, { folder: 'books' });
  books.get('customer_statement', customerStatementQuery, async ({ query }) =>
    customerStatement(app.database.db, query),
  );
  books.get('customer_statement_pdf', statementPdfQuery, async ({ query, reply }) => {
    const { pdf, fileName } = await customerStatementPdf(app.database.db, app.config.dataDir, query);
    sendPdf(reply, fileName, query.download ? 'attachment' : 'inline');
    return pdf;
  });
}
