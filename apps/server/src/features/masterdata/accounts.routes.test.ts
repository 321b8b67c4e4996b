import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MASTERDATA_MESSAGES } from '@fleetledger/shared/masterdata/masterdata.contract';
import { POSTING_ACCOUNT_IDS } from '@fleetledger/shared/ledger/ledger-accounts';
import { useSignedInApp } from '../../../test/signed-in-app';
import { tableCounts } from '../../../test/table-counts';

const api = useSignedInApp();

const { call } = api;
const stored = async (id: number) =>
  (
    await api.ctx.database.db.execute(
      sql`select code, name, type, dr_cr, active, fixed, version from accounts where id = ${id}`,
    )
  ).rows[0];

interface ListedAccount {
  id: number;
  code: string;
  name: string;
  type: string;
  fixed: boolean;
  dr_cr: string;
}

describe('the chart of accounts', () => {
  it('lists every account with its code and type, in code order, the ones a posting rule uses fixed', async () => {
    const accounts = (await call('GET', 'accounts_list?include_inactive=1', undefined, 3)).json()
      .accounts as ListedAccount[];
    expect(accounts.filter((a) => a.fixed).map((a) => a.id)).toEqual([
      27, 28, 26, 38, 42, 36, 43, 41, 45, 44, 25, 37, 40, 39,
    ]);
    expect([...POSTING_ACCOUNT_IDS].sort((a, b) => a - b)).toEqual([
      25, 26, 27, 28, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45,
    ]);
    expect(accounts.map((a) => a.code)).toEqual([...accounts.map((a) => a.code)].sort());
    // Each account's side as the screens read it: lower case, one of two.
    expect(new Set(accounts.map((a) => a.dr_cr))).toEqual(new Set(['dr', 'cr']));
    expect(accounts.find((a) => a.id === 41)).toMatchObject({
      code: '2200',
      name: 'VAT Output',
      type: 'liability',
      dr_cr: 'cr',
    });
    expect(accounts.find((a) => a.id === 29)).toMatchObject({
      code: '5100',
      name: 'Fuel Expense',
      type: 'expense',
      fixed: false,
    });
    expect(accounts.find((a) => a.id === 43)).toMatchObject({
      code: '2150',
      name: 'Accrued Expenses',
      type: 'liability',
    });
  });

  it('adds, renames and deactivates an account at its version (Admin only)', async () => {
    const added = await call('POST', 'account_save', {
      code: '5810',
      name: 'Toll Charges',
      description: 'Causeway tolls',
      type: 'Expense',
      dr_cr: 'DR',
    });
    expect(added.statusCode, added.body).toBe(200);
    const id = added.json().id as number;
    expect(await stored(id)).toEqual({
      code: '5810',
      name: 'Toll Charges',
      type: 'expense',
      dr_cr: 'dr',
      active: true,
      fixed: false,
      version: 1,
    });
    const edit = { id, code: '5811', name: 'Tolls', type: 'expense', dr_cr: 'dr' };
    expect((await call('POST', 'account_save', { ...edit, version: 1, active: false })).statusCode).toBe(200);
    expect(await stored(id)).toMatchObject({ code: '5811', name: 'Tolls', active: false, version: 2 });
    const stale = await call('POST', 'account_save', { ...edit, version: 1, name: 'Late' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current).toMatchObject({ id, name: 'Tolls', version: 2 });
    const manager = await call(
      'POST',
      'account_save',
      { code: '9', name: 'By a manager', type: 'asset', dr_cr: 'dr' },
      2,
    );
    expect(manager.statusCode).toBe(403);
  });

  it('keeps every account a posting rule uses on its type and side, and active; it may be renamed and re-coded', async () => {
    for (const id of [26, 36, 38, 43]) {
      const before = await stored(id);
      const kept = {
        id,
        version: before!.version,
        code: before!.code,
        name: before!.name,
        type: before!.type,
        dr_cr: before!.dr_cr,
      };
      const other = (side: unknown) => (side === 'dr' ? 'cr' : 'dr');
      for (const change of [{ dr_cr: other(before!.dr_cr) }, { active: false }, { type: 'equity' }]) {
        const response = await call('POST', 'account_save', { ...kept, ...change });
        expect(response.statusCode, `${id} ${JSON.stringify(change)}`).toBe(409);
        expect(response.json().message).toBe(MASTERDATA_MESSAGES.fixedAccount);
      }
      expect(await stored(id)).toEqual(before);
      const renamed = await call('POST', 'account_save', {
        ...kept,
        name: `${String(before!.name)} (main)`,
        code: `${String(before!.code)}-A`,
      });
      expect(renamed.statusCode, renamed.body).toBe(200);
    }
  });

  it('names bad fields, refuses a code another account has, and writes nothing', async () => {
    const before = await tableCounts(api.ctx.database.db, ['accounts']);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '' }, 'name', 'Account name is required'],
      [{ code: '' }, 'code', 'Account code is required'],
      [{ code: 'a b' }, 'code', 'Account code is letters, digits, dots and dashes'],
      [{ code: 'x'.repeat(21) }, 'code', 'Account code must be at most 20 characters'],
      [{ type: 'cost' }, 'type', 'Type must be asset, liability, equity, income or expense'],
      [{ type: ['asset'] }, 'type', 'Type must be asset, liability, equity, income or expense'],
      [{ dr_cr: 'xx' }, 'dr_cr', 'Side must be DR or CR'],
      [{ description: 'x'.repeat(600) }, 'description', 'Description must be at most 500 characters'],
      [{ name: 'Transportation Sales' }, 'name', ''],
    ];
    for (const [override, field, message] of cases) {
      const response = await call('POST', 'account_save', {
        code: '7001',
        name: 'New account',
        type: 'expense',
        dr_cr: 'dr',
        ...override,
      });
      expect(response.statusCode, field).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, field).toBeLessThan(500);
      if (message !== '') expect(response.json().errors[field], field).toBe(message);
    }
    const taken = await call('POST', 'account_save', {
      code: '5100',
      name: 'Fuel again',
      type: 'expense',
      dr_cr: 'dr',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Another account already has code 5100');
    expect(await tableCounts(api.ctx.database.db, ['accounts'])).toEqual(before);
  });
});
