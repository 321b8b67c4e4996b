import { formatDisplayDate } from '@fleetledger/shared/dates';
import {
  AGING_BUCKETS,
  type Aging,
  type AgingBucket,
  type AgingFigures,
} from '@fleetledger/shared/ledger/books.contract';
import { AGING_BUCKET_HEADERS } from '@fleetledger/shared/ledger/aging-buckets';
import { bdToFils, formatBD } from '@fleetledger/shared/money';
import type { PayablesAging } from '@fleetledger/shared/ledger/payables.contract';
import {
  column,
  figureColumn,
  money,
  text,
  type BooksCell,
  type BooksColumn,
  type BooksView,
} from '../../../lib/books/books-view';
import { statementUpTo } from '../../../lib/books/statement-link';

/** What tells the receivables aging (what customers owe us) from the payables aging (what we owe suppliers). */
export interface AgingSide {
  title: string;
  description: string;
  party: 'Customer' | 'Supplier';
  /** The party's statement page, and the key it takes the party by. */
  statement: { path: string; key: 'customer_id' | 'supplier_id' };
  /** The page of what makes up one bucket of a party, and what its items are called. */
  items: { path: string; noun: string };
  emptyMessage: string;
  fileName: string;
}

export const RECEIVABLES_AGING: AgingSide = {
  title: 'Receivables Aging',
  description: "Open invoices by days past their due date (invoice date plus the customer's terms), less advances.",
  party: 'Customer',
  statement: { path: '/books/statement', key: 'customer_id' },
  items: { path: '/books/aging/items', noun: 'open invoices' },
  emptyMessage: 'No customer owes anything or holds an advance on this date.',
  fileName: 'receivables_aging',
};

export const PAYABLES_AGING: AgingSide = {
  title: 'Payables Aging',
  description:
    "What we owe suppliers: open purchases and expenses by days past their due date (their date plus the supplier's terms), less what we paid ahead.",
  party: 'Supplier',
  statement: { path: '/books/supplier-statement', key: 'supplier_id' },
  items: { path: '/books/payables-aging/items', noun: 'open purchases and expenses' },
  emptyMessage: 'We owe no supplier anything, nor hold an advance with one, on this date.',
  fileName: 'payables_aging',
};

interface AgedParty extends AgingFigures {
  id: number;
  name: string;
  payment_terms_days: number;
}

/** The party's statement up to the aging date, from the first of that year. */
export const statementLink = (side: AgingSide, partyId: number, date: string): string =>
  statementUpTo(side.statement, partyId, date);

/** The page of one party's items in one bucket on the aging's date. */
export function bucketLink(side: AgingSide, partyId: number, bucket: AgingBucket, date: string): string {
  const query = new URLSearchParams({ [side.statement.key]: String(partyId), bucket, date });
  return `${side.items.path}?${query.toString()}`;
}

/** The aging of one side: the answer's date and totals, its rows as parties named alike. */
function agingView(
  side: AgingSide,
  { date, totals }: { date: string; totals: AgingFigures },
  parties: AgedParty[],
): BooksView {
  const rest = (row: AgingFigures) => [money(row.advance), money(row.balance)];
  // A party's bucket opens what makes it up; a bucket of nothing has nothing to open.
  const opened = (party: AgedParty) =>
    AGING_BUCKETS.map((bucket): BooksCell => {
      const fils = bdToFils(party[bucket]);
      if (fils === 0) return money(0);
      const label = `${party.name}, ${AGING_BUCKET_HEADERS[bucket]}: ${formatBD(fils)}, show the ${side.items.noun}`;
      return { kind: 'money', fils, link: { to: bucketLink(side, party.id, bucket, date), label } };
    });
  const columns: BooksColumn[] = [
    column(side.party, 32),
    figureColumn('Terms (days)', 12),
    ...AGING_BUCKETS.map((bucket) => figureColumn(AGING_BUCKET_HEADERS[bucket], 15)),
    figureColumn('Advance', 15),
    figureColumn('Balance'),
  ];
  return {
    title: side.title,
    subject: null,
    period: `As at ${formatDisplayDate(date)}`,
    columns,
    rows: parties.map((party) => ({
      key: String(party.id),
      cells: [
        text(party.name, statementLink(side, party.id, date)),
        { kind: 'count', value: party.payment_terms_days },
        ...opened(party),
        ...rest(party),
      ],
    })),
    totals: {
      key: 'totals',
      cells: [
        text('Total'),
        { kind: 'empty' },
        ...AGING_BUCKETS.map((bucket) => money(totals[bucket])),
        ...rest(totals),
      ],
    },
    figures: [],
    verdict: null,
    emptyMessage: side.emptyMessage,
    fileName: `${side.fileName}_${date}.xlsx`,
  };
}

/** What each customer owes on the date, by how late it is. */
export const receivablesAgingView = (answer: Aging): BooksView =>
  agingView(
    RECEIVABLES_AGING,
    answer,
    answer.rows.map(({ customer_id, customer_name, ...row }) => ({ id: customer_id, name: customer_name, ...row })),
  );

/** What we owe each supplier on the date, by how late it is. */
export const payablesAgingView = (answer: PayablesAging): BooksView =>
  agingView(
    PAYABLES_AGING,
    answer,
    answer.rows.map(({ supplier_id, supplier_name, ...row }) => ({ id: supplier_id, name: supplier_name, ...row })),
  );
