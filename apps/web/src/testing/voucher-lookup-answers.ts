import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import type { AccountLookup } from '@fleetledger/shared/lookups/lookups.contract';
import { jsonResponse } from './fetch-mock';

/** A voucher lookup call's answer (customers_details, trucks_details, account_details). */
export const lookupAnswer = (data: unknown[]) => jsonResponse(200, { status: 'success', data, message: 'OK' });

/** The customers the voucher screens' tests pick from. */
export const ACME = { id: 5, name: 'Acme Trading', cr_name: null };

/** account_details?search=: the accounts whose name holds what was typed, as the server searches. */
export function accountSearchAnswer(path: string, accounts: readonly AccountLookup[]): Response {
  const query = new URL(path, 'http://app').searchParams;
  const search = query.get('search')?.toLowerCase() ?? '';
  // A sales line is answered income accounts only, or, asked for, the others (as the server does).
  const line = query.get('line');
  const offered = (account: AccountLookup) =>
    line === 'sale' ? account.type === 'income' : line === 'sale-other' ? account.type !== 'income' : true;
  return lookupAnswer(accounts.filter((account) => offered(account) && account.name.toLowerCase().includes(search)));
}

/** Types into a grid line's account cell and picks the account with the keyboard: ↓ then Enter. */
export async function pickAccount(user: UserEvent, line: number, typed: string, name: string) {
  const cell = () => screen.getByRole('textbox', { name: `Account, line ${line}` });
  await user.click(cell());
  await user.keyboard(typed);
  await screen.findByRole('option', { name, hidden: true }, { timeout: 10_000 });
  await user.keyboard('{ArrowDown}{Enter}');
  await waitFor(() => expect(cell()).toHaveValue(name));
}
