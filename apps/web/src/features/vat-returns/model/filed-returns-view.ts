import type { FiledVatReturnSummary } from '@fleetledger/shared/vat-returns/vat-returns.contract';
import { column, EMPTY, figureColumn, money, text, type BooksView } from '../../../lib/books/books-view';
import { momentLabel } from '../../../lib/company-time-zone';
import { periodLabel } from '../../../lib/period-label';
import { someone } from './vat-return-standing';
import { vatReturnLink } from './vat-return-view';

/**
 * The filed returns, oldest first, each opening its return: the net VAT due as filed, who filed it and
 * when, and the net VAT the books now say differently about its period.
 */
export function filedReturnsView(returns: readonly FiledVatReturnSummary[]): BooksView {
  return {
    title: 'Filed VAT returns',
    subject: null,
    period: '',
    columns: [
      column('Period', 24),
      figureColumn('Net VAT due (BD)', 18),
      column('Filed by', 22),
      column('Filed at', 18),
      figureColumn('Books now differ by (BD)', 20),
    ],
    rows: returns.map((filed) => ({
      key: String(filed.filed.id),
      cells: [
        text(periodLabel(filed), vatReturnLink(filed)),
        money(filed.net_vat_due),
        text(someone(filed.filed.filed_by)),
        text(momentLabel(filed.filed.filed_at)),
        filed.books_differ === null ? EMPTY : money(filed.books_differ.net_vat),
      ],
    })),
    totals: null,
    figures: [],
    verdict: null,
    emptyMessage: 'No VAT return has been filed yet.',
    fileName: 'filed_vat_returns.xlsx',
  };
}
