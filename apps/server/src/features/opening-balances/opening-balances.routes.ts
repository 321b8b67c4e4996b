import type { FastifyInstance } from 'fastify';
import { openingBalancesPayload, openingBalancesResponse } from '@fleetledger/shared/ledger/opening-balances.contract';
import { transportationCalls } from '../../http/transportation-calls';
import { enterOpeningBalances, openingBalances } from './opening-balances.service';

export function openingBalancesRoutes(app: FastifyInstance): void {
  const books = transportationCalls(app, { folder: 'books' });
  books.get('opening_balances', { answer: openingBalancesResponse }, () => openingBalances(app.database.db));
  books.post(
    'opening_balances',
    { takes: openingBalancesPayload, answer: openingBalancesResponse },
    ({ body, actor }) => enterOpeningBalances(app.database.db, body, actor),
  );
}
