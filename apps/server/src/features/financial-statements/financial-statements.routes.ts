import type { FastifyInstance } from 'fastify';
import {
  balanceSheetQuery,
  balanceSheetResponse,
  profitAndLossQuery,
  profitAndLossResponse,
} from '@fleetledger/shared/financial-statements/financial-statements.contract';
import { printedReportCall } from '../../http/pdf-reply';
import { transportationCalls } from '../../http/transportation-calls';
import { balanceSheet, balanceSheetPdf, profitAndLoss, profitAndLossPdf } from './financial-statements.service';

export function financialStatementsRoutes(app: FastifyInstance): void {
  const books = transportationCalls(app, { folder: 'books' });
  const db = () => app.database.db;

  books.get(
    'profit_and_loss',
    { takes: profitAndLossQuery, answer: profitAndLossResponse, shared: true },
    ({ query }) => profitAndLoss(db(), query),
  );
  printedReportCall(books, 'profit_and_loss_pdf', profitAndLossQuery, (query) => profitAndLossPdf(db(), query));
  books.get('balance_sheet', { takes: balanceSheetQuery, answer: balanceSheetResponse, shared: true }, ({ query }) =>
    balanceSheet(db(), query),
  );
  printedReportCall(books, 'balance_sheet_pdf', balanceSheetQuery, (query) => balanceSheetPdf(db(), query));
}
