import { BOOKS_MESSAGES, type BooksPeriod, type CustomerStatement } from '@fleetledger/shared/ledger/books.contract';
import type { LedgerEvent, LedgerSourceKind } from '@fleetledger/shared/ledger/ledger-accounts';
import { filsToBd } from '@fleetledger/shared/money';
import type { Db } from '../../db/client';
import { notFound } from '../../http/http-error';
import { partyLines } from '../../typeset/printed-document';
import { customerAging } from '../books/books.service';
import { customerForPrint } from '../masterdata/masterdata.service';
import { letterhead } from '../settings/settings.service';
import * as q from './customer-statements.queries';
import { renderCustomerStatement } from './pdf/customer-statement-print';

const DOCUMENT_WORDS: Record<LedgerSourceKind, string> = {
  invoice: 'Invoice',
  credit_note: 'Credit note',
  purchase: 'Purchase',
  receipt: 'Receipt',
  payment: 'Payment',
  expense: 'Expense',
  expense_payment: 'Expense paid',
};

/** A statement row's description: the document, or that its posting was taken back. */
function statementDescription(kind: LedgerSourceKind, event: LedgerEvent): string {
  // A credit note is itself the reversal of its invoice: the customer knows it by its own name.
  if (event === 'post' || kind === 'credit_note') return DOCUMENT_WORDS[kind];
  return `${DOCUMENT_WORDS[kind]} posting reversed`;
}

/**
 * One customer's account with the company for a period, from the ledger's Accounts Receivable lines:
 * what they owed before it, each document that moved it, what they owe at its end, and the credit
 * their advances leave that no invoice has taken yet.
 */
export async function customerStatement(
  db: Db,
  { customer_id, from, to }: BooksPeriod & { customer_id: number },
): Promise<CustomerStatement> {
  const customer = await q.customerNames(db, customer_id);
  if (customer === undefined) throw notFound(BOOKS_MESSAGES.customerNotFound);
  const [balances, entries] = await Promise.all([
    q.statementBalances(db, customer_id, from, to),
    q.statementEntries(db, customer_id, from, to),
  ]);
  const opening = balances.opening_fils;
  const totalDebit = entries.reduce((sum, entry) => sum + entry.debit_fils, 0);
  const totalCredit = entries.reduce((sum, entry) => sum + entry.credit_fils, 0);
  return {
    success: true,
    customer,
    from,
    to,
    opening_balance: filsToBd(opening),
    total_debit: filsToBd(totalDebit),
    total_credit: filsToBd(totalCredit),
    closing_balance: filsToBd(opening + totalDebit - totalCredit),
    unallocated_advance: filsToBd(Math.max(0, balances.advance_fils)),
    rows: entries.map((entry) => ({
      date: entry.date,
      source_kind: entry.source_kind,
      source_number: entry.source_number,
      description: statementDescription(entry.source_kind, entry.event),
      debit: filsToBd(entry.debit_fils),
      credit: filsToBd(entry.credit_fils),
      balance: filsToBd(opening + entry.movement_fils),
    })),
  };
}

/** The statement's file name: the customer's name in safe letters (or its id), then the period. */
function statementFileName(statement: CustomerStatement): string {
  const name = statement.customer.name.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return `Statement-${name === '' ? statement.customer.id : name}-${statement.from}-${statement.to}.pdf`;
}

/**
 * The statement printed: the company's letterhead, the customer with their address, the period, how old
 * what they owe is at its end, its rows and balances.
 */
export async function customerStatementPdf(
  db: Db,
  dataDir: string,
  period: BooksPeriod & { customer_id: number },
): Promise<{ pdf: Buffer; fileName: string }> {
  const statement = await customerStatement(db, period);
  const [{ company, logo }, customer, aging] = await Promise.all([
    letterhead(db, dataDir),
    customerForPrint(db, period.customer_id),
    customerAging(db, period.customer_id, period.to),
  ]);
  const pdf = await renderCustomerStatement({
    statement,
    company,
    logo,
    customerLines: customer === undefined ? [] : partyLines(customer),
    paymentTermsDays: customer?.payment_terms_days ?? 0,
    aging,
  });
  return { pdf, fileName: statementFileName(statement) };
}
