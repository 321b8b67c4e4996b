import { describe, expect, it } from 'vitest';
import { OPENING_MESSAGES as M } from '@fleetledger/shared/ledger/opening-balances.contract';
import {
  compacted,
  newAccountLine,
  newOpenItem,
  openingFigures,
  openingPayload,
  openingProblems,
  stepOf,
  type OpeningDraft,
} from './opening-drafts';

const account = (accountId: number | null, debit: string, credit = '') => ({
  ...newAccountLine(),
  accountId,
  accountName: accountId === null ? '' : `Account ${accountId}`,
  debit,
  credit,
});
const item = (partyId: number, amount: string, date = '2025-12-01') => ({
  ...newOpenItem(),
  partyId,
  number: `N-${amount}`,
  date,
  amount,
});
const draft = (patch: Partial<OpeningDraft>): OpeningDraft => ({
  date: '2026-01-01',
  accounts: [],
  customers: [],
  suppliers: [],
  ...patch,
});

describe('the opening balances draft', () => {
  it('sends the lines that hold anything, figures as numbers', () => {
    const payload = openingPayload(
      draft({
        accounts: [account(26, '1,000.5'), newAccountLine(), account(49, '', ' 400 ')],
        customers: [item(5, '-20'), newOpenItem()],
        suppliers: [{ ...item(7, '80'), dueDate: '2026-02-10' }],
      }),
    );
    expect(payload).toEqual({
      date: '2026-01-01',
      accounts: [
        { account_id: 26, debit: 1000.5, credit: null },
        { account_id: 49, debit: null, credit: 400 },
      ],
      customers: [{ customer_id: 5, number: 'N--20', date: '2025-12-01', due_date: null, amount: -20 }],
      suppliers: [{ supplier_id: 7, number: 'N-80', date: '2025-12-01', due_date: '2026-02-10', amount: 80 }],
    });
  });

  it('keeps the running figures of what is a figure so far, equity by the shared rule', () => {
    const figures = openingFigures(
      draft({
        accounts: [account(26, '5000'), account(49, '', '4000'), account(null, 'ten'), account(47, '100', '100')],
        customers: [item(5, '300'), item(5, '-20'), item(5, '')],
        suppliers: [item(7, '80'), item(7, '-10')],
      }),
    );
    // 5,000 − 4,000 + 280 owed to us − 70 we owe: 1,210 credited to Opening Balance Equity.
    expect(figures).toEqual({
      debitFils: 5_000_000,
      creditFils: 4_000_000,
      receivableFils: 280_000,
      payableFils: 70_000,
      equityFils: 1_210_000,
    });
    expect(openingFigures(draft({})).equityFils).toBe(0);
  });

  it('numbers the problems as the grids do once blank lines between others are dropped', () => {
    const tidy = compacted(
      draft({ accounts: [newAccountLine(), account(null, '5')], customers: [item(5, '9', '2026-01-02')] }),
    );
    expect(tidy.accounts.map((line) => line.accountId === null && line.debit === '')).toEqual([false, true]);
    const problems = openingProblems(tidy);
    expect(problems).toEqual({
      'accounts.0.account_id': M.accountRequired(1),
      'customers.0.date': M.itemAfterOpening(1, 'customer'),
    });
    expect(Object.keys(problems).map(stepOf)).toEqual(['accounts', 'customers']);
    expect(openingProblems(draft({}))).toEqual({ accounts: M.nothingEntered });
    expect(stepOf('accounts')).toBe('review');
    expect(stepOf('date')).toBe('date');
  });
});
