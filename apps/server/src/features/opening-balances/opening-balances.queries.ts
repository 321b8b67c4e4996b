import { eq, inArray, sql } from 'drizzle-orm';
import { CREDIT_NOTE_PREFIX, INVOICE_PREFIX } from '@fleetledger/shared/invoices/invoice-job-lines';
import { JOURNAL_PREFIX } from '@fleetledger/shared/journals/journals.contract';
import { PAYMENT_PREFIX } from '@fleetledger/shared/payments/payments.contract';
import { PURCHASE_PREFIX } from '@fleetledger/shared/purchases/purchase-lines';
import { RECEIPT_PREFIX } from '@fleetledger/shared/receipts/receipt-rules';
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
  const result = await db.execute<{ what: string; date: string }>(sql`
    select what, date::text as date from (
      select 'invoice ' || ${INVOICE_PREFIX} || number as what, date from invoices where date <= ${date}
      union all select 'credit note ' || ${CREDIT_NOTE_PREFIX} || number, date from credit_notes where date <= ${date}
      union all select 'purchase ' || ${PURCHASE_PREFIX} || number, date from purchases where date <= ${date}
      union all select 'receipt ' || ${RECEIPT_PREFIX} || number, date from receipts where date <= ${date}
      union all select 'payment ' || ${PAYMENT_PREFIX} || number, date from payments where date <= ${date}
      union all select 'journal ' || ${JOURNAL_PREFIX} || number, date from journals where date <= ${date}
      union all select 'expense EXP-' || id, date from expenses where date <= ${date}
    ) dated
    order by date, what
    limit 1`);
  return result.rows[0];
}

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
