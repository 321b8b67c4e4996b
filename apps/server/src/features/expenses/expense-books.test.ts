import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { todayIn } from '@fleetledger/shared/dates';
import { EXPENSE_MESSAGES } from '@fleetledger/shared/expenses/expenses.contract';
import { verifyLedger } from '../ledger/ledger.service';
import { bringBooksUpToDate } from '../ledger/books-catch-up.service';
import { booksPostings } from '../../books-postings';
import { useSignedInApp } from '../../../test/signed-in-app';
import { tableCounts } from '../../../test/table-counts';
import { asOwner } from '../../../test/owner-session';

/** Expenses in the books: each one's posting follows it through saves, payment, edits and deletion. */
const api = useSignedInApp({ masterData: true });
const { call } = api;
const db = () => api.ctx.database.db;
const today = todayIn('Asia/Bahrain');
const DIESEL_ACCOUNT = 29;
const CASH = 27;
const BANK = 26;
let supplierId: number;
let jobId: number;

beforeAll(async () => {
  supplierId = (await call('POST', 'customer_insert.php', { name: 'Bapco Retail' })).json().customerId;
  const job = await call('POST', 'job_insert.php', {
    date: '2026-10-05',
    job: 'J77',
    description: 'Port to Sitra',
    customer_id: api.md.customers.acme,
    driver_id: api.md.drivers.ali,
    truck_id: api.md.trucks.t1,
    charge: 40,
  });
  jobId = job.json().job_id;
});

const expense = (overrides: Record<string, unknown> = {}) => ({
  date: '2026-10-06',
  charge: 'Diesel',
  charge_id: api.md.charges.diesel,
  amount: 12.345,
  description: 'Diesel for TR-100',
  type: 'driver_truck',
  driver_id: api.md.drivers.ali,
  truck_id: api.md.trucks.t1,
  job_number: 'J77',
  status: 'paid',
  ...overrides,
});

async function added(overrides: Record<string, unknown> = {}): Promise<number> {
  const response = await call('POST', 'expense_insert.php', expense(overrides));
  expect(response.statusCode, response.body).toBe(200);
  return response.json().id as number;
}

type BookLine = {
  kind: string;
  event: string;
  date: string;
  account: number;
  debit: number;
  credit: number;
  party: number | null;
  truck: number | null;
  driver: number | null;
  job: number | null;
};

/** Every line the books hold for the expense, entry by entry. */
async function booksOf(id: number): Promise<BookLine[]> {
  const rows = await db().execute<BookLine>(sql`
    select e.source_kind as kind, e.event, e.date::text as date, l.account_id::int as account,
      l.debit_fils::int as debit, l.credit_fils::int as credit, l.party_id::int as party,
      l.truck_id::int as truck, l.driver_id::int as driver, l.job_id::int as job
    from ledger_entries e join ledger_lines l on l.entry_id = e.id
    where e.source_kind in ('expense', 'expense_payment') and e.source_id = ${id}
    order by e.id, l.position`);
  return rows.rows;
}

const line = (
  kind: string,
  event: string,
  date: string,
  account: number,
  debit: number,
  credit: number,
  tags: Partial<BookLine> = {},
): BookLine => ({
  kind,
  event,
  date,
  account,
  debit,
  credit,
  party: null,
  truck: null,
  driver: null,
  job: null,
  ...tags,
});
const costTags = () => ({ truck: api.md.trucks.t1, driver: api.md.drivers.ali, job: jobId });

async function edit(id: number, overrides: Record<string, unknown>) {
  const { expense: stored } = (await call('GET', `expense-edit-data?id=${id}`)).json();
  const response = await call('POST', 'expense-edit', { ...expense(), ...overrides, id, version: stored.version });
  expect(response.statusCode, response.body).toBe(200);
}

