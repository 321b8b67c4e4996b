import { expect, test, type Locator, type Page } from '@playwright/test';
import { cellTexts, expectPrinted, inspect, openBooks, pdfText, typeAsAt } from './books-pages';
import { dayFirst, todayInBahrain } from './company-dates';
import { ADMIN, MANAGER } from './demo-logins';
import { exportedSheet } from './downloads';
import { signIn } from './sign-in-helpers';

/**
 * The financial statements on the demo company's books, checked against the Trial Balance page over the
 * same days rather than against figures written here: last month's profit and loss (and the same month
 * a year before), and the balance sheet on its last day.
 */

/**
 * The month before today's, as the Last month button picks it: closed, so no flow running beside this
 * one posts into it, and the demo posts an invoice on its last day.
 */
function lastMonth(): { from: string; to: string } {
  const [year, month] = todayInBahrain().split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - 2, 1));
  const last = new Date(Date.UTC(year, month - 1, 0));
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
}

/** 'BD 1,234.500', '-BD 20.000' or a net loss 'BD (20.000) (loss)' in fils. */
function fils(text: string): number {
  const amount = /(-?)BD (\(?)([\d,]+)\.(\d{3})/.exec(text);
  expect(amount, text).not.toBeNull();
  const [, sign, bracket, whole, decimals] = amount!;
  return (sign === '-' || bracket === '(' ? -1 : 1) * (Number(whole!.replaceAll(',', '')) * 1000 + Number(decimals));
}

/** The bottom line's name: a loss is "Net loss". */
const netName = (netFils: number) => (netFils < 0 ? 'Net loss' : 'Net profit');

interface Line {
  section: string;
  name: string;
  amounts: string[];
}

/** A statement's account lines, each with the section heading above it; headings and subtotals apart. */
async function statementLines(table: Locator): Promise<Line[]> {
  const lines: Line[] = [];
  let section = '';
  for (const tableRow of await table.locator('tbody tr').all()) {
    const [name, ...amounts] = await cellTexts(tableRow);
    const role = await tableRow.getAttribute('data-row');
    if (role === 'heading') section = name!;
    else if (role === 'data') lines.push({ section, name: name!, amounts });
  }
  return lines;
}

/** The Trial Balance over a period: each account's debits, credits and closing balance (debit positive), in fils. */
async function trialBalance(page: Page, period: { from: string; to: string }) {
  await page.goto(`/books/trial-balance?from=${period.from}&to=${period.to}`);
  const table = page.getByRole('table', { name: 'Trial Balance' });
  await expect(page.getByTestId('books-period')).toHaveText(`${dayFirst(period.from)} – ${dayFirst(period.to)}`);
  const accounts = new Map<string, { movement: number; closing: number }>();
  for (const tableRow of await table.locator('tbody tr').all()) {
    const [name, , , debit, credit, closingDr, closingCr] = await cellTexts(tableRow);
    accounts.set(name!, { movement: fils(debit!) - fils(credit!), closing: fils(closingDr!) - fils(closingCr!) });
  }
  return accounts;
}

test('financial statements: the profit and loss and the balance sheet read what the trial balance reads, with Excel, print and PDF', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, ADMIN);
  await page.setViewportSize({ width: 1400, height: 900 });
  const month = lastMonth();
  const yearToMonthEnd = { from: `${month.to.slice(0, 4)}-01-01`, to: month.to };
  const monthBalances = await trialBalance(page, month);

  // Profit and Loss for the last month: each income account's credits less debits, each expense
  // account's debits less credits, as the trial balance has them; the net profit is their difference.
  await openBooks(page, 'Profit and Loss');
  await page.getByRole('search').getByRole('button', { name: 'Last month' }).click();
  await expect(page.getByTestId('books-period')).toHaveText(`${dayFirst(month.from)} – ${dayFirst(month.to)}`);
  const statement = page.getByRole('table', { name: 'Profit and Loss' });
  await inspect(page, 'profit-and-loss');
  const lines = await statementLines(statement);
  await expect(statement.locator('tbody tr[data-row="heading"]')).toHaveText(['Income', 'Expenses']);
  // The demo's invoice of last month is income, its expenses are costs.
  expect(new Set(lines.map((line) => line.section))).toEqual(new Set(['Income', 'Expenses']));
  let net = 0;
  for (const line of lines) {
    const sign = line.section === 'Income' ? -1 : 1;
    expect(fils(line.amounts[0]!), line.name).toBe(sign * monthBalances.get(line.name)!.movement);
    net -= sign * fils(line.amounts[0]!);
  }
  const [, netShown] = await cellTexts(statement.locator('tfoot tr'));
  expect(fils(netShown!)).toBe(net);
  await expect(page.getByRole('group', { name: netName(net) })).toContainText(netShown!.replace(' (loss)', ''));

  // Beside the same month a year before.
  await page.getByRole('textbox', { name: 'Compare with' }).click();
  await page.getByRole('option', { name: 'Previous year' }).click();
  await expect(page).toHaveURL(/compare=previous_year/);
  await expect(statement.getByRole('columnheader', { name: 'Previous year' })).toBeVisible();
  await expect(page.getByTestId('books-period')).toContainText('compared with');
  await expectPrinted(page, statement, 'profit-and-loss-print');

  const sheet = await exportedSheet(page, `profit_and_loss_${month.from}_${month.to}.xlsx`);
  expect(sheet.name).toBe('Profit and Loss');
  expect((sheet.getRow(4).values as unknown[]).slice(1)).toEqual(['Account', 'This period', 'Previous year']);
  const netRow = sheet
    .getRows(5, sheet.rowCount - 4)!
    .find((candidate) => /^Net (profit|loss)/.test(candidate.getCell(1).text))!;
  expect(Math.round(Number(netRow.getCell(2).value) * 1000)).toBe(net);

  const [pdfTab] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('link', { name: 'Open PDF' }).click(),
  ]);
  const pdfUrl = pdfTab.url();
  await pdfTab.close();
  expect(pdfUrl).toContain(`profit_and_loss_pdf?from=${month.from}&to=${month.to}&compare=previous_year`);
  const pdf = await page.request.get(pdfUrl);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const printed = pdfText(await pdf.body(), true);
  expect(printed).toContain('Profit and Loss');
  const netPrinted = (net / 1000).toLocaleString('en-US', { minimumFractionDigits: 3, maximumFractionDigits: 3 });
  const netFigure = net < 0 ? `\\(${netPrinted.replace('-', '')}\\)` : netPrinted;
  expect(printed).toMatch(new RegExp(`${netName(net)} \\(BD\\).*${netFigure.replace('.', '\\.')}`));

  // Balance Sheet on the month's last day: each account's closing balance in the trial balance of the
  // year to that day, on its side; this year's earnings are the profit and loss of those days.
  const yearBalances = await trialBalance(page, yearToMonthEnd);
  await openBooks(page, 'Balance Sheet');
  await inspect(page, 'balance-sheet');
  await typeAsAt(page, month.to);
  const sheetTable = page.getByRole('table', { name: 'Balance Sheet' });
  await expect(page.getByTestId('books-verdict')).toHaveText('Assets equal liabilities plus equity.');
  const held = await statementLines(sheetTable);
  // Retained Earnings and this year's earnings are computed from the whole books, not one account.
  const computed = ['Retained Earnings', 'Current Year Earnings'];
  for (const line of held.filter((candidate) => !computed.includes(candidate.name))) {
    const sign = line.section === 'Assets' ? 1 : -1;
    expect(fils(line.amounts[0]!), line.name).toBe(sign * (yearBalances.get(line.name)?.closing ?? 0));
  }
  const yearProfit = await page.request.get(
    `/api/transportation/books/profit_and_loss?from=${yearToMonthEnd.from}&to=${yearToMonthEnd.to}`,
  );
  const earned = held.find((line) => line.name === 'Current Year Earnings')!;
  expect(fils(earned.amounts[0]!)).toBe(
    Math.round(((await yearProfit.json()) as { net_profit: number }).net_profit * 1000),
  );
  const [, liabilitiesAndEquity] = await cellTexts(sheetTable.locator('tfoot tr'));
  await expect(page.getByRole('group', { name: 'Total assets' })).toContainText(liabilitiesAndEquity!);
  await expectPrinted(page, sheetTable, 'balance-sheet-print');

  const balanceRows = await exportedSheet(page, `balance_sheet_${month.to}.xlsx`);
  expect(balanceRows.getRow(2).getCell(1).text).toBe(`As at ${dayFirst(month.to)}`);
  const total = balanceRows
    .getRows(5, balanceRows.rowCount - 4)!
    .find((candidate) => candidate.getCell(1).text === 'Total liabilities and equity')!;
  expect(Math.round(Number(total.getCell(2).value) * 1000)).toBe(fils(liabilitiesAndEquity!));

  const [sheetTab] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('link', { name: 'Open PDF' }).click(),
  ]);
  const sheetPdfUrl = sheetTab.url();
  await sheetTab.close();
  expect(sheetPdfUrl).toContain(`balance_sheet_pdf?date=${month.to}`);
  const sheetPdf = pdfText(await (await page.request.get(sheetPdfUrl)).body(), true);
  expect(sheetPdf).toContain('Balance Sheet');
  expect(sheetPdf).toContain('Current Year Earnings');
  expect(sheetPdf).toContain(liabilitiesAndEquity!.replace('BD ', ''));
});

test('financial statements: a Manager has neither statement in the menu and is refused their pages and calls', async ({
  page,
}) => {
  await signIn(page, MANAGER);
  await expect(
    page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Profit and Loss' }),
  ).toHaveCount(0);
  for (const path of ['/books/profit-and-loss', '/books/balance-sheet']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
  }
  for (const path of [
    'books/profit_and_loss?from=2026-01-01&to=2026-03-31',
    'books/profit_and_loss_pdf?from=2026-01-01&to=2026-03-31',
    'books/balance_sheet?date=2026-03-31',
    'books/balance_sheet_pdf?date=2026-03-31',
  ]) {
    expect((await page.request.get(`/api/transportation/${path}`)).status(), path).toBe(403);
  }
});
