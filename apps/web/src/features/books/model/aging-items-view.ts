import { formatDisplayDate } from '@fleetledger/shared/dates';
import { AGING_BUCKETS, type AgingBucket, type ReceivablesAgingItems } from '@fleetledger/shared/ledger/books.contract';
import { AGING_BUCKET_HEADERS } from '@fleetledger/shared/ledger/aging-buckets';
import { column, figureColumn, money, text, type BooksView } from '../../../lib/books/books-view';
import { documentLink } from '../../../lib/books/document-link';
import type { AgingSide } from './aging-view';

/** One bucket's items as either side answers them, the party named alike. */
export type BucketItems = Omit<ReceivablesAgingItems, 'customer'> & { party: { id: number; name: string } };

/** The bucket named in the address, or null. */
export function bucketFromSearch(params: URLSearchParams): AgingBucket | null {
  const bucket = params.get('bucket');
  return AGING_BUCKETS.find((known) => known === bucket) ?? null;
}

/** '31–60 days', 'Not due', 'Over 90 days'. */
export function bucketName(bucket: AgingBucket): string {
  return bucket === 'not_due' ? AGING_BUCKET_HEADERS[bucket] : `${AGING_BUCKET_HEADERS[bucket]} days`;
}

/**
 * What makes one bucket of a party's aging: each open document (opening its page), its date, when it
 * was due, how many days overdue it is and what is still open on it; the total is the aging's figure.
 */
export function agingItemsView(side: AgingSide, items: BucketItems): BooksView {
  const noun = side.items.noun;
  return {
    title: noun.charAt(0).toUpperCase() + noun.slice(1),
    subject: `${items.party.name} · ${bucketName(items.bucket)}`,
    period: `As at ${formatDisplayDate(items.date)}`,
    columns: [
      column('Document', 18),
      column('Date', 12),
      column('Due date', 12),
      figureColumn('Days overdue', 14),
      figureColumn('Open amount'),
    ],
    rows: items.rows.map((item) => ({
      key: `${item.source_kind}-${item.number}`,
      cells: [
        text(item.document, documentLink(item.source_kind, item.document)),
        { kind: 'date', date: item.date },
        { kind: 'date', date: item.due_date },
        { kind: 'count', value: Math.max(0, item.days_overdue) },
        money(item.open_amount),
      ],
    })),
    totals: {
      key: 'totals',
      cells: [text('Total'), { kind: 'empty' }, { kind: 'empty' }, { kind: 'empty' }, money(items.total)],
    },
    figures: [],
    verdict: null,
    emptyMessage: `Nothing of ${items.party.name} is in this bucket on this date.`,
    fileName: `${side.fileName}_${items.party.id}_${items.bucket}_${items.date}.xlsx`,
  };
}
