import { beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MANAGER, SUPERVISOR } from '@fleetledger/shared/access';
import { ACCOUNT_USE_MESSAGES } from '@fleetledger/shared/ledger/account-use';
import { MASTERDATA_MESSAGES } from '@fleetledger/shared/masterdata/masterdata.contract';
import { useSignedInApp } from '../../../test/signed-in-app';
import { moneyVoucherCalls } from '../../../test/document-calls';
import { tableCounts } from '../../../test/table-counts';
import { CODES, clearDocuments } from '../../../test/ledger-scenario';
import { savedAccount, type SavedAccount } from '../../../test/masterdata-fixture';
import { journalLine } from '../../../test/journal-line';

/**
 * An account the books have used keeps what its postings mean: its type and side, and a place in the
 * pickers while it holds a balance. It may still be renamed and recoded, with the audit log keeping both.
 */
const api = useSignedInApp({ authority: 1, masterData: true, securityCodes: CODES, listening: true });
const { call } = api;
const journals = moneyVoucherCalls(call, 'journal');
const db = () => api.ctx.database.db;
let codes = 0;

beforeEach(() => clearDocuments(db()));

const stored = (id: number) => savedAccount(db(), id);

/** A new account of the chart, answered as the save needs it back. */
async function newAccount(name: string, type: string, dr_cr: 'dr' | 'cr'): Promise<SavedAccount> {
  codes += 1;
  const fields = { code: `H${codes}`, name: `${name} ${codes}`, type, dr_cr };
  const saved = await call('POST', 'account_save', fields);
  expect(saved.statusCode, saved.body).toBe(200);
  return stored(saved.json().id as number);
}

const save = (account: SavedAccount, change: Partial<SavedAccount>) => {
  const { id, version, code, name, type, dr_cr, active } = { ...account, ...change };
  return call('POST', 'account_save', { id, version, code, name, type, dr_cr, active });
};

/** A posted journal of these lines (account, debit BD, credit BD) dated `date`. */
async function postJournal(lines: [number, number, number][], date = '2026-11-10') {
  const number = await journals.generate({
    date,
    reference: 'ADJ',
    narration: 'Adjustment',
    lines: lines.map(([account, debit, credit]) => journalLine(account, debit, credit, 'Adjustment')),
  });
  await journals.walk(number, ['Approved', 'Posted'], { cancel_code: CODES.cancel, admin_code: CODES.admin });
}

const BANK = 26;
const FUEL = 29;

async function everyColumn(id: number): Promise<Record<string, unknown>> {
  const { rows } = await db().execute<Record<string, unknown>>(sql`select * from accounts where id = ${id}`);
  return rows[0]!;
}

