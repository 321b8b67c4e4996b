import { expect, test, type Page } from '@playwright/test';
import { call, cellTexts, inspect, openBooks, row, typePeriod } from './books-pages';
import { dayFirst, todayInBahrain } from './company-dates';
import { ADMIN } from './demo-logins';
import { DOCUMENT_CODES, saveDocumentCodes } from './document-codes';
import { changeStatus, expectManagerRefused, expectUnknownNumberPage, requestStatus } from './document-screens';
import { notification } from './job-table-helpers';
import { signIn } from './sign-in-helpers';

/**
 * A journal on 15/03/2017, a month no other flow or the demo data uses: the owner pays 5,000.000 of
 * capital into the bank and brings in a customer's 750.000 debt, both credited to Owner's Capital.
 */
const DATE = '2017-03-15';
const MARCH = { from: '2017-03-01', to: '2017-03-31' };
const JOURNAL_SCREENS = { noun: 'Journal', screen: '/journals', listCall: 'journal_list' };

const cell = (page: Page, field: string, line: number) =>
  page
    .getByRole('table', { name: 'Journal lines' })
    .getByRole('textbox', { name: `${field}, line ${line}`, exact: true });
const difference = (page: Page) => page.getByRole('table', { name: 'Journal lines' }).getByRole('status');

