import { beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { LOOKUP_LIMIT } from '@fleetledger/shared/lookups/lookups.contract';
import type { Authority } from '@fleetledger/shared/access';
import { CONTROL_ACCOUNT_IDS } from '@fleetledger/shared/ledger/ledger-accounts';
import { useSignedInApp } from '../../../test/signed-in-app';
import { seedMasterData, type MasterData } from '../../../test/masterdata-fixture';
import { accounts } from '../../db/schema';

const API = '/api/transportation/vouchers';
const api = useSignedInApp({ authority: 1 });
let md: MasterData;
const jobIds: number[] = [];

beforeAll(async () => {
  md = await seedMasterData(api.ctx.database.db);
  const entries = [
    { job: 'LK1', container: 'CSQU3054383', charge: 40 },
    { job: 'LK2', is_lose_container: 1, reference: 'BL-55', charge: 30, extra_amount: 5, extra_description: 'Wait' },
    { job: 'LK3', charge: 25 },
  ];
  for (const entry of entries) {
    const response = await api.ctx.app.inject({
      method: 'POST',
      url: '/api/transportation/job_insert.php',
      payload: {
        date: '2026-10-05',
        description: 'Lookup job',
        customer_id: md.customers.acme,
        driver_id: md.drivers.ali,
        truck_id: md.trucks.t1,
        care_of: 'Agent',
        ...entry,
      },
      headers: { cookie: api.cookies[1] },
    });
    jobIds.push(response.json().job_id);
  }
  await api.ctx.app.inject({
    method: 'POST',
    url: '/api/transportation/invoice_request.php',
    payload: { job_ids: [jobIds[2]] },
    headers: { cookie: api.cookies[1] },
  });
});

const get = (url: string, authority: Authority = 1) =>
  api.ctx.app.inject({ method: 'GET', url: `${API}/${url}`, headers: { cookie: api.cookies[authority] } });

describe('voucher lookups', () => {
  it('answers active customers, accounts (searchable, sides lower case) and trucks in the status envelope', async () => {
    const customers = (await get('customers_details.php')).json();
    expect(customers).toMatchObject({ status: 'success', message: 'OK' });
    expect(customers.data.map((c: { name: string }) => c.name)).toEqual(['Acme Trading', 'Bahrain Marine']);
    expect(customers.data[0]).toEqual({ id: md.customers.acme, name: 'Acme Trading', cr_name: null });

    const accounts = (await get('account_details?search=transport')).json().data;
    expect(accounts).toEqual([
      {
        id: 25,
        name: 'Transportation Sales',
        description: 'Revenue from transport jobs',
        dr_cr: 'cr',
        type: 'income',
      },
    ]);
    const all = (await get('account_details')).json().data as { id: number; dr_cr: string }[];
    expect(all.find((a) => a.id === 41)).toMatchObject({ dr_cr: 'cr' });
    expect(all.every((a) => a.dr_cr === 'dr' || a.dr_cr === 'cr')).toBe(true);

    expect((await get('trucks_details')).json().data.map((t: { number: string }) => t.number)).toEqual([
      'TR-100',
      'TR-200',
    ]);
  });

  it("offers a document line's picker no control account, a sales line income accounts only and the others when asked", async () => {
    const all = (await get('account_details')).json().data as { id: number; type: string }[];
    expect(
      all
        .filter((a) => CONTROL_ACCOUNT_IDS.includes(a.id))
        .map((a) => a.id)
        .sort(),
    ).toEqual([...CONTROL_ACCOUNT_IDS].sort());
    const forLine = (line: string) =>
      get(`account_details?line=${line}`).then((answer) => answer.json().data as { id: number; type: string }[]);
    const purchase = await forLine('purchase');
    expect(purchase.map((a) => a.id)).toEqual(all.map((a) => a.id).filter((id) => !CONTROL_ACCOUNT_IDS.includes(id)));
    const sale = await forLine('sale');
    expect(sale.length).toBeGreaterThan(0);
    expect(sale.every((a) => a.type === 'income')).toBe(true);
    const others = await forLine('sale-other');
    expect(others.every((a) => a.type !== 'income')).toBe(true);
    expect(new Set([...sale, ...others].map((a) => a.id))).toEqual(new Set(purchase.map((a) => a.id)));
    // "sto" finds no expense on a sales line (Port & Customs Charges, Vehicle Insurance, Office & Admin).
    const sto = (await get('account_details?line=sale&search=sto')).json().data as { type: string }[];
    expect(sto.every((a) => a.type === 'income')).toBe(true);
    const searched = (await get('account_details?line=sale&search=accounts')).json().data as { id: number }[];
    expect(searched.map((a) => a.id)).not.toContain(38);
    const bad = await get('account_details?line=journal');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.line).toBe('Line must be sale, sale-other or purchase');
  });

  it('keeps a sales line’s income accounts when more accounts match than the lookup answers', async () => {
    const db = api.ctx.database.db;
    const many = Array.from({ length: LOOKUP_LIMIT + 10 }, (_, n) => ({
      code: `LKX-${n}`,
      name: `Lookup charge ${n}`,
      type: 'expense',
      drCr: 'dr',
    }));
    // The income account comes last by id: an order by id alone would cut it at the limit.
    const added = await db
      .insert(accounts)
      .values([...many, { code: 'LKX-INC', name: 'Lookup charge income', type: 'income', drCr: 'cr' }])
      .returning({ id: accounts.id });
    try {
      const sale = (await get('account_details?line=sale&search=Lookup charge')).json().data as { name: string }[];
      expect(sale.map((a) => a.name)).toEqual(['Lookup charge income']);
      const others = (await get('account_details?line=sale-other&search=Lookup charge')).json().data as {
        name: string;
      }[];
      expect(others.map((a) => a.name)).toEqual(many.slice(0, LOOKUP_LIMIT).map((a) => a.name));
      const purchase = (await get('account_details?line=purchase&search=Lookup charge')).json().data as {
        name: string;
      }[];
      expect(purchase.map((a) => a.name)).toEqual(many.slice(0, LOOKUP_LIMIT).map((a) => a.name));
    } finally {
      await db.delete(accounts).where(
        inArray(
          accounts.id,
          added.map((a) => a.id),
        ),
      );
    }
  });

  it("finds jobs by number and lists a customer's open jobs with their totals", async () => {
    expect((await get('find_job?job_number=lk')).json().data).toHaveLength(3);
    const found = (await get('find_job.php?job_number=LK1')).json().data;
    expect(found).toEqual([{ id: jobIds[0], job_number: 'LK1', date: '2026-10-05', container: 'CSQU3054383' }]);
    const empty = (await get('find_job?job_number=ZZZ')).json();
    expect(empty).toEqual({ status: 'success', data: [], message: 'No records found' });

    const open = (await get(`get_jobs_by_customer?customer_id=${md.customers.acme}`)).json().data;
    expect(open).toEqual([
      {
        id: jobIds[0],
        job_number: 'LK1',
        container: 'CSQU3054383',
        description: 'Lookup job',
        date: '2026-10-05',
        care_of: 'Agent',
        total_amount: 40,
      },
      {
        id: jobIds[1],
        job_number: 'LK2',
        container: 'BL-55',
        description: 'Lookup job',
        date: '2026-10-05',
        care_of: 'Agent',
        total_amount: 35,
      },
    ]);
    const withOwn = await api.ctx.app.inject({
      method: 'POST',
      url: `${API}/get_jobs_by_customer.php`,
      payload: { customer_id: md.customers.acme, ids: [jobIds[2]] },
      headers: { cookie: api.cookies[1] },
    });
    expect(withOwn.json().data.map((j: { id: number }) => j.id)).toEqual(jobIds);
  });

  it('refuses bad input with the status envelope and other roles', async () => {
    const missing = await get('find_job');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ status: 'error', message: 'Enter a job number' });
    expect((await get('get_jobs_by_customer?customer_id=abc')).statusCode).toBe(400);
    expect((await get(`account_details?search=${'x'.repeat(500)}`)).statusCode).toBe(400);
    for (const authority of [2, 3, 4] as const)
      expect((await get('customers_details', authority)).statusCode).toBe(403);
  });
});
