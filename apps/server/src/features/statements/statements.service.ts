import {
  AGING_BUCKETS,
  BOOKS_MESSAGES,
  closingDate,
  type AgingFigures,
  type BooksPeriod,
  type CustomerStatement,
} from '@fleetledger/shared/ledger/books.contract';
import { LEDGER_ACCOUNTS, type LedgerEvent, type LedgerSourceKind } from '@fleetledger/shared/ledger/ledger-accounts';
import { PAYABLES_MESSAGES, type SupplierStatement } from '@fleetledger/shared/ledger/payables.contract';
import { bdToFils, filsToBd } from '@fleetledger/shared/money';
import type {
  CustomerStatements,
  CustomerStatementsPdfQuery,
} from '@fleetledger/shared/statements/statements.contract';
import type { Db } from '../../db/client';
import { notFound } from '../../http/http-error';
import { entryWords } from '../../kernel/entry-documents';
import { partyLines } from '../../typeset/printed-document';
import { customerAging, receivablesAging, supplierAging } from '../books/books.service';
import { customerForPrint } from '../masterdata/masterdata.service';
import { letterhead } from '../settings/settings.service';
import * as q from './statements.queries';
import {
  renderStatement,
  renderStatements,
  type PeriodFigures,
  type StatementInput,
  type StatementOf,
} from './pdf/statement-print';

/**
 * A statement is one party's account with the company, read from one control account: a customer's
 * Accounts Receivable lines (the balance is what they owe, debits raise it), or a supplier's Accounts
 * Payable lines (the balance is what we owe them, credits raise it).
 */
const SIDES: Record<
  StatementOf,
  {
    accountId: number;
    /** 1 where a debit raises the balance, −1 where a credit does. */
    sign: 1 | -1;
    notFound: string;
    aging: (db: Db, partyId: number, date: string) => Promise<AgingFigures>;
    /** The start of the PDF's file name. */
    fileName: string;
  }
> = {
  customer: {
    accountId: LEDGER_ACCOUNTS.receivable,
    sign: 1,
    notFound: BOOKS_MESSAGES.customerNotFound,
    aging: customerAging,
    fileName: 'Statement',
  },
  supplier: {
    accountId: LEDGER_ACCOUNTS.payable,
    sign: -1,
    notFound: PAYABLES_MESSAGES.supplierNotFound,
    aging: supplierAging,
    fileName: 'Supplier-Statement',
  },
};

const AGING_COLUMNS = [...AGING_BUCKETS, 'advance', 'balance'] as const;

const DOCUMENT_WORDS: Record<LedgerSourceKind, string> = {
  invoice: 'Invoice',
  credit_note: 'Credit note',
  debit_note: 'Debit note',
  credit_allocation: 'Credit allocated',
  purchase: 'Purchase',
  receipt: 'Receipt',
  payment: 'Payment',
  expense: 'Expense',
  expense_payment: 'Expense paid',
  journal: 'Journal',
  opening_balance: 'Opening balance',
};

/** A statement row's description: the document, or that its posting was taken back. */
function statementDescription(kind: LedgerSourceKind, event: LedgerEvent): string {
  // A credit note is itself the reversal of its invoice: the customer knows it by its own name.
  if (event === 'post' || kind === 'credit_note') return DOCUMENT_WORDS[kind];
  return `${DOCUMENT_WORDS[kind]} posting reversed`;
}

/**
 * One party's statement for a period: what was owed before it, each document that moved it, what is
 * owed at its end, and the party's figures by age on that day, whose advance — what was paid that no
 * document has taken — the statement shows as unallocated.
 */
async function statementOf(db: Db, of: StatementOf, partyId: number, { from, to }: BooksPeriod) {
  const side = SIDES[of];
  const party = await q.partyNames(db, partyId);
  if (party === undefined) throw notFound(side.notFound);
  const [openingFils, entries, aging] = await Promise.all([
    q.balanceBefore(db, side.accountId, partyId, from),
    q.statementEntries(db, side.accountId, partyId, from, to),
    side.aging(db, partyId, to),
  ]);
  // + 0: a supplier's zero is never -0.
  const owed = (debitPositiveFils: number) => filsToBd(side.sign * debitPositiveFils + 0);
  const totalDebit = entries.reduce((sum, entry) => sum + entry.debit_fils, 0);
  const totalCredit = entries.reduce((sum, entry) => sum + entry.credit_fils, 0);
  const figures: PeriodFigures = {
    from,
    to,
    opening_balance: owed(openingFils),
    total_debit: filsToBd(totalDebit),
    total_credit: filsToBd(totalCredit),
    closing_balance: owed(openingFils + totalDebit - totalCredit),
    unallocated_advance: aging.advance,
    rows: entries.map((entry) => ({
      date: entry.shown_date,
      source_kind: entry.source_kind,
      source_number: entry.source_number,
      description: entryWords(statementDescription(entry.source_kind, entry.event), entry),
      debit: filsToBd(entry.debit_fils),
      credit: filsToBd(entry.credit_fils),
      balance: owed(openingFils + entry.movement_fils),
    })),
  };
  return { party, figures, aging };
}

