import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { documentCalls } from '../../../test/document-calls';
import { useSignedInApp } from '../../../test/signed-in-app';
import { seedMasterData, type MasterData } from '../../../test/masterdata-fixture';
import { monthTotalsAdrift } from './ledger.service';
import { asOwner } from '../../../test/owner-session';

const api = useSignedInApp({ authority: 1 });
const { call } = api;
let md: MasterData;

beforeAll(async () => {
  md = await seedMasterData(api.ctx.database.db);
});

async function postedInvoice(date: string, amount: number) {
  const made = await call('POST', 'vouchers/invoice_generate', {
    customer_id: md.customers.acme,
    date,
    reference: 'PO-7',
    items: [{ account_id: 25, job_id: null, qty: 1, amount, vat_percentage: 10, cr_dr: 'cr', description: 'Haulage' }],
  });
  expect(made.statusCode, made.body).toBe(200);
  await documentCalls(call, 'invoice').walk(made.json().invoice_number as number, ['Approved', 'Posted']);
}

const totals = async () =>
  (
    await api.ctx.database.db.execute<{ account_id: number; month: string; debit_fils: number; credit_fils: number }>(
      sql`select account_id, to_char(month, 'YYYY-MM') as month, debit_fils, credit_fils from ledger_month_totals order by 2, 1`,
    )
  ).rows;

describe('the month totals the trial balance reads', () => {
  it('follow every line the books take, and a line altered behind the app is named', async () => {
    await postedInvoice('2026-09-30', 100);
    await postedInvoice('2026-10-01', 50);
    await postedInvoice('2026-10-15', 20.005);
    expect(await totals()).toEqual([
      { account_id: 25, month: '2026-09', debit_fils: 0, credit_fils: 100_000 },
      { account_id: 38, month: '2026-09', debit_fils: 110_000, credit_fils: 0 },
      { account_id: 41, month: '2026-09', debit_fils: 0, credit_fils: 10_000 },
      { account_id: 25, month: '2026-10', debit_fils: 0, credit_fils: 70_005 },
      // 10 % of 20.005 is 2.0005, rounded half away from zero to 2.001.
      { account_id: 38, month: '2026-10', debit_fils: 77_006, credit_fils: 0 },
      { account_id: 41, month: '2026-10', debit_fils: 0, credit_fils: 7_001 },
    ]);
    expect(await monthTotalsAdrift(api.ctx.database.db)).toEqual([]);

    await asOwner(api.ctx.database.db, (owner) =>
      owner.transaction(async (tx) => {
        await tx.execute(sql`set local session_replication_role = replica`);
        await tx.execute(
          sql`update ledger_lines set credit_fils = credit_fils - 1 where account_id = 25 and date = '2026-10-15'`,
        );
      }),
    );
    expect(await monthTotalsAdrift(api.ctx.database.db)).toEqual([{ accountId: 25, month: '2026-10' }]);
  });
});
