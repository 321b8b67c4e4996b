import { and, desc, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client';
import type { DocumentTable } from '../db/document-by-number';
import { type NumberedDocument, typedNumberDigits } from '@fleetledger/shared/documents/document-number-prefixes';
import type { PaymentFlag } from '@fleetledger/shared/documents/document-list.contract';
import {
  customers,
  type invoices,
  type journalLines,
  type payments,
  type purchases,
  type receipts,
} from '../db/schema';
import { dueDate, openFils, type MoneyVoucherTables } from './money-voucher.queries';

/** The column of a document's header naming its customer or supplier. */
type PartyColumn =
  typeof invoices.customerId | typeof purchases.supplierId | typeof receipts.customerId | typeof payments.supplierId;

/** Where a document's lines name their parties, for a kind with none in its header (journals). */
interface LineParties {
  documentId: typeof journalLines.journalId;
  partyId: typeof journalLines.partyId;
}

/**
 * A document table as its list reads it: the table, its party — a header column, or the parties its
 * lines name — and the kind its numbers print as.
 */
export interface ListedDocuments {
  table: DocumentTable;
  partyId: PartyColumn | LineParties;
  numbered: NumberedDocument;
  /** For a kind that is paid (invoices by receipts, purchases by payments): the vouchers' tables. */
  paidBy?: MoneyVoucherTables;
}

export interface DocumentListFilter {
  status?: string;
  partyId?: number;
  from?: string;
  to?: string;
  /** Matches the party's name, the reference, the narration, or the number with or without its prefix. */
  search: string | null;
  flag?: PaymentFlag;
  /** The company's today, YYYY-MM-DD: what is open and due before it is overdue. */
  today: string;
}

/** How a list names, filters and searches its documents' parties. */
function partiesOf({ table, partyId }: ListedDocuments) {
  if (!('documentId' in partyId))
    return {
      header: partyId,
      name: sql<string>`${customers.name}`,
      is: (id: number) => eq(partyId, id),
      named: (text: string) => ilike(customers.name, text),
    };
  const lines = sql`${partyId.documentId.table} l`;
  const ofDocument = sql`l.${sql.identifier(partyId.documentId.name)} = ${table.id}`;
  const party = sql`l.${sql.identifier(partyId.partyId.name)}`;
  return {
    header: undefined,
    // Every party its lines name, in name order: '' when none does.
    name: sql<string>`coalesce((select string_agg(distinct c.name, ', ' order by c.name) from ${lines}
      join ${customers} c on c.id = ${party} where ${ofDocument}), '')`,
    is: (id: number) => sql`exists (select 1 from ${lines} where ${ofDocument} and ${party} = ${id})`,
    named: (text: string) =>
      sql`exists (select 1 from ${lines} join ${customers} c on c.id = ${party} where ${ofDocument} and c.name ilike ${text})`,
  };
}

/**
 * A paid kind's figures per row, in SQL: its due date, what it owes, what is open (null for a
 * document not Posted), and its flags.
 */
function paymentOf({ table, paidBy }: ListedDocuments, today: string) {
  if (paidBy === undefined) return undefined;
  // Only an issued document is owed: a Created or Approved one is no debt yet, whatever its dates,
  // so it has nothing open (as the aging and the statements read it).
  const posted = sql`${table.status} = 'Posted'`;
  const open = sql`(case when ${posted} then ${openFils(paidBy, sql`${table.id}`, sql`${table.status}`)} end)`;
  const owed = paidBy.paid.owedFils(sql`${table.id}`);
  const due = dueDate(paidBy.paid.table);
  const flags: Record<PaymentFlag, SQL> = {
    Overdue: sql`(${posted} and ${open} > 0 and ${due} < ${today})`,
    'Part-paid': sql`(${posted} and ${open} > 0 and ${open} < ${owed})`,
    Paid: sql`(${posted} and ${open} = 0)`,
  };
  return { open, due, flags };
}

function listWhere(documents: ListedDocuments, filter: DocumentListFilter): SQL | undefined {
  const { table, numbered } = documents;
  const parties = partiesOf(documents);
  const text = filter.search === null ? null : `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const number = filter.search === null ? '' : (typedNumberDigits(numbered, filter.search) ?? '');
  const flag = filter.flag === undefined ? undefined : paymentOf(documents, filter.today)?.flags[filter.flag];
  return and(
    filter.status === undefined ? undefined : eq(table.status, filter.status),
    flag,
    filter.partyId === undefined ? undefined : parties.is(filter.partyId),
    filter.from === undefined ? undefined : gte(table.date, filter.from),
    filter.to === undefined ? undefined : lte(table.date, filter.to),
    text === null
      ? undefined
      : or(
          parties.named(text),
          ilike(table.reference, text),
          ilike(table.narration, text),
          sql`${table.number}::text = ${number}`,
        ),
  );
}

/** The header's party, joined where the header names one (a join on nothing for the others). */
function partyJoin(documents: ListedDocuments) {
  const { header } = partiesOf(documents);
  return header === undefined ? sql`false` : eq(customers.id, header);
}

export async function listDocuments(
  db: Executor,
  documents: ListedDocuments,
  filter: DocumentListFilter,
  limit: number,
  offset: number,
) {
  const { table } = documents;
  const payment = paymentOf(documents, filter.today);
  return db
    .select({
      id: table.id,
      number: table.number,
      date: table.date,
      customer_name: partiesOf(documents).name,
      reference: table.reference,
      status: table.status,
      vatable_fils: table.vatableFils,
      vat_fils: table.vatFils,
      total_fils: table.totalFils,
      due_date: payment === undefined ? sql<null>`null` : payment.due,
      open_fils: payment === undefined ? sql<null>`null` : sql<number | null>`${payment.open}::float8`,
      flags:
        payment === undefined
          ? sql<PaymentFlag[]>`'{}'::text[]`
          : sql<PaymentFlag[]>`array_remove(array[${sql.join(
              Object.entries(payment.flags).map(([name, is]) => sql`case when ${is} then ${name} end`),
              sql`, `,
            )}], null)`,
    })
    .from(table)
    .leftJoin(customers, partyJoin(documents))
    .where(listWhere(documents, filter))
    .orderBy(desc(table.date), desc(table.number))
    .limit(limit)
    .offset(offset);
}

/** Per status, how many documents the filter matches and their sums (and what is open on them, for a paid kind). */
export async function listTotals(db: Executor, documents: ListedDocuments, filter: DocumentListFilter) {
  const { table } = documents;
  const open = paymentOf(documents, filter.today)?.open;
  return db
    .select({
      status: table.status,
      count: sql<number>`count(*)::int`,
      vatable: sql<number>`coalesce(sum(${table.vatableFils}), 0)::float8`,
      vat: sql<number>`coalesce(sum(${table.vatFils}), 0)::float8`,
      total: sql<number>`coalesce(sum(${table.totalFils}), 0)::float8`,
      open: open === undefined ? sql<null>`null` : sql<number>`coalesce(sum(${open}), 0)::float8`,
    })
    .from(table)
    .leftJoin(customers, partyJoin(documents))
    .where(listWhere(documents, filter))
    .groupBy(table.status);
}

/** Numbers between 1 and the highest given that no document holds (at most 100 listed). */
export async function numberGaps(db: Executor, { table }: ListedDocuments): Promise<number[]> {
  const result = await db.execute<{ n: number }>(sql`
    select n::float8 as n from generate_series(1, (select coalesce(max(number), 0) from ${table})) n
    where not exists (select 1 from ${table} d where d.number = n) order by n limit 100`);
  return result.rows.map((row) => Number(row.n));
}
