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

  it('takes any other account without a question', () => {
    for (const type of ['income', 'asset', 'liability', 'equity'] as const) {
      expect(salesLineQuestion(account(type))).toBeNull();
    }
  });
});
