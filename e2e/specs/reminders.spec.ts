import fs from 'node:fs';
import path from 'node:path';
import { expect as baseExpect, test } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { seriousViolations } from './axe-checks';
import { daysBefore, todayInBahrain } from './company-dates';
import { ADMIN } from './demo-logins';
import { changeStatus } from './document-screens';
import { line } from './invoice-helpers';
import { signIn } from './sign-in-helpers';

/** Other specs run against the same server at the same time; give a busy machine time. */
const expect = baseExpect.configure({ timeout: 15_000 });
const RUN = Date.now().toString(36).toUpperCase();
const API = '/api/transportation';

test('an Admin opts a customer in, sets the reminder steps and sees the reminder on the overdue invoice', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, ADMIN);
  const name = `Reminded Haulage ${RUN}`;
  const made = await page.request.post(`${API}/customer_save`, {
    data: { name, email: `accounts-${RUN.toLowerCase()}@reminded.test`, payment_terms_days: 0 },
  });
  expect(made.ok(), await made.text()).toBe(true);
  const customerId = (await made.json()).id as number;

  // The customer's form: switched on, saved, and still on after a reload.
  await page.goto('/customers');
  await page.getByRole('searchbox', { name: 'Search' }).fill(RUN);
  await page.getByRole('button', { name: `Edit ${name}`, exact: true }).click();
  const form = page.getByRole('dialog', { name: 'Edit customer' });
  const reminders = form.getByRole('switch', { name: /^Send overdue reminders/ });
  await expect(reminders).not.toBeChecked();
  await reminders.click({ force: true });
  await form.getByRole('button', { name: 'Save customer' }).click();
  await expect(form).toBeHidden();
  await page.reload();
  await page.getByRole('searchbox', { name: 'Search' }).fill(RUN);
  await page.getByRole('button', { name: `Edit ${name}`, exact: true }).click();
  await expect(form.getByRole('switch', { name: /^Send overdue reminders/ })).toBeChecked();
  await form.getByRole('button', { name: 'Cancel' }).click();

  // An invoice due on its date (terms 0) twelve days ago, posted.
  const invoiceDate = daysBefore(todayInBahrain(), 12);
  const invoice = await page.request.post(`${API}/vouchers/invoice_generate`, {
    data: {
      customer_id: customerId,
      date: invoiceDate,
      reference: `REM-${RUN}`,
      narration: 'Haulage to Sitra',
      items: [line(25, 'Haulage to Sitra', 1, 250, 10, 'cr')],
    },
  });
  expect(invoice.ok(), await invoice.text()).toBe(true);
  const number = (await invoice.json()).invoice_number as number;
  await page.goto(`/invoice/${number}`);
  await changeStatus(page, 'Approved');
  await changeStatus(page, 'Posted');

  // Settings: steps out of order are named before anything is sent; good ones stick after a reload.
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Overdue reminders' });
  const steps = section.getByRole('textbox', { name: /^Reminder steps/ });
  await steps.fill('14, 7');
  await section.getByRole('button', { name: 'Save reminder settings' }).click();
  await expect(section.getByText('List the reminder steps from the fewest days to the most')).toBeVisible();
  await steps.fill('5, 12, 30');
  await section.getByRole('textbox', { name: /^Hour of the daily run/ }).click();
  await page.getByRole('option', { name: '06:00' }).click();
  await section.getByRole('button', { name: 'Save reminder settings' }).click();
  await expect(page.getByText('Reminder settings saved')).toBeVisible();
  await page.reload();
  await expect(section.getByRole('textbox', { name: /^Reminder steps/ })).toHaveValue('5, 12, 30');
  await expect(section.getByRole('textbox', { name: /^Hour of the daily run/ })).toHaveValue('06:00');
  expect(await seriousViolations(page)).toEqual([]);

  await section.getByRole('button', { name: "Send today's reminders now" }).click();
  await expect(page.getByText(/overdue reminders? queued for sending/)).toBeVisible();

  // The invoice shows the reminder that listed it, with its step, and it reaches Sent.
  await page.goto(`/invoice/${number}`);
  const mails = page.getByRole('table', { name: 'E-mails' });
  const reminder = mails.getByRole('row').filter({ hasText: 'Overdue reminder · 12 days past due' });
  await expect(reminder).toContainText('Sent', { timeout: 30_000 });
  await expect(reminder).toContainText('Payment reminder: 1 overdue invoice');
  await page.reload();
  await expect(
    page.getByRole('table', { name: 'E-mails' }).getByRole('row').filter({ hasText: 'Overdue reminder' }),
  ).toContainText('Sent');

  // The mail as the customer reads it: the invoice listed, the statement attached.
  const folder = process.env.E2E_MAIL_DIR!;
  const taken = await Promise.all(
    fs.readdirSync(folder).map((file) => simpleParser(fs.readFileSync(path.join(folder, file)))),
  );
  const mail = taken.find((candidate) => candidate.text?.includes(`INV-ARG-${number} `))!;
  expect(mail.to).toMatchObject({ text: `"${name}" <accounts-${RUN.toLowerCase()}@reminded.test>` });
  expect(mail.text).toContain('12 days overdue  BD 275.000 open');
  expect(mail.attachments.map((file) => file.filename)).toEqual([
    expect.stringMatching(new RegExp(`^Statement-Reminded-Haulage-${RUN}-.*\\.pdf$`)),
  ]);
});
