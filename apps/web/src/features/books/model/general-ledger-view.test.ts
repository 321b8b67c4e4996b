import { describe, expect, it } from 'vitest';
import { GENERAL_LEDGER } from '../testing/books-answers';
import { generalLedgerView } from './general-ledger-view';

const roles = (view: ReturnType<typeof generalLedgerView>) => [
  ...view.rows.map((row) => row.role ?? 'data'),
  ...(view.totals === null ? [] : ['closing']),
];

describe('generalLedgerView', () => {
  it('opens the first page with the balance brought forward and ends the last with the closing balance', () => {
    const pages = { ...GENERAL_LEDGER, page_count: 3, line_count: 402 };
    expect(roles(generalLedgerView({ ...pages, page: 1 }))).toEqual(['opening', 'data', 'data']);
    expect(roles(generalLedgerView({ ...pages, page: 2 }))).toEqual(['data', 'data']);
    expect(roles(generalLedgerView({ ...pages, page: 3 }))).toEqual(['data', 'data', 'closing']);
    expect(generalLedgerView({ ...pages, page: 2 }).period).toBe('01/11/2026 – 30/11/2026 · page 2 of 3');
    expect(generalLedgerView({ ...pages, page: 2 }).fileName).toBe(
      'general_ledger_38_2026-11-01_2026-11-30_page2.xlsx',
    );
  });

  it('keeps the balances with their sign (debit positive) and links each document it can open', () => {
    const view = generalLedgerView({ ...GENERAL_LEDGER, closing_balance: -12.5 });
    expect(view.rows[1]?.cells.slice(1, 3)).toEqual([
      { kind: 'text', text: 'INV-ARG-12', link: '/invoice/12' },
      { kind: 'text', text: 'Invoice INV-ARG-12' },
    ]);
    expect(view.rows[1]?.cells[4]).toEqual({ kind: 'empty' });
    expect(view.totals?.cells[8]).toEqual({ kind: 'balance', fils: -12_500 });
  });

  it('shows no table for a period without lines; the figures still give the balance', () => {
    const view = generalLedgerView({ ...GENERAL_LEDGER, rows: [], line_count: 0, page_count: 1 });
    expect(view.rows).toEqual([]);
    expect(view.totals).toBeNull();
    expect(view.figures[0]).toEqual({ label: 'Opening balance', cell: { kind: 'balance', fils: 100_000 } });
  });
});
