import type { FastifyInstance } from 'fastify';
import { agingQuery, booksPeriodQuery, generalLedgerQuery } from '@fleetledger/shared/ledger/books.contract';
import { transportationCalls } from '../../http/transportation-calls';
import { generalLedger, payablesAging, receivablesAging, trialBalance, vatReturn } from './books.service';

export function booksRoutes(app: FastifyInstance): void {
  const books = transportationCalls(app, { folder: 'books' });
  books.get('trial_balance', booksPeriodQuery, ({ query }) => trialBalance(app.database.db, query));
  books.get('general_ledger', generalLedgerQuery, ({ query }) => generalLedger(app.database.db, query));
  books.get('receivables_aging', agingQuery, ({ query }) => receivablesAging(app.database.db, query));
  books.get('payables_aging', agingQuery, ({ query }) => payablesAging(app.database.db, query));
  books.get('vat_return', booksPeriodQuery, ({ query }) => vatReturn(app.database.db, query));
}