/** Types into a line's account cell and picks the account with the keyboard (↓, Enter), then Enter on to Debit. */
async function typeAccount(page: Page, line: number, typed: string, account: string) {
  await expect(cell(page, 'Account', line)).toBeFocused();
  await page.keyboard.type(typed);
  await expect(page.getByRole('option', { name: account, exact: true })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(cell(page, 'Account', line)).toHaveValue(account);
  await page.keyboard.press('Enter');
  await expect(cell(page, 'Debit', line)).toBeFocused();
}

test.describe('journal vouchers', () => {
  test.describe.configure({ timeout: 180_000 });

  test("owner's capital and a customer's debt entered with the keyboard, posted, in the books", async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 1000 });
    await signIn(page, ADMIN);
    await saveDocumentCodes(page, ADMIN);
    const customer = `Journal Spec Trading ${Date.now().toString(36).toUpperCase()}`;
    await call(page.request, 'customer_insert.php', { name: customer });
    const reference = `CAP-${Date.now().toString().slice(-7)}`;

    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Journals' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Journals' })).toBeVisible();
    await page.getByRole('link', { name: 'Create Journal' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create Journal' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Date' })).toHaveValue(dayFirst(todayInBahrain()));
    await page.getByRole('textbox', { name: 'Date' }).fill(dayFirst(DATE));
    await page.keyboard.press('Tab');
    await page.getByRole('textbox', { name: 'Reference' }).fill(reference);
    await page.getByRole('textbox', { name: 'Narration' }).fill("Owner's capital into the bank");
    const create = page.getByRole('button', { name: 'Create Journal' });
    await expect(create).toBeDisabled();

    // Line 1: DR Al Salam Bank 5,000 — Enter from cell to cell.
    await cell(page, 'Account', 1).click();
    await typeAccount(page, 1, 'salam', 'Al Salam Bank');
    await page.keyboard.type('5000');
    await expect(difference(page)).toHaveText('Difference BD 5,000.000 (debits exceed credits)');
    await page.keyboard.press('Enter');
    await expect(cell(page, 'Credit', 1)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(cell(page, 'Truck', 1)).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.type('Capital paid in');
    await page.keyboard.press('Enter');

    // Line 2: DR Accounts Receivable 750 for the customer (left out at first).
    await typeAccount(page, 2, 'receivable', 'Accounts Receivable');
    await page.keyboard.type('750');
    await expect(difference(page)).toHaveText('Difference BD 5,750.000 (debits exceed credits)');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(cell(page, 'Customer', 2)).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Opening debt');
    // Leaving the last line adds a third, its account ready to type.
    await page.keyboard.press('Tab');

    // Line 3: CR Owner's Capital 5,750: the difference goes to nothing.
    await typeAccount(page, 3, 'owner', "Owner's Capital");
    await page.keyboard.press('Tab');
    await page.keyboard.type('5750');
    await expect(difference(page)).toHaveText('Difference BD 0.000 (balanced)');
    await expect(create).toBeEnabled();

    // The shared rules refuse the receivable line without its customer, before anything is sent.
    await create.click();
    const partyMessage = 'Line 2: a line on Accounts Receivable needs a customer';
    await expect(page.getByRole('alert').filter({ hasText: partyMessage })).toBeVisible();
    await expect(cell(page, 'Customer', 2)).toHaveAccessibleDescription(partyMessage);
    await cell(page, 'Customer', 2).click();
    await page.keyboard.type(customer.slice(0, 16));
    await page.keyboard.press('Enter');
    await expect(cell(page, 'Customer', 2)).toHaveValue(customer);
    await inspect(page, 'journal-create');

    // A double click makes one journal.
    await create.dblclick();
    await expect(notification(page, 'Journal created successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/journal\/\d+$/);
    const number = Number(page.url().split('/').at(-1));
    const journal = `JV-ARG-${number}`;

    // Read back after a reload: as entered, each account leading to its ledger.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: journal })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Date' })).toHaveValue(dayFirst(DATE));
    await expect(page.getByRole('textbox', { name: 'Reference' })).toHaveValue(reference);
    await expect(page.getByRole('textbox', { name: 'Narration' })).toHaveValue("Owner's capital into the bank");
    const lines = page.getByRole('table', { name: 'Journal lines' });
    const shown = await Promise.all((await lines.locator('tbody tr').all()).map((line) => cellTexts(line)));
    expect(shown.map((texts) => texts.slice(1))).toEqual([
      [expect.stringMatching(/Al Salam Bank$/), 'BD 5,000.000', '', '', '', 'Capital paid in'],
      [expect.stringMatching(/Accounts Receivable$/), 'BD 750.000', '', customer, '', 'Opening debt'],
      [expect.stringMatching(/Owner's Capital$/), '', 'BD 5,750.000', '', '', ''],
    ]);
    expect(await cellTexts(lines.locator('tfoot tr'))).toEqual(['Totals', 'BD 5,750.000', 'BD 5,750.000', '']);
    await inspect(page, 'journal-details');

    // Approved and posted; the list finds it by its reference.
    await changeStatus(page, 'Approved');
    await changeStatus(page, 'Posted');
    await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Journals' }).click();
    await page.getByRole('textbox', { name: 'Search' }).fill(reference);
    const list = page.getByRole('table', { name: 'Journals' });
    await expect(list.locator('tbody tr')).toHaveCount(1);
    expect(await cellTexts(list.locator('tbody tr'))).toEqual([
      journal,
      dayFirst(DATE),
      customer,
      reference,
      'Posted',
      'BD 5,750.000',
    ]);
    await inspect(page, 'journals-list');

    // The trial balance of March 2017 holds its lines, and balances.
    await openBooks(page, 'Trial Balance');
    await typePeriod(page, MARCH);
    const trialBalance = page.getByRole('table', { name: 'Trial Balance' });
    expect((await cellTexts(row(trialBalance, 'Al Salam Bank'))).slice(3, 5)).toEqual(['BD 5,000.000', 'BD 0.000']);
    expect((await cellTexts(row(trialBalance, 'Accounts Receivable'))).slice(3, 5)).toEqual(['BD 750.000', 'BD 0.000']);
    expect((await cellTexts(row(trialBalance, "Owner's Capital"))).slice(3, 5)).toEqual(['BD 0.000', 'BD 5,750.000']);
    await expect(page.getByTestId('books-verdict')).toHaveText(
      'The totals balance: debits equal credits in every column.',
    );

    // The customer's statement shows the journal line, which opens the journal.
    await openBooks(page, 'Customer Statement');
    await page.getByRole('textbox', { name: 'Customer' }).fill(customer);
    await page.getByRole('option', { name: customer, exact: true }).click();
    await typePeriod(page, MARCH);
    const statement = page.getByRole('table', { name: 'Customer Statement' });
    expect(await cellTexts(statement.locator('tbody tr').nth(1))).toEqual([
      dayFirst(DATE),
      journal,
      'Journal',
      'BD 750.000',
      'BD 0.000',
      'BD 750.000',
    ]);
    await statement.getByRole('link', { name: journal }).click();
    await expect(page.getByRole('heading', { level: 1, name: journal })).toBeVisible();

    // Leaving Posted asks for the admin code.
    await requestStatus(page, 'Approved');
    const verify = page.getByRole('dialog', { name: 'Security Verification' });
    await verify.getByLabel('Admin code').fill(DOCUMENT_CODES.admin_code);
    await verify.getByRole('button', { name: 'Verify & Update' }).click();
    await expect(notification(page, 'Status updated to Approved').last()).toBeVisible();
    await changeStatus(page, 'Posted');
  });

  test('an unknown journal number says so, with the way back to the list', async ({ page }) => {
    await expectUnknownNumberPage(page, JOURNAL_SCREENS);
  });

  test('a Manager can neither open the journal screens nor call them', async ({ page }) => {
    await expectManagerRefused(page, JOURNAL_SCREENS);
  });
});
