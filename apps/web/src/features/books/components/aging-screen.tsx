import type { UseQueryResult } from '@tanstack/react-query';
import { dateFromSearch } from '../../../lib/books/books-period';
import type { BooksView } from '../../../lib/books/books-view';
import { useSearchState } from '../../../lib/books/use-search-state';
import { AsAtField } from '../../../ui/books/as-at-field';
import { BooksAnswer } from '../../../ui/books/books-answer';
import { BooksPage } from '../../../ui/books/books-page';
import { BooksResult } from '../../../ui/books/books-result';
import type { AgingSide } from '../model/aging-view';

interface AgingScreenProps<Answer> {
  side: AgingSide;
  useAging: (date: string) => UseQueryResult<Answer>;
  view: (answer: Answer) => BooksView;
}

/** An aging page: who owes what on the date in the address (today by default), by how late it is. */
export function AgingScreen<Answer>({ side, useAging, view }: AgingScreenProps<Answer>) {
  const { params, update, today } = useSearchState();
  const date = dateFromSearch(params, today);
  const query = useAging(date);

  return (
    <BooksPage
      title={side.title}
      description={side.description}
      controls={<AsAtField date={date} onChange={(next) => update({ date: next })} />}
    >
      <BooksAnswer query={query}>{(answer) => <BooksResult view={view(answer)} />}</BooksAnswer>
    </BooksPage>
  );
}
