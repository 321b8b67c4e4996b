import { sql } from 'drizzle-orm';
import { addDays, addMonths, daysInRange, monthEnd, monthLabel, monthStart } from '@fleetledger/shared/dates';
import type { Db, Executor } from '../db/client';
import { openGeneratedChain } from './generated-ledger';
import { creditNoteEntry, insertCreditNotes, type CreditNotePlan } from './generate-credit-notes';
import { insertInvoices, invoicePosting, planMonthInvoices, type InvoicePlan, type OpenJob } from './generate-invoices';
import {
  insertPurchases,
  planMonthPurchases,
  purchaseCancellation,
  purchasePosting,
  type PurchasePlan,
} from './generate-purchases';
import { insertPayments, paymentPosting, planPayments, type PaymentPlan } from './generate-payments';
import { insertReceipts, planAdvance, planReceipts, receiptPosting, type ReceiptPlan } from './generate-receipts';
import { SeededRandom } from './seeded-random';

export interface DocumentOptions {
  seed: number;
  /** The company's today: nothing is dated after it. */
  endDate: string;
  onProgress?: (doneMonths: number, months: number) => void;
}

export interface GeneratedDocuments {
  invoices: number;
  creditNotes: number;
  receipts: number;
  purchases: number;
  payments: number;
  entries: number;
}

/** Something that happens on a date and may write an entry in the books. */
type DocumentEvent =
  | { kind: 'invoice'; date: string; invoice: InvoicePlan }
  | { kind: 'credit_note'; date: string; note: CreditNotePlan }
  | { kind: 'receipt'; date: string; receipt: ReceiptPlan }
  | { kind: 'purchase'; date: string; purchase: PurchasePlan }
  | { kind: 'payment'; date: string; payment: PaymentPlan }
  | { kind: 'purchase_cancelled'; date: string; purchase: PurchasePlan };

const NUMBERED_KINDS = ['invoice', 'credit_note', 'receipt', 'purchase', 'payment'] as const;
type NumberedKind = (typeof NUMBERED_KINDS)[number];

/** Vouchers a month, per job of the month. */
const PURCHASES_PER_JOB = 0.03;
const SUPPLIERS = 12;

const byDate = <T extends { date: string }>(a: T, b: T) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0);

async function openJobs(db: Db, endDate: string): Promise<OpenJob[]> {
  const result = await db.$client.query<[number, number, string, number | null, number | null, number]>({
    text: `select id, customer_id, date::text, truck_id, driver_id, charge_fils + extra_amount_fils from jobs
           where customer_id is not null and invoice_status is null and date <= $1
           order by date, customer_id, id`,
    values: [endDate],
    rowMode: 'array',
  });
  return result.rows.map(([id, customerId, date, truckId, driverId, totalFils]) => ({
    id: Number(id),
    customerId: Number(customerId),
    date,
    truckId: truckId === null ? null : Number(truckId),
    driverId: driverId === null ? null : Number(driverId),
    totalFils: Number(totalFils),
  }));
}

async function saveCounters(tx: Executor, counters: Record<NumberedKind, number>): Promise<void> {
  await tx.execute(sql`
    insert into document_counters as c (kind, last_number)
    select * from unnest(${sql.param([...NUMBERED_KINDS])}::text[], ${sql.param(NUMBERED_KINDS.map((kind) => counters[kind]))}::bigint[])
    on conflict (kind) do update set last_number = greatest(c.last_number, excluded.last_number)`);
}

/**
 * The books of the generated jobs, month by month as the business would have kept them: invoices for
 * most of each month's jobs at its end, their credit notes and receipts when they came, purchase
 * vouchers through the month and the supplier payments that settle them, and every posting in the
 * ledger in date order. Numbers continue the
 * document counters and entries continue the hash chain, so the app carries on from here. Each month
 * is one transaction. Deterministic for a seed and the jobs in the database.
 */
