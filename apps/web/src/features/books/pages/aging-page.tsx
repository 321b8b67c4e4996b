import { useState } from 'react';
import { isIsoDate } from '@fleetledger/shared/dates';
import { BOOKS_MESSAGES } from '@fleetledger/shared/ledger/books.contract';
import { useSearchState } from '../../../lib/books/use-search-state';
import { BooksAnswer } from '../../../ui/books/books-answer';
import { BooksPage } from '../../../ui/books/books-page';
import { BooksResult } from '../../../ui/books/books-result';
import { DateField } from '../../../ui/date-field';
import { useReceivablesAging } from '../api/books-calls';
import { agingView } from '../model/aging-view';

/** Receivables Aging, /books/aging: what each customer owes on a date, by how late it is. */
export function AgingPage() {
  const { params, update, today } = useSearchState();
  const asked = params.get('date') ?? '';
  const date = isIsoDate(asked) ? asked : today;
  const [emptied, setEmptied] = useState(false);
  const query = useReceivablesAging(date);

  return (
    <BooksPage
      title="Receivables Aging"
      description="Open invoices by days past their due date (invoice date plus the customer's terms), less advances."
      controls={
        <DateField
          label="As at"
          required
          w={170}
          value={emptied ? '' : date}
          error={emptied ? BOOKS_MESSAGES.dateRequired : undefined}
          onChange={(next) => {
            setEmptied(next === '');
            if (next !== '') update({ date: next });
          }}
        />
      }
    >
      <BooksAnswer query={query}>{(answer) => <BooksResult view={agingView(answer)} />}</BooksAnswer>
    </BooksPage>
  );
}
