import { beforeAll, describe, expect, it } from 'vitest';
import {
  balanceSheetResponse,
  profitAndLossResponse,
  type BalanceSheet,
  type ProfitAndLoss,
} from '@fleetledger/shared/financial-statements/financial-statements.contract';
import { CODES, ledgerScenario, type DocumentKind } from '../../../test/ledger-scenario';
import { pdfWordBoxes } from '../../../test/pdf-layout';
import { pdfText } from '../../../test/pdf-text';
import { expectGetsRefused, periodRefusals } from '../../../test/period-refusals';
import { useSignedInApp } from '../../../test/signed-in-app';

const api = useSignedInApp({ authority: 1, masterData: true, securityCodes: CODES });
const { call } = api;
const scenario = ledgerScenario(api);

/** A document made through its call and posted; answers its id. */
async function posted(kind: DocumentKind, made: { status: number; number: number | null }): Promise<number> {
  expect(made.status).toBe(200);
  expect(await scenario.post(kind, made.number!)).toBe(200);
  return (await scenario.details(kind, made.number!)).id;
}

/**
 * The company's books, by hand (BD):
 *   2025-12-10 invoice: 100.000 sales                    DR Receivable 100, CR Sales 100
 *   2025-12-15 diesel paid in cash: 30.000              DR Fuel Expense (5100) 30, CR Cash GL 30
 *   2026-01-20 invoice: 200.000 at 10 %, 20.000 off      DR Receivable 200, DR Discount 20, CR Sales 200, CR VAT Output 20
 *   2026-02-05 receipt of 150.000 for the second invoice DR Bank 150, CR Receivable 150
 *   2026-02-10 purchase of parts: 50.000 + 5.000 VAT     DR Fuel Expense (5100) 50, DR VAT Input 5, CR Payable 55
 * 2025 earns 70.000 (100 − 30); January and February 2026 earn 130.000 (200 − 20 − 50).
 */
beforeAll(async () => {
  const { acme, bahrainMarine } = api.md.customers;
  await posted(
    'invoice',
    await scenario.invoice(acme, '2025-12-10', [{ quantity: 1, unitFils: 100_000, vatPercent: 0 }], 0),
  );
  const expense = await call('POST', 'expense_insert.php', {
    date: '2025-12-15',
    charge_id: api.md.charges.diesel,
    amount: 30,
    description: 'Diesel',
    type: 'general',
    status: 'paid',
    paid_from_account_id: 27,
  });
  expect(expense.statusCode, expense.body).toBe(200);
  const january = await posted(
    'invoice',
    await scenario.invoice(acme, '2026-01-20', [{ quantity: 1, unitFils: 200_000, vatPercent: 10 }], 20_000),
  );
  const paid = { kind: 'customer' as const, invoiceId: january, crDr: 'cr' as const, amountFils: 150_000 };
  await posted('receipt', await scenario.receipt(acme, 26, '2026-02-05', [paid]));
  const parts = { accountId: 29, crDr: 'dr' as const, quantity: 1, unitFils: 50_000, vatPercent: 10 as const };
  await posted(
    'purchase',
    await scenario.purchase(bahrainMarine, '2026-02-10', [{ ...parts, truckId: null, jobIds: [] }]),
  );
});

