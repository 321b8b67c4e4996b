import { describe, expect, it } from 'vitest';
import { vatReturn, FILED_Q3_DIFFERING, Q4_WITH_LISTS } from '../testing/vat-return-answers';
import {
  boxFromSearch,
  correctionsView,
  differencesView,
  discountsView,
  netVatVerdict,
  outsideView,
  vatReturnLink,
  vatReturnView,
} from './vat-return-view';
import { viewHeaders } from '../../../testing/tables';

const Q4 = { from: '2026-10-01', to: '2026-12-31' };

describe('netVatVerdict', () => {
  it('says what is due to the NBR, or what may be reclaimed when input VAT is larger', () => {
    expect(netVatVerdict(10.525)).toEqual({ text: 'Net VAT due: BD 10.525', tone: 'due' });
    expect(netVatVerdict(0)).toEqual({ text: 'Net VAT due: BD 0.000', tone: 'due' });
    expect(netVatVerdict(-4.2)).toEqual({ text: 'Net VAT reclaimable: BD 4.200', tone: 'reclaim' });
  });
});

describe('vatReturnView', () => {
  it('lists the boxes in English and Arabic with their amount and VAT, and no VAT where the box has none', () => {
    const view = vatReturnView(vatReturn(10.525));
    expect(viewHeaders(view)).toEqual(['Box', 'Description', 'الوصف', 'Amount (BD)', 'VAT (BD)']);
    expect(view.rows[0]?.cells).toEqual([
      { kind: 'count', value: 1 },
      { kind: 'text', text: 'Standard rated sales' },
      { kind: 'text', text: 'المبيعات الخاضعة للنسبة الأساسية' },
      { kind: 'money', fils: 250_500 },
      { kind: 'money', fils: 12_525 },
    ]);
    expect(view.rows[1]?.cells[4]).toEqual({ kind: 'empty' });
    expect(view.verdict).toEqual({ text: 'Net VAT due: BD 10.525', tone: 'due' });
    expect(vatReturnView(vatReturn(-3)).verdict).toEqual({ text: 'Net VAT reclaimable: BD 3.000', tone: 'reclaim' });
  });

  it('leaves the amount of the boxes of VAT alone blank, and sets the boxes adding up others apart', () => {
    const rows = vatReturnView(vatReturn(10.525)).rows;
    const byBox = (box: number) => rows.find((row) => row.key === String(box))!;
    expect(byBox(15).cells[3]).toEqual({ kind: 'empty' });
    expect(byBox(18).cells.slice(3)).toEqual([{ kind: 'empty' }, { kind: 'money', fils: 10_525 }]);
    expect(rows.filter((row) => row.role === 'subtotal').map((row) => row.key)).toEqual(['7', '14', '15', '16', '18']);
  });
});

describe('the open box in the address', () => {
  it('reads a box that lists documents, and nothing else', () => {
    expect(boxFromSearch(new URLSearchParams('box=7'))).toBe(7);
    expect(boxFromSearch(new URLSearchParams('box=16'))).toBe(16);
    expect(boxFromSearch(new URLSearchParams('box=15'))).toBeNull();
    expect(boxFromSearch(new URLSearchParams('box=x'))).toBeNull();
    expect(boxFromSearch(new URLSearchParams(''))).toBeNull();
  });

  it('links the return over a period, with a box open when one is named', () => {
    expect(vatReturnLink(Q4)).toBe('/books/vat-return?from=2026-10-01&to=2026-12-31');
    expect(vatReturnLink(Q4, 8)).toBe('/books/vat-return?from=2026-10-01&to=2026-12-31&box=8');
  });
});

describe('the lists under the boxes', () => {
  it('itemises box 16 with the period each correction corrects and their net VAT', () => {
    const view = correctionsView(Q4_WITH_LISTS);
    expect(view.title).toBe('Corrections from earlier periods (box 16)');
    expect(viewHeaders(view)).toEqual(['Number', 'Date', 'Party', 'Box', 'Corrects', 'Amount (BD)', 'VAT (BD)']);
    expect(view.rows[0]?.cells).toEqual([
      { kind: 'text', text: 'INV-ARG-31', link: '/invoice/31' },
      { kind: 'date', date: '2026-09-28' },
      { kind: 'text', text: 'Gulf Freight WLL' },
      { kind: 'count', value: 1 },
      { kind: 'text', text: '01/07/2026 – 30/09/2026' },
      { kind: 'money', fils: 60_000_000 },
      { kind: 'money', fils: 6_000_000 },
    ]);
    expect(view.totals?.cells.at(0)).toEqual({ kind: 'text', text: 'Net VAT (box 16)' });
    expect(view.totals?.cells.at(-1)).toEqual({ kind: 'money', fils: 6_000_000 });
  });

  it("lists the VAT accounts' other moves, each on its account's ledger over the period, and their total", () => {
    const view = outsideView(Q4_WITH_LISTS);
    expect(viewHeaders(view)).toEqual(['Number', 'Date', 'Account', 'Amount (BD)']);
    expect(view.rows.map((row) => row.cells)).toEqual([
      [
        { kind: 'text', text: 'JV-ARG-5', link: '/journal/5' },
        { kind: 'date', date: '2026-10-15' },
        {
          kind: 'text',
          text: 'VAT Output',
          link: '/books/general-ledger?account_id=41&from=2026-10-01&to=2026-12-31',
        },
        { kind: 'money', fils: -120_000 },
      ],
      [
        { kind: 'text', text: 'OB-1', link: '/books/opening-balances' },
        { kind: 'date', date: '2026-10-01' },
        {
          kind: 'text',
          text: 'VAT Input',
          link: '/books/general-ledger?account_id=42&from=2026-10-01&to=2026-12-31',
        },
        { kind: 'money', fils: -3_500 },
      ],
    ]);
    expect(view.totals?.cells).toEqual([
      { kind: 'text', text: 'Total' },
      { kind: 'empty' },
      { kind: 'empty' },
      { kind: 'money', fils: -123_500 },
    ]);
  });

  it('lists the discounts with their side', () => {
    const view = discountsView(Q4_WITH_LISTS);
    expect(view.title).toBe('Discounts (in no box)');
    expect(view.rows[0]?.cells).toEqual([
      { kind: 'text', text: 'INV-ARG-40', link: '/invoice/40' },
      { kind: 'date', date: '2026-11-02' },
      { kind: 'text', text: 'Gulf Freight WLL' },
      { kind: 'text', text: 'Sales' },
      { kind: 'money', fils: -5_000 },
    ]);
  });

  it('lists the documents the books now hold differently from a filed return', () => {
    const view = differencesView(FILED_Q3_DIFFERING, FILED_Q3_DIFFERING.books_differ!);
    expect(view.rows.map((row) => row.cells.map((cell) => ('text' in cell ? cell.text : cell)))).toEqual([
      [
        'INV-ARG-31',
        { kind: 'date', date: '2026-09-28' },
        'Gulf Freight WLL',
        { kind: 'count', value: 1 },
        { kind: 'money', fils: 100_000 },
        { kind: 'money', fils: 10_000 },
      ],
      [
        'PV-ARG-9',
        { kind: 'date', date: '2026-08-14' },
        'Bapco Retail',
        { kind: 'count', value: 8 },
        { kind: 'money', fils: -20_000 },
        { kind: 'money', fils: -2_000 },
      ],
    ]);
  });
});
