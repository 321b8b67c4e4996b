import { bdToFils, formatBD } from '@fleetledger/shared/money';
import type { TrialBalance } from '@fleetledger/shared/ledger/books.contract';
import {
  column,
  figureColumn,
  money,
  text,
  type BooksColumn,
  type BooksVerdict,
  type BooksView,
} from '../../../lib/books/books-view';
import { generalLedgerLink } from '../../../lib/books/general-ledger-link';
import { periodLabel } from '../../../lib/period-label';

const COLUMNS: BooksColumn[] = [
  column('Account', 32),
  figureColumn('Opening Dr'),
  figureColumn('Opening Cr'),
  figureColumn('Debit'),
  figureColumn('Credit'),
  figureColumn('Closing Dr'),
  figureColumn('Closing Cr'),
];

const PAIRS = [
  { label: 'opening', debit: 'opening_debit', credit: 'opening_credit' },
  { label: 'period', debit: 'debit', credit: 'credit' },
  { label: 'closing', debit: 'closing_debit', credit: 'closing_credit' },
] as const;

/**
 * Whether debits equal credits in every column, in words. Compared in fils, so BD's binary noise never
 * makes balanced books look out.
 */
export function balanceVerdict(totals: TrialBalance['totals']): BooksVerdict {
  const off = PAIRS.filter(({ debit, credit }) => bdToFils(totals[debit]) !== bdToFils(totals[credit]));
  if (off.length === 0) return { text: 'The totals balance: debits equal credits in every column.', tone: 'good' };
  const differences = off.map(
    ({ label, debit, credit }) =>
      `${label} by ${formatBD(Math.abs(bdToFils(totals[debit]) - bdToFils(totals[credit])))}`,
  );
  return { text: `The totals do not balance: ${differences.join(', ')}.`, tone: 'bad' };
}

/** A row's figures and the totals' are the same six. */
const figures = (row: TrialBalance['totals']) => [
  money(row.opening_debit),
  money(row.opening_credit),
  money(row.debit),
  money(row.credit),
  money(row.closing_debit),
  money(row.closing_credit),
];

export function trialBalanceView(answer: TrialBalance): BooksView {
  const period = { from: answer.from, to: answer.to };
  return {
    title: 'Trial Balance',
    subject: null,
    period: periodLabel(period),
    columns: COLUMNS,
    rows: answer.rows.map((row) => ({
      key: String(row.account_id),
      cells: [text(row.account_name, generalLedgerLink(row.account_id, period)), ...figures(row)],
    })),
    totals: { key: 'totals', cells: [text('Total'), ...figures(answer.totals)] },
    figures: [],
    verdict: balanceVerdict(answer.totals),
    emptyMessage: 'No account has a balance or a movement in this period.',
    fileName: `trial_balance_${answer.from}_${answer.to}.xlsx`,
  };
}
