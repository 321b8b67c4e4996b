import { sql } from 'drizzle-orm';
import { LEDGER_ACCOUNTS, type LedgerEvent, type LedgerSourceKind } from '@fleetledger/shared/ledger/ledger-accounts';
import type { Executor } from '../../db/client';

/**
 * The statement reads one customer's Accounts Receivable lines, by the (party, account, date) index.
 * Debit raises what the customer owes; credit lowers it.
 */
const RECEIVABLE = LEDGER_ACCOUNTS.receivable;

export async function customerNames(db: Executor, customerId: number) {
  const result = await db.execute<{ id: number; name: string; cr_name: string | null }>(
    sql`select id, name, cr_name from customers where id = ${customerId}`,
  );
  return result.rows[0];
}

/**
 * What the customer owed before `from`, and the credit their advances (receivable lines no invoice
 * took) leave on `to`, before it is floored at zero.
 */
export async function statementBalances(db: Executor, customerId: number, from: string, to: string) {
  const result = await db.execute<{ opening_fils: number; advance_fils: number }>(sql`
    select coalesce(sum(debit_fils - credit_fils) filter (where date < ${from}), 0)::bigint as opening_fils,
      coalesce(sum(credit_fils - debit_fils) filter (where invoice_id is null), 0)::bigint as advance_fils
    from ledger_lines
    where party_id = ${customerId} and account_id = ${RECEIVABLE} and date <= ${to}`);
  return result.rows[0]!;
}

/** Each entry that moved the customer's receivable in the period, with the period's movement up to it. */
export async function statementEntries(db: Executor, customerId: number, from: string, to: string) {
  const result = await db.execute<{
    entry_id: number;
    date: string;
    source_kind: LedgerSourceKind;
    source_number: string;
    event: LedgerEvent;
    debit_fils: number;
    credit_fils: number;
    movement_fils: number;
  }>(sql`
    select e.id as entry_id, e.date, e.source_kind, e.source_number, e.event,
      sum(l.debit_fils)::bigint as debit_fils, sum(l.credit_fils)::bigint as credit_fils,
      sum(sum(l.debit_fils - l.credit_fils)) over (order by e.date, e.id)::bigint as movement_fils
    from ledger_lines l
    join ledger_entries e on e.id = l.entry_id
    where l.party_id = ${customerId} and l.account_id = ${RECEIVABLE} and l.date between ${from} and ${to}
    group by e.id
    order by e.date, e.id`);
  return result.rows;
}