describe('an account the books have posted to', () => {
  it('keeps its type and side: the refusal names its postings and balance, and nothing changes', async () => {
    const vehicles = await newAccount('Vehicles', 'asset', 'dr');
    await postJournal([
      [vehicles.id, 40_000, 0],
      [BANK, 0, 40_000],
    ]);
    await postJournal([
      [vehicles.id, 20_000, 0],
      [BANK, 0, 20_000],
    ]);
    const message = MASTERDATA_MESSAGES.accountKeepsMeaning({
      name: vehicles.name,
      postings: 2,
      balanceFils: 60_000_000,
    });
    expect(message).toContain('has 2 postings and a balance of BD 60,000.000: its type and side cannot change');
    for (const change of [{ type: 'expense' }, { dr_cr: 'cr' }, { type: 'liability', dr_cr: 'cr' }]) {
      const answer = await save(vehicles, change);
      expect(answer.statusCode, JSON.stringify(change)).toBe(409);
      expect(answer.json().message).toBe(message);
    }
    expect(await stored(vehicles.id)).toEqual(vehicles);
  });

  it('cannot be made inactive while it holds a balance, and can once its balance is zero', async () => {
    const fuel = await newAccount('Fuel', 'expense', 'dr');
    await postJournal([
      [fuel.id, 5.5, 0],
      [BANK, 0, 5.5],
    ]);
    const refused = await save(fuel, { active: false });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `${fuel.name} has 1 posting and a balance of BD 5.500: it cannot be made inactive while its balance is not zero`,
    );
    expect(await stored(fuel.id)).toEqual(fuel);

    await postJournal([
      [BANK, 5.5, 0],
      [fuel.id, 0, 5.5],
    ]);
    const allowed = await save(fuel, { active: false });
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(await stored(fuel.id)).toMatchObject({ active: false, version: fuel.version + 1 });
  });

  it('reads its balance on its own side: a credit account with credits holds a positive balance', async () => {
    const loan = await newAccount('Loan', 'liability', 'cr');
    await postJournal([
      [BANK, 750, 0],
      [loan.id, 0, 750],
    ]);
    const answer = await save(loan, { active: false });
    expect(answer.json().message).toBe(
      MASTERDATA_MESSAGES.accountBalanceNotZero({ name: loan.name, postings: 1, balanceFils: 750_000 }),
    );
  });

  it('may be renamed and recoded: the audit entry keeps the name and code before and after', async () => {
    const vehicles = await newAccount('Vehicles', 'asset', 'dr');
    await postJournal([
      [vehicles.id, 100, 0],
      [BANK, 0, 100],
    ]);
    const answer = await save(vehicles, { name: 'Trucks at cost', code: 'H1500-T' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await stored(vehicles.id)).toMatchObject({ name: 'Trucks at cost', code: 'H1500-T', type: 'asset' });
    const { rows } = await db().execute<{ before: Record<string, unknown>; after: Record<string, unknown> }>(
      sql`select before, after from audit_log
          where entity = 'account' and entity_id = ${String(vehicles.id)} and action = 'update'`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.before).toMatchObject({ name: vehicles.name, code: vehicles.code });
    expect(rows[0]!.after).toMatchObject({ name: 'Trucks at cost', code: 'H1500-T' });
  });

  it('refuses Fuel Expense, with a Diesel expense posted, its deactivation, and saves it back untouched as it was', async () => {
    const expense = await call('POST', 'expense_insert.php', {
      date: '2026-11-10',
      charge: 'Diesel',
      charge_id: api.md.charges.diesel,
      amount: 12.345,
      description: 'Diesel',
      refrence_id: 'D-1',
      type: 'general',
      job_number: null,
      status: 'paid',
      paid_from_account_id: BANK,
      company: 'Fuel Co',
    });
    expect(expense.statusCode, expense.body).toBe(200);
    const listed = (await call('GET', 'accounts_list?search=Fuel Expense')).json().accounts as (SavedAccount & {
      description: string | null;
    })[];
    const fuel = listed.find((account) => account.id === FUEL)!;
    expect(fuel.name).toBe('Fuel Expense');
    const { rows: lines } = await db().execute<{ n: number; fils: number }>(
      sql`select count(*)::int as n, sum(debit_fils - credit_fils)::int as fils from ledger_lines where account_id = ${FUEL}`,
    );
    expect(lines[0]!.n).toBe(1);
    expect(lines[0]!.fils).toBeGreaterThan(0);
    const before = await everyColumn(FUEL);

    const refused = await save(fuel, { active: false });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      MASTERDATA_MESSAGES.accountBalanceNotZero({ name: 'Fuel Expense', postings: 1, balanceFils: lines[0]!.fils }),
    );
    expect(await everyColumn(FUEL)).toEqual(before);

    const { id, version, code, name, description, type, dr_cr, active } = fuel;
    const untouched = await call('POST', 'account_save', { id, version, code, name, description, type, dr_cr, active });
    expect(untouched.statusCode, untouched.body).toBe(200);
    const { version: after, updated_at: _after, ...rest } = await everyColumn(FUEL);
    const { version: was, updated_at: _was, ...restBefore } = before;
    expect(rest).toEqual(restBefore);
    expect(after).toBe((was as number) + 1);
  });

  it('changes freely while nothing is posted to it', async () => {
    const spare = await newAccount('Spare', 'asset', 'dr');
    const answer = await save(spare, { type: 'expense', dr_cr: 'cr', active: false });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await stored(spare.id)).toMatchObject({ type: 'expense', dr_cr: 'cr', active: false });
  });

  it('is changed by the Admin alone', async () => {
    const spare = await newAccount('Spare', 'asset', 'dr');
    for (const authority of [MANAGER, SUPERVISOR]) {
      const { id, version, code, type, dr_cr } = spare;
      const answer = await call('POST', 'account_save', { id, version, code, name: 'Taken', type, dr_cr }, authority);
      expect(answer.statusCode).toBe(403);
    }
    expect(await stored(spare.id)).toEqual(spare);
  });
});

