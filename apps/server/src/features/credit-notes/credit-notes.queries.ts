import { and, desc, eq, gte, ilike, lte, or, sql } from 'drizzle-orm';
import { CREDIT_NOTE_PREFIX, INVOICE_PREFIX } from '@fleetledger/shared/invoices/invoice-job-lines';
import type { Executor } from '../../db/client';
import { creditNotes, customers, invoices } from '../../db/schema';

export interface CreditNoteFilter {
  customerId?: number;
  from?: string;
  to?: string;
  /** The customer's name, or the credit note's or its invoice's number with or without its prefix. */
  search: string | null;
}

function creditNoteWhere(filter: CreditNoteFilter) {
  const text = filter.search === null ? null : `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const typed = (prefix: string) => filter.search?.replace(new RegExp(`^${prefix}`, 'i'), '');
  return and(
    filter.customerId === undefined ? undefined : eq(invoices.customerId, filter.customerId),
    filter.from === undefined ? undefined : gte(creditNotes.date, filter.from),
    filter.to === undefined ? undefined : lte(creditNotes.date, filter.to),
    text === null
      ? undefined
      : or(
          ilike(customers.name, text),
          sql`${creditNotes.number}::text = ${typed(CREDIT_NOTE_PREFIX)}`,
          sql`${invoices.number}::text = ${typed(INVOICE_PREFIX)}`,
        ),
  );
}

export async function listCreditNotes(db: Executor, filter: CreditNoteFilter, limit: number, offset: number) {
  return db
    .select({
      id: creditNotes.id,
      number: creditNotes.number,
      date: creditNotes.date,
      invoiceNumber: invoices.number,
      customerId: invoices.customerId,
      customerName: customers.name,
      vatableFils: creditNotes.vatableFils,
      vatFils: creditNotes.vatFils,
      totalFils: creditNotes.totalFils,
    })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .innerJoin(customers, eq(customers.id, invoices.customerId))
    .where(creditNoteWhere(filter))
    .orderBy(desc(creditNotes.date), desc(creditNotes.number))
    .limit(limit)
    .offset(offset);
}

export async function creditNoteTotals(db: Executor, filter: CreditNoteFilter) {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      vatable: sql<number>`coalesce(sum(${creditNotes.vatableFils}), 0)::float8`,
      vat: sql<number>`coalesce(sum(${creditNotes.vatFils}), 0)::float8`,
      total: sql<number>`coalesce(sum(${creditNotes.totalFils}), 0)::float8`,
    })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .innerJoin(customers, eq(customers.id, invoices.customerId))
    .where(creditNoteWhere(filter));
  return row!;
}