export async function generateDocuments(db: Db, options: DocumentOptions): Promise<GeneratedDocuments> {
  const random = new SeededRandom(options.seed ^ 0xd0c5);
  const { endDate } = options;
  const customers = (
    await db.execute<{ id: number; name: string; terms: number }>(
      sql`select id, name, payment_terms_days as terms from customers order by id`,
    )
  ).rows.map((row) => ({ id: Number(row.id), name: row.name, terms: Number(row.terms) }));
  const trucks = (await db.execute<{ id: number }>(sql`select id from trucks where active order by id`)).rows.map(
    (row) => Number(row.id),
  );
  const jobs = await openJobs(db, endDate);
  const done: GeneratedDocuments = { invoices: 0, creditNotes: 0, receipts: 0, purchases: 0, payments: 0, entries: 0 };
  if (jobs.length === 0 || customers.length === 0) return done;

  const names = new Map(customers.map((customer) => [customer.id, customer.name]));
  const terms = new Map(customers.map((customer) => [customer.id, customer.terms]));
  // A customer is either zero-rated haulage or charged standard VAT, on every invoice.
  const vat = new Map(customers.map((customer) => [customer.id, random.chance(0.25) ? 10 : 0]));
  const suppliers = [...new Set(Array.from({ length: SUPPLIERS }, () => random.pick(customers).id))];
  const counters = Object.fromEntries(NUMBERED_KINDS.map((kind) => [kind, 0])) as Record<NumberedKind, number>;
  for (const row of (
    await db.execute<{ kind: string; last_number: number }>(sql`select kind, last_number from document_counters`)
  ).rows) {
    if ((NUMBERED_KINDS as readonly string[]).includes(row.kind))
      counters[row.kind as NumberedKind] = Number(row.last_number);
  }
  const next = (kind: NumberedKind) => () => (counters[kind] += 1);

  const currentMonth = endDate.slice(0, 7);
  const months: string[] = [];
  for (let month = jobs[0]!.date.slice(0, 7); month <= currentMonth; month = addMonths(month, 1)) months.push(month);
  let queue: DocumentEvent[] = [];
  let jobIndex = 0;

  for (const [index, month] of months.entries()) {
    const monthJobs: OpenJob[] = [];
    while (jobIndex < jobs.length && jobs[jobIndex]!.date.slice(0, 7) === month) monthJobs.push(jobs[jobIndex++]!);
    const last = month === currentMonth ? endDate : monthEnd(month);
    await db.transaction(async (tx) => {
      const invoices =
        month === currentMonth
          ? []
          : planMonthInvoices(
              monthJobs,
              {
                date: monthEnd(month),
                monthLabel: monthLabel(month),
                latestMonth: month === addMonths(currentMonth, -1),
                vatOf: (customerId) => vat.get(customerId) ?? 0,
              },
              random,
            );
      await insertInvoices(tx, invoices, next('invoice'));
      for (const invoice of invoices) {
        if (invoice.status === 'Posted' || invoice.status === 'Cancelled')
          queue.push({ kind: 'invoice', date: invoice.date, invoice });
        if (invoice.status === 'Cancelled') {
          const date = addDays(invoice.date, random.int(3, 40));
          const on = date < endDate ? date : endDate;
          queue.push({ kind: 'credit_note', date: on, note: { id: 0, number: 0, invoice, date: on } });
        }
        if (invoice.status !== 'Posted') continue;
        for (const receipt of planReceipts(invoice, terms.get(invoice.customerId) ?? 30, random))
          if (receipt.date <= endDate) queue.push({ kind: 'receipt', date: receipt.date, receipt });
      }
      const dates = Array.from({ length: daysInRange(monthStart(month), last) }, (_, day) =>
        addDays(monthStart(month), day),
      );
      if (random.chance(0.5)) {
        const receipt = planAdvance(random.pick(customers).id, random.pick(dates), random);
        queue.push({ kind: 'receipt', date: receipt.date, receipt });
      }

      const purchases = planMonthPurchases(
        Math.max(2, Math.round(monthJobs.length * PURCHASES_PER_JOB)),
        {
          dates,
          endDate,
          latestMonth: month === currentMonth,
          suppliers,
          trucks,
          jobIds: monthJobs.map((job) => job.id),
        },
        random,
      );
      await insertPurchases(tx, purchases, next('purchase'));
      for (const purchase of purchases) {
        if (purchase.status === 'Posted' || purchase.status === 'Cancelled')
          queue.push({ kind: 'purchase', date: purchase.date, purchase });
        if (purchase.status === 'Cancelled')
          queue.push({ kind: 'purchase_cancelled', date: purchase.cancelledOn!, purchase });
        if (purchase.status !== 'Posted') continue;
        for (const payment of planPayments(purchase, terms.get(purchase.supplierId) ?? 30, random))
          if (payment.date <= endDate) queue.push({ kind: 'payment', date: payment.date, payment });
      }

      // Whatever happened by the month's end, in date order (the sort keeps same-day events in the order queued).
      const due = queue.filter((event) => event.date <= last).sort(byDate);
      queue = queue.filter((event) => event.date > last);
      const receipts = due.flatMap((event) => (event.kind === 'receipt' ? [event.receipt] : []));
      const notes = due.flatMap((event) => (event.kind === 'credit_note' ? [event.note] : []));
      const payments = due.flatMap((event) => (event.kind === 'payment' ? [event.payment] : []));
      await insertReceipts(tx, receipts, next('receipt'));
      await insertCreditNotes(tx, notes, next('credit_note'));
      await insertPayments(tx, payments, next('payment'));
      const posting = due.filter(
        (event) =>
          (event.kind !== 'receipt' || event.receipt.status === 'Posted') &&
          (event.kind !== 'payment' || event.payment.status === 'Posted'),
      );
      const chain = await openGeneratedChain(tx, posting.length);
      for (const event of posting) {
        if (event.kind === 'invoice') {
          const entry = invoicePosting(event.invoice, names.get(event.invoice.customerId)!);
          event.invoice.posting = { entryId: chain.append(entry), lines: entry.lines };
        } else if (event.kind === 'credit_note') {
          chain.append(creditNoteEntry(event.note));
        } else if (event.kind === 'receipt') {
          chain.append(receiptPosting(event.receipt, names.get(event.receipt.customerId)!));
        } else if (event.kind === 'payment') {
          chain.append(paymentPosting(event.payment, names.get(event.payment.supplierId)!));
        } else if (event.kind === 'purchase') {
          const entry = purchasePosting(event.purchase, names.get(event.purchase.supplierId)!);
          event.purchase.posting = { entryId: chain.append(entry), lines: entry.lines };
        } else {
          chain.append(purchaseCancellation(event.purchase));
        }
      }
      await chain.write();
      await saveCounters(tx, counters);
      done.invoices += invoices.length;
      done.creditNotes += notes.length;
      done.receipts += receipts.length;
      done.purchases += purchases.length;
      done.payments += payments.length;
      done.entries += posting.length;
    });
    options.onProgress?.(index + 1, months.length);
  }
  return done;
}
