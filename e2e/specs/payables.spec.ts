import { expect, type APIRequestContext } from '@playwright/test';
import { call, cellTexts, expectPrinted, inspect, openBooks, pdfText, row, typeAsAt } from './books-pages';
import { MANAGER } from './demo-logins';
import { download, exportedSheet } from './downloads';
import { signIn, test } from './sign-in-helpers';

/**
 * What we owe a supplier of this spec's own, in February 2018, a month no other spec or the demo data
 * uses: a purchase voucher of 100.000 + 10 % VAT (110.000) on 05/02 under 15 days' terms (due 20/02),
 * 60.000 of it paid on 12/02 and 5.000 paid ahead on 20/02: on 28/02 we owe 50.000, 8 days late, less
 * the 5.000 advance. The statement covers the year to the aging date, as the aging's link opens it.
 */
const PERIOD = { from: '2018-01-01', to: '2018-02-28' };
const OWED = '45.000';

interface Seeded {
  supplierId: number;
  supplier: string;
  purchase: number;
  payments: [number, number];
}

/** Moves a document to Posted through Approved, each move at the version the details answer. */
async function post(request: APIRequestContext, kind: 'purchase' | 'payment', details: () => Promise<object>) {
  for (const status of ['Approved', 'Posted']) {
    const { id, version } = (await details()) as { id: number; version: number };
    await call(request, `vouchers/${kind}_status_update`, { [`${kind}_id`]: id, status, version });
  }
}

async function seed(request: APIRequestContext): Promise<Seeded> {
  const supplier = `Payables Spec Supplies ${Date.now().toString(36).toUpperCase()}`;
  const { id: supplierId } = await call(request, 'customer_save', {
    name: supplier,
    payment_terms_days: 15,
    building: '12',
    road: '45',
    block: '701',
    city: 'Tubli',
  });
  const { purchase_number: purchase } = await call(request, 'vouchers/purchase_generate', {
    supplier_id: supplierId,
    date: '2018-02-05',
    reference: 'PAYABLES-SPEC',
    reference_date: '2018-02-05',
    narration: 'Tyres for the fleet',
    items: [{ account_id: 29, cr_dr: 'dr', qty: 1, amount: 100, vat_percentage: 10, description: 'Tyres' }],
  });
  await post(
    request,
    'purchase',
    async () => (await call(request, `vouchers/purchase_details?purchase_number=${purchase}`)).purchase,
  );
  const { id: purchaseId } = (await call(request, `vouchers/purchase_details?purchase_number=${purchase}`)).purchase;
  const payments: number[] = [];
  for (const [date, amount, purchase_id] of [
    ['2018-02-12', 60, purchaseId],
    ['2018-02-20', 5, null],
  ] as const) {
    const { number } = await call(request, 'vouchers/payment_generate', {
      date,
      account_id: 26,
      type: 'online',
      reference: null,
      narration: 'Tyres settlement',
      cheque: null,
      items: [{ supplier_id: supplierId, purchase_id, cr_dr: 'dr', amount, description: 'Settlement' }],
    });
    await post(request, 'payment', () => call(request, 'vouchers/payment_details', { payment_number: number }));
    payments.push(number);
  }
  return { supplierId, supplier, purchase, payments: [payments[0]!, payments[1]!] };
}

