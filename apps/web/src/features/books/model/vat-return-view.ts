import { bdToFils, formatBD } from '@fleetledger/shared/money';
import type { VatReturn } from '@fleetledger/shared/vat-returns/vat-returns.contract';
import {
  column,
  EMPTY,
  figureColumn,
  money,
  type BooksColumn,
  type BooksVerdict,
  type BooksView,
} from '../../../lib/books/books-view';
import { periodLabel } from '../../../lib/period-label';

const COLUMNS: BooksColumn[] = [
  column('Box', 6),
  column('Description', 44),
  figureColumn('Amount (BD)', 18),
  figureColumn('VAT (BD)'),
];

/** 'Net VAT due' when the business owes the NBR, 'Net VAT reclaimable' when the NBR owes it. */
export function netVatVerdict(netVatDue: number): BooksVerdict {
  const fils = bdToFils(netVatDue);
  return fils < 0
    ? { text: `Net VAT reclaimable: ${formatBD(-fils)}`, tone: 'reclaim' }
    : { text: `Net VAT due: ${formatBD(fils)}`, tone: 'due' };
}

export function vatReturnView(answer: VatReturn): BooksView {
  return {
    title: 'VAT Return',
    subject: null,
    period: periodLabel({ from: answer.from, to: answer.to }),
    columns: COLUMNS,
    rows: answer.boxes.map((box) => ({
      key: String(box.box),
      cells: [
        { kind: 'count', value: box.box },
        { kind: 'text', text: box.label },
        money(box.amount),
        box.vat === null ? EMPTY : money(box.vat),
      ],
    })),
    totals: null,
    figures: [],
    verdict: netVatVerdict(answer.net_vat_due),
    emptyMessage: 'No boxes to show.',
    fileName: `vat_return_${answer.from}_${answer.to}.xlsx`,
  };
}
