import { Stack, Text, Title } from '@mantine/core';
import { BooksAnswer } from '../../../ui/books/books-answer';
import { BooksTable } from '../../../ui/books/books-table';
import printPage from '../../../ui/print-page.module.css';
import { useFiledVatReturns } from '../api/vat-return-calls';
import { filedReturnsView } from '../model/filed-returns-view';

/** Every return filed, under the one on screen (and left off its paper). */
export function FiledReturnsSection() {
  const filed = useFiledVatReturns();
  return (
    <Stack gap="xs" component="section" aria-labelledby="filed-returns" className={printPage.noPrint}>
      <Title order={2} fz="lg" id="filed-returns">
        Filed VAT returns
      </Title>
      <Text size="sm" c="gray.7">
        Each opens the return as it was filed, with what the books now say differently about its period.
      </Text>
      <BooksAnswer query={filed}>{(answer) => <BooksTable view={filedReturnsView(answer.returns)} />}</BooksAnswer>
    </Stack>
  );
}
