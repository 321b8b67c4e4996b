import { sql, type SQL } from 'drizzle-orm';
import { CONTROL_ACCOUNT_IDS } from '@fleetledger/shared/ledger/ledger-accounts';
import type { Executor } from '../../db/client';

/*
 * Each posted document's figures recomputed from what it stores, against its open posting (a `post`
 * entry no entry reverses, so net of any reversal): its header figures against what the books say of
 * them, and what its lines put on each account by the posting rules (packages/shared/src/ledger) against
 * what the posting holds on that account. One statement per kind, so `ledger verify` costs a few scans
 * of the journal however many documents there are; the same statement with a document id checks one.
 */

export type FigureKind =
  | 'invoice'
  | 'credit_note'
  | 'debit_note'
  | 'credit_allocation'
  | 'purchase'
  | 'receipt'
  | 'payment'
  | 'journal'
  | 'expense';

interface KindFigures {
  /** The checked documents as `d`: id, number and the header columns its fields read. */
  documents: SQL;
  /** Per document, as `b`, what the books say of its header figures, from its posting's lines `p`. */
  books: SQL;
  /** The header figures: (name, the document's, the books') over `d` and `b`. */
  fields: SQL;
  /** Rows (id, account_id, net debit) of what its lines post, by the posting rules; null for a kind without lines. */
  lines: SQL | null;
}

/** -1 where the line falls on the other side (a discount, a credit item), else 1. */
const sign = (otherSide: SQL) => sql`case when ${otherSide} then -1 else 1 end`;

/** An invoice's or note's lines as an invoice posts them (a credit note is the mirror, `side` -1). */
const invoiceLikeLines = (table: SQL, owner: SQL, side: number) => sql`
  select it.${owner} as id, x.account_id, ${side} * x.net as net
  from ${table} it cross join lateral (values
    (it.account_id, -${sign(sql`it.kind = 'discount'`)} * it.vatable_fils),
    (41::bigint, -${sign(sql`it.kind = 'discount'`)} * it.vat_fils),
    (38::bigint, ${sign(sql`it.kind = 'discount'`)} * (it.vatable_fils + it.vat_fils))) x(account_id, net)`;

/** The receivable an invoice or debit note raises is its total; VAT Output its VAT. */
const invoiceLikeBooks = sql`
  coalesce(sum(p.debit_fils - p.credit_fils) filter (where p.account_id = 38 and p.invoice_id is not null), 0) as total,
  coalesce(sum(p.credit_fils - p.debit_fils) filter (where p.account_id = 41), 0) as vat`;

const invoiceLikeFields = sql`
  ('total', d.total_fils, b.total), ('VAT', d.vat_fils, b.vat), ('amount before VAT', d.vatable_fils, b.total - b.vat)`;

/**
 * A receipt or payment carries no VAT of its own: its amount before VAT is its total, which is what it
 * moved on its fixed account (a receipt's net debit there, a payment's net credit). Each item posts
 * `itemNet` on `itemAccount` and the opposite on the voucher's fixed account.
 */
function moneyVoucherFigures(kind: 'receipt' | 'payment', itemAccount: SQL, itemNet: SQL): KindFigures {
  const [vouchers, items, voucherId] = [`${kind}s`, `${kind}_items`, `${kind}_id`].map((name) => sql.raw(name));
  const moved = kind === 'receipt' ? sql`p.debit_fils - p.credit_fils` : sql`p.credit_fils - p.debit_fils`;
  return {
    documents: sql`select id, number, account_id, vatable_fils, vat_fils, total_fils from ${vouchers}`,
    books: sql`coalesce(sum(${moved}) filter (where p.account_id = d.account_id), 0) as total`,
    fields: sql`('total', d.total_fils, b.total), ('amount before VAT', d.vatable_fils, b.total), ('VAT', d.vat_fils, 0)`,
    lines: sql`
      select it.${voucherId} as id, x.account_id, x.net
      from ${items} it join ${vouchers} v on v.id = it.${voucherId}
      cross join lateral (values (${itemAccount}, ${itemNet}), (v.account_id, -${itemNet})) x(account_id, net)`,
  };
}

