import type { CustomerStatement } from '@fleetledger/shared/ledger/books.contract';
import { EMPTY, money, text, type BooksColumn, type BooksView } from '../../../lib/books/books-view';
import { periodLabel } from '../../../lib/books/books-period';
import { documentLink } from '../../../lib/books/document-link';

const COLUMNS: BooksColumn[] = [
  { header: 'Date', align: 'left', width: 12 },
  { header: 'Document', align: 'left', width: 16 },
  { header: 'Description', align: 'left', width: 30 },
  { header: 'Debit', align: 'right', width: 16 },
  { header: 'Credit', align: 'right', width: 16 },
  { header: 'Balance', align: 'right', width: 16 },
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
