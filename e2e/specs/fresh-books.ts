import type { Browser, Page } from '@playwright/test';
import { startAppServer, type AppServer } from '../app-server';
import { call } from './books-pages';
import type { DemoLogin } from './demo-logins';
import { saveDocumentCodes } from './document-codes';
import { signIn } from './sign-in-helpers';

/**
 * Books of a flow's own: the built server on a fresh, empty data directory, for flows that need what the
 * shared demo server cannot give them — opening balances before every document, or a filed VAT return
 * locking the books. Nothing the flow does there reaches the other flows.
 */

/** The first Admin of the empty books, created by the server from ADMIN_EMAIL / ADMIN_PASSWORD. */
export const FRESH_ADMIN: DemoLogin = {
  email: 'books.admin@fleetledger.test',
  password: 'own-books-first-admin',
  authority: 1,
  role: 'Admin',
  name: 'Administrator',
};

/** The seller details a tax invoice (and a note on it) must name before it is posted or printed. */
export const SELLER = {
  legal_name_en: 'Seef Haulage W.L.L.',
  address: 'Building 120, Road 4012, Sitra, Bahrain',
  vat_number: '220012345600003',
};

/** The server on its empty data directory, with the first Admin and whatever else `env` sets (SMTP_URL). */
export function startFreshBooks(env: Readonly<Record<string, string>> = {}): Promise<AppServer> {
  return startAppServer({
    demo: false,
    env: { ...env, ADMIN_EMAIL: FRESH_ADMIN.email, ADMIN_PASSWORD: FRESH_ADMIN.password },
  });
}

/**
 * The Admin signed in on a page of the server's own (1400 px wide), with the seller details, the
 * document codes and the spec's number prefixes set, as an Admin sets them in Settings before the
 * first invoice.
 */
export async function adminOnFreshBooks(browser: Browser, server: AppServer): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 1400, height: 1000 } });
  const page = await context.newPage();
  await signIn(page, FRESH_ADMIN);
  const { settings } = await call(page.request, 'company_settings');
  await call(page.request, 'company_settings_save', { ...settings, ...SELLER, version: settings.version });
  await saveDocumentCodes(page, FRESH_ADMIN);
  // A new company's INV- becomes the spec's INV-ARG-, and so on; expenses are EXP- in both.
  const { series } = await call(page.request, 'document_numbers');
  for (const { kind, prefix, version } of series as { kind: string; prefix: string; version: number }[]) {
    if (kind !== 'expense')
      await call(page.request, 'document_prefix_save', { kind, prefix: `${prefix}ARG-`, version });
  }
  return page;
}

/** A customer (or supplier: the books keep one list of parties) made through the job entry's call: its id. */
export async function party(page: Page, name: string): Promise<number> {
  return (await call(page.request, 'customer_insert.php', { name })).customerId as number;
}

/** A charge the expense screens offer, booked to the account given: its id. */
export async function charge(page: Page, name: string, accountId: number): Promise<number> {
  return (await call(page.request, 'charge_save', { name, account_id: accountId })).id as number;
}
