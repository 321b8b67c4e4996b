import type { AccountType, AccountUsage } from './masterdata.contract';
import { MASTERDATA_MESSAGES } from './masterdata.contract';

export interface AccountStanding {
  type: AccountType;
  dr_cr: 'dr' | 'cr';
  active: boolean;
}

/**
 * Whether an edit touches what the account's postings mean or where it is offered: its type, its side,
 * or its leaving the pickers. A rename or a recode does not, and needs no look at the books.
 */
export function changesStanding(stored: AccountStanding, next: AccountStanding): boolean {
  return stored.type !== next.type || stored.dr_cr !== next.dr_cr || (stored.active && !next.active);
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
  if (usage.postings === 0 || !changesStanding(stored, next)) return null;
  if (stored.type !== next.type || stored.dr_cr !== next.dr_cr) return MASTERDATA_MESSAGES.accountKeepsMeaning(usage);
  return usage.balanceFils === 0 ? null : MASTERDATA_MESSAGES.accountBalanceNotZero(usage);
}
