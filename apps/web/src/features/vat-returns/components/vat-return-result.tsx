import { Alert, Group, Paper, Stack, Text } from '@mantine/core';
import type { VatReturn } from '@fleetledger/shared/vat-returns/vat-returns.contract';
import type { BooksView } from '../../../lib/books/books-view';
import { PdfButtons } from '../../../ui/books/pdf-buttons';
import { ExportPrintActions } from '../../../ui/export-print-actions';
import { AlertIcon } from '../../../ui/icons';
import printPage from '../../../ui/print-page.module.css';
import { PrintTitle } from '../../../ui/print-title';
import { vatReturnPdfUrl } from '../api/vat-return-calls';
import { vatReturnWorkbook } from '../export/vat-return-workbook';
import { correctionsView, discountsView, netVatVerdict, outsideView, vatReturnView } from '../model/vat-return-view';
import { BooksDifferSection } from './books-differ-section';
import { ReturnList } from './return-list';
import { VatBoxesTable } from './vat-boxes-table';

const VERDICT_COLORS = { due: { bg: 'yellow.1', c: 'dark.9' }, reclaim: { bg: 'indigo.0', c: 'indigo.9' } } as const;

/**
 * The return over its period: the notices that must be read before it, the net VAT due, the boxes (each
 * opening its documents), and under them what the boxes leave out — the corrections box 16 carries, the
 * VAT accounts' other moves, the discounts — and, once filed, what the books now say differently.
 */
export function VatReturnResult({ answer }: { answer: VatReturn }) {
  const view = vatReturnView(answer);
  const verdict = netVatVerdict(answer.net_vat_due);
  const lists: [BooksView, string][] = [
    [
      correctionsView(answer),
      'What the books now say differently about the documents of returns already filed, less what later returns ' +
        'corrected: output VAT (boxes 1 and 4) adds to what is due, input VAT (boxes 8 and 13) takes from it.',
    ],
    [
      outsideView(answer),
      'Opening balances, journals and postings that are no taxable document of the period moved the VAT accounts ' +
        'without being in boxes 1–14. Each amount is credit less debit: what it adds to the VAT the accounts say is owed.',
    ],
    [
      discountsView(answer),
      'A discount line goes in no box: these are the discounts the sales and purchases leave out.',
    ],
  ];
  const shown = lists.filter(([list]) => list.rows.length > 0);
  const period = { from: answer.from, to: answer.to };

  return (
    <Stack gap="md" component="article" aria-label="VAT Return">
      <Paper withBorder radius="md" px="md" py="sm">
        <Group justify="space-between" gap="sm">
          <div>
            <PrintTitle title={view.title} />
            <Text fw={600} c="gray.8" data-testid="books-period">
              {view.period}
            </Text>
          </div>
          <div className={printPage.noPrint}>
            <ExportPrintActions
              workbook={() => vatReturnWorkbook([view, ...shown.map(([list]) => list)])}
              fileName={view.fileName}
            >
              <PdfButtons href={vatReturnPdfUrl(period)} downloadHref={vatReturnPdfUrl(period, true)} />
            </ExportPrintActions>
          </div>
        </Group>
      </Paper>
      {answer.notices.map((notice) => (
        <Alert key={notice} color="yellow" variant="light" icon={<AlertIcon />}>
          {notice}
        </Alert>
      ))}
      <Paper
        radius="md"
        px="md"
        py="sm"
        bg={VERDICT_COLORS[verdict.tone].bg}
        data-tone={verdict.tone}
        data-testid="books-verdict"
      >
        <Text fw={700} c={VERDICT_COLORS[verdict.tone].c}>
          {verdict.text}
        </Text>
      </Paper>
      <VatBoxesTable answer={answer} />
      {shown.map(([list, note]) => (
        <ReturnList key={list.title} view={list} note={note} />
      ))}
      {answer.books_differ !== null && <BooksDifferSection answer={answer} differ={answer.books_differ} />}
    </Stack>
  );
}
