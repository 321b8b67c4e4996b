import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { withDatabase } from '../database';
import { inspect, openBooks } from './books-pages';
import { lookups } from './job-table-helpers';
import { test } from './sign-in-helpers';

/** Day, month, year and the minute on Bahrain's clock, as the page writes a moment. */
const MOMENT = String.raw`\d\d/\d\d/\d{4} \d\d:\d\d`;

interface LedgerCheck {
  anchor: { entries: number; head_hash: string } | null;
  last_verified: {
    verified: boolean;
    entries: number;
    head_hash: string;
    findings: string[];
    warnings: string[];
  } | null;
}

test.describe('the books check', () => {
  test('Verify Now checks the demo books and shows their head beside the anchor kept outside the database', async ({
    adminPage: page,
  }) => {
    await openBooks(page, 'Books Check');
    const last = page.getByRole('region', { name: 'Last verification' });
    await last.getByRole('button', { name: 'Verify Now' }).click();
    await expect(last.getByText('Verified', { exact: true })).toBeVisible();
    await expect(page.getByRole('list', { name: 'What did not verify' })).toHaveCount(0);

    // What the page says is what the server found: every entry it counted and the head's hash, abbreviated.
    const answer = (await (await page.request.get('/api/transportation/books/ledger_check')).json()) as LedgerCheck;
    const verified = answer.last_verified!;
    expect(verified).toMatchObject({ verified: true, findings: [] });
    expect(verified.entries).toBeGreaterThan(0);
    await expect(last).toContainText(
      new RegExp(`Last verified on ${MOMENT}: ${verified.entries} entries, head ${verified.head_hash.slice(0, 12)}\\.`),
    );

    // The anchor is the file in the data directory, at the verified head or past it (other flows post meanwhile).
    const anchorText = await page.getByRole('region', { name: 'Anchor' }).innerText();
    const shown = new RegExp(`(\\d+) entries, head ([0-9a-f]{12}), anchored on ${MOMENT}\\.`).exec(anchorText);
    expect(shown, anchorText).not.toBeNull();
    expect(Number(shown![1])).toBeGreaterThanOrEqual(verified.entries);
    const dataDir = process.env.E2E_DATA_DIR;
    if (dataDir !== undefined) {
      const onDisk = JSON.parse(fs.readFileSync(path.join(dataDir, 'ledger-anchor.json'), 'utf8')) as {
        anchor: { entries: number; headHash: string };
      };
      expect(onDisk.anchor.entries).toBeGreaterThanOrEqual(Number(shown![1]));
    }
    await inspect(page, 'books-check');
  });

  test('Verify Now lists a document with a line on a control account as a warning, and the books still verify', async ({
    adminPage: page,
  }) => {
    const { customers } = await lookups(page.request);
    const made = await page.request.post('/api/transportation/vouchers/invoice_generate', {
      data: {
        customer_id: customers[0]!.id,
        date: '2026-11-20',
        reference: `CTRL-${Date.now()}`,
        items: [
          { account_id: 25, job_id: null, qty: 1, amount: 1, vat_percentage: 0, cr_dr: 'cr', description: 'Haulage' },
        ],
      },
    });
    expect(made.ok(), await made.text()).toBe(true);
    const number = (await made.json()).invoice_number as number;
    // As an invoice written before lines on control accounts were refused: its line on the bank.
    const moveLine = (accountId: number) =>
      withDatabase((client) =>
        client.query(
          'update invoice_items set account_id = $1 where invoice_id = (select id from invoices where number = $2)',
          [accountId, number],
        ),
      );
    await moveLine(26);
    try {
      await openBooks(page, 'Books Check');
      const last = page.getByRole('region', { name: 'Last verification' });
      await last.getByRole('button', { name: 'Verify Now' }).click();
      const warnings = last.getByRole('list', { name: 'Warnings: to correct, though the books verify' });
      await expect(warnings).toContainText(`Invoice INV-ARG-${number} has a line on Al Salam Bank (account 26)`);
      await expect(last.getByText('Verified', { exact: true })).toBeVisible();
      await expect(page.getByRole('list', { name: 'What did not verify' })).toHaveCount(0);
    } finally {
      await moveLine(25);
    }
  });
});
