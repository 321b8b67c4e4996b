import { Text } from '@mantine/core';
import { BooksResult } from '../../../ui/books/books-result';
import { openingView, type EnteredOpening } from '../model/opening-view';

/**
 * The opening balances as they were entered, read-only: who entered them and when, each account on its
 * side, each open item with the opening invoice or bill it became, and what Opening Balance Equity took.
 */
export function OpeningAsEntered({ opening }: { opening: EnteredOpening }) {
  return (
    <>
      <Text size="sm" c="gray.7">
        Opening balances are entered once. To correct one, record a journal dated after them.
      </Text>
      <BooksResult view={openingView(opening)} />
    </>
  );
}
