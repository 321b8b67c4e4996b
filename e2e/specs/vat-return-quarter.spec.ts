import { expect, test, type Page } from '@playwright/test';
import type { AppServer } from '../app-server';
import { call, cellTexts, inspect, openBooks, pdfText, postInvoice, postPurchase, row } from './books-pages';
import { dayFirst, daysBefore } from './company-dates';
import { DOCUMENT_CODES } from './document-codes';
import { download, downloadWorkbook } from './downloads';
import { adminOnFreshBooks, charge, FRESH_ADMIN, party, startFreshBooks } from './fresh-books';
import { line } from './invoice-helpers';
import { notification } from './job-table-helpers';
import { enterOpeningBalances } from './opening-entry';
import {
  bodyRows,
  boxDialog,
  boxesOf,
  boxFigures,
  openReturn,
  periodLabel as label,
  quarterBack,
  typeLockDate,
} from './vat-return-pages';

/**
 * Issue 37 as the accountant meets it, on books of this flow's own (opening balances come before every
 * document, and filing locks the books): the openings bring VAT still owed in; the quarter before last
 * has a sale partly credited and an expense with VAT; its return is filed; the lock is moved back, with
 * a reason, for a purchase found late; the filed return then shows how the books differ, and the last
 * quarter's return carries the difference in box 16.
 */

const FILED = quarterBack(2);
const NEXT = quarterBack(1);
const inFiled = (days: number) => daysBefore(FILED.from, -days);
const DATES = {
  invoice: inFiled(9),
  credit: inFiled(34),
  expense: inFiled(41),
  reopened: daysBefore(FILED.to, 3),
  late: daysBefore(FILED.to, 2),
};
const [CUSTOMER, SUPPLIER, FUEL_STATION] = ['Gulf Cement Trading', 'Sitra Diesel Supplies', 'Bapco Retail'];
const SUPPLIER_VAT = '220098765400003';
const REASON = 'A diesel bill for the quarter came in after the return was filed';

/** The filed quarter as filed: box 1 net of the credit note, box 4 the storage, box 8 the expense. */
const AS_FILED = [
  ['1', 'BD 750.000', 'BD 75.000'],
  ['4', 'BD 300.000', ''],
  ['7', 'BD 1,050.000', 'BD 75.000'],
  ['8', 'BD 300.000', 'BD 30.000'],
  ['13', 'BD 0.000', ''],
  ['14', 'BD 300.000', 'BD 30.000'],
  ['15', '', 'BD 45.000'],
  ['16', '', 'BD 0.000'],
  ['18', '', 'BD 45.000'],
];
/** The next quarter: no document of its own, the late purchase's input VAT reclaimed in box 16. */
const NEXT_BOXES = [
  ['1', 'BD 0.000', 'BD 0.000'],
  ['4', 'BD 0.000', ''],
  ['7', 'BD 0.000', 'BD 0.000'],
  ['8', 'BD 0.000', 'BD 0.000'],
  ['13', 'BD 0.000', ''],
  ['14', 'BD 0.000', 'BD 0.000'],
  ['15', '', 'BD 0.000'],
  ['16', '', '-BD 20.000'],
  ['18', '', '-BD 20.000'],
];

const region = (page: Page, name: string) => page.getByRole('region', { name });
const standing = (page: Page) => page.getByTestId('lock-standing');
const lockedUpTo = (date: string) => `The books are locked up to ${dayFirst(date)}`;

