import type { FastifyInstance } from 'fastify';
import { todayIn } from '@fleetledger/shared/dates';
import { STATUS_MESSAGES, type DocumentStatus } from '@fleetledger/shared/documents/document-status';
import {
  creditNoteAllocatePayload,
  creditNoteAllocateResponse,
  creditNoteListResponse,
  debitNoteListResponse,
  NOTE_MESSAGES,
  noteCalls,
  noteGeneratePayload,
  noteListQuery,
  noteNumberText,
  type NoteRecord,
} from '@fleetledger/shared/credit-notes/credit-notes.contract';
import type { NoteKind } from '@fleetledger/shared/credit-notes/invoice-note-lines';
import { creditNotePdfQuery } from '@fleetledger/shared/invoices/invoices.contract';
import type { ApiCall } from '@fleetledger/shared/access';
import { contractRoute } from '../../http/contract-route';
import { answerPdf } from '../../http/pdf-reply';
import { reportPaths } from '../../http/report-paths';
import { transportationCalls } from '../../http/transportation-calls';
import { issueNote, moveNoteStatus } from './credit-notes.service';
import { allocateCredit } from './credit-uses.service';
import { cancellingNoteByInvoice, noteByNumber, noteList, notePrinted } from './note-records.service';

const LIST_RESPONSES = { credit_note: creditNoteListResponse, debit_note: debitNoteListResponse };

/** The calls every kind of note answers under vouchers/: generate, details, status, list. */
function noteRoutes(app: FastifyInstance, kind: NoteKind): void {
  const vouchers = transportationCalls(app, { folder: 'vouchers', envelope: 'status' });
  const calls = noteCalls(kind);
  const call = (name: string) => `${kind}_${name}` as ApiCall;
  const db = () => app.database.db;
  const today = () => todayIn(app.config.companyTz);

  vouchers.post(
    call('generate'),
    { takes: noteGeneratePayload, answer: calls.generateResponse },
    async ({ body, actor }) => {
      const { number, message } = await issueNote(db(), kind, body, actor, today());
      return { status: 'success', [`${kind}_number`]: number, message };
    },
  );

  vouchers.get(call('details'), { takes: calls.detailsQuery, answer: calls.detailsResponse }, async ({ query }) => ({
    status: 'success',
    [kind]: await noteByNumber(db(), kind, (query as Record<string, unknown>)[`${kind}_number`] as number),
    message: 'OK',
  }));

  vouchers.post(
    call('status_update'),
    { takes: calls.statusPayload, answer: calls.statusResponse },
    async ({ body, user, actor }) => {
      const move = body as { status: DocumentStatus; version: number; cancel_code?: string; admin_code?: string };
      const record = await moveNoteStatus(
        db(),
        kind,
        {
          id: (body as Record<string, unknown>)[`${kind}_id`] as number,
          to: move.status,
          version: move.version,
          codes: { cancel: move.cancel_code, admin: move.admin_code },
        },
        user!,
        actor,
        today,
      );
      return { status: 'success', message: STATUS_MESSAGES.updated(move.status), [kind]: record };
    },
  );

  vouchers.get(call('list'), { takes: noteListQuery, answer: LIST_RESPONSES[kind] }, async ({ query }) => {
    const { rows, ...list } = await noteList(db(), kind, query);
    return { status: 'success', [`${kind}s`]: rows, ...list };
  });
}

export function creditNotesRoutes(app: FastifyInstance): void {
  noteRoutes(app, 'credit_note');
  noteRoutes(app, 'debit_note');

  /** A note's PDF, named after its number. */
  const printedNote = async (note: NoteRecord) => ({
    pdf: await notePrinted(app.database.db, note),
    fileName: `${noteNumberText(note.kind, note.number)}.pdf`,
  });

  transportationCalls(app, { folder: 'vouchers', envelope: 'status' }).post(
    'credit_note_allocate',
    { takes: creditNoteAllocatePayload, answer: creditNoteAllocateResponse },
    async ({ body, actor }) => {
      const note = await allocateCredit(app.database.db, body, actor, todayIn(app.config.companyTz));
      return { status: 'success', message: NOTE_MESSAGES.allocatedCredit, credit_note: note };
    },
  );

  contractRoute(app, {
    call: 'credit_note_pdf',
    method: 'GET',
    ...reportPaths('credit_note_pdf'),
    query: creditNotePdfQuery,
    answer: 'pdf',
    handler: async ({ query, reply }) => {
      const note =
        query.credit_note_number === undefined
          ? await cancellingNoteByInvoice(app.database.db, query.invoice_number!)
          : await noteByNumber(app.database.db, 'credit_note', query.credit_note_number);
      return answerPdf(reply, query.download !== undefined, await printedNote(note));
    },
  });

  contractRoute(app, {
    call: 'debit_note_pdf',
    method: 'GET',
    ...reportPaths('debit_note_pdf'),
    query: noteCalls('debit_note').pdfQuery,
    answer: 'pdf',
    handler: async ({ query, reply }) => {
      const note = await noteByNumber(
        app.database.db,
        'debit_note',
        (query as { debit_note_number: number }).debit_note_number,
      );
      return answerPdf(reply, query.download !== undefined, await printedNote(note));
    },
  });
}
