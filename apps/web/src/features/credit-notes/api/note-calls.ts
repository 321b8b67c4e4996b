import { useQueries } from '@tanstack/react-query';
import type { ResponseParser } from '@fleetledger/shared/auth/session-user';
import {
  creditNoteAllocateResponse,
  creditNoteCalls,
  creditNoteListResponse,
  debitNoteCalls,
  debitNoteListResponse,
  type NoteGeneratePayload,
  type NoteRecord,
} from '@fleetledger/shared/credit-notes/credit-notes.contract';
import type { NoteKind } from '@fleetledger/shared/credit-notes/invoice-note-lines';
import type { DocumentStatus } from '@fleetledger/shared/documents/document-status';
import type { InvoiceRecord } from '@fleetledger/shared/invoices/invoices.contract';
import { invoicesByCustomerResponse } from '@fleetledger/shared/receipts/receipts.contract';
import { apiRequest } from '../../../lib/api-client';
import { moveDocument, type DocumentMove } from '../../../documents/document-calls';
import { documentKey } from '../../../documents/document-details';
import { documentListQuery, everyPage } from '../../../documents/document-list';
import { usePendingDocuments } from '../../../documents/pending-documents';
import type { ListFilterFields } from '../../../documents/list-filter-bar';

const CALLS = { credit_note: creditNoteCalls, debit_note: debitNoteCalls } as const;

/** A notes list's filters as the screen holds them ('' means any); its party is the customer. */
export type NoteFilters = ListFilterFields & { status: DocumentStatus | ''; page: number };

/** GET vouchers/{kind}_list: a page of the filtered notes, and the totals of all those matched. */
export async function noteListPage(kind: NoteKind, filters: NoteFilters, signal?: AbortSignal) {
  const path = `vouchers/${kind}_list?${documentListQuery(filters, 'customer_id')}`;
  if (kind === 'credit_note') {
    const { credit_notes: rows, ...rest } = await apiRequest({ path, schema: creditNoteListResponse, signal });
    return { rows, ...rest };
  }
  const { debit_notes: rows, ...rest } = await apiRequest({ path, schema: debitNoteListResponse, signal });
  return { rows, ...rest };
}

/** Every page of the filtered notes and their totals, for the export. */
export async function allNotes(kind: NoteKind, filters: Omit<NoteFilters, 'page'>) {
  const pages = await everyPage((page) => noteListPage(kind, { ...filters, page }));
  return { rows: pages.flatMap((page) => page.rows), totals: pages[0]!.totals };
}

/**
 * vouchers/{kind}_details answers the note under its kind's name; it is cached as the note itself, so
 * its page and the invoice's notes read for a new one share it.
 */
export function noteDetails(kind: NoteKind): ResponseParser<NoteRecord> {
  return {
    safeParse(input) {
      const parsed = CALLS[kind].detailsResponse.safeParse(input);
      return parsed.success ? { success: true, data: parsed.data[kind] } : { success: false };
    },
  };
}

function readNote(kind: NoteKind, number: number, signal?: AbortSignal): Promise<NoteRecord> {
  return apiRequest({ path: `vouchers/${kind}_details?${kind}_number=${number}`, schema: noteDetails(kind), signal });
}

/**
 * The notes on an invoice that still count against it (all but the cancelled), each read whole for its
 * lines: what is left of each invoice line follows from them. `notes` is undefined until all are read.
 */
export function useLiveNotes(invoice: InvoiceRecord | undefined) {
  const live = (kind: NoteKind, notes: InvoiceRecord['credit_notes']) =>
    notes.filter((note) => note.status !== 'Cancelled').map((note) => ({ kind, number: note.number }));
  const wanted =
    invoice === undefined
      ? []
      : [...live('credit_note', invoice.credit_notes), ...live('debit_note', invoice.debit_notes)];
  return useQueries({
    queries: wanted.map(({ kind, number }) => ({
      queryKey: documentKey(kind, number),
      queryFn: ({ signal }: { signal: AbortSignal }) => readNote(kind, number, signal),
    })),
    combine: (results) => ({
      notes: results.every((result) => result.isSuccess) ? results.map((result) => result.data) : undefined,
      error: results.find((result) => result.isError)?.error ?? null,
      retry: () => results.forEach((result) => void result.refetch()),
    }),
  });
}

/** POST vouchers/{kind}_generate: the new note's number and the server's words for it. */
export async function generateNote(kind: NoteKind, payload: NoteGeneratePayload) {
  const answer = await apiRequest({
    path: `vouchers/${kind}_generate`,
    method: 'POST',
    body: payload,
    schema: CALLS[kind].generateResponse,
  });
  // The contract checked the number under the kind's own name; its type names neither.
  const numbers = answer as unknown as Record<`${NoteKind}_number`, number>;
  return { number: numbers[`${kind}_number`], message: answer.message };
}

/** POST vouchers/{kind}_status_update at the version read, with the codes the move needs. */
export async function moveNote(kind: NoteKind, move: DocumentMove): Promise<NoteRecord> {
  return (await moveDocument(kind, move, CALLS[kind].statusResponse))[kind];
}

/** POST vouchers/credit_note_allocate at the note's version read: the note as it is now. */
export async function allocateCredit(payload: object) {
  const answer = await apiRequest({
    path: 'vouchers/credit_note_allocate',
    method: 'POST',
    body: payload,
    schema: creditNoteAllocateResponse,
  });
  return { note: answer.credit_note, message: answer.message };
}

/** POST vouchers/invoices_by_customer: the customer's posted invoices with something pending. */
export function useCustomerInvoices(customerId: number | null) {
  return usePendingDocuments('invoices_by_customer', customerId, {}, invoicesByCustomerResponse);
}
