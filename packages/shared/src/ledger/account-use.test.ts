import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_USE_MESSAGES,
  asksBeforeSalesLine,
  chargeAccountRefusal,
  isControlAccount,
  lineAccountRefusal,
} from './account-use';

describe('which accounts a document line may post to', () => {
  // The control accounts sit among the fixed ones: their neighbours (sales, discount, round off,
  // accrued expenses, the first free account) stay open to lines.
  it.each([
    [25, false],
    [26, true],
    [27, true],
    [28, true],
    [29, false],
    [35, false],
    [36, true],
    [37, false],
    [38, true],
    [39, false],
    [40, false],
    [41, true],
    [42, true],
    [43, false],
    [44, true],
    [45, true],
    [46, false],
  ])('account %i is a control account: %s', (id, control) => {
    expect(isControlAccount(id)).toBe(control);
  });

  it('refuses an inactive account first, then a control account, naming the line and the account', () => {
    expect(lineAccountRefusal('line 2', { id: 29, name: 'Fuel Expense', active: true })).toBeNull();
    expect(lineAccountRefusal('line 2', { id: 29, name: 'Fuel Expense', active: false })).toBe(
      ACCOUNT_USE_MESSAGES.inactive('Fuel Expense'),
    );
    expect(lineAccountRefusal('line 2', { id: 38, name: 'Accounts Receivable', active: true })).toBe(
      'The account of line 2 (Accounts Receivable) is a control account: it is posted only through its ledger',
    );
    expect(lineAccountRefusal('line 1', { id: 38, name: 'Accounts Receivable', active: false })).toBe(
      ACCOUNT_USE_MESSAGES.inactive('Accounts Receivable'),
    );
  });

  it('names a charge as the line its expenses post', () => {
    expect(chargeAccountRefusal('Diesel', { id: 27, name: 'Cash GL', active: true })).toBe(
      'The account of the charge Diesel (Cash GL) is a control account: it is posted only through its ledger',
    );
    expect(chargeAccountRefusal('Diesel', { id: 29, name: 'Fuel Expense', active: false })).toBe(
      ACCOUNT_USE_MESSAGES.inactive('Fuel Expense'),
    );
    expect(chargeAccountRefusal('Diesel', { id: 29, name: 'Fuel Expense', active: true })).toBeNull();
  });

  it('words an inactive account the same whatever the path, by its name', () => {
    expect(ACCOUNT_USE_MESSAGES.inactive('Fuel Expense')).toBe(
      'Fuel Expense is not active: it takes no postings. Choose another account, or make it active on the Accounts page',
    );
  });
});

describe("a sales line's account", () => {
  it('asks before any account but income carries a sales line', () => {
    for (const type of ['asset', 'liability', 'equity', 'expense'] as const) {
      expect(asksBeforeSalesLine({ type }), type).toBe(true);
    }
    expect(asksBeforeSalesLine({ type: 'income' })).toBe(false);
  });
});
