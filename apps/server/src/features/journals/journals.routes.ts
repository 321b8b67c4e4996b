import type { FastifyInstance } from 'fastify';
import {
  JOURNAL_MESSAGES,
  journalDetailsPayload,
  journalGeneratePayload,
  journalGenerateResponse,
  journalListQuery,
  journalListResponse,
  journalSavedResponse,
  journalStatusPayload,
  journalUpdatePayload,
} from '@fleetledger/shared/journals/journals.contract';
import { contractRoute } from '../../http/contract-route';
import { idempotencyKeyOf } from '../../http/idempotency-key';
import { documentListRoute, documentStatusRoute } from '../../kernel/document-routes';
import { declareAttachmentOwner } from '../attachments/attachments.service';
import { journalAttachmentOwner } from './journal-attachments.service';
import { generateJournal, journalByNumber, journalListing, moveJournalStatus, updateJournal } from './journals.service';

const BASE = '/api/transportation/vouchers';

/**
 * The journal voucher calls, shaped as the supplier payment calls: journal_generate answers `success`
 * and `number`, journal_details the journal itself or an `error` field.
 */
export function journalsRoutes(app: FastifyInstance): void {
  declareAttachmentOwner(journalAttachmentOwner);
  const db = () => app.database.db;

  contractRoute(app, {
    call: 'journal_generate',
    method: 'POST',
    path: `${BASE}/journal_generate`,
    body: journalGeneratePayload,
    answer: journalGenerateResponse,
    handler: async ({ body, request, actor }) => {
      const key = idempotencyKeyOf(request.headers['idempotency-key']);
      const { number, message } = await generateJournal(db(), body, actor, key);
      return { success: true, number, message };
    },
  });

  contractRoute(app, {
    call: 'journal_details',
    method: 'POST',
    path: `${BASE}/journal_details`,
    envelope: 'error',
    body: journalDetailsPayload,
    handler: async ({ body }) => journalByNumber(db(), body.journal_number),
  });

  contractRoute(app, {
    call: 'journal_update',
    method: 'POST',
    path: `${BASE}/journal_update`,
    envelope: 'status',
    body: journalUpdatePayload,
    answer: journalSavedResponse,
    handler: async ({ body, actor }) => ({
      status: 'success',
      message: JOURNAL_MESSAGES.updated,
      journal: await updateJournal(db(), body, actor),
    }),
  });

  documentStatusRoute(app, {
    kind: 'journal',
    payload: journalStatusPayload,
    move: moveJournalStatus(app.config.companyTz),
    answer: journalSavedResponse,
  });
  documentListRoute(app, {
    kind: 'journal',
    payload: journalListQuery,
    listing: journalListing,
    answer: journalListResponse,
  });
}
