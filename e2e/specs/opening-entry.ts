import { expect, type Page } from '@playwright/test';
import { dayFirst } from './company-dates';

/** The Opening Balances screen's steps as a clerk walks them, with the keys alone where its grids take them. */

export const ACCOUNTS_GRID = 'Account balances';

/** A text box of one of the screen's grids, by its accessible name ('Debit, line 2'). */
export const gridCell = (page: Page, table: string, name: string) =>
  page.getByRole('table', { name: table }).getByRole('textbox', { name, exact: true });

const accountCell = (page: Page, field: string, line: number) =>
  gridCell(page, ACCOUNTS_GRID, `${field}, line ${line}`);

/** An account balance: the letters typed to find the account, the account, its side and amount. */
export type Balance = [typed: string, account: string, side: 'debit' | 'credit', amount: string];

/** An account balance typed with the keys alone, from its account cell on to the next line's. */
async function typeBalance(page: Page, line: number, [typed, account, side, amount]: Balance) {
  await expect(accountCell(page, 'Account', line)).toBeFocused();
  await page.keyboard.type(typed);
  await expect(page.getByRole('option', { name: account, exact: true })).toBeVisible();
  // Other accounts may match too: ↓ as often as it takes to reach it.
  const found = (await page.getByRole('option').allTextContents()).map((name) => name.trim());
  for (let at = 0; at <= found.indexOf(account); at += 1) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(accountCell(page, 'Account', line)).toHaveValue(account);
  await page.keyboard.press('Enter');
  if (side === 'credit') await page.keyboard.press('Enter');
  await expect(accountCell(page, side === 'debit' ? 'Debit' : 'Credit', line)).toBeFocused();
  await page.keyboard.type(amount);
  if (side === 'debit') await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(accountCell(page, 'Account', line + 1)).toBeFocused();
}

/** Every account balance typed, line after line. */
export async function typeBalances(page: Page, balances: readonly Balance[]) {
  for (const [index, balance] of balances.entries()) await typeBalance(page, index + 1, balance);
}

/** The Next button, and the step it leads to (its heading). */
export async function nextStep(page: Page, step: string) {
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: step })).toBeVisible();
}

/**
 * The whole screen for books that start with account balances alone: the opening date typed day first,
 * the balances typed, no open items, and saved once asked.
 */
export async function enterOpeningBalances(page: Page, date: string, balances: readonly Balance[]) {
  const opening = page.getByRole('textbox', { name: 'Opening date' });
  await opening.fill(dayFirst(date));
  await page.keyboard.press('Tab');
  await expect(opening).toHaveValue(dayFirst(date));
  await nextStep(page, 'Account balances');
  await typeBalances(page, balances);
  await nextStep(page, "Customers' open items");
  await nextStep(page, "Suppliers' open items");
  await nextStep(page, 'Review');
  await page.getByRole('button', { name: 'Save Opening Balances' }).click();
  await page.getByRole('dialog', { name: 'Save the opening balances?' }).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('table', { name: 'Opening Balances' })).toBeVisible();
}
