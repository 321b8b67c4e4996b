import { describe, expect, it } from 'vitest';
import { vatReturn } from '../testing/books-answers';
import { netVatVerdict, vatReturnView } from './vat-return-view';

describe('netVatVerdict', () => {
  it('says what is due to the NBR, or what may be reclaimed when input VAT is larger', () => {
    expect(netVatVerdict(10.525)).toEqual({ text: 'Net VAT due: BD 10.525', tone: 'due' });
    expect(netVatVerdict(0)).toEqual({ text: 'Net VAT due: BD 0.000', tone: 'due' });
    expect(netVatVerdict(-4.2)).toEqual({ text: 'Net VAT reclaimable: BD 4.200', tone: 'reclaim' });
  });
});

describe('vatReturnView', () => {
  it('lists the boxes with their amount and VAT, and no VAT where the box has none', () => {
    const view = vatReturnView(vatReturn(10.525));
    expect(view.columns.map((column) => column.header)).toEqual(['Box', 'Description', 'Amount (BD)', 'VAT (BD)']);
    expect(view.rows[0]?.cells).toEqual([
      { kind: 'count', value: 1 },
      { kind: 'text', text: 'Standard rated sales' },
      { kind: 'money', fils: 250_500 },
      { kind: 'money', fils: 12_525 },
    ]);
    expect(view.rows[1]?.cells[3]).toEqual({ kind: 'empty' });
    expect(view.verdict).toEqual({ text: 'Net VAT due: BD 10.525', tone: 'due' });
    expect(vatReturnView(vatReturn(-3)).verdict).toEqual({ text: 'Net VAT reclaimable: BD 3.000', tone: 'reclaim' });
  });
});
