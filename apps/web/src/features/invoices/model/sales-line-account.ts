import type { AccountLookup } from '@fleetledger/shared/lookups/lookups.contract';
import { asksBeforeSalesLine } from '@fleetledger/shared/ledger/account-use';

export interface SalesLineQuestion {
  title: string;
  text: string;
}

/** What the invoice asks before a sales line goes to the account, or null when it just takes it. */
export function salesLineQuestion(account: AccountLookup): SalesLineQuestion | null {
  if (!asksBeforeSalesLine(account)) return null;
  return {
    title: `${account.name} on a sales invoice?`,
    text: `${account.name} is an expense account: this line would lower the costs instead of adding to the income. Sales lines usually go to an income account.`,
  };
}
