import { Stack } from '@mantine/core';
import type { BooksPeriod } from '@fleetledger/shared/ledger/books.contract';
import { useSearchState } from '../../../lib/books/use-search-state';
import { BooksAnswer } from '../../../ui/books/books-answer';
import { BooksPage } from '../../../ui/books/books-page';
import { PeriodFields } from '../../../ui/books/period-fields';
import { useVatReturn } from '../api/vat-return-calls';
import { BoxDocumentsModal } from '../components/box-documents-modal';
import { FiledReturnsSection } from '../components/filed-returns-section';
import { VatReturnFiling } from '../components/vat-return-filing';
import { VatReturnResult } from '../components/vat-return-result';
import { boxFromSearch } from '../model/vat-return-view';

/**
 * VAT Return, /books/vat-return?from=&to=[&box=]: the boxes of the Bahrain return over a period (filed
 * by quarter), as filed once the period is, else as the books read now; `box` opens one box's documents.
 * The returns filed so far are listed under it.
 */
export function VatReturnPage() {
  const { params, period, setPeriod, update, today } = useSearchState();
  const query = useVatReturn(period);
  // Another period's box would list other documents: a new period closes it.
  const choose = (next: BooksPeriod) => setPeriod(next, { box: null });

  return (
    <BooksPage
      title="VAT Return"
      description="Sales, purchases and the VAT on them, in the boxes of the NBR's return."
      controls={
        <PeriodFields
          period={period}
          today={today}
          onChange={choose}
          quick={['this_quarter', 'last_quarter', 'this_month', 'last_month']}
        />
      }
    >
      <BooksAnswer query={query}>
        {(answer) => (
          <Stack gap="md">
            <VatReturnFiling answer={answer} today={today} />
            <VatReturnResult answer={answer} />
          </Stack>
        )}
      </BooksAnswer>
      <BoxDocumentsModal period={period} box={boxFromSearch(params)} onClose={() => update({ box: null })} />
      <FiledReturnsSection />
    </BooksPage>
  );
}
