import { sql, type SQL } from 'drizzle-orm';
import { AGING_BUCKET_LIMITS } from '@fleetledger/shared/ledger/aging-buckets';
import type { AGING_ITEM_KINDS, AgingBucket } from '@fleetledger/shared/ledger/books.contract';
import { LEDGER_ACCOUNTS } from '@fleetledger/shared/ledger/ledger-accounts';
import type { Executor } from '../../db/client';

/**
 * The agings' SQL: what each customer owes us (Accounts Receivable) or we owe each supplier (Accounts
 * Payable) on a date, item by item, bucketed by days past due. Each reads its account's partial index
 * (migrations 0015 and 0017), which holds just that account's lines in party and document order.
 */

export type AgingFils = Record<AgingBucket | 'advance' | 'balance', number>;

export type AgedParty = { party_id: number; party_name: string; payment_terms_days: number } & AgingFils;

/** The SQL that names the aging bucket of `daysLate`, built from the shared bucket limits. */
function bucketOf(daysLate: SQL) {
  const limited = AGING_BUCKET_LIMITS.filter(({ lastDay }) => lastDay !== null);
  const last = AGING_BUCKET_LIMITS[AGING_BUCKET_LIMITS.length - 1]!;
  return sql`case ${sql.join(
    limited.map(({ bucket, lastDay }) => sql`when ${daysLate} <= ${lastDay} then ${bucket}`),
    sql` `,
  )} else ${last.bucket} end`;
}

/**
 * Each open amount of `items` — rows of (party_id, item_kind, item_id, item_date, due_date, open_fils),
 * open_fils what is still owed on one document, item_date null where the amount belongs to no document —
 * with the party, its due date (its own where it has one, as an opening item or an expense does, else its
 * date + the party's terms), its days past due and their bucket. The one rule the agings' figures and the
 * items behind a bucket both read, so the two can never disagree.
 */
function agedItems(date: string, items: SQL) {
  const dueDate = sql`coalesce(a.due_date, a.item_date + c.payment_terms_days)`;
  const daysLate = sql`(${date}::date - ${dueDate})`;
  return sql`
    select c.id as party_id, c.name as party_name, c.payment_terms_days, a.item_kind, a.item_id, a.item_date,
      ${dueDate} as due_date, ${daysLate} as days_late, a.open_fils, ${bucketOf(daysLate)} as bucket
    from (${items}) a
    join customers c on c.id = a.party_id
    where a.open_fils <> 0`;
}

/** An open item of a bucket counts there; anything else open is paid ahead (an advance). */
const countsInBucket = sql`o.item_date is not null and o.open_fils > 0`;

/**
 * Per party, each open amount in the bucket of its days past due, and as advance whatever was paid with
 * no document or beyond one. Parties with nothing open are left out.
 */
async function agedParties(db: Executor, date: string, items: SQL): Promise<AgedParty[]> {
  const inBucket = (bucket: AgingBucket) =>
    sql`coalesce(sum(o.open_fils) filter (where ${countsInBucket} and o.bucket = ${bucket}), 0)::bigint as ${sql.identifier(bucket)}`;
  const result = await db.execute<AgedParty>(sql`
    select o.party_id, o.party_name, o.payment_terms_days,
      ${sql.join(
        AGING_BUCKET_LIMITS.map(({ bucket }) => inBucket(bucket)),
        sql`, `,
      )},
      coalesce(sum(-o.open_fils) filter (where not (${countsInBucket})), 0)::bigint as advance,
      sum(o.open_fils)::bigint as balance
    from (${agedItems(date, items)}) o
    group by o.party_id, o.party_name, o.payment_terms_days
    order by o.party_name, o.party_id`);
  return result.rows;
}

type BucketItem = {
  item_kind: (typeof AGING_ITEM_KINDS)[number];
  /** The document's number as its page takes it (an expense's id). */
  number: number;
  /** The document's number as printed. */
  document: string;
  item_date: string;
  due_date: string;
  days_late: number;
  open_fils: number;
};

