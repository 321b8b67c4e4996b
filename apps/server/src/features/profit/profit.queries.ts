import { sql } from 'drizzle-orm';
import type { Profit } from '@fleetledger/shared/ledger/books.contract';
import type { Executor } from '../../db/client';

/**
 * Who a line of the books belongs to: the truck or driver it names, else its job's (lines written
 * before the books named drivers, and a purchase item for jobs only, name just the job).
 */
const SUBJECTS: Record<Profit['by'], { table: 'trucks' | 'drivers'; label: 'number' | 'name'; owner: string }> = {
  truck: { table: 'trucks', label: 'number', owner: 'truck_id' },
  driver: { table: 'drivers', label: 'name', owner: 'driver_id' },
};

/**
 * Per truck or driver with any figure in the period, from the ledger alone: revenue is what their lines
 * on income accounts took (credit less debit, so credit notes and reversals take it back); costs are
 * their lines on expense accounts (debit less credit) — purchases from purchase vouchers, expenses from
 * everything else. Only what is posted counts; most profitable first. The lines of no truck or driver
 * (a manual invoice line, a discount, an office expense) come last as one row whose id is null, so the
 * rows add up to the profit and loss statement's figures. A line's job is looked up only when the line
 * names no owner itself: joined instead, the planner reads every job to find a month's few hundred.
 */
export async function profitRows(db: Executor, by: Profit['by'], from: string, to: string) {
  const who = SUBJECTS[by];
  const owner = sql.identifier(who.owner);
  const result = await db.execute<{
    id: number | null;
    name: string | null;
    revenue_fils: number;
    expense_fils: number;
    purchase_fils: number;
    profit_fils: number;
  }>(sql`
    with lines as (
      select coalesce(l.${owner}, (select j.${owner} from jobs j where j.id = l.job_id)) as subject_id, a.type,
        e.source_kind, l.debit_fils, l.credit_fils
      from ledger_lines l
      join accounts a on a.id = l.account_id and a.type in ('income', 'expense')
      join ledger_entries e on e.id = l.entry_id
      where l.date between ${from} and ${to}
    ),
    totals as (
      select subject_id,
        coalesce(sum(credit_fils - debit_fils) filter (where type = 'income'), 0)::bigint as revenue_fils,
        coalesce(sum(debit_fils - credit_fils) filter (where type = 'expense' and source_kind <> 'purchase'), 0)::bigint
          as expense_fils,
        coalesce(sum(debit_fils - credit_fils) filter (where type = 'expense' and source_kind = 'purchase'), 0)::bigint
          as purchase_fils
      from lines
      group by subject_id
    )
    select t.subject_id as id, s.${sql.identifier(who.label)} as name, t.revenue_fils, t.expense_fils, t.purchase_fils,
      t.revenue_fils - t.expense_fils - t.purchase_fils as profit_fils
    from totals t
    left join ${sql.identifier(who.table)} s on s.id = t.subject_id
    where t.revenue_fils <> 0 or t.expense_fils <> 0 or t.purchase_fils <> 0
    order by t.subject_id is null, profit_fils desc, name, t.subject_id`);
  return result.rows;
}
