import { expect, test, type Page } from '@playwright/test';
import { startAppServer, type AppServer } from '../app-server';
import { seriousViolations } from './axe-checks';
import { call, cellTexts, expectPrinted, inspect, openBooks, row } from './books-pages';
import { dayFirst, todayInBahrain } from './company-dates';
import { ADMIN, MANAGER, type DemoLogin } from './demo-logins';
import { ACCOUNTS_GRID, gridCell, nextStep, typeBalances } from './opening-entry';
import { signIn } from './sign-in-helpers';

/** Opening balances start this year; last year's open items are dated before. */
const YEAR = Number(todayInBahrain().slice(0, 4));
const OPENING = `${YEAR}-01-01`;
const LAST_YEAR = (monthDay: string) => `${YEAR - 1}-${monthDay}`;

/** An open item: its party, its number in the old books, its date, due date and amount. */
type Item = [party: string, number: string, date: string, due: string | null, amount: string];

/** An open item typed with the keys alone, from its party cell on to the next item's. */
async function typeItem(page: Page, party: 'Customer' | 'Supplier', n: number, item: Item) {
  const [name, number, date, due, amount] = item;
  const table = `${party}s' open items`;
  const partyCell = gridCell(page, table, `${party}, item ${n}`);
  await expect(partyCell).toBeFocused();
  await page.keyboard.type(name);
  await expect(page.getByRole('option', { name: name, exact: true })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(partyCell).toHaveValue(name);
  await page.keyboard.press('Enter');
  await expect(gridCell(page, table, `Number, item ${n}`)).toBeFocused();
  await page.keyboard.type(number);
  await page.keyboard.press('Enter');
  await page.keyboard.type(dayFirst(date));
  await page.keyboard.press('Enter');
  if (due !== null) await page.keyboard.type(dayFirst(due));
  await page.keyboard.press('Enter');
  await expect(gridCell(page, table, `Amount, item ${n}`)).toBeFocused();
  await page.keyboard.type(amount);
  await page.keyboard.press('Enter');
  await expect(gridCell(page, table, `${party}, item ${n + 1}`)).toBeFocused();
}

/** Every open item of the customers' (or suppliers') step typed, item after item. */
async function typeItems(page: Page, party: 'Customer' | 'Supplier', items: readonly Item[]) {
  for (const [index, item] of items.entries()) await typeItem(page, party, index + 1, item);
}

/** The review's table of what will be booked: each row's cells, its name first. */
async function booked(page: Page) {
  const table = page.getByRole('table', { name: 'What will be booked' });
  const rows = await table.getByRole('row').all();
  return Promise.all(rows.slice(1).map((each) => cellTexts(each)));
}

const unique = (name: string) => `${name} ${Date.now().toString(36).toUpperCase()}`;

test.describe('opening balances', () => {
  test.describe.configure({ timeout: 180_000 });

  test('on books with documents: the whole guided screen by keyboard, then the refusal naming the first document', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1400, height: 1000 });
    await signIn(page, ADMIN);
    const [customer, supplier] = [unique('Opening Spec Trading'), unique('Opening Spec Supplies')];
    for (const name of [customer, supplier]) await call(page.request, 'customer_insert.php', { name });

    await openBooks(page, 'Opening Balances');
    const date = page.getByRole('textbox', { name: 'Opening date' });
    await expect(date).toHaveValue(dayFirst(OPENING));
    await inspect(page, 'opening-balances-date');
    await nextStep(page, 'Account balances');

    // 25,000 on either side: the bank and a truck, its loan and last years' profit.
    await typeBalances(page, [
      ['salam', 'Al Salam Bank', 'debit', '5000'],
      ['vehicles', 'Vehicles', 'debit', '20,000'],
      ['loan', 'Bank Loan', 'credit', '8000'],
      ['retained', 'Retained Earnings', 'credit', '17000'],
    ]);
    await expect(page.getByRole('table', { name: ACCOUNTS_GRID }).getByRole('row', { name: /^Totals/ })).toHaveText(
      /BD 25,000\.000\s*BD 25,000\.000/,
    );
    await nextStep(page, "Customers' open items");
    // What customers owe: an invoice, and an advance in their favour.
    await typeItems(page, 'Customer', [
      [customer, 'INV-2025-113', LAST_YEAR('11-15'), LAST_YEAR('12-15'), '300'],
      [customer, 'ADV-7', LAST_YEAR('12-20'), null, '-20'],
    ]);
    await expect(page.getByRole('status', { name: 'Accounts Receivable opens at' })).toHaveText('BD 280.000');
    await nextStep(page, "Suppliers' open items");
    await typeItems(page, 'Supplier', [[supplier, 'BM-88', LAST_YEAR('12-10'), `${YEAR}-02-10`, '80']]);
    await nextStep(page, 'Review');

    expect(await booked(page)).toEqual([
      ['Account balances (4 lines)', 'BD 25,000.000', 'BD 25,000.000'],
      ['Accounts Receivable (2 customer items)', 'BD 280.000', ''],
      ['Accounts Payable (1 supplier item)', '', 'BD 80.000'],
      ['Opening Balance Equity', '', 'BD 200.000'],
      ['Totals', 'BD 25,280.000', 'BD 25,280.000'],
    ]);
    await expect(page.getByTestId('equity-warning')).toHaveText(
      'BD 200.000 (a credit) will go to Opening Balance Equity: check that nothing is missing.',
    );
    await inspect(page, 'opening-balances-review');

    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('books/opening_balances')) posts.push(request.url());
    });
    await page.getByRole('button', { name: 'Save Opening Balances' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save the opening balances?' });
    await expect(dialog).toContainText('entered once');
    expect(await seriousViolations(page)).toEqual([]);
    const answered = page.waitForResponse(
      (response) => response.url().includes('books/opening_balances') && response.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Save' }).dblclick();
    const refusal = await answered;
    expect(refusal.status()).toBe(409);
    const { message } = (await refusal.json()) as { message: string };
    // The demo's books begin years before: the server names whichever document is the earliest.
    expect(message).toMatch(
      /^Opening balances must come before every document, and \w+( \w+)? [A-Z]+-[A-Z-]*\d+ is dated \d{2}\/\d{2}\/\d{4}$/,
    );
    await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
    expect(posts).toHaveLength(1);
  });

  test('a Manager is turned away from the screen and its calls', async ({ page }) => {
    await signIn(page, MANAGER);
    await page.goto('/books/opening-balances');
    await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
    expect((await page.request.get('/api/transportation/books/opening_balances')).status()).toBe(403);
  });

  test.describe('on empty books', () => {
    const admin: DemoLogin = {
      email: 'opening.admin@fleetledger.test',
      password: 'opening-books-first-day',
      authority: 1,
      role: 'Admin',
      name: 'Administrator',
    };
    let server: AppServer | undefined;

    test.beforeAll(async () => {
      test.setTimeout(120_000);
      server = await startAppServer({
        demo: false,
        env: { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password },
      });
    });
    test.afterAll(async () => server?.stop());

    test('entered once, read back, and the opening invoice aged like any other', async ({ browser }) => {
      const context = await browser.newContext({ baseURL: server!.baseUrl, viewport: { width: 1400, height: 1000 } });
      const page = await context.newPage();
      await signIn(page, admin);
      const customer = 'Gulf Cement Trading';
      await call(page.request, 'customer_insert.php', { name: customer });

      await openBooks(page, 'Opening Balances');
      await nextStep(page, 'Account balances');
      await typeBalances(page, [
        ['salam', 'Al Salam Bank', 'debit', '4700'],
        ['retained', 'Retained Earnings', 'credit', '5000'],
      ]);
      await nextStep(page, "Customers' open items");
      await typeItems(page, 'Customer', [[customer, 'OLD-41', LAST_YEAR('12-01'), LAST_YEAR('12-31'), '300']]);
      await nextStep(page, "Suppliers' open items");
      await nextStep(page, 'Review');
      await expect(page.getByTestId('equity-warning')).toHaveText(
        'Nothing will go to Opening Balance Equity: the balances balance.',
      );
      await page.getByRole('button', { name: 'Save Opening Balances' }).click();
      await page
        .getByRole('dialog', { name: 'Save the opening balances?' })
        .getByRole('button', { name: 'Save' })
        .click();

      const entered = page.getByRole('table', { name: 'Opening Balances' });
      await expect(entered).toBeVisible();
      await page.reload();
      await expect(entered).toBeVisible();
      await expect(page.getByTestId('books-period')).toContainText(
        `On ${dayFirst(OPENING)} · entered by ${admin.name}`,
      );
      expect(await cellTexts(row(entered, '1120 Al Salam Bank'))).toEqual([
        '1120 Al Salam Bank',
        '',
        '',
        '',
        '',
        'BD 4,700.000',
        '',
      ]);
      const item = row(entered, customer);
      expect(await cellTexts(item)).toEqual([
        customer,
        'OLD-41',
        dayFirst(LAST_YEAR('12-01')),
        dayFirst(LAST_YEAR('12-31')),
        // A new company's invoices print the plain prefix until its Admin sets one.
        'INV-1',
        'BD 300.000',
        '',
      ]);
      await expect(page.getByTestId('books-verdict')).toHaveText(
        'Nothing went to Opening Balance Equity: the balances brought in balance.',
      );
      await expect(page.getByRole('button', { name: 'Save Opening Balances' })).toHaveCount(0);
      await inspect(page, 'opening-balances-entered');
      await expectPrinted(page, entered, 'opening-balances-printed');

      await item.getByRole('link', { name: 'INV-1' }).click();
      const notice = page.getByRole('region', { name: 'Opening balance' });
      await expect(notice).toContainText(`Due ${dayFirst(LAST_YEAR('12-31'))}`);
      await expect(notice).toContainText('correct it with a journal');
      await expect(page.getByRole('button', { name: 'Change Status' })).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Invoice Report' })).toHaveCount(0);
      await inspect(page, 'opening-balances-invoice');

      await openBooks(page, 'Receivables Aging');
      const aging = page.getByRole('table', { name: 'Receivables Aging' });
      await expect(row(aging, customer)).toBeVisible();
      expect((await cellTexts(row(aging, customer))).at(-1)).toBe('BD 300.000');
      await context.close();
    });
  });
});
