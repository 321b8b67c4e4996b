import { BooksResult } from '../../../ui/books/books-result';
import { useTrialBalance } from '../api/books-calls';
import { PeriodScreen } from '../components/period-screen';
import { trialBalanceView } from '../model/trial-balance-view';

/** Trial Balance, /books/trial-balance: every account's balance and movement over the period. */
export function TrialBalancePage() {
  return (
    <PeriodScreen
      title="Trial Balance"
      description="Each account's opening balance, the period's debits and credits, and its closing balance."
      usePeriodAnswer={useTrialBalance}
    >
      {(answer) => <BooksResult view={trialBalanceView(answer)} />}
    </PeriodScreen>
  );
}
