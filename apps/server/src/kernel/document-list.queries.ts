import { and, desc, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client';
import type { DocumentTable } from '../db/document-by-number';
import { customers, type invoices, type payments, type purchases, type receipts } from '../db/schema';

/** A document table as its list reads it: the table, the column naming its party, its number prefix. */
export interface ListedDocuments {
  table: DocumentTable;
  partyId:
    typeof invoices.customerId | typeof purchases.supplierId | typeof receipts.customerId | typeof payments.supplierId;
  prefix: string;
}

export interface DocumentListFilter {
  status?: string;
  partyId?: number;
  from?: string;
  to?: string;
  /** Matches the party's name, the reference, the narration, or the number with or without its prefix. */
  search: string | null;
}

function listWhere({ table, partyId, prefix }: ListedDocuments, filter: DocumentListFilter): SQL | undefined {
  const text = filter.search === null ? null : `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const number = filter.search?.replace(new RegExp(`^${prefix}`, 'i'), '');
  return and(
    filter.status === undefined ? undefined : eq(table.status, filter.status),
    filter.partyId === undefined ? undefined : eq(partyId, filter.partyId),
    filter.from === undefined ? undefined : gte(table.date, filter.from),
    filter.to === undefined ? undefined : lte(table.date, filter.to),
    text === null
      ? undefined
      : or(
          ilike(customers.name, text),
          ilike(table.reference, text),
          ilike(table.narration, text),
          sql`${table.number}::text = ${number}`,
        ),
  );
}

export async function listDocuments(
  db: Executor,
  documents: ListedDocuments,
  filter: DocumentListFilter,
  limit: number,
  offset: number,
) {
  const { table } = documents;
  return db
    .select({
      id: table.id,
      number: table.number,
      date: table.date,
      customer_name: customers.name,
      reference: table.reference,
      status: table.status,
      vatable_fils: table.vatableFils,
      vat_fils: table.vatFils,
      total_fils: table.totalFils,
    })
    .from(table)
    .innerJoin(customers, eq(customers.id, documents.partyId))
    .where(listWhere(documents, filter))
    .orderBy(desc(table.date), desc(table.number))
    .limit(limit)
    .offset(offset);
}

export async function listTotals(db: Executor, documents: ListedDocuments, filter: DocumentListFilter) {
  const { table } = documents;
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      vatable: sql<number>`coalesce(sum(${table.vatableFils}), 0)::float8`,
      vat: sql<number>`coalesce(sum(${table.vatFils}), 0)::float8`,
      total: sql<number>`coalesce(sum(${table.totalFils}), 0)::float8`,
    })
    .from(table)
    .innerJoin(customers, eq(customers.id, documents.partyId))
    .where(listWhere(documents, filter));
  return row!;
}

/** Numbers between 1 and the highest given that no document holds (at most 100 listed). */
export async function numberGaps(db: Executor, { table }: ListedDocuments): Promise<number[]> {
  const result = await db.execute<{ n: number }>(sql`
    select n::float8 as n from generate_series(1, (select coalesce(max(number), 0) from ${table})) n
    where not exists (select 1 from ${table} d where d.number = n) order by n limit 100`);
  return result.rows.map((row) => Number(row.n));
}