const KINDS: Record<FigureKind, KindFigures> = {
  invoice: {
    documents: sql`select id, number, vatable_fils, vat_fils, total_fils from invoices`,
    books: invoiceLikeBooks,
    fields: invoiceLikeFields,
    lines: invoiceLikeLines(sql`invoice_items`, sql`invoice_id`, 1),
  },
  debit_note: {
    documents: sql`select id, number, vatable_fils, vat_fils, total_fils from debit_notes`,
    books: invoiceLikeBooks,
    fields: invoiceLikeFields,
    lines: invoiceLikeLines(sql`debit_note_lines`, sql`debit_note_id`, 1),
  },
  credit_note: {
    documents: sql`select id, number, vatable_fils, vat_fils, total_fils, applied_fils from credit_notes`,
    // What it takes off its invoice is credited against the invoice; the rest is the customer's advance.
    books: sql`
      coalesce(sum(p.credit_fils - p.debit_fils) filter (where p.account_id = 38), 0) as total,
      coalesce(sum(p.credit_fils - p.debit_fils) filter (where p.account_id = 38 and p.invoice_id is not null), 0) as applied,
      coalesce(sum(p.debit_fils - p.credit_fils) filter (where p.account_id = 41), 0) as vat`,
    fields: sql`${invoiceLikeFields}, ('amount taken off its invoice', d.applied_fils, b.applied)`,
    lines: invoiceLikeLines(sql`credit_note_lines`, sql`credit_note_id`, -1),
  },
  credit_allocation: {
    documents: sql`select id, id as number, amount_fils from credit_allocations`,
    books: sql`sum(p.debit_fils) as amount`,
    fields: sql`('amount', d.amount_fils, b.amount)`,
    lines: null,
  },
  purchase: {
    documents: sql`select id, number, vatable_fils, vat_fils, total_fils from purchases`,
    // The header signs each item by its account's natural side; VAT Input and what is owed stand apart.
    books: sql`
      coalesce(sum(case when p.dr_cr = 'dr' then p.debit_fils - p.credit_fils else p.credit_fils - p.debit_fils end)
        filter (where p.account_id <> 42 and not (p.account_id = 36 and p.purchase_id is not null)), 0) as vatable,
      coalesce(sum(p.debit_fils - p.credit_fils) filter (where p.account_id = 42), 0) as vat`,
    fields: sql`
      ('total', d.total_fils, b.vatable + b.vat), ('VAT', d.vat_fils, b.vat), ('amount before VAT', d.vatable_fils, b.vatable)`,
    lines: sql`
      select it.purchase_id as id, x.account_id, x.net
      from purchase_items it cross join lateral (values
        (it.account_id, ${sign(sql`it.cr_dr = 'cr'`)} * it.vatable_fils),
        (42::bigint, ${sign(sql`it.cr_dr = 'cr'`)} * it.vat_fils),
        (36::bigint, -${sign(sql`it.cr_dr = 'cr'`)} * (it.vatable_fils + it.vat_fils))) x(account_id, net)`,
  },
  // A customer item settles Accounts Receivable; a discount or a round off falls on its own account.
  receipt: moneyVoucherFigures(
    'receipt',
    sql`case when it.kind = 'customer' then 38 else it.account_id end`,
    sql`${sign(sql`it.cr_dr = 'cr'`)} * it.amount_fils`,
  ),
  // Every item is a debit: on Accounts Payable, or on Receivable when it refunds a credit note.
  payment: moneyVoucherFigures(
    'payment',
    sql`case when it.credit_note_id is null then 36 else 38 end`,
    sql`it.amount_fils`,
  ),
  journal: {
    documents: sql`select id, number, total_fils from journals`,
    books: sql`sum(p.debit_fils) as total`,
    fields: sql`('total', d.total_fils, b.total)`,
    lines: sql`select journal_id as id, account_id, debit_fils - credit_fils as net from journal_lines`,
  },
  expense: {
    documents: sql`
      select e.id, e.id as number, e.amount_fils, e.vat_fils, c.account_id as charge_account_id
      from expenses e join charges c on c.id = e.charge_id`,
    // Its cost on its charge's account, its VAT on VAT Input, the whole paid or owed.
    books: sql`
      coalesce(sum(p.debit_fils - p.credit_fils) filter (where p.account_id = d.charge_account_id), 0) as amount,
      coalesce(sum(p.debit_fils - p.credit_fils) filter (where p.account_id = 42), 0) as vat,
      sum(p.credit_fils) as total`,
    fields: sql`
      ('amount', d.amount_fils, b.amount), ('VAT', d.vat_fils, b.vat), ('total', d.amount_fils + d.vat_fils, b.total)`,
    lines: null,
  },
};

export const FIGURE_KINDS = Object.keys(KINDS) as FigureKind[];

export interface FigureRow {
  kind: FigureKind;
  id: number;
  number: number;
  /** A header figure's name, or null for an account's. */
  field: string | null;
  accountId: number | null;
  accountName: string | null;
  /** The document's figure and the books', in fils (an account's as its net debit). */
  documentFils: number;
  booksFils: number;
}