async function profitAndLoss(query: string): Promise<ProfitAndLoss> {
  const response = await call('GET', `books/profit_and_loss?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  const answer = response.json<ProfitAndLoss>();
  expect(profitAndLossResponse.parse(answer)).toEqual(answer);
  return answer;
}

async function balanceSheet(date: string): Promise<BalanceSheet> {
  const response = await call('GET', `books/balance_sheet?date=${date}`);
  expect(response.statusCode, response.body).toBe(200);
  const answer = response.json<BalanceSheet>();
  expect(balanceSheetResponse.parse(answer)).toEqual(answer);
  return answer;
}

const account = (id: number, code: string, name: string, amount: number, compare: number | null = null) => ({
  account_id: id,
  account_code: code,
  account_name: name,
  amount,
  compare_amount: compare,
});

describe('profit_and_loss', () => {
  it('lists income and expense accounts with the period’s amounts, their totals and the net profit', async () => {
    expect(await profitAndLoss('from=2026-01-01&to=2026-02-28')).toEqual({
      success: true,
      from: '2026-01-01',
      to: '2026-02-28',
      compare: null,
      income: {
        rows: [account(25, '4000', 'Transportation Sales', 200), account(37, '4100', 'Discount', -20)],
        total: 180,
        compare_total: null,
      },
      expenses: { rows: [account(29, '5100', 'Fuel Expense', 50)], total: 50, compare_total: null },
      net_profit: 130,
      compare_net_profit: null,
    });
  });

  it('sets the previous period of as many days, or the same dates a year earlier, beside it', async () => {
    const previous = await profitAndLoss('from=2026-01-01&to=2026-02-28&compare=previous_period');
    expect(previous.compare).toEqual({ kind: 'previous_period', from: '2025-11-03', to: '2025-12-31' });
    expect(previous.income).toEqual({
      rows: [account(25, '4000', 'Transportation Sales', 200, 100), account(37, '4100', 'Discount', -20, 0)],
      total: 180,
      compare_total: 100,
    });
    expect(previous.expenses).toEqual({
      rows: [account(29, '5100', 'Fuel Expense', 50, 30)],
      total: 50,
      compare_total: 30,
    });
    expect([previous.net_profit, previous.compare_net_profit]).toEqual([130, 70]);

    const lastYear = await profitAndLoss('from=2026-12-01&to=2026-12-31&compare=previous_year');
    expect(lastYear.compare).toEqual({ kind: 'previous_year', from: '2025-12-01', to: '2025-12-31' });
    expect(lastYear.income.rows).toEqual([account(25, '4000', 'Transportation Sales', 0, 100)]);
    expect([lastYear.net_profit, lastYear.compare_net_profit]).toEqual([0, 70]);
  });

  it('answers a period without postings with empty sections', async () => {
    const empty = await profitAndLoss('from=2020-01-01&to=2020-12-31&compare=');
    expect(empty).toMatchObject({
      compare: null,
      income: { rows: [], total: 0 },
      expenses: { rows: [], total: 0 },
      net_profit: 0,
    });
  });

  it('refuses missing and bad dates, From after To, an unknown comparison and anyone but the Admin', async () => {
    await expectGetsRefused(call, [
      ...periodRefusals('books/profit_and_loss'),
      ['books/profit_and_loss?from=2026-01-01&to=2026-01-31&compare=last_decade', 'previous_period or previous_year'],
    ]);
    for (const authority of [2, 3, 4] as const) {
      for (const url of [
        'books/profit_and_loss?from=2026-01-01&to=2026-01-31',
        'books/balance_sheet?date=2026-01-31',
      ]) {
        expect((await call('GET', url, undefined, authority)).statusCode, `${url} as ${authority}`).toBe(403);
      }
    }
  });
});

describe('balance_sheet', () => {
  it('balances assets with liabilities and equity, last year’s profit retained and this year’s earned', async () => {
    const sheet = await balanceSheet('2026-02-28');
    // Each line as code, name and amount: assets at their debit balance, the rest at their credit balance.
    const lines = (section: BalanceSheet['assets']) =>
      section.rows.map((line) => `${line.account_code ?? '-'} ${line.account_name} ${line.amount}`);
    expect(lines(sheet.assets)).toEqual([
      '1100 Cash GL -30',
      '1120 Al Salam Bank 150',
      '1200 Accounts Receivable 150',
      '1300 VAT Input 5',
    ]);
    expect(lines(sheet.liabilities)).toEqual(['2100 Accounts Payable 55', '2200 VAT Output 20']);
    expect(lines(sheet.equity)).toEqual(['3200 Retained Earnings 70', '- Current Year Earnings 130']);
    expect(sheet.equity.rows.map((line) => line.account_id)).toEqual([45, null]);
    expect(sheet).toMatchObject({
      date: '2026-02-28',
      financial_year_start: '2026-01-01',
      assets: { total: 275 },
      liabilities: { total: 75 },
      equity: { total: 200 },
      retained_earnings: 70,
      current_year_earnings: 130,
      total_liabilities_and_equity: 275,
    });
  });

  it('counts the year’s profit as this year’s earnings until the year ends', async () => {
    const december = await balanceSheet('2025-12-31');
    expect(december).toMatchObject({
      financial_year_start: '2025-01-01',
      assets: { total: 70 },
      liabilities: { rows: [], total: 0 },
      equity: {
        rows: [
          { account_id: 45, amount: 0 },
          { account_id: null, amount: 70 },
        ],
        total: 70,
      },
      total_liabilities_and_equity: 70,
    });
    const before = await balanceSheet('2025-01-01');
    expect(before).toMatchObject({
      assets: { rows: [], total: 0 },
      equity: { total: 0 },
      total_liabilities_and_equity: 0,
    });
  });

  it('refuses a missing or impossible date', async () => {
    for (const [url, message] of [
      ['books/balance_sheet', 'Date is required'],
      ['books/balance_sheet?date=', 'Date is required'],
      ['books/balance_sheet?date=2026-02-30', 'not a real date'],
    ]) {
      const response = await call('GET', url!);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message, url).toContain(message);
    }
  });
});

describe('the statements printed', () => {
  it('prints the profit and loss with its comparison under the letterhead, to open or to save', async () => {
    const period = 'from=2026-01-01&to=2026-02-28';
    const fileName = 'Profit-and-Loss-2026-01-01-2026-02-28.pdf';
    const response = await call('GET', `books/profit_and_loss_pdf?${period}&compare=previous_period`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`inline; filename="${fileName}"`);
    const text = pdfText(response.rawPayload);
    for (const words of ['Profit and Loss', 'Total income', 'Total expenses', '01/01/2026 – 28/02/2026']) {
      expect(text).toContain(words);
    }
    expect(text).toMatch(/Transportation Sales\s+200\.000\s+100\.000/);
    expect(text).toMatch(/Net profit \(BD\)\s+.*130\.000/);
    const saved = await call('GET', `books/profit_and_loss_pdf?${period}&download=1`);
    expect(saved.headers['content-disposition']).toBe(`attachment; filename="${fileName}"`);
  });

  it('prints a loss as accountants do: "Net loss", its figure in brackets on the same line', async () => {
    // 15 December 2025 saw only the diesel (30.000): a loss of 30.000.
    const response = await call('GET', 'books/profit_and_loss_pdf?from=2025-12-15&to=2025-12-15');
    expect(response.statusCode, response.body).toBe(200);
    const text = pdfText(response.rawPayload);
    expect(text).not.toContain('Net profit');
    expect(text).not.toContain('-30.000');
    const words = pdfWordBoxes(response.rawPayload).flat();
    const loss = words.filter((word) => word.text === 'loss');
    expect(loss.length).toBeGreaterThan(0);
    for (const label of loss) {
      const line = words.filter((word) => Math.abs(word.yMin - label.yMin) < 2).map((word) => word.text);
      expect(line).toContain('(30.000)');
    }
  });

  it('prints the balance sheet with retained and current year earnings', async () => {
    const response = await call('GET', 'books/balance_sheet_pdf?date=2026-02-28&download=1');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="Balance-Sheet-2026-02-28.pdf"');
    const text = pdfText(response.rawPayload);
    expect(text).toMatch(/Retained Earnings\s+70\.000/);
    expect(text).toMatch(/Current Year Earnings\s+130\.000/);
    expect(text).toMatch(/Total liabilities and equity \(BD\)\s+.*275\.000/);
    const refused = await call('GET', 'books/balance_sheet_pdf?date=2026-02-28', undefined, 2);
    expect(refused.statusCode).toBe(403);
  });
});
