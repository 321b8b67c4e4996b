import { expect as baseExpect, test } from '@playwright/test';
import { seriousViolations } from './axe-checks';
import { ADMIN } from './demo-logins';
import { changeStatus } from './document-screens';
import { invoiceThroughApi, line } from './invoice-helpers';
import { lookups } from './job-table-helpers';
import { mailsTaken } from './mails-taken';
import { signIn } from './sign-in-helpers';

/** Other specs run against the same server at the same time; give a busy machine time. */
const expect = baseExpect.configure({ timeout: 15_000 });

test('an Admin sends a posted invoice by e-mail and watches it reach Sent', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, ADMIN);
  const reference = `MAIL-${Date.now().toString(36).toUpperCase()}`;
  const number = await invoiceThroughApi(page, reference, [line(25, 'Storage at the yard', 1, 120, 10, 'cr')]);
  await page.goto(`/invoice/${number}`);
  await expect(page.getByRole('heading', { level: 1, name: `INV-ARG-${number}` })).toBeVisible();
  // Only an issued tax invoice goes out.
  await expect(page.getByRole('button', { name: 'Send by e-mail' })).toHaveCount(0);
  await changeStatus(page, 'Approved');
  await changeStatus(page, 'Posted');

  await page.getByRole('button', { name: 'Send by e-mail' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send by e-mail' });
  const subject = dialog.getByRole('textbox', { name: 'Subject' });
  await expect(subject).toHaveValue(new RegExp(`^Tax invoice INV-ARG-${number}`));
  await expect(dialog.getByRole('textbox', { name: 'Message' })).toHaveValue(
    /^Dear .+,\n\nPlease find attached our tax invoice/,
  );
  expect(await seriousViolations(page)).toEqual([]);

  // A bad address is named before anything is sent; so is a second line in the subject.
  const to = dialog.getByRole('textbox', { name: 'To' });
  await to.fill('accounts@pearl');
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(dialog.getByText('Not an e-mail address: "accounts@pearl"')).toBeVisible();

  await to.fill('accounts@pearl.bh, "Pearl Cold Stores, Ops" <ops@pearl.bh>');
  await dialog.getByRole('textbox', { name: 'Cc' }).fill('manager@gulfhaulage.bh');
  await subject.fill(`Your invoice ${reference} — فاتورتكم`);
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText('Queued for sending')).toBeVisible();
  await expect(dialog).toBeHidden();

  const mails = page.getByRole('table', { name: 'E-mails' });
  await expect(mails.getByRole('row').nth(1)).toContainText('Sent', { timeout: 30_000 });
  await expect(mails).toContainText(`Your invoice ${reference} — فاتورتكم`);
  await expect(mails).toContainText(
    'accounts@pearl.bh, "Pearl Cold Stores, Ops" <ops@pearl.bh>, manager@gulfhaulage.bh',
  );

  // After a reload the record is still there, as the server keeps it.
  await page.reload();
  await expect(page.getByRole('table', { name: 'E-mails' }).getByRole('row').nth(1)).toContainText('Sent');

  // The mail as the customer's mail program reads it: recipients, subject, the PDF named by its number.
  const taken = (await mailsTaken()).find((mail) => mail.subject === `Your invoice ${reference} — فاتورتكم`)!;
  expect(taken.to).toMatchObject({ text: 'accounts@pearl.bh, "Pearl Cold Stores, Ops" <ops@pearl.bh>' });
  expect(taken.cc).toMatchObject({ text: 'manager@gulfhaulage.bh' });
  expect(taken.from?.text).toBe('"Gulf Haulage Accounts" <accounts@gulfhaulage.bh>');
  expect(taken.attachments.map((file) => file.filename)).toEqual([`INV-ARG-${number}.pdf`]);
  expect(taken.attachments[0]!.content.subarray(0, 5).toString()).toBe('%PDF-');
});

test("an Admin sends a customer's statement for a period from the statement page", async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, ADMIN);
  const { customers } = await lookups(page.request);
  const customer = customers[0]!;
  await page.goto(`/books/statement?customer_id=${customer.id}&from=2026-10-01&to=2026-10-31`);
  await page.getByRole('button', { name: 'Send by e-mail' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send by e-mail' });
  await expect(dialog.getByRole('textbox', { name: 'Subject' })).toHaveValue(
    /^Statement of account for 01\/10\/2026 to 31\/10\/2026/,
  );
  const subject = `Statement ${Date.now().toString(36)} for ${customer.name}`;
  await dialog.getByRole('textbox', { name: 'To' }).fill('accounts@customer.bh');
  await dialog.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  const mails = page.getByRole('table', { name: 'E-mails' });
  await expect(mails.getByRole('row').filter({ hasText: subject })).toContainText('Sent', { timeout: 30_000 });
  const taken = (await mailsTaken()).find((mail) => mail.subject === subject)!;
  expect(taken.attachments.map((file) => file.filename)).toEqual([
    expect.stringMatching(/^Statement-.*-2026-10-01-2026-10-31\.pdf$/),
  ]);
});
