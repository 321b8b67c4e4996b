import { bdToFils } from '@fleetledger/shared/money';
import { type PROFIT_SUBJECTS, type Profit } from '@fleetledger/shared/ledger/books.contract';
import { column, figureColumn, money, text, type BooksColumn, type BooksView } from '../../../lib/books/books-view';
import { periodLabel } from '../../../lib/period-label';

export type ProfitSubject = (typeof PROFIT_SUBJECTS)[number];
type ProfitRow = Profit['rows'][number];

export const PROFIT_COLUMNS = ['name', 'revenue', 'expenses', 'purchases', 'profit'] as const;
export type ProfitColumn = (typeof PROFIT_COLUMNS)[number];

export interface ProfitSort {
  column: ProfitColumn;
  direction: 'ascending' | 'descending';
}

/** Highest profit first until the user chooses otherwise. */
export const DEFAULT_PROFIT_SORT: ProfitSort = { column: 'profit', direction: 'descending' };

/**
 * Clicking a header sorts by it (names A→Z, figures highest first); clicking it again reverses the order.
 */
export function nextProfitSort(current: ProfitSort, column: ProfitColumn): ProfitSort {
  if (current.column === column) {
    return { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  }
  return { column, direction: column === 'name' ? 'ascending' : 'descending' };
}

const byName = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** The rows in the chosen order; ties keep a stable order by name. Compared in fils, not floats. */
export function sortProfitRows(rows: readonly ProfitRow[], sort: ProfitSort): ProfitRow[] {
  const sign = sort.direction === 'ascending' ? 1 : -1;
  const compare = (a: ProfitRow, b: ProfitRow) =>
    sort.column === 'name' ? byName.compare(a.name, b.name) : bdToFils(a[sort.column]) - bdToFils(b[sort.column]);
  return [...rows].sort((a, b) => sign * compare(a, b) || byName.compare(a.name, b.name));
}

const SUBJECT_LABEL: Record<ProfitSubject, string> = { truck: 'Truck', driver: 'Driver' };

/** The row of the books' lines that name no truck (or no driver): a manual line, a discount, the office. */
export const UNASSIGNED: Record<ProfitSubject, string> = {
  truck: 'Not tied to a truck',
  driver: 'Not tied to a driver',
};

/** A row's figures and a total's are the same four, profit coloured as a gain or a loss. */
const figures = (row: Profit['totals']) => [
  money(row.revenue),
  money(row.expenses),
  money(row.purchases),
  money(row.profit, true),
];

export function profitView(answer: Profit, sort: ProfitSort): BooksView {
  const columns: BooksColumn[] = [
    column(SUBJECT_LABEL[answer.by], 28),
    figureColumn('Revenue'),
    figureColumn('Expenses'),
    figureColumn('Purchases'),
    figureColumn('Profit'),
  ];
  return {
    title: `Profit by ${SUBJECT_LABEL[answer.by]}`,
    subject: null,
    period: periodLabel({ from: answer.from, to: answer.to }),
    columns,
    rows: [
      ...sortProfitRows(answer.rows, sort).map((row) => ({
        key: String(row.id),
        cells: [text(row.name), ...figures(row)],
      })),
      // What no truck or driver carried stays last, whatever the order: the total counts it.
      ...(Object.values(answer.unassigned).some((figure) => figure !== 0)
        ? [{ key: 'unassigned', cells: [text(UNASSIGNED[answer.by]), ...figures(answer.unassigned)] }]
        : []),
    ],
    totals: { key: 'totals', cells: [text('Total'), ...figures(answer.totals)] },
    figures: [],
    verdict: null,
    emptyMessage: `No ${answer.by} earned or spent anything in this period.`,
    fileName: `profit_by_${answer.by}_${answer.from}_${answer.to}.xlsx`,
  };
}
