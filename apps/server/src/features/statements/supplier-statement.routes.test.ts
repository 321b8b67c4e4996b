import { describe, expect, it } from 'vitest';
import {
  PAYABLES_MESSAGES,
  supplierStatementResponse,
  type PayablesAging,
  type SupplierStatement,
} from '@fleetledger/shared/ledger/payables.contract';
import { paymentNumberText } from '@fleetledger/shared/payments/payment-rules';
import { purchaseNumberText } from '@fleetledger/shared/purchases/purchase-lines';
import {
  CASH_SUPPLIER,
  PAYABLES_DATE,
  usePayablesScenario,
  type PayablesScenario,
} from '../../../test/payables-scenario';
import { printedText } from '../../../test/pdf-text';
import { expectGetsRefused, periodRefusals } from '../../../test/period-refusals';
import { statementRow as row } from '../../../test/statement-row';

const payables = usePayablesScenario({ cancel: '3141', admin: '2718' });
const { api } = payables;

const statementUrl = (supplierId: number, from: string, to: string, call = 'supplier_statement') =>
  `books/${call}?supplier_id=${supplierId}&from=${from}&to=${to}`;

async function statement(supplier: keyof PayablesScenario['suppliers'], from: string, to: string) {
  const response = await api.call('GET', statementUrl(payables.scenario.suppliers[supplier], from, to));
  expect(response.statusCode, response.body).toBe(200);
  const answer = response.json<SupplierStatement>();
  expect(supplierStatementResponse.parse(answer)).toEqual(answer);
  return answer;
}

const pv = (purchase: keyof PayablesScenario['purchases']) =>
  purchaseNumberText(payables.scenario.purchases[purchase].number);
const pay = (which: keyof PayablesScenario['payments']) => paymentNumberText(payables.scenario.payments[which].number);
/** A purchase as the statement describes it: with the supplier's bill number the fixture gives every one. */
const BILLED = "Purchase, supplier's bill SUP-1";
const expense = (which: keyof PayablesScenario['expenses']) => `EXP-${payables.scenario.expenses[which]}`;

