import { Link } from 'react-router';
import { Anchor, Box, List, Paper, Title } from '@mantine/core';
import { useSearchState } from '../../../lib/books/use-search-state';
import { BooksAnswer } from '../../../ui/books/books-answer';
import { BooksPage } from '../../../ui/books/books-page';
import { useLockDate } from '../api/lock-date-calls';
import { LockDateForm } from '../components/lock-date-form';

/** What the lock date does, for whoever is about to move it. */
function WhatTheLockMeans() {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="lock-meaning">
      <Title order={2} fz="md" id="lock-meaning" mb="xs">
        What the lock date means
      </Title>
      <List size="sm" spacing={4}>
        <List.Item>
          On or before the lock date nothing can be added, changed, posted, reversed or cancelled: invoices, credit
          notes, receipts, purchases, payments, expenses and journals alike. The server refuses it and names the date.
        </List.Item>
        <List.Item>
          Evidence often arrives late: an attachment can still be added to a document in locked books, and the audit log
          keeps who added it and when. None can be removed.
        </List.Item>
        <List.Item>
          Filing a VAT return freezes its figures and moves the lock date to the end of its period, so the return filed
          and the books never disagree. The{' '}
          <Anchor component={Link} to="/books/vat-return" inherit>
            VAT Return
          </Anchor>{' '}
          page lists the returns filed.
        </List.Item>
        <List.Item>
          Moving the lock date later needs nothing more. Moving it earlier, or opening the books, lets closed figures
          change again: it needs the admin code. A date before the end of a filed VAT return's period needs a reason as
          well. Every move is kept in the audit log.
        </List.Item>
      </List>
    </Paper>
  );
}

/** Lock Date, /books/lock-date (Admin): the date the books are closed up to. */
export function LockDatePage() {
  const { today } = useSearchState();
  const lock = useLockDate();

  return (
    <BooksPage
      title="Lock Date"
      description="Close the books up to a date, so what was reported or filed cannot change behind it."
      controls={
        <Box w="100%">
          <BooksAnswer query={lock}>{(answer) => <LockDateForm lock={answer} today={today} />}</BooksAnswer>
        </Box>
      }
    >
      <WhatTheLockMeans />
    </BooksPage>
  );
}
