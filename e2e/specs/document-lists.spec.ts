import { expect, type Page } from '@playwright/test';
import { lookups } from './job-table-helpers';
import { test } from './sign-in-helpers';
import { requestStatus } from './document-screens';
import { DOCUMENT_CODES } from './document-codes';
import { line } from './invoice-helpers';
import { dayFirst, todayInBahrain } from './company-dates';
import { download, downloadWorkbook } from './downloads';

const shiftDays = (iso: string, days: number) => {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
};

/** An invoice of one zero-rated line to the first demo customer, moved through `statuses` by their calls. */
async function invoiceOf(page: Page, reference: string, date: string, amount: number, statuses: string[]) {
  const { customers } = await lookups(page.request);
  const made = await page.request.post('/api/transportation/vouchers/invoice_generate', {
    data: { customer_id: customers[0]!.id, date, reference, items: [line(25, 'Storage', 1, amount, 0, 'cr')] },
  });
  expect(made.ok(), await made.text()).toBe(true);
  const number = (await made.json()).invoice_number as number;
  let version = 1;
  for (const status of statuses) {
    const details = await page.request.get(`/api/transportation/vouchers/invoice_details?invoice_number=${number}`);
    const id = (await details.json()).invoice.id as number;
    const moved = await page.request.post('/api/transportation/vouchers/invoice_status_update', {
      data: { invoice_id: id, status, version, ...DOCUMENT_CODES },
    });
    expect(moved.ok(), await moved.text()).toBe(true);
    version = (await moved.json()).invoice.version as number;
  }
  return number;
}

/** The first demo customer's payment terms, from which an invoice's due date follows. */
async function firstCustomerTerms(page: Page): Promise<number> {
  const { customers } = await lookups(page.request);
  const answer = await page.request.get('/api/transportation/customers_list');
  const all = (await answer.json()).customers as { id: number; payment_terms_days: number }[];
  return all.find((customer) => customer.id === customers[0]!.id)!.payment_terms_days;
}

const footerLine = (page: Page, title: string, label: RegExp) =>
  page.getByRole('table', { name: title }).locator('tfoot tr').filter({ hasText: label });

