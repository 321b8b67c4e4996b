import type { FastifyInstance } from 'fastify';
import { openingBalancesPayload } from '@fleetledger/shared/ledger/opening-balances.contract';
import { transportationCalls } from '../../http/transportation-calls';
import { enterOpeningBalances, openingBalances } from './opening-balances.service';

export function openingBalancesRoutes(app: FastifyInstance): void {
  const books = transportationCalls(app, { folder: 'books' });
  books.get('opening_balances', () => openingBalances(app.database.db));
  books.post('opening_balances', openingBalancesPayload, ({ body, actor }) =>
    enterOpeningBalances(app.database.db, body, actor),
  );
}
