import { describe, expect, it } from 'vitest';
import { NOT_A_REAL_DATE } from '../dates';
import { LEDGER_ACCOUNTS } from './ledger-accounts';
import { OPENING_MESSAGES as M, openingBalancesPayload, type OpeningBalancesInput } from './opening-balances.contract';
import { checkOpeningBalances, openingEntryLines, openItemLines, type CheckedOpening } from './opening-balances';

const { receivable, payable, openingBalanceEquity: equity } = LEDGER_ACCOUNTS;
const BANK = 26;
const VEHICLES = 47;
const LOAN = 49;

const check = (input: Partial<OpeningBalancesInput>) =>
  checkOpeningBalances(openingBalancesPayload.parse({ date: '2026-01-01', ...input }));

const customer = (amount: number, extra: Record<string, unknown> = {}) => ({
  customer_id: 7,
  number: 'INV-2025-113',
  date: '2025-11-15',
  due_date: '2025-12-15',
  amount,
  ...extra,
});

describe('checking opening balances', () => {
  it('takes account balances and open items, a zero line bringing nothing in', () => {
    const { opening, problems } = check({
      accounts: [
        { account_id: BANK, debit: 1200.5 },
        { account_id: LOAN, credit: 800 },
        { account_id: VEHICLES, debit: 0, credit: 0 },
      ],
      customers: [customer(300), customer(-20, { number: 'CN-9', due_date: '' })],
      suppliers: [{ supplier_id: 8, number: 'B-1', date: '2026-01-01', amount: 45.125 }],
    });
    expect(problems).toEqual({});
    expect(opening).toEqual({
      date: '2026-01-01',
      accounts: [
        { accountId: BANK, debitFils: 1_200_500, creditFils: 0 },
        { accountId: LOAN, debitFils: 0, creditFils: 800_000 },
      ],
      items: [
        {
          party: 'customer',
          partyId: 7,
          number: 'INV-2025-113',
          date: '2025-11-15',
          dueDate: '2025-12-15',
          amountFils: 300_000,
        },
        { party: 'customer', partyId: 7, number: 'CN-9', date: '2025-11-15', dueDate: null, amountFils: -20_000 },
        { party: 'supplier', partyId: 8, number: 'B-1', date: '2026-01-01', dueDate: null, amountFils: 45_125 },
      ],
    });
  });

  it('names each problem by its field', () => {
    const { opening, problems } = check({
      date: '2026-02-30',
      accounts: [
        { account_id: receivable, debit: 5 },
        { account_id: equity, credit: 5 },
        { account_id: BANK, debit: 5, credit: -1 },
        { account_id: BANK, debit: 1 },
        { account_id: null, debit: 1 },
      ],
      customers: [
        customer(0),
        customer(10, { customer_id: null, number: ' ', date: '' }),
        customer(10, { due_date: '2025-11-14' }),
        customer(10.0005),
      ],
      suppliers: [{ supplier_id: 8, number: 'B-1', date: '2026-01-02', amount: 5 }],
    });
    expect(opening).toBeNull();
    expect(problems).toEqual({
      date: NOT_A_REAL_DATE,
      'accounts.0.account_id': M.controlAccount(1, 'Accounts Receivable', 'customer'),
      'accounts.1.account_id': M.equityAccount(2),
      'accounts.2.credit': 'Line 3: the credit must be an amount in BD, not below zero',
      'accounts.3.account_id': M.accountTwice(4, 3),
      'accounts.4.account_id': M.accountRequired(5),
      'customers.0.amount': M.amountRequired(1, 'customer'),
      'customers.1.customer_id': M.partyRequired(2, 'customer'),
      'customers.1.number': M.numberRequired(2, 'customer'),
      'customers.1.date': M.itemDateRequired(2, 'customer'),
      'customers.2.number': M.numberTwice(3, 'customer', 1),
      'customers.2.due_date': M.dueBeforeDate(3, 'customer'),
      'customers.3.number': M.numberTwice(4, 'customer', 1),
      'customers.3.amount': M.amountDecimals(4, 'customer'),
    });
  });

  it('refuses an item dated after the opening, and nothing at all', () => {
    expect(check({ suppliers: [{ supplier_id: 8, number: 'B-1', date: '2026-01-02', amount: 5 }] }).problems).toEqual({
      'suppliers.0.date': M.itemAfterOpening(1, 'supplier'),
    });
    expect(check({}).problems).toEqual({ accounts: M.nothingEntered });
  });
});

describe('opening balances in the books', () => {
  const opening = (partial: Partial<CheckedOpening>): CheckedOpening => ({
    date: '2026-01-01',
    accounts: [],
    items: [],
    ...partial,
  });
  const sides = (lines: ReturnType<typeof openingEntryLines>) =>
    lines.map((l) => [l.accountId, l.debitFils, l.creditFils, l.partyId, l.invoiceId ?? l.purchaseId]);

  it('puts what the accounts and credits leave unbalanced on Opening Balance Equity', () => {
    const lines = openingEntryLines(
      opening({
        accounts: [
          { accountId: BANK, debitFils: 1_000, creditFils: 0 },
          { accountId: LOAN, debitFils: 0, creditFils: 300 },
        ],
        items: [
          { party: 'customer', partyId: 7, number: 'A', date: '2025-12-01', dueDate: null, amountFils: -50 },
          { party: 'supplier', partyId: 8, number: 'B', date: '2025-12-01', dueDate: null, amountFils: -20 },
          { party: 'customer', partyId: 7, number: 'C', date: '2025-12-01', dueDate: null, amountFils: 999 },
        ],
      }),
    );
    expect(sides(lines)).toEqual([
      [BANK, 1_000, 0, null, null],
      [LOAN, 0, 300, null, null],
      [receivable, 0, 50, 7, null],
      [payable, 20, 0, 8, null],
      [equity, 0, 670, null, null],
    ]);
  });

  it('writes no entry when only documents open, and balances an entry that needs no equity', () => {
    const item = {
      party: 'customer' as const,
      partyId: 7,
      number: 'C',
      date: '2025-12-01',
      dueDate: null,
      amountFils: 999,
    };
    expect(openingEntryLines(opening({ items: [item] }))).toEqual([]);
    const even = openingEntryLines(
      opening({
        accounts: [
          { accountId: BANK, debitFils: 300, creditFils: 0 },
          { accountId: LOAN, debitFils: 0, creditFils: 300 },
        ],
      }),
    );
    expect(even.map((l) => l.accountId)).toEqual([BANK, LOAN]);
  });

  it('posts an opening invoice and bill on the control account with its document, against equity', () => {
    const base = { number: 'X', date: '2025-12-01', dueDate: null, amountFils: 400 };
    expect(sides(openItemLines({ ...base, party: 'customer', partyId: 7 }, 12))).toEqual([
      [receivable, 400, 0, 7, 12],
      [equity, 0, 400, null, null],
    ]);
    expect(sides(openItemLines({ ...base, party: 'supplier', partyId: 8 }, 13))).toEqual([
      [equity, 400, 0, null, null],
      [payable, 0, 400, 8, 13],
    ]);
  });
});
