import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MASTERDATA_MESSAGES } from '@fleetledger/shared/masterdata/masterdata.contract';
import { useSignedInApp } from '../../../test/signed-in-app';

const api = useSignedInApp();

const { call } = api;
const stored = async (id: number) =>
  (await api.ctx.database.db.execute(sql`select name, dr_cr, active, fixed, version from accounts where id = ${id}`))
    .rows[0];

describe('the chart of accounts', () => {
  it('lists the seeded accounts with the fixed ones marked, VAT accounts included', async () => {
    const accounts = (await call('GET', 'accounts_list?include_inactive=1', undefined, 3)).json().accounts as {
      id: number;
      fixed: boolean;
      dr_cr: string;
    }[];
    expect(accounts.filter((a) => a.fixed).map((a) => a.id)).toEqual([25, 26, 27, 28, 37, 39, 40, 41, 42]);
    expect(accounts.find((a) => a.id === 41)).toMatchObject({ name: 'VAT Output', dr_cr: 'cr' });
  });

  it('adds, renames and deactivates an account at its version (Admin only)', async () => {
    const added = await call('POST', 'account_save', {
      name: 'Toll Charges',
      description: 'Causeway tolls',
      dr_cr: 'DR',
    });
    expect(added.statusCode, added.body).toBe(200);
    const id = added.json().id as number;
    expect(await stored(id)).toEqual({ name: 'Toll Charges', dr_cr: 'dr', active: true, fixed: false, version: 1 });
    expect(
      (await call('POST', 'account_save', { id, version: 1, name: 'Tolls', dr_cr: 'dr', active: false })).statusCode,
    ).toBe(200);
    expect(await stored(id)).toMatchObject({ name: 'Tolls', active: false, version: 2 });
    const stale = await call('POST', 'account_save', { id, version: 1, name: 'Late', dr_cr: 'dr' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current).toMatchObject({ id, name: 'Tolls', version: 2 });
    expect((await call('POST', 'account_save', { name: 'By a manager', dr_cr: 'dr' }, 2)).statusCode).toBe(403);
  });

  it('lets a fixed account be renamed but not change side or be deactivated', async () => {
    const before = await stored(26);
    for (const change of [{ dr_cr: 'cr' }, { active: false }]) {
      const response = await call('POST', 'account_save', {
        id: 26,
        version: 1,
        name: 'Al Salam Bank',
        dr_cr: 'dr',
        ...change,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(MASTERDATA_MESSAGES.fixedAccount);
    }
    expect(await stored(26)).toEqual(before);
    expect(
      (await call('POST', 'account_save', { id: 26, version: 1, name: 'Al Salam Bank (current)', dr_cr: 'dr' }))
        .statusCode,
    ).toBe(200);
  });

  it('names bad fields', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '' }, 'name', 'Account name is required'],
      [{ dr_cr: 'xx' }, 'dr_cr', 'Side must be DR or CR'],
      [{ description: 'x'.repeat(600) }, 'description', 'Description must be at most 500 characters'],
      [{ name: 'Transportation Sales' }, 'name', ''],
    ];
    for (const [override, field, message] of cases) {
      const response = await call('POST', 'account_save', { name: 'New account', dr_cr: 'dr', ...override });
      expect(response.statusCode, field).toBeGreaterThanOrEqual(400);
      if (message !== '') expect(response.json().errors[field]).toBe(message);
    }
  });
});
