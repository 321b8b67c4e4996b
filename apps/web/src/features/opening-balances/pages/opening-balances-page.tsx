import { Stack } from '@mantine/core';
import { todayIn } from '@fleetledger/shared/dates';
import { COMPANY_TIME_ZONE } from '../../../lib/company-time-zone';
import { BooksAnswer } from '../../../ui/books/books-answer';
import { PageTitle } from '../../../ui/page-title';
import printPage from '../../../ui/print-page.module.css';
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
    <div className={printPage.page}>
      <div className={printPage.noPrint}>
        <PageTitle
          title="Opening Balances"
          description="Start the books from last year's closing balances: each account, and what each customer and supplier owed."
        />
      </div>
      <Stack gap="md">
        <BooksAnswer query={query}>
          {({ opening }) =>
            opening === null ? (
              <OpeningBalancesForm today={todayIn(COMPANY_TIME_ZONE)} />
            ) : (
              <OpeningAsEntered opening={opening} />
            )
          }
        </BooksAnswer>
      </Stack>
    </div>
  );
}
