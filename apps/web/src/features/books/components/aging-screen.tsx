import type { UseQueryResult } from '@tanstack/react-query';
import type { BooksView } from '../../../lib/books/books-view';
import { AsAtBooksPage } from '../../../ui/books/as-at-books-page';
import { BooksResult } from '../../../ui/books/books-result';
import type { AgingSide } from '../model/aging-view';

interface AgingScreenProps<Answer> {
  side: AgingSide;
  useAging: (date: string) => UseQueryResult<Answer>;
  view: (answer: Answer) => BooksView;
}

/** An aging page: who owes what on the date in the address (today by default), by how late it is. */
export function AgingScreen<Answer>({ side, useAging, view }: AgingScreenProps<Answer>) {
  return (
    <AsAtBooksPage title={side.title} description={side.description} useFigures={useAging}>
      {(answer) => <BooksResult view={view(answer)} />}
    </AsAtBooksPage>
  );
}
