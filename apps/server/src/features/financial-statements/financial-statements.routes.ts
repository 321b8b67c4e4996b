import type { FastifyInstance } from 'fastify';
import {
  balanceSheetQuery,
  profitAndLossQuery,
} from '@fleetledger/shared/financial-statements/financial-statements.contract';
import { answerPdf, pdfQuery } from '../../http/pdf-reply';
import { transportationCalls } from '../../http/transportation-calls';
import { balanceSheet, balanceSheetPdf, profitAndLoss, profitAndLossPdf } from './financial-statements.service';

export function financialStatementsRoutes(app: FastifyInstance): void {
  const books = transportationCalls(app, { folder: 'books' });
  const db = () => app.database.db;

  books.get('profit_and_loss', profitAndLossQuery, ({ query }) => profitAndLoss(db(), query));
  books.get('profit_and_loss_pdf', pdfQuery(profitAndLossQuery), async ({ query, reply }) =>
    answerPdf(reply, query.download, await profitAndLossPdf(db(), query)),
  );
  books.get('balance_sheet', balanceSheetQuery, ({ query }) => balanceSheet(db(), query));
  books.get('balance_sheet_pdf', pdfQuery(balanceSheetQuery), async ({ query, reply }) =>
    answerPdf(reply, query.download, await balanceSheetPdf(db(), query)),
  );
}
