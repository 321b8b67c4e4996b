import { useState } from 'react';
import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useSearchState } from '../../../lib/books/use-search-state';
import { BooksAnswer } from '../../../ui/books/books-answer';
import { BooksPage } from '../../../ui/books/books-page';
import { BooksResult } from '../../../ui/books/books-result';
import { PeriodFields } from '../../../ui/books/period-fields';
import { useProfit } from '../api/use-profit';
import {
  DEFAULT_PROFIT_SORT,
  nextProfitSort,
  PROFIT_COLUMNS,
  profitView,
  type ProfitSort,
  type ProfitSubject,
} from '../model/profit-view';

const SUBJECTS: { value: ProfitSubject; label: string }[] = [
  { value: 'truck', label: 'By Truck' },
  { value: 'driver', label: 'By Driver' },
];

/** Profit, /books/profit?by=truck|driver: revenue of the jobs carried less the costs tagged to them. */
export function ProfitPage() {
  const { params, period, setPeriod, update, today } = useSearchState();
  const by: ProfitSubject = params.get('by') === 'driver' ? 'driver' : 'truck';
  const [sort, setSort] = useState<ProfitSort>(DEFAULT_PROFIT_SORT);
  const query = useProfit(period, by);

  return (
    <BooksPage
      title="Profit"
      description="Revenue of the jobs each truck or driver carried, less the expenses and purchases tagged to them; what none of them carried is shown apart, so the total is the profit and loss statement's net profit."
      controls={
        <>
          <Stack gap={4}>
            <Text size="sm" fw={500} id="profit-subject">
              Show
            </Text>
            <SegmentedControl
              aria-labelledby="profit-subject"
              data={SUBJECTS}
              value={by}
              onChange={(value) => update({ by: value })}
            />
          </Stack>
          <PeriodFields period={period} today={today} onChange={setPeriod} />
        </>
      }
    >
      <BooksAnswer query={query}>
        {(answer) => (
          <BooksResult
            view={profitView(answer, sort)}
            sortable={{
              sortOf: (index) => {
                const column = PROFIT_COLUMNS[index];
                if (column === undefined) return null;
                return sort.column === column ? sort.direction : 'none';
              },
              onSort: (index) => {
                const column = PROFIT_COLUMNS[index];
                if (column !== undefined) setSort((current) => nextProfitSort(current, column));
              },
            }}
          />
        )}
      </BooksAnswer>
    </BooksPage>
  );
}
