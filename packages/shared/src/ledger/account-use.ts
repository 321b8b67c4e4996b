import type { AccountType } from '../masterdata/masterdata.contract';
import { CONTROL_ACCOUNT_IDS } from './ledger-accounts';

/** One wording on every path that posts, so a clerk reads the same refusal wherever they meet it. */
export const ACCOUNT_USE_MESSAGES = {
  inactive: (account: string) =>
    `${account} is not active: it takes no postings. Choose another account, or make it active on the Accounts page`,
  control: (line: string, account: string) =>
    `The account of ${line} (${account}) is a control account: it is posted only through its ledger`,
} as const;

export function isControlAccount(accountId: number): boolean {
  return CONTROL_ACCOUNT_IDS.includes(accountId);
}

export interface PostingAccount {
  id: number;
  name: string;
  active: boolean;
}

/**
 * Why a document's line (an invoice or purchase item, an expense's charge) cannot post to the account,
 * or null when it can. `line` names the line as the message reads it: "item 2", "the charge Diesel".
 */
export function lineAccountRefusal(line: string, account: PostingAccount): string | null {
  if (!account.active) return ACCOUNT_USE_MESSAGES.inactive(account.name);
  if (isControlAccount(account.id)) return ACCOUNT_USE_MESSAGES.control(line, account.name);
  return null;
}

/** Why a charge's expenses cannot post to its account, or null: the charge is the line they name. */
export function chargeAccountRefusal(chargeName: string, account: PostingAccount): string | null {
  return lineAccountRefusal(`the charge ${chargeName}`, account);
}

/**
 * Whose accounts a document line's picker asks for, never a control account: a purchase line's (any
 * other), a sales line's (income only: a sale posted to an expense would silently lower that expense),
 * or a sales line's others, offered only when the user asks for them.
 */
export const DOCUMENT_LINE_KINDS = ['sale', 'sale-other', 'purchase'] as const;
export type DocumentLineKind = (typeof DOCUMENT_LINE_KINDS)[number];

/** A sales line on any account but income is most likely a slip: the screen asks first. */
export function asksBeforeSalesLine<T extends { type: AccountType }>(
  account: T,
): account is T & { type: Exclude<AccountType, 'income'> } {
  return account.type !== 'income';
}
