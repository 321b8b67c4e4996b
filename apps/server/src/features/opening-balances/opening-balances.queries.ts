import { eq, inArray, sql } from 'drizzle-orm';
import { type NumberedDocument, printedNumber } from '@fleetledger/shared/documents/document-number-prefixes';
import type { Executor } from '../../db/client';
import { accounts, customers, openingBalances, users } from '../../db/schema';

export async function openingRow(db: Executor) {
  const [row] = await db
    .select({
      id: openingBalances.id,
      date: openingBalances.date,
      entered: openingBalances.entered,
      enteredBy: users.name,
      enteredAt: openingBalances.createdAt,
    })
    .from(openingBalances)
    .leftJoin(users, eq(users.id, openingBalances.createdBy));
  return row;
}

export async function insertOpening(
  db: Executor,
  values: { date: string; entered: unknown; createdBy: number | null },
) {
  const [row] = await db.insert(openingBalances).values(values).returning({ id: openingBalances.id });
  return row!.id;
}

/**
 * The earliest thing in the books dated on or before `date`: a document of any status (by its printed
 * number) or an expense. Opening balances come before all of them.
 */
export async function firstDatedOnOrBefore(db: Executor, date: string) {
  const result = await db.execute<{ kind: NumberedDocument; number: string | number; date: string }>(sql`
    select kind, number, date::text as date from (
      select 'invoice' as kind, number::bigint as number, date from invoices where date <= ${date}
      union all select 'credit_note', number, date from credit_notes where date <= ${date}
      union all select 'purchase', number, date from purchases where date <= ${date}
      union all select 'receipt', number, date from receipts where date <= ${date}
      union all select 'payment', number, date from payments where date <= ${date}
      union all select 'journal', number, date from journals where date <= ${date}
      union all select 'expense', id, date from expenses where date <= ${date}
    ) dated
    order by date, kind, number
    limit 1`);
  const first = result.rows[0];
  if (first === undefined) return undefined;
  const what = `${FIRST_DATED_NOUNS[first.kind]} ${printedNumber(first.kind, Number(first.number))}`;
  return { what, date: first.date };
}

const FIRST_DATED_NOUNS: Partial<Record<NumberedDocument, string>> = {
  invoice: 'invoice',
  credit_note: 'credit note',
  purchase: 'purchase',
  receipt: 'receipt',
  payment: 'payment',
  journal: 'journal',
  expense: 'expense',
};

export async function accountsByIds(db: Executor, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: accounts.id, code: accounts.code, name: accounts.name, active: accounts.active })
    .from(accounts)
    .where(inArray(accounts.id, [...ids]));
}

export async function partyNames(db: Executor, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: customers.id, name: customers.name })
    .from(customers)
    .where(inArray(customers.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.name]));
}
