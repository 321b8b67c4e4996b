import type { AccountType, AccountUsage } from './masterdata.contract';
import { MASTERDATA_MESSAGES } from './masterdata.contract';

export interface AccountStanding {
  type: AccountType;
  dr_cr: 'dr' | 'cr';
  active: boolean;
}

/**
 * Why an edit of an account the books have used is refused, or null. Its postings keep their meaning
 * only while it keeps its type and side, and it may leave the pickers only once it holds nothing.
 */
export function accountChangeRefusal(
  stored: AccountStanding,
  next: AccountStanding,
  usage: AccountUsage,
): string | null {
  if (usage.postings === 0) return null;
  if (stored.type !== next.type || stored.dr_cr !== next.dr_cr) return MASTERDATA_MESSAGES.accountKeepsMeaning(usage);
  if (stored.active && !next.active && usage.balanceFils !== 0) return MASTERDATA_MESSAGES.accountBalanceNotZero(usage);
  return null;
}
