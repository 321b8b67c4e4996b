import type { BooksPeriod, Profit } from '@fleetledger/shared/ledger/books.contract';
import { filsToBd } from '@fleetledger/shared/money';
import type { Executor } from '../../db/client';
import { profitRows } from './profit.queries';

/**
 * Profit per truck or per driver for a period: the revenue of the jobs they carried, as the ledger
 * holds it (so only posted invoices count, and a credit note or a reversed posting takes it back), less
 * the expenses and purchase costs the ledger holds for them (docs/architecture.md, "The books"). Most
 * profitable first.
 */
export async function profitBy(db: Executor, { from, to, by }: BooksPeriod & { by: Profit['by'] }): Promise<Profit> {
  const rows = await profitRows(db, by, from, to);
  const sum = (pick: (row: (typeof rows)[number]) => number) =>
    filsToBd(rows.reduce((total, row) => total + pick(row), 0));
  return {
    success: true,
    by,
    from,
    to,
    rows: rows.map((row) => ({
      id: row.id,
      name: row.name,
      revenue: filsToBd(row.revenue_fils),
      expenses: filsToBd(row.expense_fils),
      purchases: filsToBd(row.purchase_fils),
      profit: filsToBd(row.profit_fils),
    })),
    totals: {
      revenue: sum((row) => row.revenue_fils),
      expenses: sum((row) => row.expense_fils),
      purchases: sum((row) => row.purchase_fils),
      profit: sum((row) => row.profit_fils),
    },
  };
}
