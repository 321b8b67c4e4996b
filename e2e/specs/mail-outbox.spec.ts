import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { seriousViolations } from './axe-checks';
import { ADMIN } from './demo-logins';
import { changeStatus } from './document-screens';
import { download } from './downloads';
import { invoiceThroughApi, line } from './invoice-helpers';
import { mailsTaken } from './mails-taken';
import { signIn } from './sign-in-helpers';

/** Other specs run against the same server at the same time; give a busy machine time. */
const expect = baseExpect.configure({ timeout: 15_000 });

const pdfText = (pdf: Buffer) => execFileSync('pdftotext', ['-', '-'], { input: pdf, encoding: 'utf8' });

/** A customer of this run with an e-mail on record, made through the call Job Entry's new customer makes. */
async function customerWithEmail(page: Page, name: string, email: string): Promise<number> {
  const answer = await page.request.post('/api/transportation/customer_insert.php', { data: { name, email } });
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()).customerId as number;
}

/** A posted invoice opened on its page. */
async function postedInvoice(page: Page, reference: string, customerId?: number): Promise<number> {
  const number = await invoiceThroughApi(
    page,
    reference,
    [line(25, 'Storage at the yard', 1, 80, 10, 'cr')],
    customerId,
  );
  await page.goto(`/invoice/${number}`);
  await expect(page.getByRole('heading', { level: 1, name: `INV-ARG-${number}` })).toBeVisible();
  await changeStatus(page, 'Approved');
  await changeStatus(page, 'Posted');
  return number;
}

/** Send by e-mail as prefilled, with the subject given; waits until the document's E-mails say where it stands. */
async function sendAsPrefilled(page: Page, subject: string, to?: string) {
  await page.getByRole('button', { name: 'Send by e-mail' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send by e-mail' });
  await expect(dialog.getByRole('textbox', { name: 'Subject' })).not.toHaveValue('');
  if (to !== undefined) await dialog.getByRole('textbox', { name: 'To' }).fill(to);
  await dialog.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(dialog).toBeHidden();
}

const mailTaken = async (subject: string) => {
  await expect
    .poll(async () => (await mailsTaken()).some((mail) => mail.subject === subject), { timeout: 30_000 })
    .toBe(true);
  return (await mailsTaken()).find((mail) => mail.subject === subject)!;
};

test('e-mails an invoice to a customer whose name has commas, to the address the dialog prefills', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, ADMIN);
  const run = Date.now().toString(36).toUpperCase();
  const name = `Al Mahmood International Container Haulage, Freight Forwarding, ${run} W.L.L.`;
  const customer = await customerWithEmail(page, name, `billing-${run.toLowerCase()}@mahmood.bh`);
  const number = await postedInvoice(page, `COMMAS-${run}`, customer);

  await page.getByRole('button', { name: 'Send by e-mail' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send by e-mail' });
  const to = dialog.getByRole('textbox', { name: 'To' });
  await expect(to).toHaveValue(`"${name}" <billing-${run.toLowerCase()}@mahmood.bh>`);
  const subject = `Commas ${run}`;
  await dialog.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText('Queued for sending')).toBeVisible();
  await expect(dialog).toBeHidden();

  const mails = page.getByRole('table', { name: 'E-mails' });
  await expect(mails.getByRole('row').filter({ hasText: subject })).toContainText('Sent', { timeout: 30_000 });
  const taken = await mailTaken(subject);
  expect(taken.to).toMatchObject({ value: [{ name, address: `billing-${run.toLowerCase()}@mahmood.bh` }] });
  expect(taken.attachments.map((file) => file.filename)).toEqual([`INV-ARG-${number}.pdf`]);
});

test('a posted invoice downloaded first is still mailed as its original, not a COPY', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, ADMIN);
  const run = Date.now().toString(36).toUpperCase();
  const number = await postedInvoice(page, `ORIGINAL-${run}`);

  await page.goto(`/invoice/report/${number}`);
  const file = await download(page.getByRole('button', { name: 'Download' }), `INV-ARG-${number}.pdf`);
  expect(pdfText(await fs.readFile(await file.path()))).toContain(`INV-ARG-${number}`);

  await page.getByRole('link', { name: `← Back to INV-ARG-${number}` }).click();
  const subject = `Original ${run}`;
  await page.getByRole('button', { name: 'Send by e-mail' }).click();
  await expect(page.getByRole('dialog', { name: 'Send by e-mail' })).toContainText('the original, never a copy');
  await page.getByRole('dialog', { name: 'Send by e-mail' }).getByRole('button', { name: 'Cancel' }).click();
  await sendAsPrefilled(page, subject, 'accounts@customer.bh');
  const attached = pdfText((await mailTaken(subject)).attachments[0]!.content);
  expect(attached).toContain(`INV-ARG-${number}`);
  expect(attached).not.toContain('COPY');
});

test("the Admin's Mail Outbox lists a failed mail by its filters, kept over a reload, and sends it again", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, ADMIN);
  const run = Date.now().toString(36).toLowerCase();
  const number = await postedInvoice(page, `OUTBOX-${run.toUpperCase()}`);
  const subject = `Bounced ${run}`;
  // The flows' mail server refuses this recipient for good the first time, and takes it when sent again.
  await sendAsPrefilled(page, subject, `bounce-once-${run}@customer.bh`);
  await expect(
    page.getByRole('table', { name: 'E-mails' }).getByRole('row').filter({ hasText: subject }),
  ).toContainText('Failed', { timeout: 30_000 });

  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Mail Outbox' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mail Outbox' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Failed' }).click();
  await page.getByRole('textbox', { name: 'Document number' }).fill(`INV-ARG-${number}`);
  await expect(page).toHaveURL(new RegExp(`status=failed&number=INV-ARG-${number}$`));

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Document number' })).toHaveValue(`INV-ARG-${number}`);
  await expect(page.getByRole('textbox', { name: 'Status' })).toHaveValue('Failed');
  const outbox = page.getByRole('table', { name: 'Mail outbox' });
  const row = outbox.getByRole('row').filter({ hasText: subject });
  await expect(row).toContainText('Failed');
  await expect(row).toContainText('550');
  await expect(row.getByRole('link', { name: `INV-ARG-${number}` })).toHaveAttribute('href', `/invoice/${number}`);
  await expect(outbox.getByRole('row')).toHaveCount(2);
  expect(await seriousViolations(page)).toEqual([]);

  await row.getByRole('button', { name: /^Retry the mail of/ }).click();
  await expect(page.getByText('Queued for sending again')).toBeVisible();
  // Filtered to failed mails, the retried one leaves the list; with any status it reaches Sent.
  await page.getByRole('textbox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Any status' }).click();
  await expect(outbox.getByRole('row').filter({ hasText: subject })).toContainText('Sent', { timeout: 30_000 });
  expect((await mailTaken(subject)).to).toMatchObject({ text: `bounce-once-${run}@customer.bh` });
});
