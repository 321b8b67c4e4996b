import type { BooksPeriod, Profit } from '@fleetledger/shared/ledger/books.contract';
import { filsToBd } from '@fleetledger/shared/money';
import type { Executor } from '../../db/client';
import { profitRows } from './profit.queries';

type ProfitFils = Pick<
  Awaited<ReturnType<typeof profitRows>>[number],
  'revenue_fils' | 'expense_fils' | 'purchase_fils'
>;

const NOTHING: ProfitFils = { revenue_fils: 0, expense_fils: 0, purchase_fils: 0 };

/** A row's figures in BD; the profit is revenue less expenses and purchases. */
const figuresOf = (row: ProfitFils) => ({
  revenue: filsToBd(row.revenue_fils),
  expenses: filsToBd(row.expense_fils),
  purchases: filsToBd(row.purchase_fils),
  profit: filsToBd(row.revenue_fils - row.expense_fils - row.purchase_fils),
});

/**
 * Profit per truck or per driver for a period: the revenue of the jobs they carried, as the ledger
 * holds it (so only posted invoices count, and a credit note or a reversed posting takes it back), less
 * the expenses and purchase costs the ledger holds for them (docs/architecture.md, "The books"). Most
 * profitable first. What no truck or driver carried (a manual line, a discount, an office expense) is
 * `unassigned`, and the totals count it: they are the profit and loss statement's income, expenses and
 * net profit for the same period.
 */
export async function profitBy(db: Executor, { from, to, by }: BooksPeriod & { by: Profit['by'] }): Promise<Profit> {
  const found = await profitRows(db, by, from, to);
  const rows = found.flatMap((row) => (row.id === null ? [] : [{ ...row, id: row.id, name: row.name ?? '' }]));
  const unassigned = found.find((row) => row.id === null) ?? NOTHING;
  const sum = (pick: (row: ProfitFils) => number) => [...rows, unassigned].reduce((total, row) => total + pick(row), 0);
  return {
    success: true,
    by,
    from,
    to,
    rows: rows.map((row) => ({ id: row.id, name: row.name, ...figuresOf(row) })),
    unassigned: figuresOf(unassigned),
    totals: figuresOf({
      revenue_fils: sum((row) => row.revenue_fils),
      expense_fils: sum((row) => row.expense_fils),
      purchase_fils: sum((row) => row.purchase_fils),
    }),
  };
}
