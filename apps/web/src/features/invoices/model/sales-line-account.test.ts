import { describe, expect, it } from 'vitest';
import type { AccountLookup } from '@fleetledger/shared/lookups/lookups.contract';
import { salesLineQuestion } from './sales-line-account';

const account = (type: AccountLookup['type']): AccountLookup => ({
  id: 30,
  name: 'Repairs Expense',
  description: null,
  dr_cr: 'dr',
  type,
});

describe('the question before a sales line takes an account', () => {
  it('asks about an expense account, naming it', () => {
    expect(salesLineQuestion(account('expense'))).toEqual({
      title: 'Repairs Expense on a sales invoice?',
      text: 'Repairs Expense is an expense account: this line would lower the costs instead of adding to the income. Sales lines usually go to an income account.',
    });
  });

  it('asks about every other account but income, saying what the line would do to it', () => {
    expect(salesLineQuestion({ ...account('asset'), name: 'Cash GL' })).toEqual({
      title: 'Cash GL on a sales invoice?',
      text: 'Cash GL is an asset account: this line would lower what the company holds instead of adding to the income. Sales lines usually go to an income account.',
    });
    for (const type of ['liability', 'equity'] as const) expect(salesLineQuestion(account(type))).not.toBeNull();
  });

  it('takes an income account without a question', () => {
    expect(salesLineQuestion(account('income'))).toBeNull();
  });
});
