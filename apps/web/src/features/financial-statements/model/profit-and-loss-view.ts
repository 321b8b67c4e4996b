import type {
  ProfitAndLoss,
  ProfitAndLossSection,
} from '@fleetledger/shared/financial-statements/financial-statements.contract';
import { COMPARISON_LABELS, netResultName } from '@fleetledger/shared/financial-statements/financial-statements.rules';
import { bdToFils, formatBD } from '@fleetledger/shared/money';
import { generalLedgerLink } from '../../../lib/books/general-ledger-link';
import {
  column,
  figureColumn,
  money,
  netMoney,
  text,
  type BooksVerdict,
  type BooksView,
} from '../../../lib/books/books-view';
import { periodLabel } from '../../../lib/period-label';
import { sectionRows } from './statement-rows';

/** Profit or loss in words, coloured as a gain or a loss. */
export function netProfitVerdict(netProfit: number): BooksVerdict {
  const fils = bdToFils(netProfit);
  if (fils >= 0) return { text: `Net profit for the period: ${formatBD(fils)}.`, tone: 'good' };
  return { text: `Net loss for the period: ${formatBD(-fils)}.`, tone: 'bad' };
}

/**
 * Profit and Loss as a books page: income, then expenses, each account leading to its General Ledger
 * for the period, each section's total, and the net profit under them; the comparison period's amounts
 * in a column of their own when asked.
 */
export function profitAndLossView(answer: ProfitAndLoss): BooksView {
  const period = { from: answer.from, to: answer.to };
  const compare = answer.compare;
  const amounts = (current: number, earlier: number | null) => (compare === null ? [current] : [current, earlier ?? 0]);
  const section = (name: string, totalLabel: string, of: ProfitAndLossSection) =>
    sectionRows(
      name,
      totalLabel,
      of.rows.map((row) => ({
        key: String(row.account_id),
        name: row.account_name,
        link: generalLedgerLink(row.account_id, period),
        amounts: amounts(row.amount, row.compare_amount),
      })),
      amounts(of.total, of.compare_total),
    );
  const moved = answer.income.rows.length + answer.expenses.rows.length > 0;
  const nets = amounts(answer.net_profit, answer.compare_net_profit);
  return {
    title: 'Profit and Loss',
    subject: null,
    period:
      compare === null
        ? periodLabel(period)
        : `${periodLabel(period)}, compared with ${periodLabel(compare)} (${COMPARISON_LABELS[compare.kind].toLowerCase()})`,
    columns: [
      column('Account', 36),
      figureColumn('This period'),
      ...(compare === null ? [] : [figureColumn(COMPARISON_LABELS[compare.kind])]),
    ],
    rows: moved
      ? [...section('Income', 'Total income', answer.income), ...section('Expenses', 'Total expenses', answer.expenses)]
      : [],
    totals: {
      key: 'net-profit',
      cells: [text(netResultName(...nets).en), ...nets.map(netMoney)],
    },
    figures: [
      { label: 'Income', cell: money(answer.income.total) },
      { label: 'Expenses', cell: money(answer.expenses.total) },
      { label: netResultName(answer.net_profit).en, cell: netMoney(answer.net_profit) },
    ],
    verdict: netProfitVerdict(answer.net_profit),
    emptyMessage: 'No income or expense account moved in this period.',
    fileName: `profit_and_loss_${answer.from}_${answer.to}.xlsx`,
  };
}