test.describe('document lists', () => {
  test.describe.configure({ timeout: 120_000 });

  test("the invoice list's Open is what Posted invoices owe: a Created one shows no Open and adds none", async ({
    adminPageWithCodes: page,
  }) => {
    const tag = `OPN${Date.now().toString(36).toUpperCase()}`;
    const today = todayInBahrain();
    const first = await invoiceOf(page, `${tag}-A`, today, 200, ['Approved', 'Posted']);
    const second = await invoiceOf(page, `${tag}-B`, today, 184, ['Approved', 'Posted']);
    const draft = await invoiceOf(page, `${tag}-C`, today, 88, []);

    await page.goto('/invoices');
    await page.getByRole('textbox', { name: 'Search' }).fill(tag);
    const rows = page.getByRole('table', { name: 'Invoices' }).locator('tbody tr');
    await expect(rows).toHaveCount(3);
    const row = (number: number) => rows.filter({ has: page.getByRole('link', { name: `INV-ARG-${number}` }) });
    await expect(row(first)).toContainText('Open BD 200.000');
    await expect(row(second)).toContainText('Open BD 184.000');
    await expect(row(draft)).toContainText('88.000');
    await expect(row(draft)).not.toContainText('Open');
    await expect(footerLine(page, 'Invoices', /^Total: 3 invoices/)).toContainText('472.000');
    await expect(footerLine(page, 'Invoices', /^Open/)).toContainText('384.000');
    await expect(footerLine(page, 'Invoices', /^Open/)).not.toContainText('472.000');
  });

  test('the invoice list shows due dates day first, filters Overdue, and a credit note takes a cancelled invoice out of its totals', async ({
    adminPageWithCodes: page,
  }, testInfo) => {
    const tag = `LST${Date.now().toString(36).toUpperCase()}`;
    const today = todayInBahrain();
    const old = shiftDays(today, -400);
    const overdue = await invoiceOf(page, `${tag}-A`, old, 100, ['Approved', 'Posted']);
    const draft = await invoiceOf(page, `${tag}-B`, today, 40, []);
    const credited = await invoiceOf(page, `${tag}-C`, today, 391, ['Approved', 'Posted']);
    const terms = await firstCustomerTerms(page);

    await page.goto('/invoices');
    await page.getByRole('textbox', { name: 'Search' }).fill(tag);
    const table = page.getByRole('table', { name: 'Invoices' });
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(3);
    const row = (number: number) => rows.filter({ has: page.getByRole('link', { name: `INV-ARG-${number}` }) });
    await expect(row(overdue)).toContainText(dayFirst(old));
    await expect(row(overdue)).toContainText(dayFirst(shiftDays(old, terms)));
    await expect(row(overdue)).toContainText('Overdue');
    await expect(row(draft)).toContainText(dayFirst(shiftDays(today, terms)));
    await expect(row(draft)).not.toContainText('Overdue');
    await expect(table).not.toContainText(/\d{4}-\d{2}-\d{2}/);
    await expect(footerLine(page, 'Invoices', /^Total: 3 invoices/)).toContainText('531.000');
    // Open is what is owed: the two Posted invoices, not the Created one.
    await expect(footerLine(page, 'Invoices', /^Open/)).toContainText('491.000');

    await page.getByRole('textbox', { name: 'Payment' }).click();
    await page.getByRole('option', { name: 'Overdue', exact: true }).click();
    await expect(rows).toHaveCount(1);
    await expect(row(overdue)).toHaveCount(1);
    await page.getByRole('textbox', { name: 'Payment' }).click();
    await page.getByRole('option', { name: 'Any', exact: true }).click();
    await expect(rows).toHaveCount(3);

    // Cancelling the posted invoice issues its credit note: it leaves every total and has nothing pending.
    await row(credited)
      .getByRole('link', { name: `INV-ARG-${credited}` })
      .click();
    await expect(page.getByText('Due date')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Invoice header' })).toContainText(dayFirst(today));
    await requestStatus(page, 'Cancelled');
    const verify = page.getByRole('dialog', { name: 'Security Verification' });
    await verify.getByLabel('Admin code').fill(DOCUMENT_CODES.admin_code);
    await verify.getByLabel('Cancellation code').fill(DOCUMENT_CODES.cancel_code);
    await verify.getByRole('button', { name: 'Verify & Update' }).click();
    const notice = page.getByText(/^Cancelled — credited by CN-ARG-\d+ on /);
    await expect(notice).toContainText(`on ${dayFirst(today)}`);
    const creditNumber = /CN-ARG-(\d+)/.exec((await notice.textContent())!)![1]!;
    await page.reload();
    await expect(page.getByRole('region', { name: 'Receipts' })).toContainText('Pending BD 0.000');

    await page.goto('/invoices');
    await page.getByRole('textbox', { name: 'Search' }).fill(tag);
    await expect(rows).toHaveCount(3);
    await expect(footerLine(page, 'Invoices', /^Total: 2 invoices \(1 cancelled not counted\)/)).toContainText(
      '140.000',
    );
    await expect(footerLine(page, 'Invoices', /^Created: 1 invoice/)).toContainText('40.000');
    await expect(footerLine(page, 'Invoices', /^Posted: 1 invoice/)).toContainText('100.000');
    await expect(footerLine(page, 'Invoices', /^Open/)).toContainText('100.000');
    await expect(row(credited)).toContainText('Cancelled');
    const workbook = await downloadWorkbook(
      await download(page.getByRole('button', { name: 'Export to Excel' }), 'invoices.xlsx'),
    );
    const sheet = workbook.worksheets[0]!;
    const figures = new Map<string, unknown[]>();
    sheet.eachRow((sheetRow) => {
      figures.set(sheetRow.getCell(1).text, [sheetRow.getCell(8).value, sheetRow.getCell(10).value]);
    });
    expect(figures.get('Total: 2 invoices (1 cancelled not counted)')).toEqual([140, null]);
    expect(figures.get('Posted: 1 invoice')).toEqual([100, null]);
    expect(figures.get('Open')).toEqual([null, 100]);
    await page.screenshot({ path: testInfo.outputPath('invoice-list.png'), fullPage: true });

    // The Credit Notes list finds the note by its invoice; the note's number opens its page, with its PDF and
    // the invoice it credits.
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Credit Notes' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Credit Notes' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Search' }).fill(`INV-ARG-${credited}`);
    const notesTable = page.getByRole('table', { name: 'Credit Notes' });
    await expect(notesTable.getByRole('columnheader').first()).toHaveText('Number · Status');
    const notes = notesTable.locator('tbody tr');
    await expect(notes).toHaveCount(1);
    await expect(notes.first()).toContainText(`CN-ARG-${creditNumber}`);
    await expect(notes.first()).toContainText('Posted');
    await expect(notes.first()).toContainText(dayFirst(today));
    await expect(notes.first()).toContainText('391.000');
    await download(page.getByRole('button', { name: 'Export to Excel' }), 'credit notes.xlsx');
    await page.screenshot({ path: testInfo.outputPath('credit-notes.png'), fullPage: true });
    await notes
      .first()
      .getByRole('link', { name: `CN-ARG-${creditNumber}` })
      .click();
    await expect(page).toHaveURL(`/credit-note/${creditNumber}`);
    await expect(page.getByRole('heading', { level: 1, name: `CN-ARG-${creditNumber}` })).toBeVisible();
    await expect(page.getByText(`Issued when INV-ARG-${credited} was cancelled`)).toBeVisible();
    const pdf = await page.request.get(
      (await page.getByRole('link', { name: 'PDF', exact: true }).getAttribute('href'))!,
    );
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    await page
      .getByRole('region', { name: 'Credit Note header' })
      .getByRole('link', { name: `INV-ARG-${credited}` })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: `INV-ARG-${credited}` })).toBeVisible();
  });

  test('the purchase, receipt and payment lists total by status and leave a cancelled one out', async ({
    adminPageWithCodes: page,
  }) => {
    const tag = `LSM${Date.now().toString(36).toUpperCase()}`;
    const { customers } = await lookups(page.request);
    const party = customers[0]!.id;
    const today = todayInBahrain();
    const post = async (call: string, data: object) => {
      const answer = await page.request.post(`/api/transportation/vouchers/${call}`, { data });
      expect(answer.ok(), await answer.text()).toBe(true);
      return answer.json();
    };
    // One line of Diesel from the party as supplier; a receipt's or payment's one part is an advance.
    const diesel = { account_id: 29, cr_dr: 'dr', qty: 1, vat_percentage: 0, description: 'Diesel' };
    const voucherOf = (kind: 'receipt' | 'payment', amount: number) => {
      const side = kind === 'receipt' ? { customer_id: party, dr_cr: 'cr' } : { supplier_id: party, cr_dr: 'dr' };
      const head = { date: today, account_id: 26, type: 'online', reference: tag, ...side };
      return { ...head, items: [{ ...side, amount, description: tag }] };
    };
    const made = async (kind: 'purchase' | 'receipt' | 'payment', amount: number): Promise<number> => {
      if (kind !== 'purchase') return (await post(`${kind}_generate`, voucherOf(kind, amount))).number;
      const purchase = { supplier_id: party, date: today, reference: tag, items: [{ ...diesel, amount }] };
      return (await post('purchase_generate', purchase)).purchase_number;
    };
    for (const kind of ['purchase', 'receipt', 'payment'] as const) {
      await made(kind, 12);
      const cancelled = await made(kind, 500);
      const details =
        kind === 'purchase'
          ? (
              await (
                await page.request.get(`/api/transportation/vouchers/purchase_details?purchase_number=${cancelled}`)
              ).json()
            ).purchase
          : await post(`${kind}_details`, { [`${kind}_number`]: cancelled });
      await post(`${kind}_status_update`, {
        [`${kind}_id`]: details.id,
        status: 'Cancelled',
        version: details.version,
        ...DOCUMENT_CODES,
      });

      const title = `${kind.charAt(0).toUpperCase()}${kind.slice(1)}s`;
      await page.goto(`/${kind}s`);
      await page.getByRole('textbox', { name: 'Search' }).fill(tag);
      await expect(page.getByRole('table', { name: title }).locator('tbody tr')).toHaveCount(2);
      await expect(footerLine(page, title, /^Created: 1 /)).toContainText('12.000');
      await expect(
        footerLine(page, title, new RegExp(`^Total: 1 ${kind} \\(1 cancelled not counted\\)`)),
      ).toContainText('12.000');
      await expect(page.getByRole('table', { name: title }).locator('tfoot')).not.toContainText('512.000');
    }
  });
});
