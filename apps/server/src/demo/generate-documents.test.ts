import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { verifyLedger } from '../features/ledger/ledger.service';
import { createTestContext, type TestContext } from '../../test/test-app';
import { generateActivity } from './generate-activity';
import { generateDocuments, type GeneratedDocuments } from './generate-documents';
import { generateExpenseBooks } from './generate-expense-books';
import { generateFleet } from './generate-fleet';

let ctx: TestContext;
let generated: GeneratedDocuments;
let expensesPosted: number;
const endDate = '2026-11-22';

const rows = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  (await ctx.database.db.execute<T>(query)).rows;

beforeAll(async () => {
  ctx = await createTestContext();
  const db = ctx.database.db;
  await generateFleet(db, { trucks: 10, drivers: 12, customers: 20 }, 5);
  await generateActivity(db, { jobs: 3_000, expenses: 100, seed: 11, months: 12, endDate });
  generated = await generateDocuments(db, { seed: 11, endDate });
  expensesPosted = await generateExpenseBooks(db);
});
afterAll(() => ctx.close());

describe('generated documents and their books', () => {
  it('makes invoices, credit notes, receipts and purchases, none dated after today', async () => {
    expect(generated.invoices).toBeGreaterThan(150);
    expect(generated.creditNotes).toBeGreaterThan(0);
    expect(generated.receipts).toBeGreaterThan(100);
    expect(generated.purchases).toBeGreaterThan(50);
    expect(generated.payments).toBeGreaterThan(40);
    const [latest] = await rows<{ date: string }>(sql`
      select max(date)::text as date from (
        select date from invoices union all select date from receipts union all select date from purchases
        union all select date from payments
        union all select date from credit_notes union all select date from ledger_entries) d`);
    expect(latest!.date <= endDate).toBe(true);
    const [share] = await rows<{ invoiced: number; before: number }>(sql`
      select count(*) filter (where invoice_status is not null)::int as invoiced, count(*)::int as before
      from jobs where date < ${endDate.slice(0, 7) + '-01'}`);
    expect(share!.invoiced / share!.before).toBeGreaterThan(0.75);
    expect(share!.invoiced / share!.before).toBeLessThan(0.9);
  });

  it('writes a ledger that verifies, every entry balanced, and a trial balance that balances', async () => {
    expect(expensesPosted).toBe(100);
    expect(await verifyLedger(ctx.database.db)).toEqual({ entries: generated.entries + expensesPosted, broken: null });
    const unbalanced = await rows(sql`
      select entry_id from ledger_lines group by entry_id having sum(debit_fils) <> sum(credit_fils)`);
    expect(unbalanced).toEqual([]);
    const [totals] = await rows<{ debit: number; credit: number; accounts: number }>(sql`
      select sum(debit_fils) as debit, sum(credit_fils) as credit, count(distinct account_id)::int as accounts
      from ledger_lines`);
    expect(Number(totals!.debit)).toBe(Number(totals!.credit));
    expect(Number(totals!.debit)).toBeGreaterThan(0);
    // Sales, receivables, VAT both ways, payables, the bank and cash and the expense accounts all move.
    expect(totals!.accounts).toBeGreaterThanOrEqual(12);
  });

  it('gives every posted invoice one open posting of its total and leaves its jobs finished', async () => {
    const posted = await rows<{ id: number; total_fils: number; open: number; receivable: number; unfinished: number }>(
      sql`
      select i.id, i.total_fils,
        (select count(*)::int from ledger_entries e where e.source_kind = 'invoice' and e.source_id = i.id
           and e.event = 'post' and not exists (select 1 from ledger_entries r where r.reverses_entry_id = e.id)) as open,
        (select sum(l.debit_fils) from ledger_lines l join ledger_entries e on e.id = l.entry_id
           where e.source_kind = 'invoice' and e.source_id = i.id and l.account_id = 38) as receivable,
        (select count(*)::int from invoice_item_jobs ij join jobs j on j.id = ij.job_id
           where ij.invoice_id = i.id and (not ij.live or j.invoice_status is distinct from 'finished')) as unfinished
      from invoices i where i.status = 'Posted'`,
    );
    expect(posted.length).toBeGreaterThan(100);
    for (const invoice of posted) {
      expect(invoice.open, `invoice ${invoice.id}`).toBe(1);
      expect(Number(invoice.receivable)).toBe(Number(invoice.total_fils));
      expect(invoice.unfinished).toBe(0);
    }
    const waiting = await rows<{ status: string }>(sql`
      select distinct j.invoice_status as status from invoices i
      join invoice_item_jobs ij on ij.invoice_id = i.id join jobs j on j.id = ij.job_id
      where i.status in ('Created', 'Approved')`);
    expect(waiting).toEqual([{ status: 'processing' }]);
    const unposted = await rows(sql`
      select 1 from invoices i join ledger_entries e on e.source_kind = 'invoice' and e.source_id = i.id
      where i.status in ('Created', 'Approved')`);
    expect(unposted).toEqual([]);
  });

  it('cancels an invoice with a credit note taking all its lines back in a posting of its own, and frees its jobs', async () => {
    const cancelled = await rows<{
      id: number;
      notes: number;
      lines: number;
      posted: number;
      held: number;
      receipts: number;
    }>(sql`
      select i.id,
        (select count(*)::int from credit_notes n where n.invoice_id = i.id and n.total_fils = i.total_fils
           and n.applied_fils = i.total_fils and n.cancels_invoice and n.date >= i.date) as notes,
        (select count(*)::int from credit_note_lines l join credit_notes n on n.id = l.credit_note_id
           join invoice_items t on t.id = l.invoice_item_id
           where n.invoice_id = i.id and t.invoice_id = i.id and l.total_fils = t.total_fils) -
        (select count(*)::int from invoice_items t where t.invoice_id = i.id) as lines,
        (select count(*)::int from ledger_entries e join credit_notes n on n.id = e.source_id and n.invoice_id = i.id
           where e.source_kind = 'credit_note' and e.event = 'post') +
        (select count(*)::int from ledger_entries e
           where e.source_kind = 'invoice' and e.source_id = i.id and e.event = 'post') as posted,
        (select count(*)::int from invoice_item_jobs ij join jobs j on j.id = ij.job_id
           where ij.invoice_id = i.id and (ij.live or j.invoice_status is not null)) as held,
        (select count(*)::int from receipt_items ri where ri.invoice_id = i.id) as receipts
      from invoices i where i.status = 'Cancelled'`);
    expect(cancelled.length).toBeGreaterThan(0);
    expect(cancelled.length).toBe(generated.creditNotes);
    // One note per cancelled invoice, a line of it per invoice line, and both postings standing.
    for (const invoice of cancelled)
      expect(invoice).toEqual({ ...invoice, notes: 1, lines: 0, posted: 2, held: 0, receipts: 0 });
  });

  it('never allocates more to an invoice than its total, and pays only posted invoices', async () => {
    const allocations = await rows<{ status: string; total_fils: number; allocated: number }>(sql`
      select i.status, i.total_fils, sum(ri.amount_fils) as allocated
      from receipt_items ri join receipts r on r.id = ri.receipt_id join invoices i on i.id = ri.invoice_id
      where r.status <> 'Cancelled' group by i.id`);
    expect(allocations.length).toBeGreaterThan(100);
    for (const invoice of allocations) {
      expect(invoice.status).toBe('Posted');
      expect(Number(invoice.allocated)).toBeLessThanOrEqual(Number(invoice.total_fils));
    }
    const shapes = await rows<{ partly: number; advances: number; settled: number }>(sql`
      select
        (select count(*)::int from (select ri.invoice_id from receipt_items ri join invoices i on i.id = ri.invoice_id
          group by ri.invoice_id, i.total_fils having sum(ri.amount_fils) < i.total_fils) p) as partly,
        (select count(*)::int from receipt_items where kind = 'customer' and invoice_id is null) as advances,
        (select count(*)::int from receipts r where r.total_fils = (select sum(case when ri.cr_dr = 'cr' then ri.amount_fils
          else -ri.amount_fils end) from receipt_items ri where ri.receipt_id = r.id)) as settled`);
    expect(shapes[0]!.partly).toBeGreaterThan(0);
    expect(shapes[0]!.advances).toBeGreaterThan(0);
    expect(shapes[0]!.settled).toBe(generated.receipts);
  });

  it('continues the document counters, so the app numbers its next documents after them', async () => {
    const counters = await rows<{ kind: string; last: number; highest: number }>(sql`
      select c.kind, c.last_number as last, d.highest from document_counters c
      join (select 'invoice' as kind, max(number) as highest from invoices
            union all select 'credit_note', max(number) from credit_notes
            union all select 'receipt', max(number) from receipts
            union all select 'purchase', max(number) from purchases
            union all select 'payment', max(number) from payments) d on d.kind = c.kind
      order by c.kind`);
    expect(counters.map((row) => row.kind)).toEqual(['credit_note', 'invoice', 'payment', 'purchase', 'receipt']);
    for (const row of counters) expect(Number(row.last)).toBe(Number(row.highest));
    const [gaps] = await rows<{ invoices: number; receipts: number }>(sql`
      select (select max(number) - count(*) from invoices)::int as invoices,
             (select max(number) - count(*) from receipts)::int as receipts`);
    expect(gaps).toEqual({ invoices: 0, receipts: 0 });
  });

  it('numbers receipts in date order and tags purchases to trucks and jobs', async () => {
    const [order] = await rows<{ out_of_order: number }>(sql`
      select count(*)::int as out_of_order from (
        select date < lag(date) over (order by number) as back from receipts) r where back`);
    expect(order!.out_of_order).toBe(0);
    const [tags] = await rows<{ trucks: number; jobs: number }>(sql`
      select (select count(*)::int from ledger_lines l join ledger_entries e on e.id = l.entry_id
                where e.source_kind = 'purchase' and l.truck_id is not null) as trucks,
             (select count(*)::int from ledger_lines l join ledger_entries e on e.id = l.entry_id
                where e.source_kind = 'purchase' and l.job_id is not null) as jobs`);
    expect(tags!.trucks).toBeGreaterThan(0);
    expect(tags!.jobs).toBeGreaterThan(0);
  });

  it('pays posted purchases, never beyond what each owes, and posts every expense as the app would', async () => {
    const over = await rows(sql`
      select i.purchase_id from payment_items i join payments p on p.id = i.payment_id
      where i.purchase_id is not null and p.status <> 'Cancelled'
      group by i.purchase_id
      having sum(i.amount_fils) > (select sum(l.credit_fils - l.debit_fils) from ledger_lines l
        where l.account_id = 36 and l.purchase_id = i.purchase_id and l.credit_fils > 0)`);
    expect(over).toEqual([]);
    const [unpaid] = await rows<{ unposted: number }>(sql`
      select count(*)::int as unposted from payment_items i join purchases p on p.id = i.purchase_id
      where p.status <> 'Posted'`);
    expect(unpaid!.unposted).toBe(0);
    const [books] = await rows<{ missing: number; owed: number }>(sql`
      select (select count(*)::int from expenses e where not exists (
                select 1 from ledger_entries l where l.source_kind = 'expense' and l.source_id = e.id)) as missing,
             (select count(*)::int from expenses e where e.status <> 'paid') as owed`);
    expect(books!.missing).toBe(0);
    const [accrued] = await rows<{ lines: number }>(sql`
      select count(*)::int as lines from ledger_lines l join ledger_entries e on e.id = l.entry_id
      where e.source_kind = 'expense' and l.account_id in (36, 43) and l.credit_fils > 0`);
    expect(accrued!.lines).toBe(books!.owed);
  });
});
