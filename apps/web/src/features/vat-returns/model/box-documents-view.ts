import type { VatReturnDocuments } from '@fleetledger/shared/vat-returns/vat-returns.contract';
import {
  column,
  EMPTY,
  figureColumn,
  money,
  text,
  type BooksCell,
  type BooksView,
} from '../../../lib/books/books-view';
import { periodLabel } from '../../../lib/period-label';
import { DOCUMENT_COLUMNS, documentCells, vatEffectFils } from './document-rows';

/** Boxes that add up two others (7 and 14) and the corrections (16) say which box each line is in. */
const SPANS_BOXES = new Set([7, 14, 16]);

type BoxDocument = VatReturnDocuments['rows'][number];

/** The period a correction corrects: the filed return's. */
const corrected = (row: BoxDocument): BooksCell =>
  row.corrected_from === undefined || row.corrected_to === undefined
    ? EMPTY
    : text(periodLabel({ from: row.corrected_from, to: row.corrected_to }));

/**
 * One box's documents: number (opening the document), date, party, amount and VAT, with their totals.
 * Box 16's lines are corrections: each names the filed return it corrects, and their total is the net
 * VAT they add to what is due, as the box says — output VAT adds, input VAT takes away.
 */
export function boxDocumentsView(answer: VatReturnDocuments): BooksView {
  const corrections = answer.box === 16;
  const spans = SPANS_BOXES.has(answer.box);
  const between = (row: BoxDocument): BooksCell[] => [
    ...(spans ? [{ kind: 'count' as const, value: row.box }] : []),
    ...(corrections ? [corrected(row)] : []),
  ];
  const blanks = Array.from({ length: 2 + (spans ? 1 : 0) + (corrections ? 1 : 0) }, () => EMPTY);
  const totals: BooksCell[] = corrections
    ? [
        text('Net VAT (box 16)'),
        ...blanks,
        EMPTY,
        { kind: 'money', fils: answer.rows.reduce((sum, row) => sum + vatEffectFils(row), 0) },
      ]
    : [text('Total'), ...blanks, money(answer.totals.amount), money(answer.totals.vat)];
  return {
    title: `Box ${answer.box}: ${answer.label}`,
    subject: null,
    period: periodLabel(answer),
    columns: [
      ...DOCUMENT_COLUMNS,
      ...(spans ? [column('Box', 6)] : []),
      ...(corrections ? [column('Corrects', 24)] : []),
      figureColumn('Amount (BD)', 18),
      figureColumn('VAT (BD)'),
    ],
    rows: answer.rows.map((row, index) => ({
      key: `${row.kind}-${row.id}-${index}`,
      cells: [...documentCells(row), ...between(row), money(row.amount), money(row.vat)],
    })),
    totals: { key: 'total', cells: totals },
    figures: [],
    verdict: null,
    emptyMessage: corrections ? 'No corrections from earlier periods.' : 'No documents in this box.',
    fileName: `vat_return_box_${answer.box}_${answer.from}_${answer.to}.xlsx`,
  };
}