describe('supplier_statement', () => {
  it('opens with what we owed, lists each purchase and payment, and closes with what we owe', async () => {
    const september = await statement('cash', '2026-09-01', PAYABLES_DATE);
    expect(september).toMatchObject({
      success: true,
      supplier: { id: payables.scenario.suppliers.cash, name: CASH_SUPPLIER.name, cr_name: CASH_SUPPLIER.crName },
      from: '2026-09-01',
      to: PAYABLES_DATE,
      // P5, posted before payable lines named their purchase.
      opening_balance: 60,
      total_debit: 27,
      total_credit: 41,
      closing_balance: 74,
      // P7's returns leave the supplier owing us 2.000.
      unallocated_advance: 2,
    });
    expect(september.rows).toEqual([
      row('2026-09-01', 'purchase', pv('p6'), BILLED, 0, 30, 90),
      row('2026-09-05', 'purchase', pv('p7'), BILLED, 2, 0, 88),
      row('2026-09-15', 'payment', pay('ofP5'), 'Payment', 25, 0, 63),
      row(PAYABLES_DATE, 'purchase', pv('p4'), BILLED, 0, 11, 74),
    ]);
    const untilToday = await statement('cash', '2026-09-01', payables.today);
    expect(untilToday.rows.at(-1)).toEqual(
      row(payables.today, 'purchase', pv('p6'), "Purchase posting reversed, supplier's bill SUP-1", 30, 0, 44),
    );
    expect(untilToday).toMatchObject({ closing_balance: 44, unallocated_advance: 2 });
  });

  it('shows expenses owed and paid, and a payment ahead with its reversal', async () => {
    const slow = await statement('slow', '2026-06-01', payables.today);
    expect(slow).toMatchObject({ opening_balance: 0, closing_balance: 45, unallocated_advance: 0 });
    expect(slow.rows).toEqual([
      row('2026-06-01', 'expense', expense('e2'), 'Expense', 0, 20, 20),
      row('2026-08-15', 'expense', expense('e1'), 'Expense', 0, 45, 65),
      row('2026-09-28', 'payment', pay('slowAhead'), 'Payment', 10, 0, 55),
      row(payables.today, 'payment', pay('slowAhead'), 'Payment posting reversed', 0, 10, 65),
      row(payables.today, 'expense_payment', expense('e2'), 'Expense paid', 20, 0, 45),
    ]);
    const ahead = await statement('slow', '2026-09-01', '2026-09-28');
    expect(ahead).toMatchObject({ opening_balance: 65, closing_balance: 55, unallocated_advance: 10 });
  });

  it("closes on the payables aging's balance for the supplier, whatever the period", async () => {
    for (const to of ['2026-05-31', '2026-08-31', '2026-09-28', PAYABLES_DATE, '2026-10-15', payables.today]) {
      const aging = (await api.call('GET', `books/payables_aging?date=${to}`)).json<PayablesAging>();
      for (const supplier of ['cash', 'monthly', 'slow'] as const) {
        const aged = aging.rows.find((aged) => aged.supplier_id === payables.scenario.suppliers[supplier]);
        const answer = await statement(supplier, '2026-03-01', to);
        expect(answer.closing_balance, `${supplier} on ${to}`).toBe(aged?.balance ?? 0);
        expect(answer.unallocated_advance, `${supplier} on ${to}`).toBe(aged?.advance ?? 0);
      }
    }
  });

  it('refuses an unknown supplier, bad periods and anyone but the Admin', async () => {
    const { cash } = payables.scenario.suppliers;
    for (const call of ['supplier_statement', 'supplier_statement_pdf']) {
      const unknown = await api.call('GET', statementUrl(999_999, '2026-01-01', PAYABLES_DATE, call));
      expect(unknown.statusCode, call).toBe(404);
      expect(unknown.json(), call).toEqual({ success: false, message: PAYABLES_MESSAGES.supplierNotFound });
    }
    await expectGetsRefused(api.call, [
      ['books/supplier_statement?from=2026-01-01&to=2026-01-31', 'Supplier is required'],
      ['books/supplier_statement?supplier_id=abc&from=2026-01-01&to=2026-01-31', 'Supplier is required'],
      ['books/supplier_statement?supplier_id=0&from=2026-01-01&to=2026-01-31', 'Supplier is not a valid id'],
      ...periodRefusals(`books/supplier_statement?supplier_id=${cash}`),
      [statementUrl(cash, '2026-03-01', '2026-02-01', 'supplier_statement_pdf'), 'From must not be after To'],
    ]);
    for (const authority of [2, 3, 4] as const) {
      for (const call of ['supplier_statement', 'supplier_statement_pdf']) {
        const url = statementUrl(cash, '2026-01-01', PAYABLES_DATE, call);
        expect((await api.call('GET', url, undefined, authority)).statusCode, `${call} as ${authority}`).toBe(403);
      }
    }
    const signedOut = await api.ctx.app.inject({
      method: 'GET',
      url: `/api/transportation/${statementUrl(cash, '2026-01-01', PAYABLES_DATE)}`,
    });
    expect(signedOut.statusCode).toBe(401);
  });
});

describe('supplier_statement_pdf', () => {
  it('prints the supplier with their address, the payables aging, every row and what we owe', async () => {
    const url = statementUrl(payables.scenario.suppliers.cash, '2026-09-01', PAYABLES_DATE, 'supplier_statement_pdf');
    const text = await printedText(
      api.call('GET', url),
      `Supplier-Statement-Cash-Supplier-Co-2026-09-01-${PAYABLES_DATE}.pdf`,
    );
    expect(text).toContain('Statement of Account');
    expect(text).toMatch(/Supplier · المورد/);
    expect(text).toContain(CASH_SUPPLIER.name);
    for (const word of CASH_SUPPLIER.crName.split(' ')) expect(text).toContain(word);
    expect(text).toContain('Building 221, Road 3803, Block 338, Manama');
    expect(text).toContain('Payables aging as at 30/09/2026');
    // Not due, 1–30, 31–60, 61–90, over 90, advance, balance.
    expect(text).toMatch(/11\.000\s+65\.000\s+0\.000\s+0\.000\s+0\.000\s+2\.000\s+74\.000/);
    expect(text).toMatch(/Opening balance\s+60\.000/);
    expect(text).toMatch(new RegExp(`${pv('p7')}\\s+Purchase, supplier's bill SUP-1\\s+2\\.000\\s+88\\.000`));
    expect(text).toMatch(new RegExp(`${pay('ofP5')}\\s+Payment\\s+25\\.000\\s+63\\.000`));
    expect(text).toMatch(/Totals for the period\s+27\.000\s+41\.000/);
    expect(text).toMatch(/What we owe \(BD\) .*74\.000/);
    expect(text).toMatch(/Unallocated advance \(BD\) .*2\.000/);

    const download = await api.call('GET', `${url}&download=1`);
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="Supplier-Statement-Cash-/);
  });
});
