import { useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { isIsoDate } from '@fleetledger/shared/dates';
import { BOOKS_MESSAGES } from '@fleetledger/shared/ledger/books.contract';
import type { BooksView } from '../../../lib/books/books-view';
import { useSearchState } from '../../../lib/books/use-search-state';
import { BooksAnswer } from '../../../ui/books/books-answer';
import { BooksPage } from '../../../ui/books/books-page';
import { BooksResult } from '../../../ui/books/books-result';
import { DateField } from '../../../ui/date-field';
import type { AgingSide } from '../model/aging-view';

interface AgingScreenProps<Answer> {
  side: AgingSide;
  useAging: (date: string) => UseQueryResult<Answer>;
  view: (answer: Answer) => BooksView;
}

/** An aging page: who owes what on the date in the address (today by default), by how late it is. */
export function AgingScreen<Answer>({ side, useAging, view }: AgingScreenProps<Answer>) {
  const { params, update, today } = useSearchState();
  const asked = params.get('date') ?? '';
  const date = isIsoDate(asked) ? asked : today;
  const [emptied, setEmptied] = useState(false);
  const query = useAging(date);

  return (
    <BooksPage
      title={side.title}
      description={side.description}
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
      <BooksAnswer query={query}>{(answer) => <BooksResult view={view(answer)} />}</BooksAnswer>
    </BooksPage>
  );
}
