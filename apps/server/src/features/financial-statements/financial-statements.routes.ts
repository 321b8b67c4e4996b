import type { FastifyInstance } from 'fastify';
import {
  balanceSheetQuery,
  balanceSheetResponse,
  profitAndLossQuery,
  profitAndLossResponse,
} from '@fleetledger/shared/financial-statements/financial-statements.contract';
import { printedReportCall } from '../../http/pdf-reply';
import { booksCalls } from '../../http/books-calls';
import { balanceSheet, balanceSheetPdf, profitAndLoss, profitAndLossPdf } from './financial-statements.service';

export function financialStatementsRoutes(app: FastifyInstance): void {
  const { books, reports } = booksCalls(app);
  const db = () => app.database.db;

  reports.get('profit_and_loss', { takes: profitAndLossQuery, answer: profitAndLossResponse }, ({ query }) =>
    profitAndLoss(db(), query),
  );
  printedReportCall(books, 'profit_and_loss_pdf', profitAndLossQuery, (query) => profitAndLossPdf(db(), query));
  reports.get('balance_sheet', { takes: balanceSheetQuery, answer: balanceSheetResponse }, ({ query }) =>
    balanceSheet(db(), query),
  );
  printedReportCall(books, 'balance_sheet_pdf', balanceSheetQuery, (query) => balanceSheetPdf(db(), query));
}
