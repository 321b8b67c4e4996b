import type {
  BalanceSheet,
  ProfitAndLoss,
} from '@fleetledger/shared/financial-statements/financial-statements.contract';

const line = (id: number, code: string, name: string, amount: number, compare: number | null = null) => ({
  account_id: id,
  account_code: code,
  account_name: name,
  amount,
  compare_amount: compare,
});

/** January and February 2026 beside the 59 days before them: sales, a discount and fuel. */
export const PROFIT_AND_LOSS: ProfitAndLoss = {
  success: true,
  from: '2026-01-01',
  to: '2026-02-28',
  compare: { kind: 'previous_period', from: '2025-11-03', to: '2025-12-31' },
  income: {
    rows: [line(25, '4000', 'Transportation Sales', 200, 100), line(37, '4100', 'Discount', -20, 0)],
    total: 180,
    compare_total: 100,
  },
  expenses: { rows: [line(29, '5100', 'Fuel Expense', 50, 30)], total: 50, compare_total: 30 },
  net_profit: 130,
  compare_net_profit: 70,
};

/** The same period alone: no comparison column. */
export const PROFIT_AND_LOSS_ALONE: ProfitAndLoss = {
  ...PROFIT_AND_LOSS,
  compare: null,
  income: {
    rows: PROFIT_AND_LOSS.income.rows.map((row) => ({ ...row, compare_amount: null })),
    total: 180,
    compare_total: null,
  },
  expenses: {
    rows: PROFIT_AND_LOSS.expenses.rows.map((row) => ({ ...row, compare_amount: null })),
    total: 50,
    compare_total: null,
  },
  compare_net_profit: null,
};

/** 28/02/2026: last year's 70.000 retained, this year's 130.000 earned. */
export const BALANCE_SHEET: BalanceSheet = {
  success: true,
  date: '2026-02-28',
  financial_year_start: '2026-01-01',
  assets: {
    rows: [
      { account_id: 27, account_code: '1100', account_name: 'Cash GL', amount: -30 },
      { account_id: 26, account_code: '1120', account_name: 'Al Salam Bank', amount: 150 },
      { account_id: 38, account_code: '1200', account_name: 'Accounts Receivable', amount: 150 },
      { account_id: 42, account_code: '1300', account_name: 'VAT Input', amount: 5 },
    ],
    total: 275,
  },
  liabilities: {
    rows: [
      { account_id: 36, account_code: '2100', account_name: 'Accounts Payable', amount: 55 },
      { account_id: 41, account_code: '2200', account_name: 'VAT Output', amount: 20 },
    ],
    total: 75,
  },
  equity: {
    rows: [
      { account_id: 45, account_code: '3200', account_name: 'Retained Earnings', amount: 70 },
      { account_id: null, account_code: null, account_name: 'Current Year Earnings', amount: 130 },
    ],
    total: 200,
  },
  retained_earnings: 70,
  current_year_earnings: 130,
  total_liabilities_and_equity: 275,
};