test.describe('a VAT quarter filed, reopened for a late purchase, and corrected in the next return', () => {
  test.describe.configure({ timeout: 240_000 });
  let server: AppServer | undefined;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    server = await startFreshBooks();
  });
  test.afterAll(async () => server?.stop());

  test('openings with VAT, a partial credit note and an expense with VAT, filed; a late purchase lands in box 16 of the next return', async ({
    browser,
  }) => {
    const page = await adminOnFreshBooks(browser, server!);
    const customerId = await party(page, CUSTOMER);
    const supplierId = await party(page, SUPPLIER);
    await charge(page, 'Diesel', 29);

    // Opening balances, by keyboard, on the quarter's first day: VAT still owed, and the bank that holds it.
    await openBooks(page, 'Opening Balances');
    await enterOpeningBalances(page, FILED.from, [
      ['salam', 'Al Salam Bank', 'debit', '800'],
      ['output', 'VAT Output', 'credit', '800'],
    ]);

    // A sale of four trips at 10 % and storage at 0 %, less a discount, posted (through Create Invoice's call).
    const { invoice_number: invoice } = await call(page.request, 'vouchers/invoice_generate', {
      customer_id: customerId,
      date: DATES.invoice,
      reference: 'PO-7781',
      items: [
        line(25, 'Haulage to Sitra', 4, 250, 10, 'cr'),
        line(25, 'Storage', 1, 300, 0, 'cr'),
        line(37, 'Discount', 1, 50, 0, 'dr'),
      ],
    });
    await postInvoice(page.request, invoice);

    // One trip never ran: a credit note on that line alone, its figures worked out as they are typed.
    await page.goto(`/invoice/${invoice}`);
    await page.getByRole('link', { name: 'Issue credit note' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Issue Credit Note' })).toBeVisible();
    await page.getByRole('textbox', { name: /^Date/ }).fill(dayFirst(DATES.credit));
    await page.keyboard.press('Tab');
    const quantity = page.getByRole('textbox', { name: 'Quantity, invoice line 1' });
    await quantity.fill('5');
    await expect(quantity).toHaveAccessibleDescription('Line 1 has BD 1,000.000 left to credit');
    await quantity.fill('1');
    const figures = 'BD 275.000Amount BD 250.000VAT BD 25.000';
    await expect(page.getByRole('cell', { name: 'This note, invoice line 1' })).toHaveText(figures);
    await expect(page.getByRole('cell', { name: 'Note totals' })).toHaveText(figures);
    // Enter sends the form: without a reason it stays, and says so.
    await quantity.press('Enter');
    const reasonBox = page.getByRole('textbox', { name: /^Reason/ });
    await expect(reasonBox).toHaveAccessibleDescription(/Say why the invoice is corrected/);
    await inspect(page, 'vat-quarter-credit-note-entry');
    await reasonBox.fill('The fourth trip to Sitra was cancelled');
    await page.getByRole('button', { name: 'Issue Credit Note' }).click();
    await expect(notification(page, 'Credit note CN-ARG-1 issued')).toBeVisible();
    await expect(page).toHaveURL('/credit-note/1');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'CN-ARG-1' })).toBeVisible();
    expect(await bodyRows(page.getByRole('table', { name: 'Note lines' }), 1)).toEqual([
      ['Haulage to SitraTransportation Sales', '1 × BD 250.000', '10%', 'BD 250.000', 'BD 25.000', 'BD 275.000'],
    ]);
    await expect(region(page, 'Credit Note header')).toContainText(dayFirst(DATES.credit));

    // Diesel paid at a pump that charges 10 % VAT: the form works out the VAT and wants the pump's VAT number.
    await page.goto('/expense-entry');
    await page.getByRole('textbox', { name: 'Date', exact: true }).fill(dayFirst(DATES.expense));
    await page.keyboard.press('Tab');
    await page.getByRole('textbox', { name: 'Charge' }).fill('dies');
    await page.getByRole('option', { name: 'Diesel' }).click();
    await page.getByRole('textbox', { name: 'Description' }).fill('Diesel for the Sitra trips');
    await page.getByRole('textbox', { name: 'Amount' }).fill('300');
    await page.getByRole('combobox', { name: 'VAT' }).selectOption('10 %');
    await expect(page.getByLabel('VAT amount (BD)')).toHaveText('30.000');
    await expect(page.getByLabel('Total paid (BD)')).toHaveText('330.000');
    await page.getByRole('textbox', { name: 'Company' }).fill(FUEL_STATION);
    const supplierVat = page.getByRole('textbox', { name: 'Supplier VAT number' });
    await page.getByRole('button', { name: 'Add Expense' }).click();
    await expect(supplierVat).toHaveAccessibleDescription(/10 % VAT needs the supplier's VAT number/);
    await inspect(page, 'vat-quarter-expense-refused');
    await supplierVat.fill(SUPPLIER_VAT);
    await page.getByRole('textbox', { name: 'Supplier invoice number' }).fill('BR-55120');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Expense added successfully' })).toBeVisible();

    // The quarter's return, made of these documents; beside the boxes the opening VAT and the discount.
    await openReturn(page, FILED);
    expect(await boxFigures(page)).toEqual(AS_FILED);
    expect((await cellTexts(row(boxesOf(page), '1'))).slice(1, 3)).toEqual([
      'Standard rated sales',
      'المبيعات الخاضعة للنسبة الأساسية',
    ]);
    await expect(page.getByTestId('books-verdict')).toHaveText('Net VAT due: BD 45.000');
    const [opening] = await bodyRows(region(page, 'VAT accounts moved outside the return').getByRole('table'), 1);
    expect(opening!.slice(1)).toEqual([dayFirst(FILED.from), 'VAT Output', 'BD 800.000']);
    expect(await bodyRows(region(page, 'Discounts (in no box)').getByRole('table'), 1)).toEqual([
      [`INV-ARG-${invoice}`, dayFirst(DATES.invoice), CUSTOMER, 'Sales', 'BD 50.000'],
    ]);
    await expect(region(page, 'Corrections from earlier periods (box 16)')).toHaveCount(0);
    await inspect(page, 'vat-quarter-draft');

    // Box 1 opens its documents: the invoice's taxable line and the credit note taking a trip off it.
    await row(boxesOf(page), '1').getByRole('link', { name: 'Standard rated sales' }).click();
    const box1 = boxDialog(page, 'Box 1: Standard rated sales');
    const box1Rows = [
      [`INV-ARG-${invoice}`, dayFirst(DATES.invoice), CUSTOMER, 'BD 1,000.000', 'BD 100.000'],
      ['CN-ARG-1', dayFirst(DATES.credit), CUSTOMER, '-BD 250.000', '-BD 25.000'],
    ];
    expect(await bodyRows(box1.table, 2)).toEqual(box1Rows);
    expect(await cellTexts(box1.table.locator('tfoot tr'))).toEqual(['Total', '', '', 'BD 750.000', 'BD 75.000']);
    await inspect(page, 'vat-quarter-box-1');
    const exported = box1.dialog.getByRole('button', { name: 'Export Excel' });
    const workbook = await downloadWorkbook(
      await download(exported, `vat_return_box_1_${FILED.from}_${FILED.to}.xlsx`),
    );
    const firstColumn: unknown[] = [];
    workbook.worksheets[0]!.eachRow((each) => firstColumn.push(each.getCell(1).value));
    expect(firstColumn).toEqual(expect.arrayContaining([`INV-ARG-${invoice}`, 'CN-ARG-1', 'Total']));
    // The address names the box, so a reload opens it again.
    await page.reload();
    expect(await bodyRows(box1.table, 2)).toEqual(box1Rows);
    await page.keyboard.press('Escape');
    await expect(box1.dialog).toBeHidden();

    // A click anywhere on box 8's row opens the expense, under the pump's name; it leads to the expense.
    await row(boxesOf(page), '8').getByRole('cell').nth(1).click();
    const box8 = boxDialog(page, 'Box 8: Standard rated domestic purchases');
    const [expense] = await bodyRows(box8.table, 1);
    expect(expense!.slice(1)).toEqual([dayFirst(DATES.expense), FUEL_STATION, 'BD 300.000', 'BD 30.000']);
    await box8.table.getByRole('link', { name: expense![0] }).click();
    await expect(page.getByRole('combobox', { name: 'VAT' })).toHaveValue('10');
    await expect(supplierVat).toHaveValue(SUPPLIER_VAT);
    await expect(page.getByLabel('Total paid (BD)')).toHaveText('330.000');

    // Filed: the figures are frozen and the books locked up to the quarter's end; the PDF says so.
    await openReturn(page, FILED);
    await page.getByRole('button', { name: 'File this return' }).click();
    const filing = page.getByRole('dialog', { name: 'File the VAT return' });
    await filing.getByRole('button', { name: 'File the return' }).click();
    await expect(notification(page, `VAT return for ${label(FILED)} filed`)).toBeVisible();
    await expect(page.getByTestId('vat-return-standing')).toContainText(
      `by ${FRESH_ADMIN.name} — these are the figures as filed`,
    );
    await expect(page.getByRole('link', { name: 'Download' })).toHaveAttribute('href', /vat_return_pdf\?.*download=1/);
    const pdf = await page.request.get((await page.getByRole('link', { name: 'Open PDF' }).getAttribute('href'))!);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    const printed = pdfText(await pdf.body());
    for (const words of ['Standard rated sales', '750.000', '45.000', FRESH_ADMIN.name])
      expect(printed).toContain(words);
    const filedRow = row(page.getByRole('table', { name: 'Filed VAT returns' }), label(FILED));
    expect((await cellTexts(filedRow)).slice(0, 3)).toEqual([label(FILED), 'BD 45.000', FRESH_ADMIN.name]);

    // The lock moved back into the filed quarter takes the admin code and a reason the audit log keeps.
    await openBooks(page, 'Lock Date');
    await expect(standing(page)).toHaveText(lockedUpTo(FILED.to));
    await typeLockDate(page, DATES.reopened);
    const code = page.getByRole('textbox', { name: 'Admin code' });
    await code.fill(DOCUMENT_CODES.admin_code);
    await code.press('Enter');
    const reason = page.getByRole('textbox', { name: 'Reason for reopening a filed period' });
    await expect(reason).toHaveAccessibleDescription(
      new RegExp(`A VAT return is filed up to ${dayFirst(FILED.to)}: say why its period is opened again`),
    );
    await expect(standing(page)).toHaveText(lockedUpTo(FILED.to));
    await inspect(page, 'vat-quarter-lock-reason');
    await reason.fill(REASON);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(standing(page)).toHaveText(lockedUpTo(DATES.reopened));
    await page.reload();
    await expect(standing(page)).toHaveText(lockedUpTo(DATES.reopened));
    await expect(page.getByTestId('lock-reason')).toHaveText(`Reason: ${REASON}`);

    // The late diesel bill, posted into the filed quarter (through the purchase screens' calls); locked again.
    const purchase = await postPurchase(page.request, {
      supplier_id: supplierId,
      date: DATES.late,
      reference: 'SDS-0630',
      items: [{ account_id: 29, qty: 1, amount: 200, vat_percentage: 10, cr_dr: 'dr', description: 'Diesel' }],
    });
    await typeLockDate(page, FILED.to);
    await expect(code).toHaveCount(0);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(standing(page)).toHaveText(lockedUpTo(FILED.to));

    // The filed return keeps its figures, and shows what the books now say differently: the late purchase.
    await openReturn(page, FILED);
    expect(await boxFigures(page)).toEqual(AS_FILED);
    const differ = region(page, 'The books now differ by');
    await expect(differ.getByRole('group', { name: 'Output VAT' })).toContainText('BD 0.000');
    await expect(differ.getByRole('group', { name: 'Input VAT' })).toContainText('BD 20.000');
    await expect(differ.getByRole('group', { name: 'Net VAT' })).toContainText('-BD 20.000');
    const late = [`PV-ARG-${purchase}`, dayFirst(DATES.late), SUPPLIER];
    expect(await bodyRows(differ.getByRole('table', { name: 'Documents changed since filing' }), 1)).toEqual([
      [...late, '8', 'BD 200.000', 'BD 20.000'],
    ]);
    expect((await cellTexts(filedRow)).at(-1)).toBe('-BD 20.000');
    await inspect(page, 'vat-quarter-filed-differs');

    // The next quarter's return carries it in box 16: input VAT found late is reclaimed now.
    await page.getByRole('search').getByRole('button', { name: 'Last quarter' }).click();
    await expect(page.getByTestId('books-period')).toHaveText(label(NEXT));
    expect(await boxFigures(page)).toEqual(NEXT_BOXES);
    await expect(page.getByTestId('books-verdict')).toHaveText('Net VAT reclaimable: BD 20.000');
    const corrections = region(page, 'Corrections from earlier periods (box 16)').getByRole('table');
    const correction = [...late, '8', label(FILED), 'BD 200.000', 'BD 20.000'];
    expect(await bodyRows(corrections, 1)).toEqual([correction]);
    expect((await cellTexts(corrections.locator('tfoot tr'))).filter(Boolean)).toEqual([
      'Net VAT (box 16)',
      '-BD 20.000',
    ]);

    // Box 16's own dialog, opened from its Arabic name, names the same purchase and the filed period.
    await boxesOf(page).getByText('تصحيحات من فترات سابقة').click();
    const box16 = boxDialog(page, 'Box 16: Corrections from earlier periods');
    expect(await bodyRows(box16.table, 1)).toEqual([correction]);
    await page.keyboard.press('Escape');
    await expect(box16.dialog).toBeHidden();

    await page.reload();
    await expect(page.getByTestId('books-period')).toHaveText(label(NEXT));
    expect(await boxFigures(page)).toEqual(NEXT_BOXES);
    expect(await bodyRows(corrections, 1)).toEqual([correction]);
    await page.context().close();
  });
});