/** The open items of one party that make one bucket's figure, oldest due first, with their documents' numbers. */
async function bucketItems(db: Executor, date: string, items: SQL, partyId: number, bucket: AgingBucket) {
  const result = await db.execute<BucketItem>(sql`
    select o.item_kind, coalesce(i.number, j.number, p.number, o.item_id) as number,
      coalesce(e.source_number, o.item_kind || ' ' || o.item_id) as document,
      o.item_date, o.due_date, o.days_late, o.open_fils
    from (${agedItems(date, items)}) o
    left join invoices i on o.item_kind = 'invoice' and i.id = o.item_id
    left join journals j on o.item_kind = 'journal' and j.id = o.item_id
    left join purchases p on o.item_kind = 'purchase' and p.id = o.item_id
    left join lateral (
      select e.source_number from ledger_entries e
      where e.source_kind = o.item_kind and e.source_id = o.item_id and e.event = 'post'
      order by e.id desc limit 1
    ) e on true
    where o.party_id = ${partyId} and ${countsInBucket} and o.bucket = ${bucket}
    order by o.due_date, o.item_date, document`);
  return result.rows;
}

const ofParty = (partyId: number | undefined) => (partyId === undefined ? sql`` : sql`and l.party_id = ${partyId}`);

/**
 * A journal's lines on a party's control account that name no document (`unnamed`): those on the side
 * that makes the party owe us (`owing` debit) or us owe them (credit) are items of their own, one per
 * posting (its reversal netted with it), dated on the journal; the others are paid ahead. Journals are
 * few: they are found from their entries, not from the account's lines.
 */
function journalItems(unnamed: SQL, owing: 'debit' | 'credit') {
  const [owed, other] =
    owing === 'debit' ? [sql`l.debit_fils`, sql`l.credit_fils`] : [sql`l.credit_fils`, sql`l.debit_fils`];
  return sql`
    select l.party_id, min(e.source_id) as item_id, min(l.date) filter (where e.event = 'post') as item_date,
      sum(${owed} - ${other})::bigint as open_fils
    from ledger_entries e
    join ledger_lines l on l.entry_id = e.id
    where e.source_kind = 'journal' and ${unnamed}
      and case when e.event = 'post' then ${owed} > 0 else ${other} > 0 end
    group by l.party_id, coalesce(e.reverses_entry_id, e.id)`;
}

/**
 * The journal items of `owed` (a party's debit or credit that names no document) as items of their own,
 * and each taken out of the advance it sits in.
 */
const OWED_BY_JOURNAL = sql`
    union all
    select o.party_id, 'journal', o.item_id, o.item_date, null, o.open_fils from owed o
    union all
    select o.party_id, null, null, null, null, -o.open_fils from owed o`;

/** An aging's two reads from its items: every party's figures by bucket, and one party's items in one bucket. */
function agingReads(itemsOf: (date: string, partyId?: number) => SQL) {
  return {
    byBucket: (db: Executor, date: string, partyId?: number) => agedParties(db, date, itemsOf(date, partyId)),
    bucketItems: (db: Executor, date: string, partyId: number, bucket: AgingBucket) =>
      bucketItems(db, date, itemsOf(date, partyId), partyId, bucket),
  };
}

/**
 * What each customer owes on `date`, by invoice (debits − credits of its receivable lines), dated on
 * the invoice; receipts that named no invoice are the customer's advance. A journal's debit to them is
 * an item of its own, and as it sits among the lines that name no invoice it is taken out of the
 * advance once: the receivable lines' index is still read once.
 */
function receivableItems(date: string, customerId?: number) {
  const lines = sql`l.account_id = ${LEDGER_ACCOUNTS.receivable} and l.date <= ${date} ${ofParty(customerId)}`;
  return sql`
    with owed as (${journalItems(sql`${lines} and l.invoice_id is null`, 'debit')})
    select a.party_id, 'invoice' as item_kind, a.invoice_id as item_id, i.date as item_date, i.due_date, a.open_fils
    from (
      select l.party_id, l.invoice_id, sum(l.debit_fils - l.credit_fils)::bigint as open_fils
      from ledger_lines l
      where ${lines}
      group by l.party_id, l.invoice_id
    ) a
    left join invoices i on i.id = a.invoice_id
    ${OWED_BY_JOURNAL}`;
}

const receivables = agingReads(receivableItems);

export type OverdueInvoice = {
  customer_id: number;
  customer_name: string;
  email: string | null;
  overdue_reminders: boolean;
  invoice_id: number;
  number: number;
  status: string;
  item_date: string;
  due_date: string;
  days_late: number;
  open_fils: number;
};

