import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { BooksPeriod } from '@fleetledger/shared/ledger/books.contract';
import type { QuickPeriodKey } from '../../../lib/quick-periods';
import { useSearchState } from '../../../lib/books/use-search-state';
import { BooksAnswer } from '../../../ui/books/books-answer';
import { BooksPage } from '../../../ui/books/books-page';
import { PeriodFields } from '../../../ui/books/period-fields';

interface PeriodScreenProps<A> {
  title: string;
  description: string;
  /** The books call over the period in the address. */
  usePeriodAnswer: (period: BooksPeriod) => UseQueryResult<A>;
  quick?: readonly QuickPeriodKey[];
  /** The answer on screen, with today's date in the company's time zone. */
  children: (answer: A, today: string) => ReactNode;
}

/** A books page over one period: the period (in the address) above, the call's answer below. */
export function PeriodScreen<A>({ title, description, usePeriodAnswer, quick, children }: PeriodScreenProps<A>) {
  const { period, setPeriod, today } = useSearchState();
  const query = usePeriodAnswer(period);
  return (
    <BooksPage
      title={title}
      description={description}
      controls={<PeriodFields period={period} today={today} onChange={setPeriod} quick={quick} />}
    >
      <BooksAnswer query={query}>{(answer) => children(answer, today)}</BooksAnswer>
    </BooksPage>
  );
}
