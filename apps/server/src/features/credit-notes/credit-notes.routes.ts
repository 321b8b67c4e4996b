import type { FastifyInstance } from 'fastify';
import { creditNoteListQuery, creditNoteListResponse } from '@fleetledger/shared/credit-notes/credit-notes.contract';
import { transportationCalls } from '../../http/transportation-calls';
import { creditNoteList } from './credit-notes.service';

export function creditNotesRoutes(app: FastifyInstance): void {
  const vouchers = transportationCalls(app, { folder: 'vouchers', envelope: 'status' });
  vouchers.get(
    'credit_note_list',
    { takes: creditNoteListQuery, answer: creditNoteListResponse },
    async ({ query }) => ({
      status: 'success',
      ...(await creditNoteList(app.database.db, query)),
    }),
  );
}
