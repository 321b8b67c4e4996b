import type { FastifyInstance } from 'fastify';
import { profitQuery, profitResponse } from '@fleetledger/shared/ledger/books.contract';
import { booksCalls } from '../../http/books-calls';
import { profitBy } from './profit.service';

export function profitRoutes(app: FastifyInstance): void {
  booksCalls(app).reports.get('profit', { takes: profitQuery, answer: profitResponse }, async ({ query }) =>
    profitBy(app.database.db, query),
  );
}
