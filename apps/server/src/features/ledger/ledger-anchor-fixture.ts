import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { expect } from 'vitest';
import { asOwner } from '../../../test/owner-session';
import type { ledgerScenario } from '../../../test/ledger-scenario';

/**
 * Books of three entries, the receipt's last: two invoices to the customer posted on `date`, then a
 * receipt of an advance from them, posted. Answers the documents' numbers.
 */
export async function postedBooks(scenario: ReturnType<typeof ledgerScenario>, customerId: number, date: string) {
  const invoices: number[] = [];
  for (const unitFils of [40_000, 25_500]) {
    const { number } = await scenario.invoice(customerId, date, [{ quantity: 1, unitFils, vatPercent: 10 }], 0);
    expect(await scenario.post('invoice', number!)).toBe(200);
    invoices.push(number!);
  }
  const { number: receipt } = await scenario.receipt(customerId, 27, date, [
    { kind: 'customer', invoiceId: null, crDr: 'cr', amountFils: 12_000 },
  ]);
  expect(await scenario.post('receipt', receipt!)).toBe(200);
  return { invoices, receipt: receipt! };
}

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