describe('a new account', () => {
  it('takes any type, and a code no other account has, an inactive one included, in any case', async () => {
    for (const type of ['asset', 'liability', 'equity', 'income', 'expense']) {
      await newAccount(`Of type ${type}`, type, type === 'asset' || type === 'expense' ? 'dr' : 'cr');
    }
    const retired = await newAccount('Retired', 'expense', 'dr');
    expect((await save(retired, { active: false })).statusCode).toBe(200);
    const clash = await call('POST', 'account_save', {
      code: retired.code.toLowerCase(),
      name: 'Another',
      type: 'expense',
      dr_cr: 'dr',
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(MASTERDATA_MESSAGES.accountCodeTaken(retired.code.toLowerCase()));
  });

  it('gives one of 20 saves sent at once through the server with the same new code the code', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        api.postThroughServer('account_save', { code: 'RACE-1', name: `Racer ${n}`, type: 'expense', dr_cr: 'dr' }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const { rows } = await db().execute(sql`select count(*)::int as n from accounts where lower(code) = 'race-1'`);
    expect(rows[0]).toEqual({ n: 1 });
  });
});

describe('an inactive account', () => {
  it('takes no posting on any path, each refusal in the same words, and nothing is written', async () => {
    const retired = await newAccount('Repairs', 'expense', 'dr');
    const charge = await call('POST', 'charge_save', { name: 'Workshop', account_id: retired.id });
    expect(charge.statusCode, charge.body).toBe(200);
    expect((await save(retired, { active: false })).statusCode).toBe(200);
    const message = ACCOUNT_USE_MESSAGES.inactive(retired.name);
    const tables = ['expenses', 'invoices', 'purchases', 'journals', 'ledger_entries', 'opening_balances'];
    const { rows } = await db().execute(sql`select count(*)::int as n from audit_log`);
    const before = await tableCounts(db(), tables);

    const expense = await call('POST', 'expense_insert.php', {
      date: '2026-11-10',
      charge: 'Workshop',
      charge_id: charge.json().id,
      amount: 12.345,
      description: 'Brake pads',
      refrence_id: 'W-1',
      type: 'general',
      job_number: null,
      status: 'paid',
      paid_from_account_id: BANK,
      company: 'Workshop Co',
    });
    expect(expense.statusCode, expense.body).toBe(400);
    expect(expense.json().errors).toEqual({ charge_id: message });

    const purchase = await call('POST', 'vouchers/purchase_generate', {
      supplier_id: api.md.customers.bahrainMarine,
      date: '2026-11-10',
      reference: 'SUP-1',
      reference_date: '2026-11-10',
      narration: 'Repairs',
      items: [{ ...documentLine(29), description: 'Fuel' }, documentLine(retired.id)],
    });
    expect(purchase.statusCode).toBe(400);
    expect(purchase.json().errors).toEqual({ account_1: message });

    const invoice = await call('POST', 'vouchers/invoice_generate', {
      customer_id: api.md.customers.acme,
      date: '2026-11-10',
      reference: 'PO-1',
      items: [{ ...documentLine(retired.id), cr_dr: 'cr' }],
    });
    expect(invoice.statusCode).toBe(400);
    expect(invoice.json().errors).toEqual({ 'items.0.account_id': message });

    const journal = await call('POST', 'vouchers/journal_generate', {
      date: '2026-11-10',
      reference: 'ADJ',
      narration: 'Adjustment',
      lines: [
        { account_id: retired.id, debit: 5, credit: 0, party_id: null, truck_id: null, description: 'x' },
        { account_id: BANK, debit: 0, credit: 5, party_id: null, truck_id: null, description: 'x' },
      ],
    });
    expect(journal.statusCode).toBe(400);
    expect(journal.json().errors).toEqual({ 'lines.0.account_id': message });

    const opening = await call('POST', 'books/opening_balances', {
      date: '2026-01-01',
      accounts: [{ account_id: retired.id, debit: 5 }],
      customers: [],
      suppliers: [],
    });
    expect(opening.statusCode, opening.body).toBe(400);
    expect(opening.json().errors['accounts.0.account_id']).toBe(message);

    expect(await tableCounts(db(), tables)).toEqual(before);
    expect((await db().execute(sql`select count(*)::int as n from audit_log`)).rows).toEqual(rows);
  });
});

/** A debit line of 10 BD at 0 % VAT on the account, as the invoice and purchase screens send it. */
function documentLine(accountId: number) {
  return {
    account_id: accountId,
    job_id: null,
    job_ids: [],
    truck_id: null,
    cr_dr: 'dr',
    qty: 1,
    amount: 10,
    vat_percentage: 0,
    description: 'Repairs',
  };
}
