import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/** An account's code and name as the chart holds them now (the fixed ones may be renamed and re-coded). */
export async function accountNames(db: Executor, id: number) {
  const result = await db.execute<{ code: string; name: string }>(
    sql`select code, name from accounts where id = ${id}`,
  );
  return result.rows[0];
}

/**
 * Per month from `fromMonth` to `toMonth` (first days) with any income or expense: the income (credits
 * less debits) and the expenses (debits less credits) in fils, read from the month totals the ledger
 * keeps, so a year costs a few hundred rows whatever the number of lines.
 */
export async function profitByMonth(db: Executor, fromMonth: string, toMonth: string) {
  const result = await db.execute<{ month: string; income_fils: number; expense_fils: number }>(sql`
    select to_char(t.month, 'YYYY-MM') as month,
      coalesce(sum(t.credit_fils - t.debit_fils) filter (where a.type = 'income'), 0)::bigint as income_fils,
      coalesce(sum(t.debit_fils - t.credit_fils) filter (where a.type = 'expense'), 0)::bigint as expense_fils
    from ledger_month_totals t
    join accounts a on a.id = t.account_id and a.type in ('income', 'expense')
    where t.month between ${fromMonth} and ${toMonth}
    group by t.month
    order by t.month`);
  return result.rows;
}
