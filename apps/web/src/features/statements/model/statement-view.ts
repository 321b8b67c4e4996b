import type { StatementFigures } from '@fleetledger/shared/ledger/books.contract';
import {
  balanceLine,
  column,
  figureColumn,
  money,
  text,
  type BooksColumn,
  type BooksView,
} from '../../../lib/books/books-view';
import { documentLink } from '../../../lib/books/document-link';
import { periodLabel } from '../../../lib/period-label';

/** What tells a customer's statement (what they owe us) from a supplier's (what we owe them). */
export interface StatementSide {
  title: string;
  description: string;
  party: 'Customer' | 'Supplier';
  /** The books call, and the key it (and the page's address) takes the party by. */
  call: 'customer_statement' | 'supplier_statement';
  key: 'customer_id' | 'supplier_id';
  /** The closing balance's name among the key figures. */
  closing: string;
  choose: string;
  emptyMessage: string;
}

export const CUSTOMER_STATEMENT_SIDE: StatementSide = {
  title: 'Customer Statement',
  description: "A customer's invoices, credit notes and receipts over a period, with the running balance.",
  party: 'Customer',
  call: 'customer_statement',
  key: 'customer_id',
  closing: 'Closing balance',
  choose: 'Choose a customer to see their statement.',
  emptyMessage: 'No documents for this customer in this period.',
};

export const SUPPLIER_STATEMENT_SIDE: StatementSide = {
  title: 'Supplier Statement',
  description:
    "A supplier's purchases, payments and expenses over a period, with the running balance of what we owe them.",
  party: 'Supplier',
  call: 'supplier_statement',
  key: 'supplier_id',
  closing: 'What we owe',
  choose: 'Choose a supplier to see their statement.',
  emptyMessage: 'No documents for this supplier in this period.',
};

const COLUMNS: BooksColumn[] = [
  column('Date', 12),
  column('Document', 16),
  column('Description', 30),
  figureColumn('Debit'),
  figureColumn('Credit'),
  figureColumn('Balance'),
];

/** The balance before the period, each document that moved it, and the balance at its end. */
export function statementView(
  side: StatementSide,
  party: { id: number; name: string },
  answer: StatementFigures,
): BooksView {
  return {
    title: side.title,
    subject: party.name,
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
              cells: balanceLine(answer.from, 'Opening balance', COLUMNS.length, [money(answer.opening_balance)]),
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
            cells: balanceLine(answer.closing_date, 'Closing balance', COLUMNS.length, [
              money(answer.total_debit),
              money(answer.total_credit),
              money(answer.closing_balance),
            ]),
          },
    figures: [
      { label: 'Opening balance', cell: money(answer.opening_balance) },
      { label: side.closing, cell: money(answer.closing_balance) },
      { label: 'Unallocated advance', cell: money(answer.unallocated_advance) },
    ],
    verdict: null,
    emptyMessage: side.emptyMessage,
    fileName: `${side.call}_${party.id}_${answer.from}_${answer.to}.xlsx`,
  };
}
