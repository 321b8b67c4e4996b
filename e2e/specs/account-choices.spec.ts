import { expect } from '@playwright/test';
import { newInvoiceForFirstCustomer } from './invoice-helpers';
import { test } from './sign-in-helpers';

/*
 * The accounts a document line may take: never a control account; on a sale income accounts only, the
 * others reachable only by asking for them and each then asked about. An account the books have used
 * keeps its type, and the Accounts page says why.
 */
test('a sales line offers income accounts only; another is reached deliberately and asked about', async ({
  adminPage: page,
}) => {
  test.setTimeout(90_000);
  const lines = await newInvoiceForFirstCustomer(page);
  const account = lines.getByRole('textbox', { name: 'Account, line 1' });
  // The line's picker rests as a plain box until entered: enter it, then type.
  const search = async (typed: string) => {
    await account.click();
    await account.fill(typed);
  };
  const offered = page.getByRole('listbox').getByRole('option');

  // "sto" matches expense accounts (customs, registration, supplies): none of them is offered.
  const answered = page.waitForResponse((answer) => answer.url().includes('account_details?search=sto&line=sale'));
  await search('sto');
  const found = ((await (await answered).json()) as { data: { name: string; type: string }[] }).data;
  expect(found.every((account) => account.type === 'income')).toBe(true);
  await expect(offered).toHaveText([...found.map((account) => account.name), 'Other accounts (not income)…']);
  for (const expense of [
    'Port & Customs Charges',
    'Vehicle Insurance & Registration',
    'Office & Administrative Expenses',
  ])
    await expect(page.getByRole('option', { name: expense })).toHaveCount(0);

  // Receivables and payables are kept by their own ledgers: not offered even among the others.
  await search('Accounts');
  await page.getByRole('option', { name: 'Other accounts (not income)…' }).click();
  await expect(offered.last()).toHaveText('Income accounts only');
  await expect(page.getByRole('option', { name: 'Accounts Receivable' })).toHaveCount(0);
  await expect(page.getByRole('option', { name: 'Accounts Payable' })).toHaveCount(0);

  // Asked for, the others are offered; choosing one asks first, and declining leaves the line as it was.
  await search('sto');
  await expect(page.getByRole('option', { name: 'Port & Customs Charges' })).toBeVisible();
  await page.getByRole('option', { name: 'Port & Customs Charges' }).click();
  const question = page.getByRole('dialog', { name: 'Port & Customs Charges on a sales invoice?' });
  await expect(question).toContainText('Port & Customs Charges is an expense account');
  await question.getByRole('button', { name: 'Choose another' }).click();
  await expect(question).toBeHidden();
  await expect(account).not.toHaveValue('Port & Customs Charges');

  // A fresh picker offers income again; the sales account is taken without a question.
  await search('Transport');
  await expect(offered).toHaveText(['Transportation Sales', 'Other accounts (not income)…']);
  await page.getByRole('option', { name: 'Transportation Sales' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(account).toHaveValue('Transportation Sales');

  await search('Fuel');
  await expect(page.getByRole('option', { name: 'Fuel Expense' })).toHaveCount(0);
  await page.getByRole('option', { name: 'Other accounts (not income)…' }).click();
  await page.getByRole('option', { name: 'Fuel Expense' }).click();
  await page
    .getByRole('dialog', { name: 'Fuel Expense on a sales invoice?' })
    .getByRole('button', { name: 'Use it' })
    .click();
  await expect(page.getByRole('dialog', { name: 'Fuel Expense on a sales invoice?' })).toBeHidden();
  await expect(account).toHaveValue('Fuel Expense');
});

test('the Accounts page says why an account with postings keeps its type', async ({ adminPage: page }) => {
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Chart of Accounts', exact: true })
    .click();
  await page.getByRole('searchbox', { name: 'Search' }).fill('Fuel Expense');
  await page.getByRole('button', { name: /^Edit .* · Fuel Expense$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit account' });
  await dialog.getByRole('textbox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Asset', exact: true }).click();
  await dialog.getByRole('button', { name: 'Save account' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    /^Fuel Expense has [\d,]+ postings? and a balance of -?BD [\d,]+\.\d{3}: its type and side cannot change/,
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await page.reload();
  await page.getByRole('searchbox', { name: 'Search' }).fill('Fuel Expense');
  const row = page.getByRole('table').getByRole('row').filter({ hasText: 'Fuel Expense' });
  await expect(row).toContainText('Expense');

  // Deactivating it while it holds a balance is refused, naming its postings and the balance.
  await page.getByRole('button', { name: /^Deactivate .* · Fuel Expense$/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Deactivate account?' });
  await confirm.getByRole('button', { name: 'Deactivate' }).click();
  await expect(confirm.getByRole('alert')).toHaveText(
    /^Fuel Expense has [\d,]+ postings? and a balance of -?BD [\d,]+\.\d{3}: it cannot be made inactive while its balance is not zero$/,
  );
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await page.reload();
  await page.getByRole('searchbox', { name: 'Search' }).fill('Fuel Expense');
  await expect(row).toContainText('Active');
});