test.describe('payables', () => {
  test.describe.configure({ timeout: 180_000 });

  test("a supplier's purchase and payments, in the Payables Aging and their statement with its PDF", async ({
    adminPage: page,
  }) => {
    const seeded = await seed(page.request);
    await page.setViewportSize({ width: 1400, height: 900 });

    // Payables Aging, today's first (the axe check before a date box is opened: the calendar it leaves
    // behind has unnamed month buttons), then at the month's end: 50.000 eight days late, less 5.000 ahead.
    await openBooks(page, 'Payables Aging');
    await expect(row(page.getByRole('table', { name: 'Payables Aging' }), seeded.supplier)).toBeVisible();
    await inspect(page, 'payables-aging');
    await typeAsAt(page, PERIOD.to);
    const aging = page.getByRole('table', { name: 'Payables Aging' });
    const supplierRow = row(aging, seeded.supplier);
    expect(await cellTexts(supplierRow)).toEqual([
      seeded.supplier,
      '15',
      'BD 0.000',
      'BD 50.000',
      'BD 0.000',
      'BD 0.000',
      'BD 0.000',
      'BD 5.000',
      `BD ${OWED}`,
    ]);
    await expectPrinted(page, aging, 'payables-aging-print');

    const agingSheet = await exportedSheet(page, `payables_aging_${PERIOD.to}.xlsx`);
    expect(agingSheet.name).toBe('Payables Aging');
    expect(agingSheet.getRow(4).getCell(1).value).toBe('Supplier');
    const agingLine = agingSheet
      .getRows(5, agingSheet.rowCount - 4)!
      .find((candidate) => candidate.getCell(1).value === seeded.supplier)!;
    expect((agingLine.values as unknown[]).slice(1)).toEqual([seeded.supplier, 15, 0, 50, 0, 0, 0, 5, 45]);

    // The 50.000 opens the purchase behind it, which the keyboard reaches too; back to the aging on its date.
    await supplierRow
      .getByRole('link', { name: `${seeded.supplier}, 1–30: BD 50.000, show the open purchases and expenses` })
      .click();
    await expect(page).toHaveURL(
      `/books/payables-aging/items?supplier_id=${seeded.supplierId}&bucket=days_1_30&date=${PERIOD.to}`,
    );
    const items = page.getByRole('table', { name: 'Open purchases and expenses' });
    await expect(items.locator('tbody tr')).toHaveCount(1);
    expect(await cellTexts(items.locator('tbody tr'))).toEqual([
      `PV-ARG-${seeded.purchase}`,
      '05/02/2018',
      '20/02/2018',
      '8',
      'BD 50.000',
    ]);
    expect(await cellTexts(items.locator('tfoot tr'))).toEqual(['Total', '', '', '', 'BD 50.000']);
    await expect(items.getByRole('link', { name: `PV-ARG-${seeded.purchase}` })).toHaveAttribute(
      'href',
      `/purchase/${seeded.purchase}`,
    );
    await inspect(page, 'payables-aging-items');
    await page.getByRole('link', { name: 'Back to Payables Aging' }).click();
    await expect(page).toHaveURL(`/books/payables-aging?date=${PERIOD.to}`);

    // The supplier opens their statement from the year's start to the aging date.
    await supplierRow.getByRole('link', { name: seeded.supplier, exact: true }).click();
    await expect(page).toHaveURL(
      `/books/supplier-statement?supplier_id=${seeded.supplierId}&from=${PERIOD.from}&to=${PERIOD.to}`,
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Supplier Statement' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Supplier' })).toHaveValue(seeded.supplier);
    const statement = page.getByRole('table', { name: 'Supplier Statement' });
    const rows = statement.locator('tbody tr');
    await expect(rows).toHaveCount(4);
    expect(await cellTexts(rows.nth(0))).toEqual(['01/01/2018', '', 'Opening balance', '', '', 'BD 0.000']);
    expect(await cellTexts(rows.nth(1))).toEqual([
      '05/02/2018',
      `PV-ARG-${seeded.purchase}`,
      "Purchase, supplier's bill PAYABLES-SPEC",
      'BD 0.000',
      'BD 110.000',
      'BD 110.000',
    ]);
    expect(await cellTexts(rows.nth(2))).toEqual([
      '12/02/2018',
      `PAY-ARG-${seeded.payments[0]}`,
      'Payment',
      'BD 60.000',
      'BD 0.000',
      'BD 50.000',
    ]);
    await expect(rows.nth(2).getByRole('link', { name: `PAY-ARG-${seeded.payments[0]}` })).toHaveAttribute(
      'href',
      `/payment/${seeded.payments[0]}`,
    );
    expect(await cellTexts(statement.locator('tfoot tr'))).toEqual([
      '28/02/2018',
      '',
      'Closing balance',
      'BD 65.000',
      'BD 110.000',
      `BD ${OWED}`,
    ]);
    await expect(page.getByRole('group', { name: 'What we owe' })).toContainText(`BD ${OWED}`);
    await expect(page.getByRole('group', { name: 'Unallocated advance' })).toContainText('BD 5.000');
    await inspect(page, 'payables-statement');
    await expectPrinted(page, statement, 'payables-statement-print');

    const statementSheet = await exportedSheet(
      page,
      `supplier_statement_${seeded.supplierId}_${PERIOD.from}_${PERIOD.to}.xlsx`,
    );
    expect(statementSheet.getRow(2).getCell(1).value).toBe(seeded.supplier);
    const closing = statementSheet.getRow(statementSheet.rowCount - 4);
    expect((closing.values as unknown[]).slice(3)).toEqual(['Closing balance', 65, 110, 45]);

    // Its PDF opens in a new tab: the supplier, their address, the aging and what we owe.
    const [pdfTab] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('link', { name: 'Open PDF' }).click(),
    ]);
    const pdfUrl = pdfTab.url();
    expect(pdfUrl).toContain(`supplier_statement_pdf?supplier_id=${seeded.supplierId}`);
    await pdfTab.close();
    const pdf = await page.request.get(pdfUrl);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    const printed = pdfText(await pdf.body(), true);
    expect(printed).toContain(seeded.supplier);
    expect(printed).toContain('Building 12, Road 45, Block 701, Tubli');
    expect(printed).toContain('Payables aging as at 28/02/2018');
    expect(printed).toMatch(new RegExp(`What we owe \\(BD\\).*${OWED.replace('.', '\\.')}`));
    const saved = await download(
      page.getByRole('link', { name: 'Download' }),
      `Supplier-Statement-${seeded.supplier.replace(/[^A-Za-z0-9]+/g, '-')}-${PERIOD.from}-${PERIOD.to}.pdf`,
    );
    expect(saved.suggestedFilename()).toMatch(/\.pdf$/);
  });

  test('a Manager is refused both payables pages and their calls', async ({ page }) => {
    await signIn(page, MANAGER);
    for (const path of ['/books/payables-aging', '/books/supplier-statement']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
    }
    for (const path of [
      `books/payables_aging?date=${PERIOD.to}`,
      `books/supplier_statement?supplier_id=1&from=${PERIOD.from}&to=${PERIOD.to}`,
      `books/supplier_statement_pdf?supplier_id=1&from=${PERIOD.from}&to=${PERIOD.to}`,
    ]) {
      expect((await page.request.get(`/api/transportation/${path}`)).status(), path).toBe(403);
    }
  });
});
