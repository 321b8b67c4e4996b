import { AsAtBooksPage } from '../../../ui/books/as-at-books-page';
import { BooksResult } from '../../../ui/books/books-result';
import { PdfButtons } from '../../../ui/books/pdf-buttons';
import { balanceSheetPdfUrl, useBalanceSheet } from '../api/financial-statements-calls';
import { balanceSheetView } from '../model/balance-sheet-view';

/** Balance Sheet, /books/balance-sheet?date=: what the company owns, owes and keeps on the date (today by default). */
export function BalanceSheetPage() {
  return (
    <AsAtBooksPage
      title="Balance Sheet"
      description="Assets, liabilities and equity as on the date, with the profit of earlier years retained and this year's earned so far."
      useFigures={useBalanceSheet}
    >
      {(answer) => (
        <BooksResult
          view={balanceSheetView(answer)}
          actions={
            <PdfButtons href={balanceSheetPdfUrl(answer.date)} downloadHref={balanceSheetPdfUrl(answer.date, true)} />
          }
        />
      )}
    </AsAtBooksPage>
  );
}
