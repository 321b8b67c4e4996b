import { todayIn } from '@fleetledger/shared/dates';
import { COMPANY_TIME_ZONE } from '../../../lib/company-time-zone';
import { BooksAnswer } from '../../../ui/books/books-answer';
import { BooksPage } from '../../../ui/books/books-page';
import { useOpeningBalances } from '../api/opening-balances-calls';
import { OpeningAsEntered } from '../components/opening-as-entered';
import { OpeningBalancesForm } from '../components/opening-balances-form';

/**
 * Opening Balances, /books/opening-balances (Admin): last year's closing balances brought in once, in
 * guided steps; once entered, what was entered.
 */
export function OpeningBalancesPage() {
  const query = useOpeningBalances();
  return (
    <BooksPage
      title="Opening Balances"
      description="Start the books from last year's closing balances: each account, and what each customer and supplier owed."
    >
      <BooksAnswer query={query}>
        {({ opening }) =>
          opening === null ? (
            <OpeningBalancesForm today={todayIn(COMPANY_TIME_ZONE)} />
          ) : (
            <OpeningAsEntered opening={opening} />
          )
        }
      </BooksAnswer>
    </BooksPage>
  );
}