describe('an expense in the books', () => {
  it('saved as paid: its cost on the charge account with truck, driver and job, out of Cash GL unless chosen', async () => {
    const id = await added();
    expect(await booksOf(id)).toEqual([
      line('expense', 'post', '2026-10-06', DIESEL_ACCOUNT, 12_345, 0, costTags()),
      line('expense', 'post', '2026-10-06', CASH, 0, 12_345),
    ]);
    const fromBank = await added({ paid_from_account_id: BANK });
    expect((await booksOf(fromBank))[1]).toMatchObject({ account: BANK, credit: 12_345 });
    const { expense: stored } = (await call('GET', `expense-edit-data?id=${fromBank}`)).json();
    expect(stored.paid_from_account_id).toBe(BANK);
  });

  it('pending: owed to the supplier its company names on Accounts Payable, else accrued', async () => {
    const named = await added({ status: 'pending', company: '  bapco RETAIL ' });
    expect(await booksOf(named)).toEqual([
      line('expense', 'post', '2026-10-06', DIESEL_ACCOUNT, 12_345, 0, costTags()),
      line('expense', 'post', '2026-10-06', 36, 0, 12_345, { party: supplierId }),
    ]);
    const unnamed = await added({ status: 'requested', company: 'Someone unknown', type: 'general', job_number: null });
    expect(await booksOf(unnamed)).toEqual([
      line('expense', 'post', '2026-10-06', DIESEL_ACCOUNT, 12_345, 0),
      line('expense', 'post', '2026-10-06', 43, 0, 12_345),
    ]);
  });

  it('paid later: a settlement on the day it was paid, from the account chosen; paid again it stays as it was', async () => {
    const id = await added({ status: 'pending', company: 'Bapco Retail' });
    await edit(id, { status: 'paid', company: 'Bapco Retail', paid_from_account_id: BANK });
    const books = await booksOf(id);
    expect(books.slice(2)).toEqual([
      line('expense_payment', 'post', today, 36, 12_345, 0, { party: supplierId }),
      line('expense_payment', 'post', today, BANK, 0, 12_345),
    ]);
    await edit(id, { status: 'paid', company: 'Bapco Retail', paid_from_account_id: BANK, description: 'Renamed' });
    expect(await booksOf(id)).toHaveLength(books.length);
  });

  it('edited: its posting reversed on its own date and posted anew; unchanged figures write nothing', async () => {
    const id = await added();
    await edit(id, { amount: 20 });
    expect(await booksOf(id)).toEqual([
      line('expense', 'post', '2026-10-06', DIESEL_ACCOUNT, 12_345, 0, costTags()),
      line('expense', 'post', '2026-10-06', CASH, 0, 12_345),
      line('expense', 'reverse', '2026-10-06', DIESEL_ACCOUNT, 0, 12_345, costTags()),
      line('expense', 'reverse', '2026-10-06', CASH, 12_345, 0),
      line('expense', 'post', '2026-10-06', DIESEL_ACCOUNT, 20_000, 0, costTags()),
      line('expense', 'post', '2026-10-06', CASH, 0, 20_000),
    ]);
  });

  it('deleted: the expense goes and its postings are reversed; the audit log keeps it', async () => {
    const id = await added({ status: 'pending' });
    await edit(id, { status: 'paid' });
    const { expense: stored } = (await call('GET', `expense-edit-data?id=${id}`)).json();
    const stale = await call('POST', 'expense-delete', { id, version: stored.version - 1 });
    expect(stale.statusCode).toBe(409);
    const deleted = await call('POST', 'expense-delete', { id, version: stored.version });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ success: true, message: EXPENSE_MESSAGES.deleted });
    const books = await booksOf(id);
    const net = (account: number) =>
      books.filter((l) => l.account === account).reduce((sum, l) => sum + l.debit - l.credit, 0);
    expect([net(DIESEL_ACCOUNT), net(CASH), net(43)]).toEqual([0, 0, 0]);
    expect(books.filter((l) => l.event === 'reverse')).toHaveLength(4);
    expect((await call('GET', `expense-edit-data?id=${id}`)).statusCode).toBe(404);
    expect((await call('POST', 'expense-delete', { id, version: stored.version })).statusCode).toBe(404);
    const audit = await db().execute(
      sql`select action from audit_log where entity = 'expense' and entity_id = ${String(id)} and action = 'delete'`,
    );
    expect(audit.rows).toHaveLength(1);
    expect((await verifyLedger(db())).broken).toBeNull();
  });

  it('refuses an account it cannot be paid from, and a delete by a Driver, writing nothing', async () => {
    const before = await tableCounts(db(), ['expenses', 'ledger_entries']);
    for (const paid of [29, 36, 'cash', [27], 1.5]) {
      const response = await call('POST', 'expense_insert.php', expense({ paid_from_account_id: paid }));
      expect(response.statusCode, JSON.stringify(paid)).toBe(400);
      expect(response.json().errors.paid_from_account_id).toBe(EXPENSE_MESSAGES.paidFromInvalid);
    }
    const id = await added();
    const driver = await call('POST', 'expense-delete', { id, version: 1 }, 4);
    expect(driver.statusCode).toBe(403);
    expect((await call('POST', 'expense-delete', { id })).statusCode).toBe(400);
    expect(await tableCounts(db(), ['expenses', 'ledger_entries'])).toEqual({
      expenses: before.expenses! + 1,
      ledger_entries: before.ledger_entries! + 1,
    });
  });

  it('enters expenses recorded before the books took them once, at start-up', async () => {
    const id = await added();
    await asOwner(db(), (owner) =>
      owner.transaction(async (tx) => {
        await tx.execute(sql`set local session_replication_role = replica`);
        await tx.execute(
          sql`delete from ledger_lines where entry_id in (select id from ledger_entries where source_kind = 'expense' and source_id = ${id})`,
        );
        await tx.execute(sql`delete from ledger_entries where source_kind = 'expense' and source_id = ${id}`);
      }),
    );
    expect(await bringBooksUpToDate(db(), { userId: null, ip: 'test' }, booksPostings)).toBe(1);
    expect(await booksOf(id)).toHaveLength(2);
    expect(await bringBooksUpToDate(db(), { userId: null, ip: 'test' }, booksPostings)).toBe(0);
  });
});
