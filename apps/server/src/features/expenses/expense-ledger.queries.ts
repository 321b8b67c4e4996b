import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/**
 * What an expense's posting needs beside the expense itself: its charge's account and name, the
 * supplier its company names (a customer record of that name, any case), and the job its number
 * names (the newest job of that number, as the Job Expense report takes it).
 */
export async function expensePostingFacts(
  db: Executor,
  expense: { chargeId: number; company: string | null; jobNumber: string | null },
) {
  const result = await db.execute<{
    account_id: number;
    charge_name: string;
    supplier_id: number | null;
    job_id: number | null;
  }>(sql`
    select c.account_id, c.name as charge_name,
      (select s.id from customers s
        where ${expense.company}::text is not null and lower(btrim(s.name)) = lower(btrim(${expense.company}::text))
        limit 1) as supplier_id,
      (select j.id from jobs j
        where ${expense.jobNumber}::text is not null and j.job_number = ${expense.jobNumber}::text
        order by j.date desc, j.id desc limit 1) as job_id
    from charges c
    where c.id = ${expense.chargeId}`);
  const row = result.rows[0]!;
  return {
    accountId: Number(row.account_id),
    chargeName: row.charge_name,
    supplierId: row.supplier_id === null ? null : Number(row.supplier_id),
    jobId: row.job_id === null ? null : Number(row.job_id),
  };
}

/** Every expense without a posting: what the start-up catch-up writes into the books. */
export async function expensesMissingFromBooks(db: Executor): Promise<number[]> {
  const result = await db.execute<{ id: number }>(sql`
    select e.id from expenses e
    where not exists (select 1 from ledger_entries l where l.source_kind = 'expense' and l.source_id = e.id)
    order by e.id`);
  return result.rows.map((row) => Number(row.id));
}
