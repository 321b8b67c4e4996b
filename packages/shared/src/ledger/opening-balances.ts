import { checkedFormDate, isIsoDate, NOT_A_REAL_DATE } from '../dates';
import { journalTotals, sideFils } from '../journals/journal-rules';
import { bdToFils, hasAtMostThreeDecimals, MAX_BD } from '../money';
import { LEDGER_ACCOUNTS } from './ledger-accounts';
import { OPENING_MESSAGES as M, type OpeningBalancesPayload, type OpeningParty } from './opening-balances.contract';
import { entryLines, type LedgerLineDraft } from './posting-rules';

/** An account's balance brought in: exactly one side above zero. */
export interface OpeningAccount {
  accountId: number;
  debitFils: number;
  creditFils: number;
}

/** A customer's or supplier's open item: above zero they owe us (or we owe the supplier). */
export interface OpenItem {
  party: OpeningParty;
  partyId: number;
  number: string;
  date: string;
  dueDate: string | null;
  amountFils: number;
}

export interface CheckedOpening {
  date: string;
  accounts: OpeningAccount[];
  items: OpenItem[];
}

// Receivables and payables open with their parties' items, and Opening Balance Equity takes the rest.
const NOT_ENTERED: ReadonlyMap<number, { account: string; party: OpeningParty }> = new Map([
  [LEDGER_ACCOUNTS.receivable, { account: 'Accounts Receivable', party: 'customer' }],
  [LEDGER_ACCOUNTS.payable, { account: 'Accounts Payable', party: 'supplier' }],
]);

const dateOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

function checkAccounts(input: OpeningBalancesPayload, problems: Record<string, string>): OpeningAccount[] {
  const accounts: OpeningAccount[] = [];
  const seen = new Map<number, number>();
  input.accounts.forEach((line, index) => {
    const n = index + 1;
    const field = (name: string) => `accounts.${index}.${name}`;
    const before = Object.keys(problems).length;
    const control = line.account_id === null ? undefined : NOT_ENTERED.get(line.account_id);
    if (line.account_id === null) problems[field('account_id')] = M.accountRequired(n);
    else if (control !== undefined) problems[field('account_id')] = M.controlAccount(n, control.account, control.party);
    else if (line.account_id === LEDGER_ACCOUNTS.openingBalanceEquity)
      problems[field('account_id')] = M.equityAccount(n);
    else if (seen.has(line.account_id)) problems[field('account_id')] = M.accountTwice(n, seen.get(line.account_id)!);
    else seen.set(line.account_id, n);
    const debit = sideFils(line.debit, n, 'debit');
    const credit = sideFils(line.credit, n, 'credit');
    if ('problem' in debit) problems[field('debit')] = debit.problem;
    if ('problem' in credit) problems[field('credit')] = credit.problem;
    if (Object.keys(problems).length > before || !('fils' in debit) || !('fils' in credit)) return;
    // A zero balance is no balance: a line left at zero brings nothing in.
    const net = debit.fils - credit.fils;
    if (net !== 0)
      accounts.push({ accountId: line.account_id!, debitFils: Math.max(net, 0), creditFils: Math.max(-net, 0) });
  });
  return accounts;
}

function checkItems(
  party: OpeningParty,
  input: readonly {
    partyId: number | null;
    number?: string | null;
    date: unknown;
    due_date?: unknown;
    amount?: unknown;
  }[],
  openingDate: string,
  problems: Record<string, string>,
): OpenItem[] {
  const items: OpenItem[] = [];
  const numbers = new Map<string, number>();
  const key = party === 'customer' ? 'customers' : 'suppliers';
  input.forEach((entered, index) => {
    const n = index + 1;
    const field = (name: string) => `${key}.${index}.${name}`;
    const before = Object.keys(problems).length;
    if (entered.partyId === null) problems[field(`${party}_id`)] = M.partyRequired(n, party);
    const number = (entered.number ?? '').trim();
    const sameNumber = `${entered.partyId}\u0000${number.toLowerCase()}`;
    if (number === '') problems[field('number')] = M.numberRequired(n, party);
    else if (numbers.has(sameNumber)) problems[field('number')] = M.numberTwice(n, party, numbers.get(sameNumber)!);
    else numbers.set(sameNumber, n);
    const date = dateOf(entered.date);
    if (date === '') problems[field('date')] = M.itemDateRequired(n, party);
    else if (!isIsoDate(date)) problems[field('date')] = NOT_A_REAL_DATE;
    else if (openingDate !== '' && date > openingDate) problems[field('date')] = M.itemAfterOpening(n, party);
    const dueDate = dateOf(entered.due_date);
    if (dueDate !== '' && !isIsoDate(dueDate)) problems[field('due_date')] = NOT_A_REAL_DATE;
    else if (dueDate !== '' && isIsoDate(date) && dueDate < date)
      problems[field('due_date')] = M.dueBeforeDate(n, party);
    const amount = entered.amount;
    if (typeof amount !== 'number' || !Number.isFinite(amount) || amount === 0)
      problems[field('amount')] = M.amountRequired(n, party);
    else if (Math.abs(amount) > MAX_BD) problems[field('amount')] = M.amountTooLarge(n, party);
    else if (!hasAtMostThreeDecimals(Math.abs(amount))) problems[field('amount')] = M.amountDecimals(n, party);
    if (Object.keys(problems).length > before) return;
    items.push({
      party,
      partyId: entered.partyId!,
      number,
      date,
      dueDate: dueDate === '' ? null : dueDate,
      amountFils: Math.sign(amount as number) * bdToFils(Math.abs(amount as number)),
    });
  });
  return items;
}

