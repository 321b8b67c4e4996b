import { expect, type Page } from '@playwright/test';
import { ADMIN, MANAGER } from './demo-logins';
import { notification } from './job-table-helpers';
import { signIn } from './sign-in-helpers';

/** A document kind as its screens name it: `Purchase` at /purchase/…, listed under `Purchases`. */
interface DocumentScreens {
  /** The singular, capitalised: Purchase, Receipt. */
  noun: string;
  /** A screen of the kind a Manager may not open. */
  screen: string;
  /** The kind's list call under vouchers/. */
  listCall: string;
}

/** An unknown number shows the kind's "not found" page, whose link leads back to the list. */
export async function expectUnknownNumberPage(page: Page, { noun }: DocumentScreens): Promise<void> {
  const lower = noun.toLowerCase();
  await signIn(page, ADMIN);
  await page.goto(`/${lower}/999999`);
  await expect(page.getByRole('heading', { level: 1, name: `${noun} Not Found` })).toBeVisible();
  await expect(page.getByText(`The ${lower} you're looking for doesn't exist.`)).toBeVisible();
  await page.getByRole('link', { name: `Back to ${lower}s` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${noun}s` })).toBeVisible();
}

/** A Manager is turned away from the kind's screens, and its list call answers 403. */
export async function expectManagerRefused(page: Page, { screen, listCall }: DocumentScreens): Promise<void> {
  await signIn(page, MANAGER);
  await page.goto(screen);
  await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
  const refused = await page.request.get(`/api/transportation/vouchers/${listCall}`);
  expect(refused.status()).toBe(403);
}

/** Chooses a new status in the Change Status dialog and presses Update Status. */
export async function requestStatus(page: Page, to: string): Promise<void> {
  await page.getByRole('button', { name: 'Change Status' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Status' });
  await dialog.getByRole('radio', { name: to }).check();
  await dialog.getByRole('button', { name: 'Update Status' }).click();
}

/** The same, for a move that needs no code: it waits for the notice that the status changed. */
export async function changeStatus(page: Page, to: string): Promise<void> {
  await requestStatus(page, to);
  await expect(notification(page, `Status updated to ${to}`).last()).toBeVisible();
}

/**
 * A save made stale by someone else's: the conflict dialog shows their change, Keep mine saves over it.
 * `noun` as the screens name the kind in lower case: 'purchase'.
 */
export async function keepMineOverConflict(page: Page, noun: string, save: string, theirs: string): Promise<void> {
  await page.getByRole('button', { name: save }).click();
  const conflict = page.getByRole('dialog', { name: `This ${noun} was changed meanwhile` });
  await expect(conflict).toContainText(theirs);
  await conflict.getByRole('button', { name: 'Keep mine' }).click();
  const capitalised = noun.charAt(0).toUpperCase() + noun.slice(1);
  await expect(notification(page, `${capitalised} updated successfully`)).toBeVisible();
}
