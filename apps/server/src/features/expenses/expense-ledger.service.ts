import {
  expensePostingLines,
  expenseSettlementLines,
  type ExpenseToPost,
} from '@fleetledger/shared/ledger/expense-posting-rules';
import type { Executor } from '../../db/client';
import type { Actor } from '../../identity/actor';
import { keepPosting, type Posting } from '../ledger/ledger.service';
import { expensePostingFacts } from './expense-ledger.queries';
import type { ExpenseRow } from './expenses.queries';
import { expenseNumberText } from '@fleetledger/shared/expenses/expenses.rules';

/** What an expense's postings need beside the expense: see expensePostingFacts. */
export interface ExpensePostingFacts {
  accountId: number;
  chargeName: string;
  supplierId: number | null;
  jobId: number | null;
}

type PostedExpense = Pick<
  ExpenseRow,
  | 'id'
  | 'date'
  | 'amountFils'
  | 'vatPercent'
  | 'vatFils'
  | 'status'
  | 'paidOn'
  | 'paidFromAccountId'
  | 'truckId'
  | 'driverId'
  | 'description'
>;

/**
 * What an expense says in the books (docs/architecture.md, "The books"): its cost on its charge's
 * account on its date, and its input VAT on VAT Input — the whole out of the account it is paid from when
 * paid at once, else owed (to the supplier its company names, or accrued); and, when a pending expense
 * was paid later, the settlement on the day it was paid. The generator writes the same entries for generated expenses.
 */
export function expensePostings(expense: PostedExpense, facts: ExpensePostingFacts) {
  const cost: ExpenseToPost = {
    accountId: facts.accountId,
    amountFils: expense.amountFils,
    vatPercent: expense.vatPercent,
    vatFils: expense.vatFils,
    paidFromAccountId: expense.paidFromAccountId,
    supplierId: facts.supplierId,
    truckId: expense.truckId,
    driverId: expense.driverId,
    jobId: facts.jobId,
  };
  const number = expenseNumberText(expense.id);
  const paidLater = expense.status === 'paid' && expense.paidOn !== null;
  const posting = (sourceKind: Posting['sourceKind'], date: string, memo: string, lines: Posting['lines']) => ({
    sourceKind,
    sourceId: expense.id,
    sourceNumber: number,
    date,
    memo,
    lines,
  });
  return {
    expense: posting(
      'expense',
      expense.date,
      `${facts.chargeName}: ${expense.description}`.slice(0, 500),
      expensePostingLines(cost, expense.status === 'paid' && !paidLater),
    ),
    settlement: paidLater
      ? posting(
          'expense_payment',
          expense.paidOn! > expense.date ? expense.paidOn! : expense.date,
          `${number} paid`,
          expenseSettlementLines(cost),
        )
      : null,
  };
}

/**
 * Brings the books in step with the expense as it now stands (or with its deletion, `null`), inside the
 * transaction that saves it: an unchanged posting stays, a changed one is reversed and posted anew.
 */
export async function keepExpenseInBooks(
  tx: Executor,
  id: number,
  expense: ExpenseRow | null,
  actor: Actor,
): Promise<void> {
  const wanted =
    expense === null
      ? { expense: null, settlement: null }
      : expensePostings(expense, await expensePostingFacts(tx, expense));
  await keepPosting(tx, { sourceKind: 'expense_payment', sourceId: id }, wanted.settlement, actor);
  await keepPosting(tx, { sourceKind: 'expense', sourceId: id }, wanted.expense, actor);
}
