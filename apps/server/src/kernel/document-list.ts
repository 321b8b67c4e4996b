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
 * One page of a document list with the totals of everything the filter matches and the numbers
 * missing from the kind's sequence: the list call of every document kind.
 */
export async function documentList(
  db: Db,
  documents: ListedDocuments,
  filter: DocumentListFilter,
  page: number,
  pageSize: number,
) {
  const [rows, totals, gaps] = await Promise.all([
    listDocuments(db, documents, filter, pageSize, (page - 1) * pageSize),
    listTotals(db, documents, filter),
    numberGaps(db, documents),
  ]);
  return {
    rows: rows.map(({ vatable_fils: vatable, vat_fils: vat, total_fils: total, status, ...row }) => ({
      ...row,
      status: storedStatus(status),
      ...amounts(vatable, vat, total),
    })),
    page,
    pages: Math.max(1, Math.ceil(totals.count / pageSize)),
    count: totals.count,
    totals: amounts(totals.vatable, totals.vat, totals.total),
    gaps,
  };
}
