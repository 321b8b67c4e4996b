import type { Db } from '../db/client';
import { expensePostings } from '../features/expenses/expense-ledger.service';
import { openGeneratedChain } from './generated-ledger';

/** Expenses a transaction: each one's entries join the chain in one statement batch. */
const EXPENSES_PER_BATCH = 5_000;

type Row = [
  id: string,
  date: string,
  amountFils: string,
  status: string,
  paidFromAccountId: string,
  truckId: string | null,
  driverId: string | null,
  description: string,
  accountId: string,
  chargeName: string,
  supplierId: string | null,
  jobId: string | null,
];

const idOrNull = (value: string | null) => (value === null ? null : Number(value));

/**
 * The books of the generated expenses, as the app writes them when an expense is saved: every expense
 * without a posting gets one, in id order. What each needs (its charge's account, the supplier its
 * company names, the newest job of its number) is read for all at once. Answers how many it posted.
 */
export async function generateExpenseBooks(db: Db): Promise<number> {
  const result = await db.$client.query<Row>({
    text: `
      with newest as (
        select distinct on (job_number) job_number, id from jobs
        where job_number is not null order by job_number, date desc, id desc
      ),
      suppliers as (
        select distinct on (lower(btrim(name))) lower(btrim(name)) as key, id from customers
        order by lower(btrim(name)), id
      )
      select e.id, e.date::text, e.amount_fils, e.status, e.paid_from_account_id, e.truck_id, e.driver_id,
        e.description, c.account_id, c.name, s.id, n.id
      from expenses e
      join charges c on c.id = e.charge_id
      left join suppliers s on e.company is not null and s.key = lower(btrim(e.company))
      left join newest n on n.job_number = e.job_number
      where not exists (select 1 from ledger_entries l where l.source_kind = 'expense' and l.source_id = e.id)
      order by e.id`,
    rowMode: 'array',
  });
  const postings = result.rows.flatMap((row) => {
    const [
      id,
      date,
      amountFils,
      status,
      paidFrom,
      truckId,
      driverId,
      description,
      accountId,
      chargeName,
      supplierId,
      jobId,
    ] = row;
    const { expense, settlement } = expensePostings(
      {
        id: Number(id),
        date,
        amountFils: Number(amountFils),
        // Generated expenses carry no VAT, as expenses recorded before they could.
        vatPercent: null,
        vatFils: 0,
        status,
        paidOn: null,
        paidFromAccountId: Number(paidFrom),
        truckId: idOrNull(truckId),
        driverId: idOrNull(driverId),
        description,
      },
      { accountId: Number(accountId), chargeName, supplierId: idOrNull(supplierId), jobId: idOrNull(jobId) },
    );
    return settlement === null ? [expense] : [expense, settlement];
  });
  for (let start = 0; start < postings.length; start += EXPENSES_PER_BATCH) {
    const batch = postings.slice(start, start + EXPENSES_PER_BATCH);
    await db.transaction(async (tx) => {
      const chain = await openGeneratedChain(tx, batch.length);
      for (const posting of batch) chain.append({ ...posting, event: 'post', reversesEntryId: null });
      await chain.write();
    });
  }
  return result.rows.length;
}
