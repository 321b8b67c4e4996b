import { Stack } from '@mantine/core';
import { BooksResult } from '../../../ui/books/books-result';
import { useVatReturn } from '../api/books-calls';
import { PeriodScreen } from '../components/period-screen';
import { VatReturnFiling } from '../components/vat-return-filing';
import { vatReturnView } from '../model/vat-return-view';

/**
 * VAT Return, /books/vat-return: the boxes of the Bahrain return over a period (filed by quarter), as
 * filed once the period is, else as the books read now.
 */
export function VatReturnPage() {
  return (
    <PeriodScreen
      title="VAT Return"
      description="Sales, purchases and the VAT on them, in the boxes of the NBR's return."
      usePeriodAnswer={useVatReturn}
      quick={['this_quarter', 'last_quarter', 'this_month', 'last_month']}
    >
      {(answer, today) => (
        <Stack gap="md">
          <VatReturnFiling answer={answer} today={today} />
          <BooksResult view={vatReturnView(answer)} />
        </Stack>
      )}
    </PeriodScreen>
  );
}
