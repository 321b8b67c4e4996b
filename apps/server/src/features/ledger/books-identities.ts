import { sql, type SQL } from 'drizzle-orm';
import { LEDGER_ACCOUNTS } from '@fleetledger/shared/ledger/ledger-accounts';
import type { Db } from '../../db/client';

const { receivable, vatOutput, vatInput } = LEDGER_ACCOUNTS;

async function rows<Row extends Record<string, unknown>>(db: Db, query: SQL): Promise<Row[]> {
  return (await db.execute<Row>(query)).rows as Row[];
}

/** Rows of what the books hold beside what the documents say it must be, per id (the same in a sound ledger). */
async function booksBesideDocuments(db: Db, query: SQL) {
  const found = await rows<{ id: string; books: string; documents: string }>(db, query);
  return found.map((row) => ({ id: Number(row.id), books: Number(row.books), documents: Number(row.documents) }));
}

async function fils(db: Db, query: SQL): Promise<number> {
  const [row] = await rows<{ fils: string | null }>(db, query);
  return Number(row?.fils ?? 0);
}

/** Entries whose lines do not balance, or that have fewer than two lines (none, in a sound ledger). */
export function unbalancedEntries(db: Db) {
  return rows<{ id: string; debits: string; credits: string; lines: string }>(
    db,
    sql`select e.id, coalesce(sum(l.debit_fils), 0) as debits, coalesce(sum(l.credit_fils), 0) as credits,
          count(l.id) as lines
        from ledger_entries e left join ledger_lines l on l.entry_id = e.id
        group by e.id
        having coalesce(sum(l.debit_fils), 0) <> coalesce(sum(l.credit_fils), 0) or count(l.id) < 2`,
  );
}

/** The trial balance's bottom line: every debit less every credit (zero in a sound ledger). */
export function trialBalanceDifference(db: Db) {
  return fils(db, sql`select sum(debit_fils) - sum(credit_fils) as fils from ledger_lines`);
}

/**
 * Accounts Receivable per customer as the books hold it (debits less credits on account 38) beside
 * what the documents say it must be. A Posted invoice has raised its total; any other invoice has no
 * open posting (never posted, un-posted by a reversal, or cancelled by a credit note that reversed it),
 * so it adds nothing. A Posted receipt has settled each customer item: a credit item (an allocation or
 * an advance) lowers what is owed, a debit item raises it; any other receipt adds nothing.
 */
export function receivableByCustomer(db: Db) {
  return booksBesideDocuments(
    db,
    sql`with books as (
          select party_id as customer_id, sum(debit_fils - credit_fils) as fils
          from ledger_lines where account_id = ${receivable} group by party_id
        ), invoiced as (
          select customer_id, sum(total_fils) as fils from invoices where status = 'Posted' group by customer_id
        ), received as (
          select r.customer_id,
            sum(case when i.cr_dr = 'cr' then i.amount_fils else -i.amount_fils end) as fils
          from receipt_items i join receipts r on r.id = i.receipt_id
          where r.status = 'Posted' and i.kind = 'customer'
          group by r.customer_id
        ), customers as (
          select customer_id from books union select customer_id from invoiced union select customer_id from received
        )
        select c.customer_id as id, coalesce(b.fils, 0) as books,
          coalesce(v.fils, 0) - coalesce(r.fils, 0) as documents
        from customers c
        left join books b on b.customer_id = c.customer_id
        left join invoiced v on v.customer_id = c.customer_id
        left join received r on r.customer_id = c.customer_id
        order by c.customer_id`,
  );
}

/**
 * Accounts Receivable per invoice (the lines that name it): a Posted invoice's total less what Posted
 * receipts allocated to it; nothing for any other invoice. Advances name no invoice.
 */
export function receivableByInvoice(db: Db) {
  return booksBesideDocuments(
    db,
    sql`with books as (
          select invoice_id, sum(debit_fils - credit_fils) as fils
          from ledger_lines where account_id = ${receivable} and invoice_id is not null group by invoice_id
        ), allocated as (
          select i.invoice_id, sum(case when i.cr_dr = 'cr' then i.amount_fils else -i.amount_fils end) as fils
          from receipt_items i join receipts r on r.id = i.receipt_id
          where r.status = 'Posted' and i.kind = 'customer' and i.invoice_id is not null
          group by i.invoice_id
        )
        select v.id, coalesce(b.fils, 0) as books,
          case when v.status = 'Posted' then v.total_fils else 0 end - coalesce(a.fils, 0) as documents
        from invoices v
        left join books b on b.invoice_id = v.id
        left join allocated a on a.invoice_id = v.id
        order by v.id`,
  );
}

