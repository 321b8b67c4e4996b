import { formatDisplayDate } from '@fleetledger/shared/dates';
import type { Aging } from '@fleetledger/shared/ledger/books.contract';
import { column, figureColumn, money, text, type BooksColumn, type BooksView } from '../../../lib/books/books-view';

const COLUMNS: BooksColumn[] = [
  column('Customer', 32),
  figureColumn('Terms (days)', 12),
  figureColumn('Not due', 15),
  figureColumn('1–30', 15),
  figureColumn('31–60', 15),
  figureColumn('61–90', 15),
  figureColumn('Over 90', 15),
  figureColumn('Advance', 15),
  figureColumn('Balance'),
];

/** The customer's statement up to the aging date, from the first of that year. */
export function statementLink(customerId: number, date: string): string {
  const query = new URLSearchParams({ customer_id: String(customerId), from: `${date.slice(0, 4)}-01-01`, to: date });
  return `/books/statement?${query.toString()}`;
}

export function agingView(answer: Aging): BooksView {
  const figures = (row: Aging['totals']) => [
    money(row.not_due),
    money(row.days_1_30),
    money(row.days_31_60),
    money(row.days_61_90),
    money(row.over_90),
    money(row.advance),
    money(row.balance),
  ];
  return {
    title: 'Receivables Aging',
    subject: null,
    period: `As at ${formatDisplayDate(answer.date)}`,
    columns: COLUMNS,
    rows: answer.rows.map((row) => ({
      key: String(row.customer_id),
      cells: [
        text(row.customer_name, statementLink(row.customer_id, answer.date)),
        { kind: 'count', value: row.payment_terms_days },
        ...figures(row),
      ],
    })),
    totals: { key: 'totals', cells: [text('Total'), { kind: 'empty' }, ...figures(answer.totals)] },
    figures: [],
    verdict: null,
    emptyMessage: 'No customer owes anything or holds an advance on this date.',
    fileName: `receivables_aging_${answer.date}.xlsx`,
  };
}
