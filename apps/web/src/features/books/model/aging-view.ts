import { formatDisplayDate } from '@fleetledger/shared/dates';
import type { Aging, AgingFigures } from '@fleetledger/shared/ledger/books.contract';
import type { PayablesAging } from '@fleetledger/shared/ledger/payables.contract';
import { column, figureColumn, money, text, type BooksColumn, type BooksView } from '../../../lib/books/books-view';

/** What tells the receivables aging (what customers owe us) from the payables aging (what we owe suppliers). */
export interface AgingSide {
  title: string;
  description: string;
  party: 'Customer' | 'Supplier';
  /** The party's statement page, and the key it takes the party by. */
  statement: { path: string; key: 'customer_id' | 'supplier_id' };
  emptyMessage: string;
  fileName: string;
}

export const RECEIVABLES_AGING: AgingSide = {
  title: 'Receivables Aging',
  description: "Open invoices by days past their due date (invoice date plus the customer's terms), less advances.",
  party: 'Customer',
  statement: { path: '/books/statement', key: 'customer_id' },
  emptyMessage: 'No customer owes anything or holds an advance on this date.',
  fileName: 'receivables_aging',
};

export const PAYABLES_AGING: AgingSide = {
  title: 'Payables Aging',
  description:
    "What we owe suppliers: open purchases and expenses by days past their due date (their date plus the supplier's terms), less what we paid ahead.",
  party: 'Supplier',
  statement: { path: '/books/supplier-statement', key: 'supplier_id' },
  emptyMessage: 'We owe no supplier anything, nor hold an advance with one, on this date.',
  fileName: 'payables_aging',
};

interface AgedParty extends AgingFigures {
  id: number;
  name: string;
  payment_terms_days: number;
}

/** The party's statement up to the aging date, from the first of that year. */
export function statementLink(side: AgingSide, partyId: number, date: string): string {
  const query = new URLSearchParams({
    [side.statement.key]: String(partyId),
    from: `${date.slice(0, 4)}-01-01`,
    to: date,
  });
  return `${side.statement.path}?${query.toString()}`;
}

/** The aging of one side: the answer's date and totals, its rows as parties named alike. */
function agingView(
  side: AgingSide,
  { date, totals }: { date: string; totals: AgingFigures },
  parties: AgedParty[],
): BooksView {
  const figures = (row: AgingFigures) => [
    money(row.not_due),
    money(row.days_1_30),
    money(row.days_31_60),
    money(row.days_61_90),
    money(row.over_90),
    money(row.advance),
    money(row.balance),
  ];
  const columns: BooksColumn[] = [
    column(side.party, 32),
    figureColumn('Terms (days)', 12),
    figureColumn('Not due', 15),
    figureColumn('1–30', 15),
    figureColumn('31–60', 15),
    figureColumn('61–90', 15),
    figureColumn('Over 90', 15),
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
        ...figures(party),
      ],
    })),
    totals: { key: 'totals', cells: [text('Total'), { kind: 'empty' }, ...figures(totals)] },
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
