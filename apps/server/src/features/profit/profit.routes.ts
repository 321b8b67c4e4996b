import type { FastifyInstance } from 'fastify';
import { profitQuery, profitResponse } from '@fleetledger/shared/ledger/books.contract';
import { transportationCalls } from '../../http/transportation-calls';
import { profitBy } from './profit.service';

export function profitRoutes(app: FastifyInstance): void {
  transportationCalls(app, { folder: 'books' }).get(
    'profit',
    { takes: profitQuery, answer: profitResponse, shared: true },
    async ({ query }) => profitBy(app.database.db, query),
  );
}
