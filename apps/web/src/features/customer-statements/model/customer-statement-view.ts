import type { CustomerStatement } from '@fleetledger/shared/ledger/books.contract';
import {
  column,
  EMPTY,
  figureColumn,
  money,
  text,
  type BooksColumn,
  type BooksView,
} from '../../../lib/books/books-view';
import { periodLabel } from '../../../lib/period-label';
import { documentLink } from '../../../lib/books/document-link';

const COLUMNS: BooksColumn[] = [
  column('Date', 12),
  column('Document', 16),
  column('Description', 30),
  figureColumn('Debit'),
  figureColumn('Credit'),
  figureColumn('Balance'),
];

/** What the customer owed, each document that moved it, and what they owe at the end (positive: they owe). */
export function customerStatementView(answer: CustomerStatement): BooksView {
  return {
    title: 'Customer Statement',
    subject: answer.customer.name,
    period: periodLabel({ from: answer.from, to: answer.to }),
    columns: COLUMNS,
    // With no documents the opening and closing figures above say it all.
    rows:
      answer.rows.length === 0
        ? []
        : [
            {
              key: 'opening',
              role: 'opening',
              cells: [
                { kind: 'date', date: answer.from },
                EMPTY,
                text('Opening balance'),
                EMPTY,
                EMPTY,
                money(answer.opening_balance),
              ],
            },
            ...answer.rows.map((row, index) => ({
              key: `${index}`,
              cells: [
                { kind: 'date' as const, date: row.date },
                text(row.source_number, documentLink(row.source_kind, row.source_number)),
                text(row.description),
                money(row.debit),
                money(row.credit),
                money(row.balance),
              ],
            })),
          ],
    totals:
      answer.rows.length === 0
        ? null
        : {
            key: 'closing',
            cells: [
              { kind: 'date', date: answer.to },
              EMPTY,
              text('Closing balance'),
              money(answer.total_debit),
              money(answer.total_credit),
              money(answer.closing_balance),
            ],
          },
    figures: [
      { label: 'Opening balance', cell: money(answer.opening_balance) },
      { label: 'Closing balance', cell: money(answer.closing_balance) },
      { label: 'Unallocated advance', cell: money(answer.unallocated_advance) },
    ],
    verdict: null,
    emptyMessage: 'No documents for this customer in this period.',
    fileName: `customer_statement_${answer.customer.id}_${answer.from}_${answer.to}.xlsx`,
  };
}
