import type { ReactNode } from 'react';
import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { BooksFigure, BooksVerdict, BooksView } from '../../lib/books/books-view';
import { booksWorkbook } from '../../lib/books/books-workbook';
import { ExportPrintActions } from '../export-print-actions';
import { BooksCellView } from './books-cell';
import { BooksTable, type SortableHeader } from './books-table';
import printPage from '../print-page.module.css';
import { PrintTitle } from '../print-title';

const VERDICT_COLORS: Record<BooksVerdict['tone'], { bg: string; c: string }> = {
  good: { bg: 'teal.0', c: 'teal.9' },
  bad: { bg: 'red.0', c: 'red.9' },
  due: { bg: 'yellow.1', c: 'dark.9' },
  reclaim: { bg: 'indigo.0', c: 'indigo.9' },
};

function Figures({ figures }: { figures: BooksFigure[] }) {
  if (figures.length === 0) return null;
  return (
    <SimpleGrid cols={{ base: 2, sm: Math.min(figures.length, 5) }} spacing="sm">
      {figures.map((figure) => (
        <Paper key={figure.label} withBorder radius="md" px="md" py="xs" aria-label={figure.label} role="group">
          <Text size="xs" c="gray.7" fw={600} tt="uppercase">
            {figure.label}
          </Text>
          <Text fw={700} fz="lg">
            <BooksCellView cell={figure.cell} />
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

function Verdict({ verdict }: { verdict: BooksVerdict }) {
  const colors = VERDICT_COLORS[verdict.tone];
  return (
    <Paper radius="md" px="md" py="sm" bg={colors.bg} data-tone={verdict.tone} data-testid="books-verdict">
      <Text fw={700} c={colors.c}>
        {verdict.text}
      </Text>
    </Paper>
  );
}

interface BooksResultProps {
  view: BooksView;
  sortable?: SortableHeader;
  /** Buttons of this page beside Export Excel and Print, e.g. Open PDF. */
  actions?: ReactNode;
}

/** A page's answer: whose and which period with its actions, the key figures, the verdict and the table. */
export function BooksResult({ view, sortable, actions }: BooksResultProps) {
  return (
    <Stack gap="md" component="article" aria-label={view.title}>
      <Paper withBorder radius="md" px="md" py="sm">
        <Group justify="space-between" gap="sm">
          <div>
            {/* On paper the controls (and the page's heading) are gone, so the result names itself and the company. */}
            <PrintTitle title={view.title} />
            {view.subject !== null && (
              <Text fw={700} c="gray.9" data-testid="books-subject">
                {view.subject}
              </Text>
            )}
            <Text fw={600} c="gray.8" data-testid="books-period">
              {view.period}
            </Text>
          </div>
          <div className={printPage.noPrint}>
            <ExportPrintActions workbook={() => booksWorkbook(view)} fileName={view.fileName}>
              {actions}
            </ExportPrintActions>
          </div>
        </Group>
      </Paper>
      <Figures figures={view.figures} />
      {view.verdict !== null && <Verdict verdict={view.verdict} />}
      <BooksTable view={view} sortable={sortable} />
    </Stack>
  );
}
