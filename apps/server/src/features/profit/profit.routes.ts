import type { FastifyInstance } from 'fastify';
import { profitQuery } from '@fleetledger/shared/ledger/books.contract';
import { transportationCalls } from '../../http/transportation-calls';
import { profitBy } from './profit.service';

export function profitRoutes(app: FastifyInstance): void {
  transportationCalls(app, { folder: 'books' }).get('profit', profitQuery, async ({ query }) =>
    profitBy(app.database.db, query),
  );
}
