import { Link } from 'react-router';
import { Button } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { dateFromSearch } from '../../../lib/books/books-period';
import { idFromSearch, useSearchState } from '../../../lib/books/use-search-state';
import { BooksAnswer } from '../../../ui/books/books-answer';
import { BooksNotice } from '../../../ui/books/books-notice';
import { BooksPage } from '../../../ui/books/books-page';
import { BooksResult } from '../../../ui/books/books-result';
import type { BucketQuery } from '../api/books-calls';
import { agingItemsView, bucketFromSearch, type BucketItems } from '../model/aging-items-view';
import type { AgingSide } from '../model/aging-view';

interface AgingItemsScreenProps<Answer> {
  side: AgingSide;
  /** The aging's own page, which the Back button returns to on the same date. */
  agingPath: string;
  useItems: (query: BucketQuery) => UseQueryResult<Answer>;
  itemsOf: (answer: Answer) => BucketItems;
}

/**
 * An aging bucket opened, /books/aging/items?customer_id=…&bucket=…&date=…: the party's open documents
 * in that bucket on that date, each opening its page, their total the aging's figure.
 */
export function AgingItemsScreen<Answer>({ side, agingPath, useItems, itemsOf }: AgingItemsScreenProps<Answer>) {
  const { params, today } = useSearchState();
  const partyId = idFromSearch(params, side.statement.key);
  const bucket = bucketFromSearch(params);
  const date = dateFromSearch(params, today);
  const query = useItems(partyId === null || bucket === null ? null : { partyId, bucket, date });

  return (
    <BooksPage
      title={`${side.title}: ${side.items.noun}`}
      description={`The ${side.items.noun} that make up one figure of the aging, oldest due first.`}
      controls={
        <Button component={Link} variant="default" to={`${agingPath}?date=${date}`}>
          Back to {side.title}
        </Button>
      }
    >
      {partyId === null || bucket === null ? (
        <BooksNotice text={`Open a figure of the ${side.title} to see what makes it up.`} />
      ) : (
        <BooksAnswer query={query}>
          {(answer) => <BooksResult view={agingItemsView(side, itemsOf(answer))} />}
        </BooksAnswer>
      )}
    </BooksPage>
  );
}