/**
 * The figures of the kind's documents with an open posting (or of the one document `id`) that differ
 * from the books. A document without one is `documentsOutOfStep`'s to name.
 */
export async function figuresAdrift(tx: Executor, kind: FigureKind, id: number | null = null): Promise<FigureRow[]> {
  const k = KINDS[kind];
  const oneDocument = id === null ? sql`` : sql`and e.source_id = ${id}`;
  const byAccount =
    k.lines === null
      ? sql``
      : sql`
    union all
    select d.id, d.number, null, a.id, a.name, coalesce(l.net, 0), coalesce(k.net, 0)
    from (select id, account_id, sum(net) as net from (${k.lines}) x where id in (select id from d) group by id, account_id) l
    full join (select id, account_id, sum(debit_fils - credit_fils) as net from posted group by id, account_id) k
      on k.id = l.id and k.account_id = l.account_id
    join d on d.id = coalesce(l.id, k.id)
    join accounts a on a.id = coalesce(l.account_id, k.account_id)
    where coalesce(l.net, 0) <> coalesce(k.net, 0)`;
  const { rows } = await tx.execute<Record<string, string | null>>(sql`
    with posted as materialized (
      select e.source_id as id, l.account_id, l.debit_fils, l.credit_fils, l.invoice_id, l.purchase_id, a.dr_cr
      from ledger_entries e
      join ledger_lines l on l.entry_id = e.id
      join accounts a on a.id = l.account_id
      where e.source_kind = ${kind} and e.event = 'post' ${oneDocument}
        and not exists (select 1 from ledger_entries r where r.reverses_entry_id = e.id)
    ), d as (
      select * from (${k.documents}) d where d.id in (select id from posted)
    ), b as (
      select p.id, ${k.books} from posted p join d on d.id = p.id group by p.id
    )
    select d.id, d.number, f.field, null::bigint as account_id, null::text as account_name,
      f.document_fils, f.books_fils
    from d join b on b.id = d.id
    cross join lateral (values ${k.fields}) f(field, document_fils, books_fils)
    where f.document_fils <> f.books_fils
    ${byAccount}
    order by 1, 4 nulls first, 3`);
  return rows.map((row) => ({
    kind,
    id: Number(row.id),
    number: Number(row.number),
    field: row.field ?? null,
    accountId: row.account_id === null ? null : Number(row.account_id),
    accountName: row.account_name ?? null,
    documentFils: Number(row.document_fils),
    booksFils: Number(row.books_fils),
  }));
}

export interface ControlLineRow {
  kind: 'invoice' | 'credit_note' | 'debit_note' | 'purchase' | 'expense';
  id: number;
  number: number;
  accountId: number;
  accountName: string;
}

/**
 * Documents not cancelled whose lines name a control account (CONTROL_ACCOUNT_IDS): written before such
 * lines were refused. Opening items are left out: their one line is Opening Balance Equity by design.
 */
export async function controlAccountLines(tx: Executor): Promise<ControlLineRow[]> {
  const control = sql.join(
    CONTROL_ACCOUNT_IDS.map((id) => sql`${id}::bigint`),
    sql`, `,
  );
  const { rows } = await tx.execute<Record<string, string>>(sql`
    select distinct x.kind, x.id, x.number, a.id as account_id, a.name as account_name
    from (
      select 'invoice' as kind, i.id, i.number, it.account_id
        from invoice_items it join invoices i on i.id = it.invoice_id where not i.opening and i.status <> 'Cancelled'
      union all select 'credit_note', n.id, n.number, l.account_id
        from credit_note_lines l join credit_notes n on n.id = l.credit_note_id where n.status <> 'Cancelled'
      union all select 'debit_note', n.id, n.number, l.account_id
        from debit_note_lines l join debit_notes n on n.id = l.debit_note_id where n.status <> 'Cancelled'
      union all select 'purchase', p.id, p.number, it.account_id
        from purchase_items it join purchases p on p.id = it.purchase_id where not p.opening and p.status <> 'Cancelled'
      union all select 'expense', e.id, e.id, c.account_id from expenses e join charges c on c.id = e.charge_id
    ) x join accounts a on a.id = x.account_id
    where x.account_id in (${control})
    order by 1, 2, 4`);
  return rows.map((row) => ({
    kind: row.kind as ControlLineRow['kind'],
    id: Number(row.id),
    number: Number(row.number),
    accountId: Number(row.account_id),
    accountName: row.account_name!,
  }));
}
