import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { dateFromSearch } from '../../lib/books/books-period';
import { useSearchState } from '../../lib/books/use-search-state';
import { AsAtField } from './as-at-field';
import { BooksAnswer } from './books-answer';
import { BooksPage } from './books-page';

interface AsAtBooksPageProps<T> {
  title: string;
  description: string;
  /** The figures as at a date. */
  useFigures: (date: string) => UseQueryResult<T>;
  /**
   * The figures on screen, and the date asked: while the next date's figures load, the last ones stay
   * on screen, so what is done next (printing, sending) goes by the date asked.
   */
  children: (answer: T, date: string) => ReactNode;
}

/** A books page of figures as at one date, the date in the address (?date=, today by default). */
export function AsAtBooksPage<T>({ title, description, useFigures, children }: AsAtBooksPageProps<T>) {
  const { params, update, today } = useSearchState();
  const date = dateFromSearch(params, today);
  const query = useFigures(date);

  return (
    <BooksPage
      title={title}
      description={description}
      controls={<AsAtField date={date} onChange={(next) => update({ date: next })} />}
    >
      <BooksAnswer query={query}>{(answer) => children(answer, date)}</BooksAnswer>
    </BooksPage>
  );
}
