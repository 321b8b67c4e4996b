import type { FastifyInstance } from 'fastify';
import { transportationCalls } from './transportation-calls';

/**
 * The calls under /api/transportation/books: `reports`, the reads every member of staff shares (kept until
 * a write moves the versions on), and `books`, everything else — the printed PDFs, the filings, the lock.
 */
export function booksCalls(app: FastifyInstance) {
  return {
    books: transportationCalls(app, { folder: 'books' }),
    reports: transportationCalls(app, { folder: 'books', shared: true }),
  };
}
