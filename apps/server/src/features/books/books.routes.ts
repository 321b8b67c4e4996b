import type { FastifyInstance } from 'fastify';
import { anchorHealthResponse, ledgerCheckResponse } from '@fleetledger/shared/ledger/ledger-check.contract';
import {
  agingQuery,
  agingResponse,
  booksPeriodQuery,
  generalLedgerQuery,
  generalLedgerResponse,
  receivablesAgingItemsQuery,
  receivablesAgingItemsResponse,
  trialBalanceResponse,
} from '@fleetledger/shared/ledger/books.contract';
import {
  payablesAgingItemsQuery,
  payablesAgingItemsResponse,
  payablesAgingResponse,
} from '@fleetledger/shared/ledger/payables.contract';
import { lockDateRequest, lockDateResponse } from '@fleetledger/shared/ledger/lock-date.contract';
import { todayIn } from '@fleetledger/shared/dates';
import { booksCalls } from '../../http/books-calls';
import { lockDate, moveLockDate } from './lock-date.service';
import { ledgerCheck, verifyBooksNow } from '../ledger/ledger-verification.service';
import { anchorHealth } from '../ledger/ledger-anchor.service';
import { agingItems, generalLedger, payablesAging, receivablesAging, trialBalance } from './books.service';

export function booksRoutes(app: FastifyInstance): void {
  const { books, reports } = booksCalls(app);
  reports.get('trial_balance', { takes: booksPeriodQuery, answer: trialBalanceResponse }, ({ query }) =>
    trialBalance(app.database.db, query),
  );
  const today = () => todayIn(app.config.companyTz);
  reports.get('general_ledger', { takes: generalLedgerQuery, answer: generalLedgerResponse }, ({ query }) =>
    generalLedger(app.database.db, query, today()),
  );
  reports.get('receivables_aging', { takes: agingQuery, answer: agingResponse }, ({ query }) =>
    receivablesAging(app.database.db, query),
  );
  reports.get('payables_aging', { takes: agingQuery, answer: payablesAgingResponse }, ({ query }) =>
    payablesAging(app.database.db, query),
  );
  reports.get(
    'receivables_aging_items',
    { takes: receivablesAgingItemsQuery, answer: receivablesAgingItemsResponse },
    ({ query }) => agingItems(app.database.db, 'customer', query.customer_id, query),
  );
  reports.get(
    'payables_aging_items',
    { takes: payablesAgingItemsQuery, answer: payablesAgingItemsResponse },
    ({ query }) => agingItems(app.database.db, 'supplier', query.supplier_id, query),
  );
  books.get('lock_date', { answer: lockDateResponse }, () => lockDate(app.database.db));
  books.post('lock_date', { takes: lockDateRequest, answer: lockDateResponse }, ({ body, user, actor }) =>
    moveLockDate(app.database.db, body, user!, actor, today()),
  );
  books.get('ledger_check', { answer: ledgerCheckResponse }, () => ledgerCheck(app.config.dataDir));
  books.post('ledger_verify', { answer: ledgerCheckResponse }, () =>
    verifyBooksNow(app.database.db, app.config.dataDir),
  );
  books.get('anchor_health', { answer: anchorHealthResponse }, () => anchorHealth(app.config.dataDir));
}
