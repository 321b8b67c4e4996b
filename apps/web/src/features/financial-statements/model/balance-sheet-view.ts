import type {
  BalanceSheet,
  BalanceSheetSection,
} from '@fleetledger/shared/financial-statements/financial-statements.contract';
import { formatDisplayDate } from '@fleetledger/shared/dates';
import { LEDGER_ACCOUNTS } from '@fleetledger/shared/ledger/ledger-accounts';
import { bdToFils, formatBD } from '@fleetledger/shared/money';
import { generalLedgerLink } from '../../../lib/books/general-ledger-link';
import { column, figureColumn, money, text, type BooksVerdict, type BooksView } from '../../../lib/books/books-view';
import { sectionRows } from './statement-rows';

/** Whether assets equal liabilities plus equity, in words; compared in fils. */
export function balanceSheetVerdict(sheet: BalanceSheet): BooksVerdict {
  const difference = bdToFils(sheet.assets.total) - bdToFils(sheet.total_liabilities_and_equity);
  if (difference === 0) return { text: 'Assets equal liabilities plus equity.', tone: 'good' };
  return { text: `Assets and liabilities plus equity differ by ${formatBD(Math.abs(difference))}.`, tone: 'bad' };
}

/**
 * Balance Sheet as a books page: assets, liabilities and equity, each with its total, and liabilities
 * plus equity under them. An account leads to its General Ledger for the financial year to the date;
 * Retained Earnings and Current Year Earnings are computed from the whole books, so they lead nowhere.
 */
export function balanceSheetView(sheet: BalanceSheet): BooksView {
  const year = { from: sheet.financial_year_start, to: sheet.date };
  const section = (name: string, totalLabel: string, of: BalanceSheetSection) =>
    sectionRows(
      name,
      totalLabel,
      of.rows.map((row) => ({
        key: row.account_id === null ? row.account_name : String(row.account_id),
        name: row.account_name,
        link:
          row.account_id === null || row.account_id === LEDGER_ACCOUNTS.retainedEarnings
            ? undefined
            : generalLedgerLink(row.account_id, year),
        amounts: [row.amount],
      })),
      [of.total],
    );
  return {
    title: 'Balance Sheet',
    subject: null,
    period: `As at ${formatDisplayDate(sheet.date)}`,
    columns: [column('Account', 36), figureColumn('Amount')],
    rows: [
      ...section('Assets', 'Total assets', sheet.assets),
      ...section('Liabilities', 'Total liabilities', sheet.liabilities),
      ...section('Equity', 'Total equity', sheet.equity),
    ],
    totals: {
      key: 'liabilities-and-equity',
      cells: [text('Total liabilities and equity'), money(sheet.total_liabilities_and_equity)],
    },
    figures: [
      { label: 'Total assets', cell: money(sheet.assets.total) },
      { label: 'Total liabilities', cell: money(sheet.liabilities.total) },
      { label: 'Total equity', cell: money(sheet.equity.total) },
      { label: 'Current year earnings', cell: money(sheet.current_year_earnings, true) },
    ],
    verdict: balanceSheetVerdict(sheet),
    emptyMessage: 'The books hold nothing on this date.',
    fileName: `balance_sheet_${sheet.date}.xlsx`,
  };
}
