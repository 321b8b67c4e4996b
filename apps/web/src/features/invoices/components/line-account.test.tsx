import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { AccountLookup } from '@fleetledger/shared/lookups/lookups.contract';
import { AppProviders } from '../../../app/providers';
import { callsTo, jsonResponse, mockFetch } from '../../../testing/fetch-mock';
import { LOAD_WAIT } from '../../../testing/render-routes';
import { accountSearchAnswer } from '../../../testing/voucher-lookup-answers';
import { manualLine } from '../model/invoice-line-drafts';
import { LineAccount } from './line-account';

const ACCOUNTS: AccountLookup[] = [
  { id: 25, name: 'Transportation Sales', description: null, dr_cr: 'cr', type: 'income' },
  { id: 29, name: 'Fuel Expense', description: null, dr_cr: 'dr', type: 'expense' },
];

/** One manual line's account, kept as the invoice editor keeps it. */
function OneLine() {
  const [line, setLine] = useState(manualLine());
  return (
    <>
      <LineAccount line={line} index={0} editable minLetters={2} onChange={(patch) => setLine({ ...line, ...patch })} />
      <output aria-label="Chosen">{line.accountName}</output>
    </>
  );
}

async function choose(user: ReturnType<typeof userEvent.setup>, typed: string, name: string) {
  await user.click(screen.getByRole('textbox', { name: 'Account, line 1' }));
  await user.keyboard(typed);
  await user.click(await screen.findByRole('option', { name, hidden: true }, LOAD_WAIT));
}

describe('LineAccount', { timeout: 30_000 }, () => {
  it('asks for the sales line picker, and takes an income account at once', async () => {
    const fetchMock = mockFetch((path) =>
      path.includes('account_details') ? accountSearchAnswer(path, ACCOUNTS) : jsonResponse(404, {}),
    );
    const user = userEvent.setup();
    render(<AppProviders>{<OneLine />}</AppProviders>);
    await choose(user, 'Sales', 'Transportation Sales');
    expect(screen.getByRole('status', { name: 'Chosen', hidden: true })).toHaveTextContent('Transportation Sales');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'account_details').every((call) => call.includes('line=sale'))).toBe(true);
  });

  it('offers no expense account until the others are asked for, and then asks before taking one', async () => {
    mockFetch((path) =>
      path.includes('account_details') ? accountSearchAnswer(path, ACCOUNTS) : jsonResponse(404, {}),
    );
    const user = userEvent.setup();
    render(<AppProviders>{<OneLine />}</AppProviders>);
    const chosen = () => screen.getByRole('status', { name: 'Chosen', hidden: true });

    await choose(user, 'Fuel', 'Other accounts (not income)…');
    expect(screen.queryByRole('option', { name: 'Transportation Sales', hidden: true })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: 'Fuel Expense', hidden: true }, LOAD_WAIT));
    const question = await screen.findByRole('dialog', { name: 'Fuel Expense on a sales invoice?' });
    expect(question).toHaveTextContent('Fuel Expense is an expense account');
    await user.click(screen.getByRole('button', { name: 'Choose another' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(chosen()).toHaveTextContent('');
    expect(screen.getByRole('textbox', { name: 'Account, line 1' })).toHaveValue('');

    await choose(user, 'Fuel', 'Other accounts (not income)…');
    await user.click(await screen.findByRole('option', { name: 'Fuel Expense', hidden: true }, LOAD_WAIT));
    await screen.findByRole('dialog', { name: 'Fuel Expense on a sales invoice?' });
    await user.click(screen.getByRole('button', { name: 'Use it' }));
    await waitFor(() => expect(chosen()).toHaveTextContent('Fuel Expense'));
  });
});
