import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { LedgerCheck } from '@fleetledger/shared/ledger/ledger-check.contract';
import { callsTo, jsonResponse, mockFetch } from '../../../testing/fetch-mock';
import { renderRoutes } from '../../../testing/render-routes';
import { BooksCheckPage } from './books-check-page';

const routes = [{ path: '/books/check', element: <BooksCheckPage /> }];
const HEAD = '3fa2c1d9e0ab77c6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f1a0b9c8d7e6f5a4b3c2';

/** 06:41 UTC is 09:41 in Bahrain. */
const VERIFIED: LedgerCheck = {
  success: true,
  anchor: { entries: 43, head_id: 57, head_hash: HEAD, anchored_at: '2026-11-26T06:45:00.000Z' },
  last_verified: {
    at: '2026-11-26T06:41:00.000Z',
    verified: true,
    entries: 43,
    head_hash: HEAD,
    findings: [],
    warnings: [],
  },
};

const BROKEN: LedgerCheck = {
  ...VERIFIED,
  last_verified: {
    at: '2026-11-26T07:02:00.000Z',
    verified: false,
    entries: 42,
    head_hash: 'aa11bb22cc33dd44ee55ff66aa77bb88cc99dd00ee11ff22aa33bb44cc55dd66',
    findings: [
      'Receipt RCPT-ARG-96 is Posted, but the books hold no entry posting it',
      'The books end at 42 entries, the last entry 56 (aa11bb22cc33), but their anchor of 2026-11-26 06:45 UTC holds 43 entries, the last entry 57 (3fa2c1d9e0ab): the last entry is missing',
    ],
    warnings: [],
  },
};

const WARNED: LedgerCheck = {
  ...VERIFIED,
  last_verified: {
    ...VERIFIED.last_verified!,
    warnings: [
      'Invoice INV-ARG-12 has a line on Al Salam Bank (account 26), a control account kept by its own ledger: it was written before such lines were refused',
    ],
  },
};

function checkServer(stored: LedgerCheck, afterVerify: LedgerCheck) {
  return mockFetch((path, init) => {
    if (path.endsWith('books/ledger_verify') && init?.method === 'POST') return jsonResponse(200, afterVerify);
    if (path.endsWith('books/ledger_check')) return jsonResponse(200, stored);
    return jsonResponse(404, { success: false, message: 'Not found' });
  });
}

const section = (name: string) => screen.getByRole('region', { name });

describe('BooksCheckPage', () => {
  it('shows the last verification and the anchored head, and what Verify Now finds', async () => {
    const fetchMock = checkServer(VERIFIED, BROKEN);
    const user = userEvent.setup();
    renderRoutes(routes, ['/books/check']);

    expect(await screen.findByText('Last verified on 26/11/2026 09:41: 43 entries, head 3fa2c1d9e0ab.')).toBeVisible();
    expect(within(section('Last verification')).getByText('Verified')).toBeVisible();
    expect(
      within(section('Anchor')).getByText('43 entries, head 3fa2c1d9e0ab, anchored on 26/11/2026 09:45.'),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Verify Now' }));
    expect(await screen.findByText('Last verified on 26/11/2026 10:02: 42 entries, head aa11bb22cc33.')).toBeVisible();
    expect(within(section('Last verification')).getByText('Did not verify')).toBeVisible();
    const findings = within(screen.getByRole('list', { name: 'What did not verify' })).getAllByRole('listitem');
    expect(findings.map((item) => item.textContent)).toEqual(BROKEN.last_verified!.findings);
    expect(callsTo(fetchMock, 'books/ledger_verify')).toHaveLength(1);
  });

  it('lists the warnings below a verification that passed', async () => {
    checkServer(WARNED, WARNED);
    renderRoutes(routes, ['/books/check']);

    expect(await screen.findByText('Warnings: to correct, though the books verify')).toBeVisible();
    expect(within(section('Last verification')).getByText('Verified')).toBeVisible();
    const warnings = within(screen.getByRole('list', { name: 'Warnings: to correct, though the books verify' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(warnings).toEqual(WARNED.last_verified!.warnings);
    expect(screen.queryByRole('list', { name: 'What did not verify' })).toBeNull();
  });

  it('says when the books were never verified and no anchor is written yet', async () => {
    checkServer({ success: true, anchor: null, last_verified: null }, VERIFIED);
    renderRoutes(routes, ['/books/check']);

    expect(await screen.findByText('The books have not been verified with this data directory yet.')).toBeVisible();
    expect(screen.getByText('Not verified yet')).toBeVisible();
    expect(screen.getByText('No anchor yet: the next posting (or Verify Now) writes one.')).toBeVisible();
  });

  it('says so when Verify Now fails, keeping what was shown', async () => {
    mockFetch((path) =>
      path.endsWith('books/ledger_check')
        ? jsonResponse(200, VERIFIED)
        : jsonResponse(500, { success: false, message: 'Something went wrong (request 7)' }),
    );
    const user = userEvent.setup();
    renderRoutes(routes, ['/books/check']);

    await user.click(await screen.findByRole('button', { name: 'Verify Now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong (request 7)');
    expect(screen.getByText('Last verified on 26/11/2026 09:41: 43 entries, head 3fa2c1d9e0ab.')).toBeVisible();
  });
});
