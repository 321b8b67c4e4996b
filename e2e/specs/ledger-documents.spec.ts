import { expect, test, type Locator, type Page } from '@playwright/test';
import type { AppServer } from '../app-server';
import { call, cellTexts, postPurchase } from './books-pages';
import { dayFirst, todayInBahrain } from './company-dates';
import { DOCUMENT_CODES } from './document-codes';
import { adminOnFreshBooks, charge, party, startFreshBooks } from './fresh-books';
import { notification } from './job-table-helpers';

/**
 * The books of a supplier on books of their own, opened on 1 January with the supplier's bill Z-442 of
 * 30 December still to pay: their bill B-77 of 10 February and B-91 of 20 March, a fuel expense paid on
 * 15 February, and January's accrual journal. What the General Ledger, the statement, the Allocate
 * modal and Change Status show of them.
 */
const YEAR = Number(todayInBahrain().slice(0, 4));
const day = (monthDay: string, year = YEAR) => `${year}-${monthDay}`;
const QUARTER = { from: day('01-01'), to: day('03-31') };
const SUPPLIER = 'Gulf Fuel Supplies';
const [FUEL, DEPRECIATION, BANK] = [29, 50, 26];

interface Seeded {
  supplierId: number;
  expenseId: number;
  journalNumber: number;
}

/** A ledger's row of the document linked under its number. */
const lineOf = (ledger: Locator, number: string) =>
  ledger.getByRole('row').filter({ has: ledger.page().getByRole('link', { name: number, exact: true }) });

async function seed(page: Page): Promise<Seeded> {
  const supplierId = await party(page, SUPPLIER);
  await call(page.request, 'books/opening_balances', {
    date: day('01-01'),
    accounts: [],
    customers: [],
    suppliers: [{ supplier_id: supplierId, number: 'Z-442', date: day('12-30', YEAR - 1), amount: 80 }],
  });
  for (const [date, reference, amount] of [
    [day('02-10'), 'B-77', 50],
    [day('03-20'), 'B-91', 30],
  ] as const) {
    await postPurchase(page.request, {
      supplier_id: supplierId,
      date,
      reference,
      reference_date: date,
      narration: 'Diesel',
      items: [{ account_id: FUEL, cr_dr: 'dr', qty: 1, amount, vat_percentage: 0, description: 'Diesel' }],
    });
  }
  const { id: expenseId } = await call(page.request, 'expense_insert.php', {
    date: day('02-15'),
    charge_id: await charge(page, 'Spec Diesel', FUEL),
    amount: 12,
    description: 'Diesel at the pump',
    type: 'general',
    driver_id: null,
    truck_id: null,
    status: 'paid',
    due_date: null,
  });
  const { number: journalNumber } = await call(page.request, 'vouchers/journal_generate', {
    date: day('01-31'),
    narration: "January's depreciation",
    lines: [
      { account_id: DEPRECIATION, debit: 40, credit: 0 },
      { account_id: BANK, debit: 0, credit: 40 },
    ],
  });
  let journal = await call(page.request, 'vouchers/journal_details', { journal_number: journalNumber });
  for (const status of ['Approved', 'Posted']) {
    journal = (
      await call(page.request, 'vouchers/journal_status_update', {
        journal_id: journal.id,
        status,
        version: journal.version,
      })
    ).journal;
  }
  return { supplierId, expenseId: expenseId as number, journalNumber: journalNumber as number };
}

