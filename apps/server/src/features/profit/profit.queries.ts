import { sql, type SQL } from 'drizzle-orm';
import { LEDGER_ACCOUNTS } from '@fleetledger/shared/ledger/ledger-accounts';
import type { Profit } from '@fleetledger/shared/ledger/books.contract';
import type { Executor } from '../../db/client';

/**
 * Who a figure belongs to, for each source of figures. Expenses and purchase items count as the
 * Truck Expense and Job Expense reports count them (README, "What counts as an expense"): every
 * expense on its date; a purchase voucher item through the views of migration 0011, so an item with a
 * truck counts for that truck once even when it also names jobs, and an item for jobs only counts
 * for each job's truck by the job's share. A driver has the expenses naming them and the shares of
 * their jobs.
 */
type ProfitSubject = Profit['by'];

interface Attribution {
  table: 'trucks' | 'drivers';
  label: 'number' | 'name';
  /** A sales line's owner: `l` is the ledger line, `j` its job where `revenueJob` joins it. */
  revenue: SQL;
  /**
   * A line names its truck, so a truck's revenue reads a job only for a line without one (by key)
   * rather than joining a year of lines with every job; a driver's needs every line's job.
   */
  revenueJob: SQL;
  /** An expense's owner: `e` is the expense. */
  expense: SQL;
  purchases: (from: string, to: string) => SQL;
}

const ATTRIBUTIONS: Record<ProfitSubject, Attribution> = {
  truck: {
    table: 'trucks',
    label: 'number',
    revenue: sql`coalesce(l.truck_id, (select j.truck_id from jobs j where j.id = l.job_id))`,
    revenueJob: sql``,
    expense: sql`e.truck_id`,
    purchases: (from, to) => sql`
      select c.truck_id as subject_id, c.amount_fils
      from purchase_item_costs c
      where c.truck_id is not null and c.date between ${from} and ${to}
      union all
      select j.truck_id, pc.amount_fils
      from purchase_job_costs pc
      join purchase_items i on i.id = pc.item_id
      join jobs j on j.id = pc.job_id
      where i.truck_id is null and pc.date between ${from} and ${to}`,
  },
  driver: {
    table: 'drivers',
    label: 'name',
    revenue: sql`j.driver_id`,
    revenueJob: sql`join jobs j on j.id = l.job_id`,
    expense: sql`e.driver_id`,
    purchases: (from, to) => sql`
      select j.driver_id as subject_id, pc.amount_fils
      from purchase_job_costs pc
      join jobs j on j.id = pc.job_id
      where pc.date between ${from} and ${to}`,
  },
};

/**
 * Per truck or driver with any figure in the period: the revenue the ledger holds for their jobs
 * (sales lines, credit less debit, so reversals and credit notes take it back), their expenses and
 * their purchase costs; most profitable first.
 */
export async function profitRows(db: Executor, by: ProfitSubject, from: string, to: string) {
  const who = ATTRIBUTIONS[by];
  const result = await db.execute<{
    id: number;
    name: string;
    revenue_fils: number;
    expense_fils: number;
    purchase_fils: number;
    profit_fils: number;
  }>(sql`
    with figures as (
      select ${who.revenue} as subject_id, sum(l.credit_fils - l.debit_fils) as revenue_fils,
        0 as expense_fils, 0 as purchase_fils
      from ledger_lines l
      ${who.revenueJob}
      where l.account_id = ${LEDGER_ACCOUNTS.sales} and l.job_id is not null and l.date between ${from} and ${to}
      group by 1
      union all
      select ${who.expense}, 0, sum(e.amount_fils), 0
      from expenses e
      where e.date between ${from} and ${to}
      group by 1
      union all
      select p.subject_id, 0, 0, sum(p.amount_fils)
      from (${who.purchases(from, to)}) p
      group by 1
    ),
    totals as (
      select subject_id, sum(revenue_fils)::bigint as revenue_fils, sum(expense_fils)::bigint as expense_fils,
        sum(purchase_fils)::bigint as purchase_fils
      from figures
      where subject_id is not null
      group by subject_id
    )
    select s.id, s.${sql.identifier(who.label)} as name, t.revenue_fils, t.expense_fils, t.purchase_fils,
      t.revenue_fils - t.expense_fils - t.purchase_fils as profit_fils
    from totals t
    join ${sql.identifier(who.table)} s on s.id = t.subject_id
    where t.revenue_fils <> 0 or t.expense_fils <> 0 or t.purchase_fils <> 0
    order by profit_fils desc, name, s.id`);
  return result.rows;
}
