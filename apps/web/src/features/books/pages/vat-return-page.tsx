import { useVatReturn } from '../api/books-calls';
import { BooksAnswer } from '../components/books-answer';
import { BooksPage } from '../components/books-page';
import { BooksResult } from '../components/books-result';
import { PeriodFields } from '../components/period-fields';
import { useSearchState } from '../components/use-search-state';
import { vatReturnView } from '../model/vat-return-view';

/** VAT Return, /books/vat-return: the boxes of the Bahrain return over a period (filed by quarter). */
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
      <BooksAnswer query={query}>{(answer) => <BooksResult view={vatReturnView(answer)} />}</BooksAnswer>
    </BooksPage>
  );
}
