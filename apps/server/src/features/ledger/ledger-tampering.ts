import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { asOwner } from '../../../test/owner-session';

/**
 * What the probe did with the owner's credentials: the chain's last `count` entries and their lines
 * deleted, triggers off, and the month totals mended to match, so that the chain and the totals still
 * check out and only the documents and the anchor can tell. Answers the ids cut, oldest first.
 */
export async function cutLedgerTail(db: Db, count: number): Promise<number[]> {
  return asOwner(db, (owner) =>
    owner.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      const { rows } = await tx.execute<{ id: string }>(
        sql`select id from ledger_entries order by id desc limit ${count}`,
      );
      const ids = rows.map((row) => Number(row.id));
      const last = sql`select id from ledger_entries order by id desc limit ${count}`;
      await tx.execute(sql`delete from ledger_lines where entry_id in (${last})`);
      await tx.execute(sql`delete from ledger_entries where id in (${last})`);
      await tx.execute(sql`delete from ledger_month_totals`);
      await tx.execute(sql`insert into ledger_month_totals (account_id, month, debit_fils, credit_fils)
        select account_id, date_trunc('month', date)::date, sum(debit_fils), sum(credit_fils)
        from ledger_lines group by 1, 2`);
      return ids.reverse();
    }),
  );
}
