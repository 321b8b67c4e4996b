import { beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { LOCK_MESSAGES, lockDateResponse, type LockDate } from '@fleetledger/shared/ledger/lock-date.contract';
import { NEVER_LOCKED } from '@fleetledger/shared/ledger/testing/never-locked';
import { useSignedInApp } from '../../../test/signed-in-app';
import { CODES, clearDocuments, ledgerScenario } from '../../../test/ledger-scenario';

const api = useSignedInApp({ authority: 1, masterData: true, securityCodes: CODES });
const scenario = ledgerScenario(api);
const db = () => api.ctx.database.db;
const LOCKED = '2026-03-31';
const lockedMessage = LOCK_MESSAGES.locked(LOCKED);

async function lockDate(): Promise<LockDate> {
  const answer = await api.call('GET', 'books/lock_date');
  expect(answer.statusCode, answer.body).toBe(200);
  return lockDateResponse.parse(answer.json());
}

const moveLock = async (lock_date: string | null, extra: Record<string, unknown> = {}) =>
  api.call('POST', 'books/lock_date', { lock_date, version: (await lockDate()).version, ...extra });

async function ledgerEntries(): Promise<number> {
  const { rows } = await db().execute<{ n: number }>(sql`select count(*)::int as n from ledger_entries`);
  return rows[0]!.n;
}

/** A Posted-ready invoice of 100.000 BD at 10 % VAT, dated `date`, moved to `status`. */
async function invoiceAt(date: string, status: 'Created' | 'Approved' | 'Posted' = 'Created'): Promise<number> {
  const { number } = await scenario.invoice(
    api.md.customers.acme,
    date,
    [{ quantity: 1, unitFils: 100_000, vatPercent: 10 }],
    0,
  );
  if (status !== 'Created') expect(await scenario.move('invoice', number!, 'Approved')).toBe(200);
  if (status === 'Posted') expect(await scenario.move('invoice', number!, 'Posted')).toBe(200);
  return number!;
}

beforeEach(async () => {
  await clearDocuments(db());
});

describe('the lock date', () => {
  it('starts open, moves forward at the version read, says who moved it, and is audited', async () => {
    expect(await lockDate()).toEqual(NEVER_LOCKED);
    const moved = await moveLock(LOCKED);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ lock_date: LOCKED, version: 1, changed_by: 'Ada Admin' });
    expect(await lockDate()).toMatchObject({ lock_date: LOCKED, version: 1 });
    const { rows } = await db().execute<{ action: string; after: { lockDate: string } }>(
      sql`select action, after from audit_log where entity = 'books' order by id desc limit 1`,
    );
    expect(rows[0]).toMatchObject({ action: 'lock_date', after: { lockDate: LOCKED } });
  });

  it('refuses a stale or missing version, a date after today, and a date that is not one', async () => {
    await moveLock(LOCKED);
    const stale = await api.call('POST', 'books/lock_date', { lock_date: '2026-04-30', version: 0 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ message: LOCK_MESSAGES.stale, current: { lock_date: LOCKED, version: 1 } });
    const missing = await api.call('POST', 'books/lock_date', { lock_date: '2026-04-30' });
    expect(missing.statusCode).toBe(400);
    const future = await moveLock('2999-12-31');
    expect(future.statusCode).toBe(400);
    expect(future.json().errors).toEqual({ lock_date: LOCK_MESSAGES.notAfterToday });
    for (const bad of ['31/03/2026', '2026-02-30', 42, 'x'.repeat(10_000)]) {
      const answer = await api.call('POST', 'books/lock_date', { lock_date: bad, version: 1 });
      expect(answer.statusCode, String(bad).slice(0, 20)).toBe(400);
    }
    expect(await lockDate()).toMatchObject({ lock_date: LOCKED, version: 1 });
  });

  it('takes the admin code to move earlier or open the books, and audits that apart', async () => {
    await moveLock(LOCKED);
    const withoutCode = await moveLock('2026-02-28');
    expect(withoutCode.statusCode).toBe(400);
    expect(withoutCode.json().message).toBe(LOCK_MESSAGES.adminCodeToMoveEarlier);
    const wrongCode = await moveLock('2026-02-28', { admin_code: '0000' });
    expect(wrongCode.statusCode).toBe(400);
    expect(await lockDate()).toMatchObject({ lock_date: LOCKED });

    expect((await moveLock('2026-02-28', { admin_code: CODES.admin })).statusCode).toBe(200);
    expect((await moveLock(null, { admin_code: CODES.admin })).statusCode).toBe(200);
    expect(await lockDate()).toMatchObject({ lock_date: null, version: 3 });
    const { rows } = await db().execute<{ action: string }>(
      sql`select action from audit_log where entity = 'books' order by id`,
    );
    expect(rows.map((row) => row.action).slice(-3)).toEqual(['lock_date', 'lock_date_earlier', 'lock_date_earlier']);
  });

  it('refuses a reason that is not text or too long, and moves nothing', async () => {
    await moveLock(LOCKED);
    for (const reason of ['x'.repeat(501), 42, { why: 'late' }]) {
      const answer = await moveLock('2026-02-28', { admin_code: CODES.admin, reason });
      expect(answer.statusCode, JSON.stringify(reason).slice(0, 20)).toBe(400);
      expect(answer.json().errors.reason).toBeDefined();
    }
    expect(await lockDate()).toMatchObject({ lock_date: LOCKED, version: 1, reason: null });
  });

  it('is for the Admin alone', async () => {
    for (const authority of [2, 3, 4] as const) {
      expect((await api.call('GET', 'books/lock_date', undefined, authority)).statusCode).toBe(403);
      const move = await api.call('POST', 'books/lock_date', { lock_date: LOCKED, version: 0 }, authority);
      expect(move.statusCode).toBe(403);
      expect((await api.call('GET', 'books/vat_returns', undefined, authority)).statusCode).toBe(403);
      const file = await api.call('POST', 'books/vat_return_file', { from: '2026-01-01', to: LOCKED }, authority);
      expect(file.statusCode).toBe(403);
    }
    expect(await lockDate()).toMatchObject({ lock_date: null, version: 0 });
  });
});

