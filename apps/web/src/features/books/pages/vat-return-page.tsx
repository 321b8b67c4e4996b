import { Stack } from '@mantine/core';
import { useSearchState } from '../../../lib/books/use-search-state';
import { BooksAnswer } from '../../../ui/books/books-answer';
import { BooksPage } from '../../../ui/books/books-page';
import { BooksResult } from '../../../ui/books/books-result';
import { PeriodFields } from '../../../ui/books/period-fields';
import { useVatReturn } from '../api/books-calls';
import { VatReturnFiling } from '../components/vat-return-filing';
import { vatReturnView } from '../model/vat-return-view';

/**
 * VAT Return, /books/vat-return: the boxes of the Bahrain return over a period (filed by quarter), as
 * filed once the period is, else as the books read now.
 */
export function VatReturnPage() {
  const { period, setPeriod, today } = useSearchState();
  const query = useVatReturn(period);

  return (
    <BooksPage
      title="VAT Return"
      description="Sales, purchases and the VAT on them, in the boxes of the NBR's return."
      controls={
        <PeriodFields
          period={period}
          today={today}
          onChange={setPeriod}
          quick={['this_quarter', 'last_quarter', 'this_month', 'last_month']}
        />
      }
    >
      <BooksAnswer query={query}>
        {(answer) => (
          <Stack gap="md">
            <VatReturnFiling answer={answer} today={today} />
            <BooksResult view={vatReturnView(answer)} />
          </Stack>
        )}
      </BooksAnswer>
    </BooksPage>
  );
}