/**
 * The open invoices at least `minDaysLate` past due on `date` of the customers who opted in to overdue
 * reminders, by the aging's own rule (what is open, when it falls due), oldest due first per customer.
 */
export async function overdueInvoices(db: Executor, date: string, minDaysLate: number): Promise<OverdueInvoice[]> {
  const result = await db.execute<OverdueInvoice>(sql`
    select o.party_id as customer_id, o.party_name as customer_name, c.email, c.overdue_reminders,
      o.item_id as invoice_id, i.number, i.status, o.item_date, o.due_date, o.days_late, o.open_fils
    from (${agedItems(date, receivableItems(date))}) o
    join invoices i on o.item_kind = 'invoice' and i.id = o.item_id
    join customers c on c.id = o.party_id
    where c.overdue_reminders and ${countsInBucket} and o.days_late >= ${minDaysLate}
    order by o.party_name, o.party_id, o.due_date, i.number`);
  return result.rows;
}
export const receivablesByBucket = receivables.byBucket;
/** One customer's open invoices (and journal debits) in one bucket on `date`. */
export const receivableBucketItems = receivables.bucketItems;

/**
 * What we owe each supplier on `date` (credits − debits of their payable lines), by purchase or by
 * expense, dated and due on it. A line names its purchase; the few lines that name none are placed by their
 * entry: a purchase posted before lines named their purchase (added to whatever the lines that do name
 * it say), an expense or its later payment, or else a payment that named no purchase — the supplier's
 * advance; a journal's credit to the supplier is an item of its own, taken out of that advance once.
 * Only those lines are joined to their entries; each purchase is summed once, from the payable lines'
 * index in purchase order, and an untagged posting of it joins that sum rather than grouping every
 * purchase a second time. An expense's date is looked up for the few expenses owed
 * rather than joining every expense (on the 1,000,000-job bench: about 35 ms, from 150 ms).
 */
function payableItems(date: string, supplierId?: number) {
  const lines = sql`l.account_id = ${LEDGER_ACCOUNTS.payable} and l.date <= ${date} ${ofParty(supplierId)}`;
  return sql`
    with untagged as (
      select l.party_id, e.kind, e.source_id as item_id, sum(l.credit_fils - l.debit_fils)::bigint as open_fils
      from ledger_lines l
      -- offset 0 keeps the entry a look-up per line: not knowing how few payable lines name no
      -- purchase, the planner would otherwise read every entry to join them.
      cross join lateral (
        select e.source_id, case when e.source_kind = 'purchase' then 'purchase'
          when e.source_kind in ('expense', 'expense_payment') then 'expense' end as kind
        from ledger_entries e where e.id = l.entry_id offset 0
      ) e
      where ${lines} and l.purchase_id is null
      group by l.party_id, e.kind, e.source_id
    ),
    tagged as (
      select l.party_id, l.purchase_id, sum(l.credit_fils - l.debit_fils)::bigint as open_fils
      from ledger_lines l
      where ${lines} and l.purchase_id is not null
      group by l.party_id, l.purchase_id
    ),
    items as (
      select t.party_id, 'purchase' as kind, t.purchase_id as item_id, t.open_fils + coalesce(u.open_fils, 0) as open_fils
      from tagged t
      left join untagged u on u.kind = 'purchase' and u.party_id = t.party_id and u.item_id = t.purchase_id
      union all
      select u.party_id, u.kind, u.item_id, u.open_fils
      from untagged u
      where u.kind is distinct from 'purchase' or not exists (
        select 1 from ledger_lines l where ${lines} and l.party_id = u.party_id and l.purchase_id = u.item_id)
    ),
    owed as (${journalItems(sql`${lines} and l.purchase_id is null`, 'credit')})
    select a.party_id, a.kind as item_kind, a.item_id,
      case a.kind when 'purchase' then p.date
        when 'expense' then (select x.date from expenses x where x.id = a.item_id) end as item_date,
      case a.kind when 'purchase' then p.due_date
        when 'expense' then (select x.due_date from expenses x where x.id = a.item_id) end as due_date,
      a.open_fils
    from items a
    left join purchases p on a.kind = 'purchase' and p.id = a.item_id
    ${OWED_BY_JOURNAL}`;
}

const payables = agingReads(payableItems);
export const payablesByBucket = payables.byBucket;
/** One supplier's open purchases, expenses (and journal credits) in one bucket on `date`. */
export const payableBucketItems = payables.bucketItems;
