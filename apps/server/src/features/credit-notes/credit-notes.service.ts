import type { z } from 'zod';
import {
  CREDIT_NOTE_LIST_PAGE_SIZE,
  type CreditNoteListAnswer,
  type creditNoteListQuery,
} from '@fleetledger/shared/credit-notes/credit-notes.contract';
import { filsToBd } from '@fleetledger/shared/money';
import type { Db } from '../../db/client';
import * as q from './credit-notes.queries';

const amounts = (vatable: number, vat: number, total: number) => ({
  vatable_amount: filsToBd(vatable),
  vat_amount: filsToBd(vat),
  total_amount: filsToBd(total),
});

/** credit_note_list: a page of the credit notes the filter matches, with their totals. */
export async function creditNoteList(
  db: Db,
  query: z.output<typeof creditNoteListQuery>,
): Promise<Omit<CreditNoteListAnswer, 'status'>> {
  const filter = { customerId: query.customer_id, from: query.from, to: query.to, search: query.search };
  const size = CREDIT_NOTE_LIST_PAGE_SIZE;
  const [rows, totals] = await Promise.all([
    q.listCreditNotes(db, filter, size, (query.page - 1) * size),
    q.creditNoteTotals(db, filter),
  ]);
  return {
    credit_notes: rows.map((row) => ({
      id: row.id,
      number: row.number,
      date: row.date,
      invoice_number: row.invoiceNumber,
      customer_id: row.customerId,
      customer_name: row.customerName,
      ...amounts(row.vatableFils, row.vatFils, row.totalFils),
    })),
    page: query.page,
    pages: Math.max(1, Math.ceil(totals.count / size)),
    count: totals.count,
    totals: amounts(totals.vatable, totals.vat, totals.total),
  };
}
