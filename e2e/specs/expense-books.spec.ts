import { expect, test, type Page } from '@playwright/test';
import { cellTexts, openBooks, row, typePeriod } from './books-pages';
import { ADMIN } from './demo-logins';
import { signIn } from './sign-in-helpers';

/*
 * An expense recorded on the Add Expense screen reaches the books: the trial balance shows it on its
 * charge's account and out of the account it was paid from, and the Profit page counts it for its
 * truck. August 2024 is a month no other flow and no demo data touches, so its movements are this
 * expense's alone; its opening balances are what earlier months left.
 */
const RUN = `e2e${Date.now().toString(36)}`;
const DAY = '14/08/2024';
const PERIOD = { from: '2024-08-01', to: '2024-08-31' };

async function pickSuggestion(page: Page, label: string, typed: string, option: string) {
  await page.getByRole('textbox', { name: label }).fill(typed);
  await page.getByRole('option', { name: new RegExp(`^${option}`) }).click();
}

/** A shown amount in fils: 'BD 1,234.500' is 1234500. */
const fils = (text: string) => Math.round(Number(text.replace(/[^0-9.-]/g, '')) * 1000);

/**
 * What the month moved an account by, in fils, as its trial balance row shows it: closing (debit less
 * credit) less opening. The opening is whatever earlier flows left there (another flow buys diesel in 2018).
 */
function closingLessOpening(cells: string[]): number {
  const [, openDebit, openCredit, , , closeDebit, closeCredit] = cells.map((cell, index) =>
    index === 0 ? 0 : fils(cell),
  );
  return closeDebit! - closeCredit! - (openDebit! - openCredit!);
}

/** A page of the Books group over August 2024. */
async function openAugust(page: Page, name: string) {
  await openBooks(page, name);
  await typePeriod(page, PERIOD);
}

test('a paid expense reaches the trial balance on its accounts and its truck on the Profit page; deleted, it leaves both', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, ADMIN);
  await page.goto('/expense-entry');
  await page.getByRole('textbox', { name: 'Date', exact: true }).fill(DAY);
  await page.keyboard.press('Tab');
  await pickSuggestion(page, 'Charge', 'dies', 'Diesel');
  await page.getByRole('textbox', { name: 'Amount' }).fill('12.345');
  await page.getByRole('textbox', { name: 'Description' }).fill(`${RUN} diesel`);
  await page.getByText('Driver / Truck', { exact: true }).click();
  await pickSuggestion(page, 'Driver', 'abdul', 'Abdul Rahman');
  const truck = await page.getByRole('textbox', { name: 'Truck' }).inputValue();
  await page.getByText('Paid', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Cash GL' })).toBeChecked();
  await page.getByText('Petty Cash', { exact: true }).click();
  await page.getByRole('button', { name: 'Add Expense' }).click();
  await expect(page.getByText('Expense added successfully')).toBeVisible();

  // The trial balance: Fuel Expense debited, Petty Cash credited, the totals balanced.
  await openAugust(page, 'Trial Balance');
  const trialBalance = page.getByRole('table', { name: 'Trial Balance' });
  const fuel = await cellTexts(row(trialBalance, 'Fuel Expense'));
  expect(fuel.slice(3, 5)).toEqual(['BD 12.345', 'BD 0.000']);
  expect(closingLessOpening(fuel)).toBe(12_345);
  const pettyCash = await cellTexts(row(trialBalance, 'Petty Cash'));
  expect(pettyCash.slice(3, 5)).toEqual(['BD 0.000', 'BD 12.345']);
  expect(closingLessOpening(pettyCash)).toBe(-12_345);
  await expect(page.getByTestId('books-verdict')).toHaveText(
    'The totals balance: debits equal credits in every column.',
  );

  // The Profit page reads the same books: the truck's expense and its loss.
  await openAugust(page, 'Profit');
  const profit = page.getByRole('table', { name: 'Profit by Truck' });
  expect(await cellTexts(row(profit, truck))).toEqual([
    truck,
    'BD 0.000',
    'BD 12.345',
    'BD 0.000',
    '-BD 12.345 (loss)',
  ]);

  // Deleted from Edit Expense, the expense leaves both: its posting is reversed on its own date.
  const listed = await page.request.post('/api/transportation/expenses.php', { data: { month: '2024-08' } });
  const { expenses } = (await listed.json()) as { expenses: { id: number; description: string }[] };
  const id = expenses.find((expense) => expense.description === `${RUN} diesel`)!.id;
  await page.goto(`/expense-edit/${id}`);
  await expect(page.getByRole('radio', { name: 'Petty Cash' })).toBeChecked();
  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this expense?' });
  await dialog.getByRole('button', { name: 'Delete expense' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Expense Records' })).toBeVisible();
  await openAugust(page, 'Profit');
  await expect(row(profit, truck)).toHaveCount(0);
  await openAugust(page, 'Trial Balance');
  const reversed = await cellTexts(row(trialBalance, 'Fuel Expense'));
  expect(reversed.slice(3, 5)).toEqual(['BD 12.345', 'BD 12.345']);
  expect(closingLessOpening(reversed)).toBe(0);
});
