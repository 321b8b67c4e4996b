import type { FastifyInstance } from 'fastify';
import {
  agingQuery,
  booksPeriodQuery,
  generalLedgerQuery,
  receivablesAgingItemsQuery,
} from '@fleetledger/shared/ledger/books.contract';
import { payablesAgingItemsQuery } from '@fleetledger/shared/ledger/payables.contract';
import { lockDateRequest, vatReturnFileRequest } from '@fleetledger/shared/ledger/lock-date.contract';
import { todayIn } from '@fleetledger/shared/dates';
import { transportationCalls } from '../../http/transportation-calls';
import { fileVatReturn, filedVatReturns, lockDate, moveLockDate } from './lock-date.service';
import { ledgerCheck, verifyBooksNow } from '../ledger/ledger-verification.service';
import { agingItems, generalLedger, payablesAging, receivablesAging, trialBalance, vatReturn } from './books.service';

export function booksRoutes(app: FastifyInstance): void {
  const books = transportationCalls(app, { folder: 'books' });
  books.get('trial_balance', booksPeriodQuery, ({ query }) => trialBalance(app.database.db, query));
  books.get('general_ledger', generalLedgerQuery, ({ query }) => generalLedger(app.database.db, query));
  books.get('receivables_aging', agingQuery, ({ query }) => receivablesAging(app.database.db, query));
  books.get('payables_aging', agingQuery, ({ query }) => payablesAging(app.database.db, query));
  books.get('receivables_aging_items', receivablesAgingItemsQuery, ({ query }) =>
    agingItems(app.database.db, 'customer', query.customer_id, query),
  );
  books.get('payables_aging_items', payablesAgingItemsQuery, ({ query }) =>
    agingItems(app.database.db, 'supplier', query.supplier_id, query),
  );
  books.get('vat_return', booksPeriodQuery, ({ query }) => vatReturn(app.database.db, query));
  const today = () => todayIn(app.config.companyTz);
  books.post('vat_return_file', vatReturnFileRequest, ({ body, actor }) =>
    fileVatReturn(app.database.db, body, actor, today()),
  );
  books.get('vat_returns', () => filedVatReturns(app.database.db));
  books.get('lock_date', () => lockDate(app.database.db));
  books.post('lock_date', lockDateRequest, ({ body, user, actor }) =>
    moveLockDate(app.database.db, body, user!, actor, today()),
  );
  books.get('ledger_check', () => ledgerCheck(app.config.dataDir));
  books.post('ledger_verify', () => verifyBooksNow(app.database.db, app.config.dataDir));
}
