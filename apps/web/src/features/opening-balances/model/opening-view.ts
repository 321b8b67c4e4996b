import { formatDisplayDate } from '@fleetledger/shared/dates';
import type { OpeningBalances, OpeningParty } from '@fleetledger/shared/ledger/opening-balances.contract';
import { bdToFils, formatBD } from '@fleetledger/shared/money';
import { documentLink } from '../../../lib/books/document-link';
import {
  column,
  EMPTY,
  figureColumn,
  text,
  type BooksCell,
  type BooksRow,
  type BooksView,
} from '../../../lib/books/books-view';
import { momentLabel } from '../../../lib/company-time-zone';
import type { OpeningFigures } from './opening-drafts';

export type EnteredOpening = NonNullable<OpeningBalances['opening']>;
type EnteredItem = EnteredOpening['customers'][number];

const COLUMNS = [
  column('Account / customer / supplier', 34),
  column('Number in the old books', 18),
  column('Date', 12),
  column('Due date', 12),
  column('Opening document', 16),
  figureColumn('Debit'),
  figureColumn('Credit'),
];

/** A figure on its side: above zero on `side`, below zero on the other. */
export function sides(fils: number, side: 'debit' | 'credit'): [BooksCell, BooksCell] {
  const shown = (amount: number): BooksCell => (amount > 0 ? { kind: 'money', fils: amount } : EMPTY);
  const debit = side === 'debit' ? fils : -fils;
  return [shown(debit), shown(-debit)];
}

/** The sum of a column of amounts, as its total's cell. */
function columnTotal(rows: readonly BooksRow[], at: number): BooksCell {
  const fils = rows.reduce((sum, row) => {
    const cell = row.cells[at];
    return sum + (cell?.kind === 'money' ? cell.fils : 0);
  }, 0);
  return { kind: 'money', fils };
}

/** A part of the table under its heading; nothing when it has no rows. */
const section = (key: string, name: string, rows: BooksRow[]): BooksRow[] =>
  rows.length === 0
    ? []
    : [{ key, role: 'heading', cells: [text(name), EMPTY, EMPTY, EMPTY, EMPTY, EMPTY, EMPTY] }, ...rows];

const accountRows = (accounts: EnteredOpening['accounts']): BooksRow[] =>
  accounts.map((line) => ({
    key: `account-${line.account_id}`,
    cells: [
      text(`${line.account_code} ${line.account_name}`),
      EMPTY,
      EMPTY,
      EMPTY,
      EMPTY,
      ...sides(bdToFils(line.debit) - bdToFils(line.credit), 'debit'),
    ],
  }));

/** A customer's item is owed to us (a debit), a supplier's owed by us (a credit); below zero the other way. */
function itemRows(party: OpeningParty, items: readonly EnteredItem[]): BooksRow[] {
  const page = party === 'customer' ? 'invoice' : 'purchase';
  return items.map((item, index) => ({
    key: `${party}-${index}`,
    cells: [
      text(item.party_name),
      text(item.number),
      { kind: 'date', date: item.date },
      item.due_date === null ? EMPTY : { kind: 'date', date: item.due_date },
      item.document_number === null
        ? text('Credit in their favour')
        : text(item.document_number, documentLink(page, item.document_number)),
      ...sides(bdToFils(item.amount), party === 'customer' ? 'debit' : 'credit'),
    ],
  }));
}

const itemsFils = (items: readonly EnteredItem[]) => items.reduce((sum, item) => sum + bdToFils(item.amount), 0);

/**
 * What Opening Balance Equity takes, in words: the figure and its side and a word to look again, or
 * that the balances balance. `done` once entered, else what saving will do.
 */
export function equityWording(equityFils: number, done: boolean): string {
  if (equityFils === 0)
    return done
      ? 'Nothing went to Opening Balance Equity: the balances brought in balance.'
      : 'Nothing will go to Opening Balance Equity: the balances balance.';
  const side = equityFils > 0 ? 'credit' : 'debit';
  const figure = `${formatBD(Math.abs(equityFils))} (a ${side})`;
  return done
    ? `${figure} went to Opening Balance Equity: once what was missing is found, move it with a journal.`
    : `${figure} will go to Opening Balance Equity: check that nothing is missing.`;
}

/**
 * The opening balances as entered, as one table that balances: each account on its side, each open
 * item with the opening invoice or bill it became, and what Opening Balance Equity took.
 */
export function openingView(opening: EnteredOpening): BooksView {
  const equityFils = bdToFils(opening.equity);
  const rows: BooksRow[] = [
    ...section('accounts', 'Account balances', accountRows(opening.accounts)),
    ...section('customers', "Customers' open items (Accounts Receivable)", itemRows('customer', opening.customers)),
    ...section('suppliers', "Suppliers' open items (Accounts Payable)", itemRows('supplier', opening.suppliers)),
    {
      key: 'equity',
      role: 'subtotal',
      cells: [text('Opening Balance Equity'), EMPTY, EMPTY, EMPTY, EMPTY, ...sides(equityFils, 'credit')],
    },
  ];
  return {
    title: 'Opening Balances',
    subject: null,
    period: `On ${formatDisplayDate(opening.date)} · entered by ${opening.entered_by ?? 'someone outside the app'} on ${momentLabel(opening.entered_at)}`,
    columns: COLUMNS,
    rows,
    totals: {
      key: 'totals',
      cells: [text('Totals'), EMPTY, EMPTY, EMPTY, EMPTY, columnTotal(rows, 5), columnTotal(rows, 6)],
    },
    figures: [
      { label: 'Accounts Receivable opened at', cell: { kind: 'balance', fils: itemsFils(opening.customers) } },
      { label: 'Accounts Payable opened at', cell: { kind: 'balance', fils: -itemsFils(opening.suppliers) } },
      { label: 'Opening Balance Equity', cell: { kind: 'balance', fils: -equityFils } },
    ],
    verdict: { text: equityWording(equityFils, true), tone: equityFils === 0 ? 'good' : 'due' },
    emptyMessage: 'Nothing was entered.',
    fileName: `opening_balances_${opening.date}.xlsx`,
  };
}

const count = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;

/**
 * What saving will book, before it does: the account balances' totals, what the receivable and payable
 * accounts open at from the items, and what Opening Balance Equity takes, so the two sides balance.
 */
export function reviewView(figures: OpeningFigures, counts: Record<'accounts' | OpeningParty, number>): BooksView {
  const line = (key: string, name: string, cells: [BooksCell, BooksCell]): BooksRow => ({
    key,
    cells: [text(name), ...cells],
  });
  const rows = [
    line('accounts', `Account balances (${count(counts.accounts, 'line')})`, [
      { kind: 'money', fils: figures.debitFils },
      { kind: 'money', fils: figures.creditFils },
    ]),
    line(
      'receivable',
      `Accounts Receivable (${count(counts.customer, 'customer item')})`,
      sides(figures.receivableFils, 'debit'),
    ),
    line(
      'payable',
      `Accounts Payable (${count(counts.supplier, 'supplier item')})`,
      sides(figures.payableFils, 'credit'),
    ),
    line('equity', 'Opening Balance Equity', sides(figures.equityFils, 'credit')),
  ];
  return {
    title: 'What will be booked',
    subject: null,
    period: '',
    columns: [column('', 40), figureColumn('Debit'), figureColumn('Credit')],
    rows,
    totals: { key: 'totals', cells: [text('Totals'), columnTotal(rows, 1), columnTotal(rows, 2)] },
    figures: [],
    verdict: null,
    emptyMessage: '',
    fileName: '',
  };
}