test.describe('the documents behind the books', () => {
  test.describe.configure({ mode: 'serial', timeout: 180_000 });
  let server: AppServer | undefined;
  let page: Page;
  let seeded: Seeded;

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(180_000);
    server = await startFreshBooks();
    page = await adminOnFreshBooks(browser, server);
    seeded = await seed(page);
  });
  test.afterAll(async () => {
    await page?.context().close();
    await server?.stop();
  });

  test('the General Ledger names the supplier of a purchase and links an expense to its page', async () => {
    await page.goto(`/books/general-ledger?account_id=${FUEL}&from=${QUARTER.from}&to=${QUARTER.to}`);
    const ledger = page.getByRole('table', { name: 'General Ledger' });
    const purchase = lineOf(ledger, 'PV-ARG-2');
    await expect(purchase).toHaveCount(1);
    // Date, document, memo, party: the purchase's cost line names no party of its own.
    expect((await cellTexts(purchase)).slice(2, 4)).toEqual([
      `Purchase PV-ARG-2 from ${SUPPLIER}, supplier's bill B-77`,
      SUPPLIER,
    ]);
    const expense = `EXP-${seeded.expenseId}`;
    await lineOf(ledger, expense).getByRole('link', { name: expense }).click();
    await expect(page).toHaveURL(`/expense-edit/${seeded.expenseId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Expense' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Description' })).toHaveValue('Diesel at the pump');
  });

  test("the supplier statement shows the opening bill under its own date and number, a purchase with the supplier's bill", async () => {
    await page.goto(`/books/supplier-statement?supplier_id=${seeded.supplierId}&from=${QUARTER.from}&to=${QUARTER.to}`);
    const statement = page.getByRole('table', { name: 'Supplier Statement' });
    const rows = statement.locator('tbody tr');
    await expect(rows).toHaveCount(4);
    expect((await cellTexts(rows.nth(1))).slice(0, 3)).toEqual([
      dayFirst(day('12-30', YEAR - 1)),
      'PV-ARG-1',
      'Opening bill Z-442',
    ]);
    expect((await cellTexts(rows.nth(2))).slice(0, 3)).toEqual([
      dayFirst(day('02-10')),
      'PV-ARG-2',
      "Purchase, supplier's bill B-77",
    ]);
  });

  test("the Allocate modal shows the supplier's bill numbers and leaves out a bill dated after the payment", async () => {
    await page.goto('/payment-create?purchase=2');
    await expect(page.getByRole('textbox', { name: 'Supplier', exact: true })).toHaveValue(SUPPLIER);
    const date = page.getByRole('region', { name: 'Payment Details' }).getByRole('textbox', { name: 'Date' });
    await date.fill(dayFirst(day('03-01')));
    await page.keyboard.press('Tab');
    await page.getByRole('region', { name: 'Supplier item' }).getByRole('button', { name: 'Allocate' }).click();
    const modal = page.getByRole('dialog', { name: 'Allocate to Purchases' });
    const bills = modal.getByRole('table', { name: 'Purchases to allocate' });
    await expect(bills.getByRole('columnheader', { name: "Supplier's Bill No." })).toBeVisible();
    await expect(bills.locator('tbody tr')).toHaveCount(2);
    expect((await cellTexts(bills.locator('tbody tr').nth(0))).slice(1, 4)).toEqual([
      'PV-ARG-1',
      'Z-442',
      dayFirst(day('12-30', YEAR - 1)),
    ]);
    expect((await cellTexts(bills.locator('tbody tr').nth(1))).slice(1, 4)).toEqual([
      'PV-ARG-2',
      'B-77',
      dayFirst(day('02-10')),
    ]);
    await expect(modal.getByText('PV-ARG-3')).toHaveCount(0);
    await modal.getByRole('button', { name: 'Cancel' }).click();
  });

  test('a journal cancelled with its reversal on a chosen day, the day kept after a reload', async () => {
    const journal = `JV-ARG-${seeded.journalNumber}`;
    await page.goto(`/journal/${seeded.journalNumber}`);
    await expect(page.getByRole('heading', { level: 1, name: journal })).toBeVisible();
    await page.getByRole('button', { name: 'Change Status' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Status' });
    await dialog.getByRole('radio', { name: 'Cancelled' }).check();
    const reverseOn = dialog.getByRole('textbox', { name: 'Reverse on' });
    // The first of the next month is offered; the quick choices set the others.
    await expect(reverseOn).toHaveValue(dayFirst(day('02-01')));
    const choices = dialog.getByRole('group', { name: 'Reverse on quick choices' });
    await choices.getByRole('button', { name: 'Journal date' }).click();
    await expect(reverseOn).toHaveValue(dayFirst(day('01-31')));
    await reverseOn.fill(dayFirst(day('01-30')));
    await page.keyboard.press('Tab');
    await expect(
      dialog.getByText(`The reversal cannot be dated before the journal (${dayFirst(day('01-31'))})`),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Update Status' })).toBeDisabled();
    await reverseOn.fill(dayFirst(day('02-14')));
    await page.keyboard.press('Tab');
    await dialog.getByRole('button', { name: 'Update Status' }).click();
    const verify = page.getByRole('dialog', { name: 'Security Verification' });
    await verify.getByLabel('Cancellation code').fill(DOCUMENT_CODES.cancel_code);
    await verify.getByLabel('Admin code').fill(DOCUMENT_CODES.admin_code);
    await verify.getByRole('button', { name: 'Verify & Update' }).click();
    await expect(notification(page, 'Status updated to Cancelled').last()).toBeVisible();

    await page.goto(`/books/general-ledger?account_id=${DEPRECIATION}&from=${QUARTER.from}&to=${QUARTER.to}`);
    await page.reload();
    const ledger = page.getByRole('table', { name: 'General Ledger' });
    const lines = ledger.locator('tbody tr').filter({ hasText: journal });
    await expect(lines).toHaveCount(2);
    expect((await cellTexts(lines.nth(1)))[0]).toBe(dayFirst(day('02-14')));
    await expect(lines.nth(1)).toContainText('Cancelled');
  });
});
