import type { GeneralLedger } from '@fleetledger/shared/ledger/books.contract';
import {
  balance,
  balanceLine,
  column,
  EMPTY,
  figureColumn,
  money,
  text,
  type BooksColumn,
  type BooksRow,
  type BooksView,
} from '../../../lib/books/books-view';
import { periodLabel } from '../../../lib/period-label';
import { documentLink } from '../../../lib/books/document-link';

const COLUMNS: BooksColumn[] = [
  column('Date', 12),
  column('Document', 16),
  column('Memo', 36),
  column('Party', 28),
  column('Truck', 12),
  column('Job', 14),
  figureColumn('Debit'),
  figureColumn('Credit'),
  figureColumn('Balance', 18),
];

const orEmpty = (value: string | null) => (value === null || value === '' ? EMPTY : text(value));

/** The balance brought forward, on the first day of the period. */
function openingRow(date: string, bd: number): BooksRow {
  return {
    key: 'opening',
    role: 'opening',
    cells: balanceLine(date, 'Opening balance', COLUMNS.length, [balance(bd)]),
  };
}

/**
 * One account's lines on one page. The opening balance heads the first page and the closing balance
 * ends the last, so the pages read as one ledger.
 */
export function generalLedgerView(answer: GeneralLedger): BooksView {
  const period = periodLabel({ from: answer.from, to: answer.to });
  const lines: BooksRow[] = answer.rows.map((row) => ({
    key: String(row.line_id),
    cells: [
      { kind: 'date', date: row.date },
      text(row.source_number, documentLink(row.source_kind, row.source_number)),
      text(row.memo),
      orEmpty(row.party_name),
      orEmpty(row.truck_number),
      orEmpty(row.job_number),
      money(row.debit),
      money(row.credit),
      balance(row.balance),
    ],
  }));
  const first = answer.page <= 1;
  const last = answer.page >= answer.page_count;
  const hasLines = answer.line_count > 0;
  return {
    title: 'General Ledger',
    subject: answer.account.name,
    period: answer.page_count > 1 ? `${period} · page ${answer.page} of ${answer.page_count}` : period,
    columns: COLUMNS,
    rows: hasLines ? [...(first ? [openingRow(answer.from, answer.opening_balance)] : []), ...lines] : [],
    totals:
      hasLines && last
        ? {
            key: 'closing',
            cells: balanceLine(answer.closing_date, 'Closing balance', COLUMNS.length, [
              money(answer.total_debit),
              money(answer.total_credit),
              balance(answer.closing_balance),
            ]),
          }
        : null,
    figures: [
      { label: 'Opening balance', cell: balance(answer.opening_balance) },
      { label: 'Debits', cell: money(answer.total_debit) },
      { label: 'Credits', cell: money(answer.total_credit) },
      { label: 'Closing balance', cell: balance(answer.closing_balance) },
    ],
    verdict: null,
    emptyMessage: 'Nothing was posted to this account in this period.',
    fileName: `general_ledger_${answer.account.id}_${answer.from}_${answer.to}${answer.page_count > 1 ? `_page${answer.page}` : ''}.xlsx`,
  };
}