/**
 * VAT in the books and on the documents, with the sales and purchases it is charged on. Output VAT (credits
 * less debits on 41) is the VAT of the invoices issued (Posted, or cancelled by a credit note after
 * posting), less their credit notes' and plus their debit notes' (those not cancelled); input VAT (debits
 * less credits on 42) is the VAT of the Posted purchases' items — a debit item's VAT claimed and a credit
 * item's given back, the purchase's stored vat_fils — and of the expenses.
 */
export async function vatFigures(db: Db) {
  const [books] = await rows<{ output: string | null; input: string | null }>(
    db,
    sql`select
          sum(credit_fils - debit_fils) filter (where account_id = ${vatOutput}) as output,
          sum(debit_fils - credit_fils) filter (where account_id = ${vatInput}) as input
        from ledger_lines`,
  );
  const [invoiced] = await rows<{ sales: string | null; vat: string | null }>(
    db,
    sql`select sum(sales) as sales, sum(vat) as vat from (
          select sum(t.vatable_fils) filter (where t.kind <> 'discount') as sales, sum(t.vat_fils) as vat
            from invoice_items t join invoices i on i.id = t.invoice_id
            where i.status = 'Posted' or (i.status = 'Cancelled' and exists (select 1 from credit_notes n where n.invoice_id = i.id))
          union all
          select -sum(l.vatable_fils) filter (where l.kind <> 'discount'), -sum(l.vat_fils)
            from credit_note_lines l join credit_notes n on n.id = l.credit_note_id where n.status = 'Posted'
          union all
          select sum(l.vatable_fils), sum(l.vat_fils)
            from debit_note_lines l join debit_notes n on n.id = l.debit_note_id where n.status = 'Posted') d`,
  );
  const [bought] = await rows<{ purchases: string | null; vat: string | null }>(
    db,
    sql`select sum(purchases) as purchases, sum(vat) as vat from (
          select sum(case when i.cr_dr = 'dr' then i.vatable_fils else -i.vatable_fils end) as purchases,
            sum(case when i.cr_dr = 'dr' then i.vat_fils else -i.vat_fils end) as vat
          from purchase_items i join purchases p on p.id = i.purchase_id where p.status = 'Posted'
          union all
          select sum(amount_fils), sum(vat_fils) from expenses) d`,
  );
  const purchasesVat = await fils(
    db,
    sql`select coalesce((select sum(vat_fils) from purchases where status = 'Posted'), 0)
      + coalesce((select sum(vat_fils) from expenses), 0) as fils`,
  );
  return {
    books: { output: Number(books?.output ?? 0), input: Number(books?.input ?? 0) },
    documents: {
      output: Number(invoiced?.vat ?? 0),
      input: Number(bought?.vat ?? 0),
      purchasesHeaderInput: purchasesVat,
      /** Sales before VAT and discounts, and net purchases (a credit item lowers them), before VAT. */
      sales: Number(invoiced?.sales ?? 0),
      purchases: Number(bought?.purchases ?? 0),
    },
  };
}

/**
 * The documents whose posting stands (a 'post' entry no entry reverses), beside the documents that
 * are Posted — and the invoices a credit note cancelled, which keep theirs: the two lists are the same in
 * a sound ledger.
 */
export async function openPostings(db: Db) {
  const open = await rows<{ kind: string; id: string }>(
    db,
    sql`select e.source_kind as kind, e.source_id as id from ledger_entries e
        where e.event = 'post' and not exists (select 1 from ledger_entries r where r.reverses_entry_id = e.id)
        order by 1, 2`,
  );
  const posted = await rows<{ kind: string; id: string }>(
    db,
    sql`select 'invoice' as kind, id from invoices i where status = 'Posted'
          or (status = 'Cancelled' and exists (select 1 from credit_notes n where n.invoice_id = i.id and not n.reverses_invoice))
        union all select 'credit_note', id from credit_notes where status = 'Posted' and not reverses_invoice
        union all select 'debit_note', id from debit_notes where status = 'Posted'
        union all select 'credit_allocation', id from credit_allocations where live
        union all select 'purchase', id from purchases where status = 'Posted'
        union all select 'receipt', id from receipts where status = 'Posted'
        order by 1, 2`,
  );
  const named = (list: { kind: string; id: string }[]) => list.map((row) => `${row.kind} ${row.id}`);
  return { open: named(open), posted: named(posted) };
}
