import { LEDGER_ACCOUNTS } from './ledger-accounts';
import { entryLines, type LedgerLineDraft } from './posting-rules';

/** Who is owed an expense not yet paid: a named supplier on Accounts Payable, else Accrued Expenses. */
export function expenseOwedAccount(supplierId: number | null): number {
  return supplierId === null ? LEDGER_ACCOUNTS.accruedExpenses : LEDGER_ACCOUNTS.payable;
}

export interface ExpenseToPost {
  /** The account of the expense's charge. */
  accountId: number;
  /** Before VAT: the cost its account bears. */
  amountFils: number;
  /** The input VAT on it at its rate (10 or 0), or none (null): reclaimed, so no cost. */
  vatPercent: number | null;
  vatFils: number;
  /** Where the money comes from when it is paid (26, 27 or 28). */
  paidFromAccountId: number;
  /** The supplier the expense's company names, or null. */
  supplierId: number | null;
  truckId: number | null;
  driverId: number | null;
  jobId: number | null;
}

/** What the expense was paid or is owed in all: its amount and its VAT. */
const grossFils = (expense: ExpenseToPost) => expense.amountFils + expense.vatFils;

/**
 * An expense in the books: its cost before VAT on its charge's account with its truck, driver and job
 * (what the Profit page reads), its VAT on VAT Input (reclaimed in box 8), and the whole credited to the
 * money it was paid from, or — pending or requested — to what is owed (Accounts Payable with the
 * supplier, or Accrued Expenses).
 */
export function expensePostingLines(expense: ExpenseToPost, paidAtOnce: boolean): LedgerLineDraft[] {
  const entry = entryLines();
  entry.debit(expense.accountId, expense.amountFils, {
    truckId: expense.truckId,
    driverId: expense.driverId,
    jobId: expense.jobId,
  });
  entry.debit(LEDGER_ACCOUNTS.vatInput, expense.vatFils, { vatPercent: expense.vatPercent });
  if (paidAtOnce) entry.credit(expense.paidFromAccountId, grossFils(expense));
  else entry.credit(expenseOwedAccount(expense.supplierId), grossFils(expense), { partyId: expense.supplierId });
  return entry.balanced();
}

/** A pending expense paid later: what was owed settled, the money out of the account it is paid from. */
export function expenseSettlementLines(expense: ExpenseToPost): LedgerLineDraft[] {
  const entry = entryLines();
  entry.debit(expenseOwedAccount(expense.supplierId), grossFils(expense), { partyId: expense.supplierId });
  entry.credit(expense.paidFromAccountId, grossFils(expense));
  return entry.balanced();
}
