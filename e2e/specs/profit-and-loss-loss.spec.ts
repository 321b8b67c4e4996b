import { expect } from '@playwright/test';
import { call, pdfText } from './books-pages';
import { test } from './sign-in-helpers';

/*
 * A period that lost money: Profit and Loss says "Net loss" and prints the figure in brackets, as
 * accountants print a loss, on the screen and in its PDF, never "Net profit −93,439.450". One day of
 * 2023 with a large expense of its own, read for that day alone.
 */
const DAY = '2023-02-14';

test('a loss reads "Net loss" with its figure in brackets, on the screen and in the PDF', async ({
  adminPage: page,
}) => {
  test.setTimeout(90_000);
  const { charges } = (await call(page.request, 'expense_data')) as { charges: { id: number }[] };
  await call(page.request, 'expense_insert', {
    date: DAY,
    charge_id: charges[0]!.id,
    amount: 93_439.45,
    description: 'Engine overhaul',
    type: 'general',
    status: 'paid',
    paid_from_account_id: 27,
  });
  const period = `from=${DAY}&to=${DAY}`;
  const { net_profit: net } = (await call(page.request, `books/profit_and_loss?${period}`)) as { net_profit: number };
  expect(net).toBeLessThan(0);
  const loss = (-net).toLocaleString('en-US', { minimumFractionDigits: 3, maximumFractionDigits: 3 });

  await page.goto(`/books/profit-and-loss?${period}`);
  const statement = page.getByRole('table', { name: 'Profit and Loss' });
  const bottom = statement.locator('tfoot tr');
  await expect(bottom).toContainText('Net loss');
  await expect(bottom).toContainText(`BD (${loss})`);
  await expect(bottom).not.toContainText('Net profit');
  await expect(bottom).not.toContainText(/[-−]BD|[-−]\d/);
  await expect(page.getByRole('group', { name: 'Net loss' })).toContainText(`BD (${loss})`);
  await expect(page.getByRole('group', { name: 'Net profit' })).toHaveCount(0);

  const pdf = await page.request.get(`/api/transportation/books/profit_and_loss_pdf?${period}`);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const printed = pdfText(await pdf.body(), true);
  expect(printed).not.toContain('Net profit');
  expect(printed).toMatch(new RegExp(`Net loss \\(BD\\)\\s+\\(${loss.replace(/[.,]/g, '\\$&')}\\)`));
});
