import { z } from 'zod';
import { attachmentLink, type AttachmentOwnerKind } from '@fleetledger/shared/attachments/attachments.contract';
import type { NoteKind } from '@fleetledger/shared/credit-notes/invoice-note-lines';
import type { DocumentStatus, SecurityCodeName } from '@fleetledger/shared/documents/document-status';
import { API_BASE, apiRequest } from '../lib/api-client';

/** The calls every numbered document kind answers alike (docs/architecture.md, "The document kernel"). */

export type DocumentKind = Exclude<AttachmentOwnerKind, 'job'>;
/** Every kind the documents' kernel declares: the documents that take attachments, and the tax notes. */
export type DeclaredKind = DocumentKind | NoteKind;
export type SecurityCodes = { [name in SecurityCodeName]?: string };
/** A status move of one document at the version read. */
export interface DocumentMove {
  id: number;
  version: number;
  to: DocumentStatus;
  codes: SecurityCodes;
  /** The day leaving Posted reverses the posting, where the kind takes one (a journal); else today. */
  reverseOn?: string;
}

/** POST vouchers/{kind}_status_update with the version read and the codes the move needs. */
export function moveDocument<T>(kind: DeclaredKind, move: DocumentMove, schema: z.ZodType<T>) {
  return apiRequest({
    path: `vouchers/${kind}_status_update`,
    method: 'POST',
    body: {
      [`${kind}_id`]: move.id,
      status: move.to,
      version: move.version,
      cancel_code: move.codes.cancel,
      admin_code: move.codes.admin,
      reverse_on: move.reverseOn,
    },
    schema,
  });
}

/**
 * The calls that change a receipt, payment or journal: {kind}_generate under the form's Idempotency-Key
 * (a repeated submit answers with the first voucher), {kind}_update at the version read, and the move.
 */
export function moneyVoucherCalls<G, S>(
  kind: 'receipt' | 'payment' | 'journal',
  generated: z.ZodType<G>,
  saved: z.ZodType<S>,
) {
  const path = (call: string) => `vouchers/${kind}_${call}`;
  return {
    generate: (payload: object, requestKey: string) =>
      apiRequest({
        path: path('generate'),
        method: 'POST',
        body: payload,
        headers: { 'Idempotency-Key': requestKey },
        schema: generated,
      }),
    update: (payload: { id: number; version: number }) =>
      apiRequest({ path: path('update'), method: 'POST', body: payload, schema: saved }),
    move: (move: DocumentMove) => moveDocument(kind, move, saved),
  };
}

const uploaded = z.object({ attachment: attachmentLink });
const removed = z.object({ message: z.string() });

/** POST drive/{kind}_upload (multipart: {kind}_id, name, file). */
export async function uploadDocumentAttachment(kind: DocumentKind, ownerId: number, name: string, file: File) {
  const form = new FormData();
  form.set(`${kind}_id`, String(ownerId));
  form.set('name', name);
  form.set('file', file);
  return (await apiRequest({ path: `drive/${kind}_upload`, method: 'POST', body: form, schema: uploaded })).attachment;
}

/** POST vouchers/{kind}_attachment_remover. */
export function removeDocumentAttachment(kind: DocumentKind, ownerId: number, attachmentId: number) {
  return apiRequest({
    path: `vouchers/${kind}_attachment_remover`,
    method: 'POST',
    body: { [`${kind}_id`]: ownerId, attachment_id: attachmentId },
    schema: removed,
  });
}

/** Where a tax credit or debit note opens as a PDF, beside the invoice it corrects. */
export const notePdfUrl = (kind: NoteKind, number: number) =>
  `${API_BASE}vouchers/reports/${kind}_pdf?${kind}_number=${number}`;
