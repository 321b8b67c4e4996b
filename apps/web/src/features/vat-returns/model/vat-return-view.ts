import type { BooksPeriod } from '@fleetledger/shared/ledger/books.contract';
import { bdToFils, formatBD } from '@fleetledger/shared/money';
import { LISTED_BOXES, type ListedBox } from '@fleetledger/shared/vat-returns/vat-return-boxes';
import type { VatReturn, VatReturnDifferences } from '@fleetledger/shared/vat-returns/vat-returns.contract';
import type { BooksColumn, BooksVerdict, BooksView } from '../../../lib/books/books-view';
import { column, EMPTY, figureColumn, money, text } from '../../../lib/books/books-view';
import { generalLedgerLink } from '../../../lib/books/general-ledger-link';
import { periodLabel } from '../../../lib/period-label';
import { boxDocumentsView } from './box-documents-view';
import { DOCUMENT_COLUMNS, documentCells } from './document-rows';
import { vatDocumentLink } from './vat-document-link';

/** The boxes' columns: the return is bilingual, so each box is named in English and in Arabic. */
export const BOX_COLUMNS: readonly BooksColumn[] = [
  column('Box', 6),
  column('Description', 44),
  // Set right, where Arabic starts.
  { header: 'الوصف', align: 'right', width: 40 },
  figureColumn('Amount (BD)', 18),
  figureColumn('VAT (BD)'),
];

/** Boxes that add up others: set in bold, as the printed return sets them. */
export const TOTAL_BOXES: ReadonlySet<number> = new Set([7, 14, 15, 16, 18]);

/** Boxes of VAT alone: their amount is no sum of sales or purchases, so it is left blank. */
export const VAT_ONLY_BOXES: ReadonlySet<number> = new Set([15, 16, 18]);

/** 'Net VAT due' when the business owes the NBR, 'Net VAT reclaimable' when the NBR owes it. */
export function netVatVerdict(netVatDue: number): BooksVerdict & { tone: 'due' | 'reclaim' } {
  const fils = bdToFils(netVatDue);
  return fils < 0
    ? { text: `Net VAT reclaimable: ${formatBD(-fils)}`, tone: 'reclaim' }
    : { text: `Net VAT due: ${formatBD(fils)}`, tone: 'due' };
}

export const isListedBox = (box: number): box is ListedBox => (LISTED_BOXES as readonly number[]).includes(box);

/** The box whose documents are open (?box=7), or null when none (or one that lists nothing) is. */
export function boxFromSearch(params: URLSearchParams): ListedBox | null {
  const asked = Number(params.get('box') ?? '');
  return isListedBox(asked) ? asked : null;
}

/** The VAT Return page over a period, with one box's documents open when `box` is given. */
export function vatReturnLink(period: BooksPeriod, box?: ListedBox): string {
  const query = new URLSearchParams({ from: period.from, to: period.to });
  if (box !== undefined) query.set('box', String(box));
  return `/books/vat-return?${query.toString()}`;
}

/** The boxes, as the screen's table and the workbook's first sheet show them. */
export function vatReturnView(answer: VatReturn): BooksView {
  return {
    title: 'VAT Return',
    subject: null,
    period: periodLabel(answer),
    columns: [...BOX_COLUMNS],
    rows: answer.boxes.map((box) => ({
      key: String(box.box),
      cells: [
        { kind: 'count', value: box.box },
        text(box.label),
        text(box.label_ar),
        VAT_ONLY_BOXES.has(box.box) ? EMPTY : money(box.amount),
        box.vat === null ? EMPTY : money(box.vat),
      ],
      role: TOTAL_BOXES.has(box.box) ? 'subtotal' : 'data',
    })),
    totals: null,
    figures: [],
    verdict: netVatVerdict(answer.net_vat_due),
    emptyMessage: 'No boxes to show.',
    fileName: `vat_return_${answer.from}_${answer.to}.xlsx`,
  };
}

/** A list of documents of the return's period, its table's fields (all but the rows) filled in. */
function periodList(
  period: BooksPeriod,
  list: Pick<BooksView, 'title' | 'columns' | 'rows' | 'totals' | 'emptyMessage'> & { file: string },
): BooksView {
  const { file, ...shown } = list;
  return {
    ...shown,
    subject: null,
    period: periodLabel(period),
    figures: [],
    verdict: null,
    fileName: `vat_return_${file}_${period.from}_${period.to}.xlsx`,
  };
}

/** Box 16 item by item: each correction with the filed return it corrects, and their net VAT. */
export function correctionsView(answer: VatReturn): BooksView {
  const box16 = boxDocumentsView({
    success: true,
    from: answer.from,
    to: answer.to,
    box: 16,
    label: 'Corrections from earlier periods',
    rows: answer.corrections,
    totals: { amount: 0, vat: 0 },
  });
  return {
    ...box16,
    title: 'Corrections from earlier periods (box 16)',
    fileName: `vat_return_corrections_${answer.from}_${answer.to}.xlsx`,
  };
}

/** The VAT accounts' moves that are no taxable document of the period, each on its account's ledger. */
export function outsideView(answer: VatReturn): BooksView {
  const total = answer.outside.reduce((sum, move) => sum + bdToFils(move.amount), 0);
  return periodList(answer, {
    title: 'VAT accounts moved outside the return',
    columns: [column('Number', 16), column('Date', 12), column('Account', 24), figureColumn('Amount (BD)', 18)],
    rows: answer.outside.map((move, index) => ({
      key: `${move.number}-${index}`,
      cells: [
        text(move.number, vatDocumentLink(move.source_kind, move.number)),
        { kind: 'date', date: move.date },
        text(move.account_name, generalLedgerLink(move.account_id, answer)),
        money(move.amount),
      ],
    })),
    totals: { key: 'total', cells: [text('Total'), EMPTY, EMPTY, { kind: 'money', fils: total }] },
    emptyMessage: 'No VAT account moved outside the return.',
    file: 'outside',
  });
}

const SIDES = { sales: 'Sales', purchases: 'Purchases' } as const;

/** The period's discount lines, in no box. */
export function discountsView(answer: VatReturn): BooksView {
  return periodList(answer, {
    title: 'Discounts (in no box)',
    columns: [...DOCUMENT_COLUMNS, column('Side', 12), figureColumn('Amount (BD)', 18)],
    rows: answer.discounts.map((discount, index) => ({
      key: `${discount.number}-${index}`,
      cells: [...documentCells(discount), text(SIDES[discount.side]), money(discount.amount)],
    })),
    totals: null,
    emptyMessage: 'No discounts in the period.',
    file: 'discounts',
  });
}

/** The documents of a filed return's period the books now hold differently from the return as filed. */
export function differencesView(period: BooksPeriod, differ: VatReturnDifferences): BooksView {
  return periodList(period, {
    title: 'Documents changed since filing',
    columns: [...DOCUMENT_COLUMNS, column('Box', 6), figureColumn('Amount (BD)', 18), figureColumn('VAT (BD)')],
    rows: differ.documents.map((row, index) => ({
      key: `${row.kind}-${row.id}-${index}`,
      cells: [...documentCells(row), { kind: 'count', value: row.box }, money(row.amount), money(row.vat)],
    })),
    totals: null,
    emptyMessage: 'No document of the period has changed since the return was filed.',
    file: 'differences',
  });
}
