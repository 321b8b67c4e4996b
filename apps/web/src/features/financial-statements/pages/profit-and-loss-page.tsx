import { Select } from '@mantine/core';
import {
  COMPARISON_LABELS,
  COMPARISONS,
  type Comparison,
} from '@fleetledger/shared/financial-statements/financial-statements.rules';
import { useSearchState } from '../../../lib/books/use-search-state';
import { BooksAnswer } from '../../../ui/books/books-answer';
import { BooksPage } from '../../../ui/books/books-page';
import { BooksResult } from '../../../ui/books/books-result';
import { PdfButtons } from '../../../ui/books/pdf-buttons';
import { PeriodFields } from '../../../ui/books/period-fields';
import { profitAndLossPdfUrl, useProfitAndLoss } from '../api/financial-statements-calls';
import { profitAndLossView } from '../model/profit-and-loss-view';

const NO_COMPARISON = 'none';
const COMPARE_CHOICES = [
  { value: NO_COMPARISON, label: 'Nothing' },
  ...COMPARISONS.map((comparison) => ({ value: comparison, label: COMPARISON_LABELS[comparison] })),
];

const isComparison = (value: string | null): value is Comparison =>
  (COMPARISONS as readonly (string | null)[]).includes(value);

/** Profit and Loss, /books/profit-and-loss?from=&to=[&compare=]: income less expenses over the period. */
export function ProfitAndLossPage() {
  const { params, period, setPeriod, update, today } = useSearchState();
  const asked = params.get('compare');
  const compare = isComparison(asked) ? asked : null;
  const query = useProfitAndLoss(period, compare);

  return (
    <BooksPage
      title="Profit and Loss"
      description="Income and expenses as posted in the books over the period, by account, and the net profit."
      controls={
        <>
          <Select
            label="Compare with"
            w={180}
            data={COMPARE_CHOICES}
            value={compare ?? NO_COMPARISON}
            allowDeselect={false}
            onChange={(value) => update({ compare: isComparison(value) ? value : null })}
          />
          <PeriodFields period={period} today={today} onChange={setPeriod} />
        </>
      }
    >
      <BooksAnswer query={query}>
        {(answer) => {
          const shown = { from: answer.from, to: answer.to };
          const compared = answer.compare?.kind ?? null;
          return (
            <BooksResult
              view={profitAndLossView(answer)}
              actions={
                <PdfButtons
                  href={profitAndLossPdfUrl(shown, compared)}
                  downloadHref={profitAndLossPdfUrl(shown, compared, true)}
                />
              }
            />
          );
        }}
      </BooksAnswer>
    </BooksPage>
  );
}
