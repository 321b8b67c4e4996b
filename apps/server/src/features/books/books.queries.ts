import { sql } from 'drizzle-orm';
import type { LedgerSourceKind } from '@fleetledger/shared/ledger/ledger-accounts';
import type { AccountType } from '@fleetledger/shared/masterdata/masterdata.contract';
import type { Executor } from '../../db/client';
import { entryDocumentColumns, entryDocumentJoins, type EntryDocument } from '../../kernel/entry-documents';

/**
 * The books' SQL. Every figure is summed in the database from ledger_lines, read by account and date
 * (ledger_lines_account_date_idx) wherever an account is known; amounts are fils, debit positive.
 */

export interface Period {
  from: string;
  to: string;
}

/**
 * Per account with a line up to `to`: the balance before `from` and the debits and credits within.
 * Each is a difference of two running sums — everything before `from` and everything before the day
 * after `to` — and a running sum reads whole months from ledger_month_totals and only the days of its
 * last, partial month from the lines (by date), so the cost follows the months, not the lines.
 */
export async function accountMovements(db: Executor, { from, to }: Period) {
  const result = await db.execute<{
    account_id: number;
    account_code: string;
    account_name: string;
    type: AccountType;
    dr_cr: string;
    opening_fils: number;
    debit_fils: number;
    credit_fils: number;
  }>(sql`
    with points(point, day) as (values ('from', ${from}::date), ('end', ${to}::date + 1)),
    before_point as (
      select p.point, t.account_id, t.debit_fils, t.credit_fils
      from points p join ledger_month_totals t on t.month < date_trunc('month', p.day)
      union all
      select p.point, l.account_id, l.debit_fils, l.credit_fils
      from points p join ledger_lines l on l.date >= date_trunc('month', p.day)::date and l.date < p.day
    ),
    sums as (
      select account_id,
        coalesce(sum(debit_fils) filter (where point = 'from'), 0) as debit_before,
        coalesce(sum(credit_fils) filter (where point = 'from'), 0) as credit_before,
        coalesce(sum(debit_fils) filter (where point = 'end'), 0) as debit_through,
        coalesce(sum(credit_fils) filter (where point = 'end'), 0) as credit_through
      from before_point
      group by account_id
      having count(*) filter (where point = 'end') > 0
    )
    select a.id as account_id, a.code as account_code, a.name as account_name, a.type, a.dr_cr,
      (s.debit_before - s.credit_before)::bigint as opening_fils,
      (s.debit_through - s.debit_before)::bigint as debit_fils,
      (s.credit_through - s.credit_before)::bigint as credit_fils
    from sums s
    join accounts a on a.id = s.account_id
    order by a.code, a.id`);
  return result.rows;
}

export async function accountById(db: Executor, id: number) {
  const result = await db.execute<{ id: number; name: string; dr_cr: string }>(
    sql`select id, name, dr_cr from accounts where id = ${id}`,
  );
  return result.rows[0];
}

/** A customer or supplier by id (both are rows of customers). */
export async function partyName(db: Executor, id: number) {
  const result = await db.execute<{ id: number; name: string }>(sql`select id, name from customers where id = ${id}`);
  return result.rows[0];
}

/** One account's balance before the period, and its debits, credits and line count within. */
export async function accountPeriodTotals(db: Executor, accountId: number, { from, to }: Period) {
  const result = await db.execute<{
    opening_fils: number;
    debit_fils: number;
    credit_fils: number;
    line_count: number;
  }>(sql`
    select
      coalesce(sum(debit_fils - credit_fils) filter (where date < ${from}), 0)::bigint as opening_fils,
      coalesce(sum(debit_fils) filter (where date >= ${from}), 0)::bigint as debit_fils,
      coalesce(sum(credit_fils) filter (where date >= ${from}), 0)::bigint as credit_fils,
      count(*) filter (where date >= ${from})::int as line_count
    from ledger_lines
    where account_id = ${accountId} and date <= ${to}`);
  return result.rows[0]!;
}

/**
 * A page of one account's lines in the period, in date, entry and position order, each with the
 * running balance after it (starting from `openingFils`). The window runs over the whole period before
 * the page is cut, and the names are joined to the page's lines only. A line naming no party (a
 * purchase's cost, an invoice's sale) takes its entry's, when the entry names one party only.
 */
export async function accountLinesPage(
  db: Executor,
  accountId: number,
  { from, to }: Period,
  page: { openingFils: number; offset: number; limit: number },
) {
  const result = await db.execute<
    EntryDocument & {
      line_id: number;
      entry_id: number;
      date: string;
      source_kind: LedgerSourceKind;
      source_number: string;
      memo: string;
      party_name: string | null;
      truck_number: string | null;
      job_number: string | null;
      debit_fils: number;
      credit_fils: number;
      balance_fils: number;
    }
  >(sql`
    select p.id as line_id, p.entry_id, p.date, e.source_kind, e.source_number, e.memo, ${entryDocumentColumns},
      c.name as party_name, t.number as truck_number, j.job_number,
      p.debit_fils, p.credit_fils, p.balance_fils
    from (
      select l.*,
        (${page.openingFils}::bigint + sum(l.debit_fils - l.credit_fils) over (
          order by l.date, l.entry_id, l.position, l.id rows between unbounded preceding and current row
        ))::bigint as balance_fils
      from ledger_lines l
      where l.account_id = ${accountId} and l.date between ${from} and ${to}
      order by l.date, l.entry_id, l.position, l.id
      offset ${page.offset} limit ${page.limit}
    ) p
    join ledger_entries e on e.id = p.entry_id
    ${entryDocumentJoins}
    left join lateral (
      select min(x.party_id) as party_id from ledger_lines x
      where x.entry_id = p.entry_id having count(distinct x.party_id) = 1
    ) entry_party on true
    left join customers c on c.id = coalesce(p.party_id, entry_party.party_id)
    left join trucks t on t.id = p.truck_id
    left join jobs j on j.id = p.job_id
    order by p.date, p.entry_id, p.position, p.id`);
  return result.rows;
}