/**
 * The opening balances' rules both sides apply: a real date; account lines on any account but the
 * receivables, payables and Opening Balance Equity, each once; open items with their party, their
 * number in the old books (once per party), a date on or before the opening, a due date not before it
 * and an amount other than zero. Whether the accounts and parties exist is the server's to say.
 */
export function checkOpeningBalances(input: OpeningBalancesPayload): {
  opening: CheckedOpening | null;
  problems: Record<string, string>;
} {
  const problems: Record<string, string> = {};
  const date = checkedFormDate(input.date, M.dateRequired, problems);
  const openingDate = problems.date === undefined ? date : '';
  const accounts = checkAccounts(input, problems);
  const items = [
    ...checkItems(
      'customer',
      input.customers.map((item) => ({ ...item, partyId: item.customer_id })),
      openingDate,
      problems,
    ),
    ...checkItems(
      'supplier',
      input.suppliers.map((item) => ({ ...item, partyId: item.supplier_id })),
      openingDate,
      problems,
    ),
  ];
  if (Object.keys(problems).length === 0 && accounts.length === 0 && items.length === 0)
    problems.accounts = M.nothingEntered;
  if (Object.keys(problems).length > 0) return { opening: null, problems };
  return { opening: { date, accounts, items }, problems };
}

/** An open item the other way round: in the party's favour, an unallocated credit rather than a document. */
export const isCredit = (item: OpenItem) => item.amountFils < 0;

/**
 * The header an open item's opening invoice or bill takes: Posted as it stands in the old books (its
 * old number the reference, its own date and due date), for its amount with no VAT — the VAT was
 * declared or claimed when it was issued.
 */
export function openingDocumentHeader(item: OpenItem) {
  return {
    date: item.date,
    dueDate: item.dueDate,
    reference: item.number,
    narration: 'Opening balance',
    opening: true,
    status: 'Posted' as const,
    vatableFils: item.amountFils,
    vatFils: 0,
    totalFils: item.amountFils,
  };
}

/**
 * The one line of an opening document: the item's amount on Opening Balance Equity, without VAT, a
 * credit on an invoice (the customer owes it) and a debit on a purchase (we owe it).
 */
export function openingDocumentLine(item: OpenItem, crDr: 'dr' | 'cr') {
  return {
    accountId: LEDGER_ACCOUNTS.openingBalanceEquity,
    description: `Opening balance: ${item.number}`,
    quantity: 1,
    unitFils: item.amountFils,
    vatPercent: 0,
    crDr,
    vatableFils: item.amountFils,
    vatFils: 0,
  };
}

/**
 * An open item that becomes an opening invoice (a customer owes) or bill (we owe a supplier): on the
 * receivable or payable account with its document and party, against Opening Balance Equity.
 */
export function openItemLines(item: OpenItem, documentId: number): LedgerLineDraft[] {
  const entry = entryLines();
  if (item.party === 'customer') {
    entry.debit(LEDGER_ACCOUNTS.receivable, item.amountFils, { partyId: item.partyId, invoiceId: documentId });
    entry.credit(LEDGER_ACCOUNTS.openingBalanceEquity, item.amountFils);
  } else {
    entry.debit(LEDGER_ACCOUNTS.openingBalanceEquity, item.amountFils);
    entry.credit(LEDGER_ACCOUNTS.payable, item.amountFils, { partyId: item.partyId, purchaseId: documentId });
  }
  return entry.balanced();
}

/**
 * The opening entry: every account balance as entered, each credit in a party's favour on the
 * receivable (or payable) account with the party and no document — the party's advance — and what
 * does not balance on Opening Balance Equity. Empty when there is nothing of the kind.
 */
export function openingEntryLines(opening: CheckedOpening): LedgerLineDraft[] {
  const credits = opening.items.filter(isCredit);
  if (opening.accounts.length === 0 && credits.length === 0) return [];
  const entry = entryLines();
  for (const line of opening.accounts) {
    entry.debit(line.accountId, line.debitFils);
    entry.credit(line.accountId, line.creditFils);
  }
  for (const item of credits) {
    if (item.party === 'customer')
      entry.credit(LEDGER_ACCOUNTS.receivable, -item.amountFils, { partyId: item.partyId });
    else entry.debit(LEDGER_ACCOUNTS.payable, -item.amountFils, { partyId: item.partyId });
  }
  const customerCredits = credits.filter((item) => item.party === 'customer');
  const supplierCredits = credits.filter((item) => item.party === 'supplier');
  const { differenceFils } = journalTotals([
    ...opening.accounts,
    ...customerCredits.map((item) => ({ debitFils: 0, creditFils: -item.amountFils })),
    ...supplierCredits.map((item) => ({ debitFils: -item.amountFils, creditFils: 0 })),
  ]);
  entry.credit(LEDGER_ACCOUNTS.openingBalanceEquity, differenceFils);
  return entry.balanced();
}

/** What the opening balances put on Opening Balance Equity, as a credit (below zero: a debit). */
export function openingEquityFils(opening: CheckedOpening): number {
  const documents = opening.items
    .filter((item) => !isCredit(item))
    .reduce((sum, item) => sum + (item.party === 'customer' ? item.amountFils : -item.amountFils), 0);
  const entry = openingEntryLines(opening)
    .filter((line) => line.accountId === LEDGER_ACCOUNTS.openingBalanceEquity)
    .reduce((sum, line) => sum + line.creditFils - line.debitFils, 0);
  return documents + entry;
}
