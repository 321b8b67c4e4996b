import { describe, expect, it } from 'vitest';
import { BOX_16, BOX_7 } from '../testing/vat-return-answers';
import { boxDocumentsView } from './box-documents-view';
import { viewHeaders } from '../../../testing/tables';

describe('boxDocumentsView', () => {
  it("lists a box's documents, each opening its page, with the box each is in where the box adds up two", () => {
    const view = boxDocumentsView(BOX_7);
    expect(view.title).toBe('Box 7: Total sales');
    expect(view.period).toBe('01/10/2026 – 31/12/2026');
    expect(viewHeaders(view)).toEqual(['Number', 'Date', 'Party', 'Box', 'Amount (BD)', 'VAT (BD)']);
    expect(view.rows[1]?.cells).toEqual([
      { kind: 'text', text: 'CN-ARG-3', link: '/credit-note/3' },
      { kind: 'date', date: '2026-11-20' },
      { kind: 'text', text: 'Gulf Freight WLL' },
      { kind: 'count', value: 1 },
      { kind: 'money', fils: -10_000 },
      { kind: 'money', fils: -500 },
    ]);
    expect(view.totals?.cells).toEqual([
      { kind: 'text', text: 'Total' },
      { kind: 'empty' },
      { kind: 'empty' },
      { kind: 'empty' },
      { kind: 'money', fils: 250_500 },
      { kind: 'money', fils: 12_525 },
    ]);
    expect(view.fileName).toBe('vat_return_box_7_2026-10-01_2026-12-31.xlsx');
  });

  it('leaves the box out for a box of one kind of line', () => {
    const view = boxDocumentsView({ ...BOX_7, box: 1, label: 'Standard rated sales', rows: BOX_7.rows.slice(0, 2) });
    expect(viewHeaders(view)).toEqual(['Number', 'Date', 'Party', 'Amount (BD)', 'VAT (BD)']);
    expect(view.rows[0]?.cells.at(-2)).toEqual({ kind: 'money', fils: 260_500 });
    expect(view.totals?.cells).toHaveLength(5);
  });

  it('names the period each correction of box 16 corrects, and totals their net VAT as the box does', () => {
    const view = boxDocumentsView(BOX_16);
    expect(viewHeaders(view)).toEqual(['Number', 'Date', 'Party', 'Box', 'Corrects', 'Amount (BD)', 'VAT (BD)']);
    expect(view.rows[1]?.cells.slice(0, 5)).toEqual([
      { kind: 'text', text: 'EXP-40', link: '/expense-edit/40' },
      { kind: 'date', date: '2026-09-10' },
      { kind: 'text', text: 'Bapco Retail' },
      { kind: 'count', value: 8 },
      { kind: 'text', text: '01/07/2026 – 30/09/2026' },
    ]);
    // Output VAT of BD 6,000 adds to what is due; the expense's input VAT of BD 0.500 takes from it.
    expect(view.totals?.cells.at(0)).toEqual({ kind: 'text', text: 'Net VAT (box 16)' });
    expect(view.totals?.cells.at(-2)).toEqual({ kind: 'empty' });
    expect(view.totals?.cells.at(-1)).toEqual({ kind: 'money', fils: 5_999_500 });
    expect(view.emptyMessage).toBe('No corrections from earlier periods.');
  });
});
