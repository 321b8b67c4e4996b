import { Paper, Text } from '@mantine/core';
import { formatDisplayDate } from '@fleetledger/shared/dates';
import { BooksTable } from '../../../ui/books/books-table';
import { isBlankAccountLine, isBlankItem, type OpeningDraft, type OpeningFigures } from '../model/opening-drafts';
import { equityWording, reviewView } from '../model/opening-view';
import { StepFrame } from './opening-steps';

interface OpeningReviewProps {
  draft: OpeningDraft;
  figures: OpeningFigures;
  problems: readonly string[];
}

/**
 * The last look before saving: the date, the totals of what will be booked, and what Opening Balance
 * Equity will take, with a warning when it is anything, since that usually means something is missing.
 */
export function OpeningReview({ draft, figures, problems }: OpeningReviewProps) {
  const counts = {
    accounts: draft.accounts.filter((line) => !isBlankAccountLine(line)).length,
    customer: draft.customers.filter((item) => !isBlankItem(item)).length,
    supplier: draft.suppliers.filter((item) => !isBlankItem(item)).length,
  };
  const balanced = figures.equityFils === 0;
  return (
    <StepFrame title="Review" problems={problems}>
      <Text size="sm">
        {draft.date === ''
          ? 'No opening date yet.'
          : `Opening balances on ${formatDisplayDate(draft.date)}, booked as one opening entry on that date, and an opening invoice or bill for each open item.`}
      </Text>
      <BooksTable view={reviewView(figures, counts)} />
      <Paper radius="md" px="md" py="sm" bg={balanced ? 'teal.0' : 'yellow.1'} data-testid="equity-warning">
        <Text fw={700} c={balanced ? 'teal.9' : 'dark.9'}>
          {equityWording(figures.equityFils, false)}
        </Text>
      </Paper>
    </StepFrame>
  );
}
