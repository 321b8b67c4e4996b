import { dateFromSearch } from '../../../lib/books/books-period';
import { useSearchState } from '../../../lib/books/use-search-state';
import { AsAtField } from '../../../ui/books/as-at-field';
import { BooksAnswer } from '../../../ui/books/books-answer';
import { BooksPage } from '../../../ui/books/books-page';
import { BooksResult } from '../../../ui/books/books-result';
import { PdfButtons } from '../../../ui/books/pdf-buttons';
import { balanceSheetPdfUrl, useBalanceSheet } from '../api/financial-statements-calls';
import { balanceSheetView } from '../model/balance-sheet-view';

/** Balance Sheet, /books/balance-sheet?date=: what the company owns, owes and keeps on the date (today by default). */
export function BalanceSheetPage() {
  const { params, update, today } = useSearchState();
  const date = dateFromSearch(params, today);
  const query = useBalanceSheet(date);

  return (
    <BooksPage
      title="Balance Sheet"
      description="Assets, liabilities and equity as on the date, with the profit of earlier years retained and this year's earned so far."
      controls={<AsAtField date={date} onChange={(next) => update({ date: next })} />}
    >
      <BooksAnswer query={query}>
        {(answer) => (
          <BooksResult
            view={balanceSheetView(answer)}
            actions={
              <PdfButtons href={balanceSheetPdfUrl(answer.date)} downloadHref={balanceSheetPdfUrl(answer.date, true)} />
            }
          />
        )}
      </BooksAnswer>
    </BooksPage>
  );
}
