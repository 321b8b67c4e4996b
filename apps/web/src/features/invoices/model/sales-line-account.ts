import type { AccountLookup } from '@fleetledger/shared/lookups/lookups.contract';
import { asksBeforeSalesLine } from '@fleetledger/shared/ledger/account-use';

export interface SalesLineQuestion {
  title: string;
  text: string;
}

/** What a sales line would do to each kind of account it is not meant for. */
const EFFECT = {
  expense: 'an expense account: this line would lower the costs instead of adding to the income',
  asset: 'an asset account: this line would lower what the company holds instead of adding to the income',
  liability: 'a liability account: this line would add to what the company owes instead of to the income',
  equity: "an equity account: this line would add to the owners' capital instead of to the income",
} as const;

/** What the invoice asks before a sales line goes to the account, or null when it just takes it. */
export function salesLineQuestion(account: AccountLookup): SalesLineQuestion | null {
  if (!asksBeforeSalesLine(account)) return null;
  return {
    title: `${account.name} on a sales invoice?`,
    text: `${account.name} is ${EFFECT[account.type]}. Sales lines usually go to an income account.`,
  };
}
