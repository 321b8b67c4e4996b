import type { BooksPeriod } from '@fleetledger/shared/ledger/books.contract';
import { LEDGER_ACCOUNTS } from '@fleetledger/shared/ledger/ledger-accounts';
import {
  CURRENT_YEAR_EARNINGS,
  type BalanceSheet,
  type ProfitAndLoss,
  type ProfitAndLossQuery,
} from '@fleetledger/shared/financial-statements/financial-statements.contract';
import {
  comparisonPeriod,
  financialYearStart,
} from '@fleetledger/shared/financial-statements/financial-statements.rules';
import type { AccountType } from '@fleetledger/shared/masterdata/masterdata.contract';
import { bdToFils, filsToBd } from '@fleetledger/shared/money';
import type { Db, Executor } from '../../db/client';
import { trialBalance } from '../books/books.service';
import { letterhead } from '../settings/settings.service';
import * as q from './financial-statements.queries';
import { renderBalanceSheet, renderProfitAndLoss } from './pdf/financial-statement-print';

/*
 * The statements are the trial balance read by account type (docs/architecture.md, "The books"): the
 * same reading of whole months from the month totals and of a partial month's days from the lines, so
 * the statements, the trial balance and every other books report agree by construction.
 */

interface AccountFigures {
  account_id: number;
  account_code: string;
  account_name: string;
  type: AccountType;
  /** Debit positive, as the journal keeps them. */
  openingFils: number;
  movementFils: number;
}

/** Each account with a line up to the period's end: its balance before the period and its movement within, in fils. */
async function accountFigures(db: Db, period: BooksPeriod): Promise<AccountFigures[]> {
  const { rows } = await trialBalance(db, period);
  return rows.map((row) => ({
    account_id: row.account_id,
    account_code: row.account_code,
    account_name: row.account_name,
    type: row.type,
    openingFils: bdToFils(row.opening_debit) - bdToFils(row.opening_credit),
    movementFils: bdToFils(row.debit) - bdToFils(row.credit),
  }));
}

const CREDIT_TYPES: readonly AccountType[] = ['liability', 'equity', 'income'];

/** A debit-positive figure as its statement shows it: liabilities, equity and income credit positive. */
const onItsSide = (type: AccountType, debitPositiveFils: number) =>
  (CREDIT_TYPES.includes(type) ? -debitPositiveFils : debitPositiveFils) + 0;

/** Chart order: by code, as the trial balance lists them. */
const byCode = (a: { account_code: string; account_id: number }, b: { account_code: string; account_id: number }) =>
  a.account_code < b.account_code ? -1 : a.account_code > b.account_code ? 1 : a.account_id - b.account_id;

const sumOf = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0);

/**
 * One side of the profit and loss: each account of the type that moved in the period or the comparison
 * period, with both amounts on the type's side and their totals, in BD.
 */
function profitAndLossSection(type: 'income' | 'expense', current: AccountFigures[], earlier: AccountFigures[] | null) {
  const amounts = new Map<number, { account: AccountFigures; fils: number; compareFils: number }>();
  for (const account of current.filter((a) => a.type === type)) {
    amounts.set(account.account_id, { account, fils: onItsSide(type, account.movementFils), compareFils: 0 });
  }
  for (const account of earlier?.filter((a) => a.type === type) ?? []) {
    const known = amounts.get(account.account_id) ?? { account, fils: 0, compareFils: 0 };
    amounts.set(account.account_id, { ...known, compareFils: onItsSide(type, account.movementFils) });
  }
  const lines = [...amounts.values()]
    .filter((line) => line.fils !== 0 || line.compareFils !== 0)
    .sort((a, b) => byCode(a.account, b.account));
  const totalFils = sumOf(lines.map((line) => line.fils));
  const compareTotalFils = sumOf(lines.map((line) => line.compareFils));
  const compared = (fils: number) => (earlier === null ? null : filsToBd(fils));
  return {
    totalFils,
    compareTotalFils,
    section: {
      rows: lines.map(({ account, fils, compareFils }) => ({
        account_id: account.account_id,
        account_code: account.account_code,
        account_name: account.account_name,
        amount: filsToBd(fils),
        compare_amount: compared(compareFils),
      })),
      total: filsToBd(totalFils),
      compare_total: compared(compareTotalFils),
    },
  };
}

/**
 * Profit and loss for a period: income and expense accounts by type, each with what it took in the
 * period (and in the comparison period when asked), and the net profit: income less expenses.
 */
export async function profitAndLoss(db: Db, query: ProfitAndLossQuery): Promise<ProfitAndLoss> {
  const period = { from: query.from, to: query.to };
  const compare =
    query.compare === undefined ? null : { kind: query.compare, ...comparisonPeriod(query.compare, period) };
  const [current, earlier] = await Promise.all([
    accountFigures(db, period),
    compare === null ? null : accountFigures(db, compare),
  ]);
  const income = profitAndLossSection('income', current, earlier);
  const expenses = profitAndLossSection('expense', current, earlier);
  return {
    success: true,
    ...period,
    compare,
    income: income.section,
    expenses: expenses.section,
    net_profit: filsToBd(income.totalFils - expenses.totalFils),
    compare_net_profit: compare === null ? null : filsToBd(income.compareTotalFils - expenses.compareTotalFils),
  };
}

