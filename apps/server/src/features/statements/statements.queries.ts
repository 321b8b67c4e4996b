import { sql } from 'drizzle-orm';
import type { LedgerEvent, LedgerSourceKind } from '@fleetledger/shared/ledger/ledger-accounts';
import type { Executor } from '../../db/client';
import {
  entryDocumentColumns,
  entryDocumentGroup,
  entryDocumentJoins,
  type EntryDocument,
} from '../../kernel/entry-documents';

/**
 * A statement reads one party's lines on one account — a customer's on Accounts Receivable, a
 * supplier's on Accounts Payable — by the (party, account, date) index. Amounts are fils, debit positive.
 */

export async function partyNames(db: Executor, partyId: number) {
  const result = await db.execute<{ id: number; name: string; cr_name: string | null }>(
    sql`select id, name, cr_name from customers where id = ${partyId}`,
  );
  return result.rows[0];
}

/** The party's balance on the account before `from`. */
export async function balanceBefore(db: Executor, accountId: number, partyId: number, from: string) {
  const result = await db.execute<{ balance_fils: number }>(sql`
    select coalesce(sum(debit_fils - credit_fils), 0)::bigint as balance_fils
    from ledger_lines
    where party_id = ${partyId} and account_id = ${accountId} and date < ${from}`);
  return result.rows[0]!.balance_fils;
}

/**
 * Each entry that moved the party's balance on the account in the period, with the period's movement up
 * to it and its document as the statement names it (entry-documents).
 */
export async function statementEntries(db: Executor, accountId: number, partyId: number, from: string, to: string) {
  const result = await db.execute<
    EntryDocument & {
      entry_id: number;
      source_kind: LedgerSourceKind;
      source_number: string;
      event: LedgerEvent;
      debit_fils: number;
      credit_fils: number;
      movement_fils: number;
    }
  >(sql`
    select e.id as entry_id, e.source_kind, e.source_number, e.event, ${entryDocumentColumns},
      sum(l.debit_fils)::bigint as debit_fils, sum(l.credit_fils)::bigint as credit_fils,
      sum(sum(l.debit_fils - l.credit_fils)) over (order by e.date, e.id)::bigint as movement_fils
    from ledger_lines l
    join ledger_entries e on e.id = l.entry_id
    ${entryDocumentJoins}
    where l.party_id = ${partyId} and l.account_id = ${accountId} and l.date between ${from} and ${to}
    group by e.id, ${entryDocumentGroup}
    order by e.date, e.id`);
  return result.rows;
}

/**
 * Each customer's last receipt on or before `date`: the latest receipt posted to their Accounts
 * Receivable lines whose posting was not taken back by then.
 */
export async function lastReceiptDates(db: Executor, receivableAccountId: number, customerIds: number[], date: string) {
  if (customerIds.length === 0) return new Map<number, string>();
  const result = await db.execute<{ party_id: number; last_receipt_date: string }>(sql`
    select l.party_id, max(l.date) as last_receipt_date
    from ledger_lines l
    join ledger_entries e on e.id = l.entry_id
    where l.party_id = any(${sql.param(customerIds)}::bigint[]) and l.account_id = ${receivableAccountId}
      and l.date <= ${date} and e.source_kind = 'receipt' and e.event = 'post'
      and not exists (select 1 from ledger_entries r where r.reverses_entry_id = e.id and r.date <= ${date})
    group by l.party_id`);
  return new Map(result.rows.map((row) => [row.party_id, row.last_receipt_date]));
}