/**
 * The statement as its call answers it: the party under its side's name, then the figures, closed on
 * the period's last day or on today while it runs on.
 */
async function statementAnswer<Of extends StatementOf>(
  db: Db,
  of: Of,
  partyId: number,
  period: BooksPeriod,
  today: string,
) {
  const { party, figures } = await statementOf(db, of, partyId, period);
  return {
    success: true as const,
    ...({ [of]: party } as Record<Of, typeof party>),
    ...figures,
    closing_date: closingDate(period, today),
  };
}

export const customerStatement = (
  db: Db,
  query: BooksPeriod & { customer_id: number },
  today: string,
): Promise<CustomerStatement> => statementAnswer(db, 'customer', query.customer_id, query, today);

export const supplierStatement = (
  db: Db,
  query: BooksPeriod & { supplier_id: number },
  today: string,
): Promise<SupplierStatement> => statementAnswer(db, 'supplier', query.supplier_id, query, today);

type Letterhead = Awaited<ReturnType<typeof letterhead>>;

/** What a statement prints: the company's letterhead, the party with their address, the figures and the aging. */
async function statementInput(db: Db, head: Letterhead, of: StatementOf, partyId: number, period: BooksPeriod) {
  const { party, figures, aging } = await statementOf(db, of, partyId, period);
  const printed = await customerForPrint(db, partyId);
  const input: StatementInput = {
    of,
    partyName: party.name,
    statement: figures,
    company: head.company,
    logo: head.logo,
    partyLines: printed === undefined ? [] : partyLines(printed),
    paymentTermsDays: printed?.payment_terms_days ?? 0,
    aging,
  };
  return { party, input };
}

/**
 * The statement printed: the company's letterhead, the party with their address, the period, how old
 * what is owed is at its end, its rows and balances. The file is named after the party in safe letters
 * (or its id), then the period.
 */
async function statementPdf(
  db: Db,
  of: StatementOf,
  partyId: number,
  period: BooksPeriod,
): Promise<{ pdf: Buffer; fileName: string }> {
  const { party, input } = await statementInput(db, await letterhead(db), of, partyId, period);
  const pdf = await renderStatement(input);
  const name = party.name.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return { pdf, fileName: `${SIDES[of].fileName}-${name === '' ? party.id : name}-${period.from}-${period.to}.pdf` };
}

export const customerStatementPdf = (db: Db, query: BooksPeriod & { customer_id: number }) =>
  statementPdf(db, 'customer', query.customer_id, query);

export const supplierStatementPdf = (db: Db, query: BooksPeriod & { supplier_id: number }) =>
  statementPdf(db, 'supplier', query.supplier_id, query);

/**
 * Every customer who owes something or holds an advance on the date (a balance other than zero): their
 * aging figures, as the receivables aging reads them, and the date of their last receipt.
 */
export async function customerStatements(db: Db, { date }: { date: string }): Promise<CustomerStatements> {
  const aging = await receivablesAging(db, { date });
  const rows = aging.rows.filter((row) => row.balance !== 0);
  const receipts = await q.lastReceiptDates(
    db,
    LEDGER_ACCOUNTS.receivable,
    rows.map((row) => row.customer_id),
    date,
  );
  const totals = Object.fromEntries(
    AGING_COLUMNS.map((column) => [column, filsToBd(rows.reduce((sum, row) => sum + bdToFils(row[column]), 0))]),
  ) as AgingFigures;
  return {
    success: true,
    date,
    rows: rows.map((row) => ({ ...row, last_receipt_date: receipts.get(row.customer_id) ?? null })),
    totals,
  };
}

/**
 * Print all: the chosen customers' statements for one period as one PDF, each on pages of its own, in
 * the order chosen. An unknown customer refuses the whole print (404) rather than leaving one out.
 */
export async function customerStatementsPdf(db: Db, query: CustomerStatementsPdfQuery) {
  const head = await letterhead(db);
  const inputs: StatementInput[] = [];
  for (const customerId of query.customer_ids) {
    inputs.push((await statementInput(db, head, 'customer', customerId, query)).input);
  }
  return { pdf: await renderStatements(inputs), fileName: `Statements-${query.from}-${query.to}.pdf` };
}
