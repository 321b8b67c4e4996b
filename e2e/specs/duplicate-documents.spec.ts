import { expect, type Page } from '@playwright/test';
import { call } from './books-pages';
import { dayFirst, todayInBahrain } from './company-dates';
import { line } from './invoice-helpers';
import { lookups, notification } from './job-table-helpers';
import { test } from './sign-in-helpers';

/*
 * Duplicate on a document's page opens its create form filled with a copy dated today; the user
 * changes what differs and saves; the original stays as it was.
 */

const tag = () => Date.now().toString(36).toUpperCase();

/** What a document's lines say, without the ids and totals a new document gets afresh. */
const lineFields = (items: Record<string, unknown>[], fields: string[]) =>
  items.map((item) => Object.fromEntries(fields.map((field) => [field, item[field]])));

async function invoiceDetails(page: Page, number: number) {
  return (await call(page.request, `vouchers/invoice_details?invoice_number=${number}`)).invoice;
}
async function purchaseDetails(page: Page, number: number) {
  return (await call(page.request, `vouchers/purchase_details?purchase_number=${number}`)).purchase;
}
async function journalDetails(page: Page, number: number) {
  return call(page.request, 'vouchers/journal_details', { journal_number: number });
}

test.describe('Duplicate', () => {
  test.describe.configure({ timeout: 120_000 });

  test('an invoice: the copy keeps customer, narration and lines, leaves out a job already invoiced, and saves as a new invoice', async ({
    adminPage: page,
  }) => {
    const { customers } = await lookups(page.request);
    const customer = customers[0]!;
    const reference = `DUP-${tag()}`;
    const seeded = await call(page.request, 'job_bulk.php', {
      jobs: [
        {
          isNew: true,
          date: '2016-02-03',
          description: `Duplicate ${reference}`,
          customer_id: customer.id,
          taxi: 'yes',
          taxi_name: 'Duplicate Cab',
          charge: 30,
        },
      ],
    });
    const jobId = seeded.rows[0].id as number;
    const { invoice_number: number } = await call(page.request, 'vouchers/invoice_generate', {
      customer_id: customer.id,
      date: '2026-11-20',
      reference,
      narration: 'Storage and a haul',
      items: [
        { ...line(25, 'Transportation charge', 1, 30, 0, 'cr'), job_id: String(jobId) },
        line(25, 'Storage', 2, 10.005, 10, 'cr'),
        line(37, 'Discount', 1, 2, 0, 'dr'),
      ],
    });
    const original = await invoiceDetails(page, number);

    await page.goto(`/invoice/${number}`);
    await page.getByRole('link', { name: 'Duplicate' }).click();
    await expect(page).toHaveURL(new RegExp(`/invoice-create\\?duplicate=${number}$`));
    await expect(page.getByRole('status').filter({ hasText: `A copy of INV-ARG-${number}` })).toBeVisible();
    await expect(page.getByText('1 job is already on an invoice, so it was left out of the copy')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Customer' })).toHaveValue(customer.name);
    await expect(page.getByRole('textbox', { name: 'Date', exact: true })).toHaveValue(dayFirst(todayInBahrain()));
    await expect(page.getByRole('textbox', { name: 'Reference' })).toHaveValue('');
    await expect(page.getByRole('textbox', { name: 'Narration' })).toHaveValue('Storage and a haul');
    const lines = page.getByRole('table', { name: 'Lines' });
    await expect(lines.getByRole('textbox', { name: 'Description, line 1' })).toHaveValue('Storage');
    await expect(lines.getByRole('textbox', { name: 'Unit Amount (BD), line 1' })).toHaveValue('10.005');
    await expect(lines.getByRole('row', { name: 'Line 2' })).toContainText('-2.000');
    await expect(lines.getByRole('row', { name: 'Line 3' })).toHaveCount(0);
    // Nothing is created until Save.
    expect((await invoiceDetails(page, number)).version).toBe(original.version);

    await lines.getByRole('textbox', { name: 'Description, line 1' }).fill('Storage, December');
    await page.getByRole('button', { name: 'Create Invoice' }).click();
    await expect(page).toHaveURL(/\/invoice\/\d+$/);
    const copyNumber = Number(page.url().split('/').at(-1));
    expect(copyNumber).not.toBe(number);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: `INV-ARG-${copyNumber}` })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Lines' })).toContainText('Storage, December');

    const copy = await invoiceDetails(page, copyNumber);
    const fields = ['account_id', 'qty', 'amount', 'vat_percentage', 'cr_dr', 'description', 'kind'];
    expect(copy).toMatchObject({ customer_id: customer.id, date: todayInBahrain(), status: 'Created' });
    expect(copy.narration).toBe(original.narration);
    expect(copy.reference ?? '').toBe('');
    expect(lineFields(copy.items, fields)).toEqual(
      lineFields(
        original.items.filter((item: { kind: string }) => item.kind !== 'job'),
        fields,
      ).map((item, index) => (index === 0 ? { ...item, description: 'Storage, December' } : item)),
    );
    // The original is as it was.
    expect(await invoiceDetails(page, number)).toEqual(original);
  });

  test('a purchase: the copy keeps supplier, narration and items, asks for its own reference, and saves', async ({
    adminPage: page,
  }) => {
    const { customers } = await lookups(page.request);
    const supplier = customers[1]!;
    const reference = `PDUP-${tag()}`;
    const { purchase_number: number } = await call(page.request, 'vouchers/purchase_generate', {
      supplier_id: supplier.id,
      date: '2026-11-02',
      reference,
      narration: 'Diesel for the fleet',
      items: [
        { account_id: 29, qty: 1, amount: 100, vat_percentage: 10, cr_dr: 'dr', description: 'Diesel' },
        { account_id: 29, qty: 2, amount: 7.5, vat_percentage: 0, cr_dr: 'dr', description: 'Oil' },
      ],
    });
    const original = await purchaseDetails(page, number);

    await page.goto(`/purchase/${number}`);
    await page.getByRole('link', { name: 'Duplicate' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create Purchase' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Party Name' })).toHaveValue(supplier.name);
    await expect(page.getByRole('textbox', { name: 'Date', exact: true })).toHaveValue(dayFirst(todayInBahrain()));
    await expect(page.getByRole('textbox', { name: 'Reference', exact: true })).toHaveValue('');
    await expect(page.getByLabel('Grand Total')).toHaveText('BD 125.000');
    await page.getByRole('textbox', { name: 'Reference', exact: true }).fill(`${reference}-2`);
    await page.getByRole('region', { name: 'Item 2' }).getByRole('textbox', { name: 'Quantity' }).fill('4');
    await page.getByRole('button', { name: 'Generate Purchase' }).click();
    await expect(page).toHaveURL(/\/purchase\/\d+$/);
    const copyNumber = Number(page.url().split('/').at(-1));
    await expect(notification(page, `Purchase PV-ARG-${copyNumber} created`)).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Grand Total')).toHaveText('BD 140.000');

    const copy = await purchaseDetails(page, copyNumber);
    const fields = ['account_id', 'amount', 'vat_percentage', 'cr_dr', 'description', 'truck_id'];
    expect(copy).toMatchObject({ supplier_id: supplier.id, date: todayInBahrain(), reference: `${reference}-2` });
    expect(copy.narration).toBe(original.narration);
    expect(lineFields(copy.items, fields)).toEqual(lineFields(original.items, fields));
    expect(copy.items.map((item: { qty: number }) => item.qty)).toEqual([1, 4]);
    expect(await purchaseDetails(page, number)).toEqual(original);
  });

  test('a journal: the copy keeps narration and lines, balanced, and saves as a new journal', async ({
    adminPage: page,
  }) => {
    const { number } = await call(page.request, 'vouchers/journal_generate', {
      date: '2026-11-03',
      reference: `JDUP-${tag()}`,
      narration: 'Cash to the bank',
      lines: [
        { account_id: 26, debit: 120, credit: 0, party_id: null, truck_id: null, description: 'Deposit' },
        { account_id: 27, debit: 0, credit: 120, party_id: null, truck_id: null, description: 'From the till' },
      ],
    });
    const original = await journalDetails(page, number);

    await page.goto(`/journal/${number}`);
    await page.getByRole('link', { name: 'Duplicate' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create Journal' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Date', exact: true })).toHaveValue(dayFirst(todayInBahrain()));
    await expect(page.getByRole('textbox', { name: 'Reference' })).toHaveValue('');
    const grid = page.getByRole('table', { name: 'Journal lines' });
    await expect(grid.getByRole('textbox', { name: 'Account, line 1', exact: true })).toHaveValue('Al Salam Bank');
    await expect(grid.getByRole('textbox', { name: 'Credit, line 2', exact: true })).toHaveValue('120.000');
    await expect(page.getByRole('button', { name: 'Create Journal' })).toBeEnabled();
    await page.getByRole('textbox', { name: 'Narration' }).fill('Cash to the bank, again');
    await page.getByRole('button', { name: 'Create Journal' }).click();
    await expect(page).toHaveURL(/\/journal\/\d+$/);
    const copyNumber = Number(page.url().split('/').at(-1));
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Narration' })).toHaveValue('Cash to the bank, again');

    const copy = await journalDetails(page, copyNumber);
    const fields = ['account_id', 'debit', 'credit', 'party_id', 'truck_id', 'description'];
    expect(copy).toMatchObject({ date: todayInBahrain(), status: 'Created', reference: null });
    expect(lineFields(copy.lines, fields)).toEqual(lineFields(original.lines, fields));
    expect(await journalDetails(page, number)).toEqual(original);
  });
});