describe('on or before the lock date', () => {
  it('nothing is dated, edited, posted, reversed or cancelled, with a 409 naming the date', async () => {
    const approved = await invoiceAt('2026-03-15', 'Approved');
    const posted = await invoiceAt('2026-03-10', 'Posted');
    const open = await invoiceAt('2026-04-02');
    await moveLock(LOCKED);
    const entries = await ledgerEntries();

    const refusals = [
      await api.call('POST', 'vouchers/invoice_generate', {
        customer_id: api.md.customers.acme,
        date: LOCKED,
        items: [
          { account_id: 25, job_id: null, qty: 1, amount: 5, vat_percentage: 0, cr_dr: 'cr', description: 'Haulage' },
        ],
      }),
      await scenarioMove('invoice', approved, 'Posted'),
      await scenarioMove('invoice', posted, 'Approved'),
      await scenarioMove('invoice', posted, 'Cancelled'),
      await editInvoiceDate(open, '2026-03-20'),
      await api.call('POST', 'vouchers/journal_generate', {
        date: '2026-03-31',
        lines: [
          { account_id: 26, debit: 500 },
          { account_id: 46, credit: 500 },
        ],
      }),
      await api.call('POST', 'expense_insert', {
        date: '2026-01-05',
        charge_id: api.md.charges.diesel,
        amount: 12.5,
        description: 'Diesel',
        type: 'general',
        status: 'paid',
      }),
    ];
    const created = [
      await scenario.purchase(api.md.customers.bahrainMarine, '2026-02-01', [
        { accountId: 29, crDr: 'dr', quantity: 1, unitFils: 5_000, vatPercent: 0, truckId: null, jobIds: [] },
      ]),
      await scenario.receipt(api.md.customers.acme, 26, LOCKED, [
        { kind: 'customer', invoiceId: null, crDr: 'cr', amountFils: 5_000 },
      ]),
    ];
    expect(created).toEqual([
      { status: 409, number: null },
      { status: 409, number: null },
    ]);
    for (const answer of refusals) {
      expect(answer.statusCode, answer.body).toBe(409);
      expect(answer.json().message).toBe(lockedMessage);
    }
    expect(await ledgerEntries()).toBe(entries);
    expect((await scenario.details('invoice', approved)).status).toBe('Approved');
    expect((await scenario.details('invoice', posted)).status).toBe('Posted');

    // After the lock date, work goes on.
    expect((await editInvoiceDate(open, '2026-04-01')).statusCode).toBe(200);
    expect(await scenario.post('invoice', open)).toBe(200);
  });
});

async function scenarioMove(kind: 'invoice', number: number, to: 'Approved' | 'Posted' | 'Cancelled') {
  const { id, version } = await scenario.details(kind, number);
  return api.call('POST', `vouchers/${kind}_status_update`, {
    [`${kind}_id`]: id,
    status: to,
    version,
    cancel_code: CODES.cancel,
    admin_code: CODES.admin,
  });
}

async function editInvoiceDate(number: number, date: string) {
  const answer = await api.call('GET', `vouchers/invoice_details?invoice_number=${number}`);
  const { invoice } = answer.json<{ invoice: Record<string, unknown> & { items: Record<string, unknown>[] } }>();
  return api.call('POST', 'vouchers/invoice_update', {
    id: invoice.id,
    version: invoice.version,
    customer_id: invoice.customer_id,
    date,
    reference: invoice.reference,
    narration: invoice.narration,
    items: invoice.items.map((item) => ({
      id: item.id,
      account_id: item.account_id,
      job_id: null,
      qty: item.qty,
      amount: item.amount,
      vat_percentage: item.vat_percentage,
      cr_dr: item.cr_dr,
      description: item.description,
    })),
  });
}

describe('an expense in a locked period', () => {
  it('cannot be edited or deleted, but an owed one can still be paid, settling on its own day', async () => {
    const added = await api.call('POST', 'expense_insert', {
      date: '2026-03-05',
      charge_id: api.md.charges.tyres,
      amount: 80,
      description: 'Tyres on credit',
      type: 'general',
      status: 'pending',
    });
    expect(added.statusCode, added.body).toBe(200);
    const id = added.json<{ id: number }>().id;
    await moveLock(LOCKED);
    const read = async () =>
      (await api.call('GET', `expense-edit-data?id=${id}`)).json<{
        expense: Record<string, unknown> & { version: number };
      }>().expense;
    const fields = (status: string, amount: number) => ({
      id,
      date: '2026-03-05',
      charge_id: api.md.charges.tyres,
      amount,
      description: 'Tyres on credit',
      type: 'general',
      status,
    });
    const changed = await api.call('POST', 'expense-edit', {
      ...fields('pending', 90),
      version: (await read()).version,
    });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().message).toBe(lockedMessage);
    const deleted = await api.call('POST', 'expense-delete', { id, version: (await read()).version });
    expect(deleted.statusCode).toBe(409);

    const entries = await ledgerEntries();
    const paid = await api.call('POST', 'expense-edit', { ...fields('paid', 80), version: (await read()).version });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await ledgerEntries()).toBe(entries + 1);
    const { rows } = await db().execute<{ date: string }>(
      sql`select date::text from ledger_entries where source_kind = 'expense_payment'`,
    );
    expect(rows[0]!.date > LOCKED).toBe(true);
  });
});
