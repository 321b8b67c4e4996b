import { DOCUMENT_STATUSES } from '@fleetledger/shared/documents/document-status';
import { filsToBd } from '@fleetledger/shared/money';
import type { Db } from '../db/client';
import {
  listDocuments,
  listTotals,
  numberGaps,
  type DocumentListFilter,
  type ListedDocuments,
} from './document-list.queries';
import { storedStatus } from './document-row';

const amounts = (vatable: number, vat: number, total: number) => ({
  vatable_amount: filsToBd(vatable),
  vat_amount: filsToBd(vat),
  total_amount: filsToBd(total),
});

/**
 * One page of a document list with the totals of everything the filter matches — per status, and
 * in all but for the cancelled, which enter no total — and the numbers missing from the kind's
 * sequence: the list call of every document kind.
 */
export async function documentList(
  db: Db,
  documents: ListedDocuments,
  filter: DocumentListFilter,
  page: number,
  pageSize: number,
) {
  const [rows, statuses, gaps] = await Promise.all([
    listDocuments(db, documents, filter, pageSize, (page - 1) * pageSize),
    listTotals(db, documents, filter),
    numberGaps(db, documents),
  ]);
  const count = statuses.reduce((sum, row) => sum + row.count, 0);
  const counted = statuses
    .map((row) => ({ ...row, status: storedStatus(row.status) }))
    .filter((row) => row.status !== 'Cancelled')
    .sort((a, b) => DOCUMENT_STATUSES.indexOf(a.status) - DOCUMENT_STATUSES.indexOf(b.status));
  const sum = (figure: 'vatable' | 'vat' | 'total' | 'open') =>
    counted.reduce((total, row) => total + (row[figure] ?? 0), 0);
  return {
    rows: rows.map(({ vatable_fils: vatable, vat_fils: vat, total_fils: total, open_fils, status, ...row }) => ({
      ...row,
      status: storedStatus(status),
      ...amounts(vatable, vat, total),
      open_amount: open_fils === null ? null : filsToBd(open_fils),
    })),
    page,
    pages: Math.max(1, Math.ceil(count / pageSize)),
    count,
    cancelled_count: count - counted.reduce((total, row) => total + row.count, 0),
    totals: amounts(sum('vatable'), sum('vat'), sum('total')),
    by_status: counted.map((row) => ({
      status: row.status,
      count: row.count,
      ...amounts(row.vatable, row.vat, row.total),
    })),
    open_amount: documents.paidBy === undefined ? null : filsToBd(sum('open')),
    gaps,
  };
}
