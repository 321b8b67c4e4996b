import { expect, type Locator, type Page } from '@playwright/test';
import { cellTexts, openBooks, typePeriod } from './books-pages';
import { dayFirst, todayInBahrain } from './company-dates';

/** The VAT Return and Lock Date pages as the VAT flows read them: quarters, boxes, their dialogs' lists. */

export interface Period {
  from: string;
  to: string;
}

/** The quarter `back` quarters before today's (1: last quarter), its first and last days. */
export function quarterBack(back: number): Period {
  const [year, month] = todayInBahrain().split('-').map(Number) as [number, number];
  const start = new Date(Date.UTC(year, Math.floor((month - 1) / 3) * 3 - 3 * back, 1));
  const end = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 3, 0));
  return { from: start.toISOString().slice(0, 10), to: end.toISOString().slice(0, 10) };
}

/** A period as the pages name it: 01/04/2026 – 30/06/2026. */
export const periodLabel = (period: Period) => `${dayFirst(period.from)} – ${dayFirst(period.to)}`;

/** The boxes' table ('Filed VAT returns' under it would match the name too, so exactly). */
export const boxesOf = (page: Page) => page.getByRole('table', { name: 'VAT Return', exact: true });

/** Opens VAT Return from the sidebar over the period typed. */
export async function openReturn(page: Page, period: Period) {
  await openBooks(page, 'VAT Return');
  await typePeriod(page, period);
  await expect(boxesOf(page)).toBeVisible();
}

/** Each box as [box, amount, VAT], leaving out its English and Arabic names. */
export async function boxFigures(page: Page): Promise<string[][]> {
  const rows = await boxesOf(page).locator('tbody tr').all();
  return Promise.all(rows.map(async (each) => (await cellTexts(each)).filter((_, at) => at === 0 || at >= 3)));
}

/** A table's body rows, each as its cells, once it has `count` of them. */
export async function bodyRows(table: Locator, count: number): Promise<string[][]> {
  await expect(table.locator('tbody tr')).toHaveCount(count);
  return Promise.all((await table.locator('tbody tr').all()).map((each) => cellTexts(each)));
}

/**
 * A box's dialog and its table, by the box's title ('Box 8: …'). While a box's documents load, the
 * dialog still shows the last box's (dimmed), so the table is found by its own title.
 */
export function boxDialog(page: Page, title: string) {
  const dialog = page.getByRole('dialog', { name: title });
  return { dialog, table: dialog.getByRole('table', { name: title }) };
}

/** Types the lock date day first (or empties the box) and leaves it with Tab. */
export async function typeLockDate(page: Page, date: string | null) {
  await page.getByRole('textbox', { name: 'Lock date' }).fill(date === null ? '' : dayFirst(date));
  await page.keyboard.press('Tab');
}
