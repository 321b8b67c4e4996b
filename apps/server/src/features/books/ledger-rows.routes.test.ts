import { beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '@fleetledger/shared/dates';
import {
  generalLedgerResponse,
  type GeneralLedger,
  type StatementFigures,
} from '@fleetledger/shared/ledger/books.contract';
import { supplierStatementResponse } from '@fleetledger/shared/ledger/payables.contract';
import { useSignedInApp } from '../../../test/signed-in-app';
import { CODES, ledgerScenario } from '../../../test/ledger-scenario';

const api = useSignedInApp({ authority: 1, masterData: true, securityCodes: CODES });
const scenario = ledgerScenario(api);
const [PAYABLE, FUEL] = [36, 29];
const PERIOD = { from: '2026-01-01', to: '2026-02-28' };
let today: string;
let supplier: number;

/**
 * The books opened on 01/01/2026 with Bahrain Marine's bill Z-442 of 30/12/2025 still to pay, then
 * their bill SUP-1 of 10/02/2026 on fuel, entered as purchase voucher PV-ARG-2.
 */
beforeAll(async () => {
  today = todayIn(api.ctx.app.config.companyTz);
  supplier = api.md.customers.bahrainMarine;
  const opened = await api.call('POST', 'books/opening_balances', {
    date: '2026-01-01',
    accounts: [],
    customers: [],
    suppliers: [{ supplier_id: supplier, number: 'Z-442', date: '2025-12-30', amount: 80 }],
  });
  expect(opened.statusCode, opened.body).toBe(200);
  const { number } = await scenario.purchase(supplier, '2026-02-10', [
    { accountId: FUEL, crDr: 'dr', quantity: 1, unitFils: 50_000, vatPercent: 0, truckId: null, jobIds: [] },
  ]);
  expect(await scenario.post('purchase', number!)).toBe(200);
}, 60_000);

async function read<Answer>(url: string, schema: { parse: (value: unknown) => unknown }): Promise<Answer> {
  const response = await api.call('GET', url);
  expect(response.statusCode, response.body).toBe(200);
  expect(schema.parse(response.json())).toEqual(response.json());
  return response.json<Answer>();
}
const ledger = (accountId: number, { from, to } = PERIOD) =>
  read<GeneralLedger>(`books/general_ledger?account_id=${accountId}&from=${from}&to=${to}`, generalLedgerResponse);
const statement = ({ from, to } = PERIOD) =>
  read<StatementFigures>(
    `books/supplier_statement?supplier_id=${supplier}&from=${from}&to=${to}`,
    supplierStatementResponse,
  );

describe("the General Ledger's rows", () => {
  it('show an opening bill under its own date and old number, and a purchase with its bill number', async () => {
    const payable = await ledger(PAYABLE);
    expect(payable.rows.map((row) => [row.date, row.source_number, row.memo, row.party_name, row.credit])).toEqual([
      ['2025-12-30', 'PV-ARG-1', 'Opening bill Z-442', 'Bahrain Marine', 80],
      ['2026-02-10', 'PV-ARG-2', "Purchase PV-ARG-2 from Bahrain Marine, supplier's bill SUP-1", 'Bahrain Marine', 50],
    ]);
  });

  it("name the supplier on a purchase's cost line, which names no party itself", async () => {
    const fuel = await ledger(FUEL);
    expect(fuel.rows.map((row) => [row.source_number, row.party_name, row.debit])).toEqual([
      ['PV-ARG-2', 'Bahrain Marine', 50],
    ]);
  });
});

describe("the supplier statement's rows", () => {
  it("show an opening bill as 'Opening bill' with its number and date, and a purchase with its bill number", async () => {
    const answer = await statement();
    expect(answer.rows.map((row) => [row.date, row.source_number, row.description, row.credit, row.balance])).toEqual([
      ['2025-12-30', 'PV-ARG-1', 'Opening bill Z-442', 80, 80],
      ['2026-02-10', 'PV-ARG-2', "Purchase, supplier's bill SUP-1", 50, 130],
    ]);
  });
});

describe('the closing day', () => {
  it("is a past period's last day, and today while the period runs on (This year)", async () => {
    expect((await statement()).closing_date).toBe(PERIOD.to);
    expect((await ledger(PAYABLE)).closing_date).toBe(PERIOD.to);
    const thisYear = { from: `${today.slice(0, 4)}-01-01`, to: `${today.slice(0, 4)}-12-31` };
    expect((await statement(thisYear)).closing_date).toBe(today);
    expect((await ledger(PAYABLE, thisYear)).closing_date).toBe(today);
    const ahead = { from: `${Number(today.slice(0, 4)) + 1}-01-01`, to: `${Number(today.slice(0, 4)) + 1}-12-31` };
    expect((await statement(ahead)).closing_date).toBe(ahead.from);
  });
});