type BalanceSheetLine = BalanceSheet['assets']['rows'][number];

/** A line of the balance sheet in fils: an account's, or one the statement computes. */
interface SheetLine {
  line: Omit<BalanceSheetLine, 'amount'>;
  fils: number;
}

/** A section's lines in BD with their total. */
function balanceSheetSection(lines: SheetLine[]) {
  return {
    rows: lines.map(({ line, fils }) => ({ ...line, amount: filsToBd(fils) })),
    total: filsToBd(sumOf(lines.map((line) => line.fils))),
  };
}

/** The accounts of a type with a balance on the date, in chart order, on the type's side. */
function heldBy(accounts: AccountFigures[], type: AccountType, keep?: number) {
  return accounts
    .filter((a) => a.type === type)
    .sort(byCode)
    .map((a) => ({
      line: { account_id: a.account_id, account_code: a.account_code, account_name: a.account_name },
      fils: onItsSide(type, a.openingFils + a.movementFils),
    }))
    .filter((line) => line.fils !== 0 || line.line.account_id === keep);
}

/**
 * Retained Earnings as its account stands plus the profit of the financial years before the date's,
 * on its line of equity (in chart order), whether or not the account has a line yet.
 */
async function withRetainedEarnings(db: Db, accounts: AccountFigures[], earlierYearsFils: number) {
  const id = LEDGER_ACCOUNTS.retainedEarnings;
  if (!accounts.some((a) => a.account_id === id)) {
    const names = await q.accountNames(db, id);
    accounts.push({
      account_id: id,
      account_code: names?.code ?? '',
      account_name: names?.name ?? 'Retained Earnings',
      type: 'equity',
      openingFils: 0,
      movementFils: 0,
    });
  }
  const lines = heldBy(accounts, 'equity', id);
  const retained = lines.find((line) => line.line.account_id === id)!;
  retained.fils += earlierYearsFils;
  return { lines, retainedFils: retained.fils };
}

/**
 * The balance sheet as on a date, computed with no closing entry: each asset, liability and equity
 * account's balance that day, and in equity what the income and expense accounts hold — Retained
 * Earnings (that account's own balance plus the profit of every financial year before the date's) and
 * Current Year Earnings (the profit from the financial year's first day to the date). Every entry
 * balances, so total assets equal liabilities plus equity on every date.
 */
export async function balanceSheet(db: Db, { date }: { date: string }): Promise<BalanceSheet> {
  const yearStart = financialYearStart(date);
  const accounts = await accountFigures(db, { from: yearStart, to: date });
  const earnings = accounts.filter((a) => a.type === 'income' || a.type === 'expense');
  // Income is a credit: the profit is the opposite of what the income and expense accounts hold.
  const earlierYearsFils = -sumOf(earnings.map((a) => a.openingFils));
  const currentYearFils = -sumOf(earnings.map((a) => a.movementFils));
  const retained = await withRetainedEarnings(db, accounts, earlierYearsFils);
  const equity: SheetLine[] = [
    ...retained.lines,
    { line: { account_id: null, account_code: null, account_name: CURRENT_YEAR_EARNINGS }, fils: currentYearFils },
  ];
  const liabilities = heldBy(accounts, 'liability');
  return {
    success: true,
    date,
    financial_year_start: yearStart,
    assets: balanceSheetSection(heldBy(accounts, 'asset')),
    liabilities: balanceSheetSection(liabilities),
    equity: balanceSheetSection(equity),
    retained_earnings: filsToBd(retained.retainedFils),
    current_year_earnings: filsToBd(currentYearFils),
    total_liabilities_and_equity: filsToBd(sumOf([...liabilities, ...equity].map((line) => line.fils))),
  };
}

/**
 * The ledger's profit per month, in fils: the figure the profit and loss statement gives for that
 * whole month, for the dashboard. Months without income or expenses are left out.
 */
export async function monthlyProfit(db: Executor, fromMonth: string, toMonth: string) {
  const rows = await q.profitByMonth(db, `${fromMonth}-01`, `${toMonth}-01`);
  return rows.map((row) => ({
    month: row.month,
    incomeFils: row.income_fils,
    expenseFils: row.expense_fils,
    profitFils: row.income_fils - row.expense_fils,
  }));
}

/** The profit and loss statement as a PDF under the company's letterhead, named after its period. */
export async function profitAndLossPdf(db: Db, query: ProfitAndLossQuery) {
  const [statement, head] = await Promise.all([profitAndLoss(db, query), letterhead(db)]);
  return { pdf: await renderProfitAndLoss(statement, head), fileName: `Profit-and-Loss-${query.from}-${query.to}.pdf` };
}

/** The balance sheet as a PDF under the company's letterhead, named after its date. */
export async function balanceSheetPdf(db: Db, query: { date: string }) {
  const [sheet, head] = await Promise.all([balanceSheet(db, query), letterhead(db)]);
  return { pdf: await renderBalanceSheet(sheet, head), fileName: `Balance-Sheet-${query.date}.pdf` };
}
