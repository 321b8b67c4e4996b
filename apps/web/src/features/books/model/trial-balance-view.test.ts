import { describe, expect, it } from 'vitest';
import { TRIAL_BALANCE, TRIAL_BALANCE_HEADERS } from '../testing/books-answers';
import { generalLedgerLink } from '../../../lib/books/general-ledger-link';
import { balanceVerdict, trialBalanceView } from './trial-balance-view';
import { viewHeaders } from '../../../testing/tables';

const BALANCED = TRIAL_BALANCE.totals;

describe('balanceVerdict', () => {
  it('says the totals balance when debits equal credits in every column', () => {
    expect(balanceVerdict(BALANCED)).toEqual({
      text: 'The totals balance: debits equal credits in every column.',
      tone: 'good',
    });
  });

  it('compares to the fil, so binary noise in BD never reads as a difference', () => {
    expect(balanceVerdict({ ...BALANCED, debit: 0.1 + 0.2, credit: 0.3 }).tone).toBe('good');
  });

  it('names each column that is out, and by how much', () => {
    expect(balanceVerdict({ ...BALANCED, credit: 313.02, closing_debit: 400 })).toEqual({
      text: 'The totals do not balance: period by BD 0.005, closing by BD 36.975.',
      tone: 'bad',
    });
  });
});

describe('trialBalanceView', () => {
  it('shows each account with its six figures in fils, the totals, and links to its ledger', () => {
    const view = trialBalanceView(TRIAL_BALANCE);
    expect(viewHeaders(view)).toEqual(TRIAL_BALANCE_HEADERS);
    expect(view.rows[1]?.cells).toEqual([
      {
        kind: 'text',
        text: 'Accounts Receivable',
        link: '/books/general-ledger?account_id=38&from=2026-11-01&to=2026-11-30',
      },
      { kind: 'money', fils: 100_000 },
      { kind: 'money', fils: 0 },
      { kind: 'money', fils: 263_025 },
      { kind: 'money', fils: 50_000 },
      { kind: 'money', fils: 313_025 },
      { kind: 'money', fils: 0 },
    ]);
    expect(view.totals?.cells[3]).toEqual({ kind: 'money', fils: 313_025 });
    expect(view.period).toBe('01/11/2026 – 30/11/2026');
    expect(view.fileName).toBe('trial_balance_2026-11-01_2026-11-30.xlsx');
  });

  it('builds the General Ledger address with the account and the same period', () => {
    expect(generalLedgerLink(26, { from: '2026-10-01', to: '2026-12-31' })).toBe(
      '/books/general-ledger?account_id=26&from=2026-10-01&to=2026-12-31',
    );
  });
});
