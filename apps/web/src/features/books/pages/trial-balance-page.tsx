import { useSearchState } from '../../../lib/books/use-search-state';
import { BooksAnswer } from '../../../ui/books/books-answer';
import { BooksPage } from '../../../ui/books/books-page';
import { BooksResult } from '../../../ui/books/books-result';
import { PeriodFields } from '../../../ui/books/period-fields';
import { useTrialBalance } from '../api/books-calls';
import { trialBalanceView } from '../model/trial-balance-view';

/** Trial Balance, /books/trial-balance: every account's balance and movement over the period. */
export function TrialBalancePage() {
  const { period, setPeriod, today } = useSearchState();
  const query = useTrialBalance(period);

  return (
    <BooksPage
      title="Trial Balance"
      description="Each account's opening balance, the period's debits and credits, and its closing balance."
      controls={<PeriodFields period={period} today={today} onChange={setPeriod} />}
    >
      <BooksAnswer query={query}>{(answer) => <BooksResult view={trialBalanceView(answer)} />}</BooksAnswer>
    </BooksPage>
  );
}
