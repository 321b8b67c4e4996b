import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { call } from './books-pages';
import { ADMIN } from './demo-logins';
import { lookups } from './job-table-helpers';
import { setSidebar } from './screen-fit';
import { signIn } from './sign-in-helpers';

/**
 * Every document editor, creating and editing, at the two desk widths beside the open sidebar, with the
 * longest values an accountant meets: the largest amount (BD 9,999,999.999), long English and Arabic
 * descriptions. Nothing scrolls sideways, neither the page nor a box inside it, and every box shows its
 * whole value (the VAT rate included). Screenshots go to the test's output folder.
 */

const WIDTHS = [1280, 1440] as const;
const LARGEST = '9999999.999';
const ENGLISH =
  'Transport of container MSCU1234565 from Khalifa Bin Salman Port to Sitra Industrial Area, waiting time and storage';
const ARABIC = 'نقل حاوية (3 أيام) ٤٠ قدم ٢٠٢٦ من ميناء خليفة بن سلمان إلى سترة';
/** A reference as long as a supplier's own numbering makes them. */
const REFERENCE = 'PO-2026/11-000123-ALBA';

/** A document made through its call with the longest values, answering the path of its page. */
type Made = (request: APIRequestContext) => Promise<string>;

/**
 * The demo's first customer (the lowest id), never one another flow adds: a name of 80 characters with
 * commas (the mail flow's) is cut by any party box, and which customer sorts first depends on what ran before.
 */
async function demoCustomer(request: APIRequestContext): Promise<{ id: number }> {
  const { customers } = await lookups(request);
  return customers.reduce((first, customer) => (customer.id < first.id ? customer : first));
}

async function madeInvoice(request: APIRequestContext): Promise<string> {
  const customer = await demoCustomer(request);
  const line = (amount: number, vat: number, description: string, crDr = 'cr', account = 25) => ({
    account_id: account,
    job_id: null,
    qty: 1,
    amount,
    vat_percentage: vat,
    cr_dr: crDr,
    description,
  });
  // 8,999,998.998 + 909,090.909 with 10 % VAT (90,909.091) and a 1.001 discount: lines up to the largest total.
  const { invoice_number } = await call(request, 'vouchers/invoice_generate', {
    customer_id: customer.id,
    date: '2026-11-20',
    reference: REFERENCE,
    narration: ARABIC,
    items: [line(8999998.998, 0, ENGLISH), line(909090.909, 10, ARABIC), line(1.001, 0, 'Discount', 'dr', 37)],
  });
  return `/invoice/${invoice_number}`;
}

async function madePurchase(request: APIRequestContext): Promise<string> {
  const supplier = await demoCustomer(request);
  const { purchase_number } = await call(request, 'vouchers/purchase_generate', {
    supplier_id: supplier.id,
    date: '2026-11-20',
    reference: REFERENCE,
    narration: ENGLISH,
    items: [{ account_id: 29, qty: 1, amount: Number(LARGEST), vat_percentage: 0, cr_dr: 'dr', description: ARABIC }],
  });
  return `/purchase/${purchase_number}`;
}

/** A receipt from a customer or a payment to a supplier of the largest amount, as an advance. */
function madeMoneyVoucher(kind: 'receipt' | 'payment'): Made {
  return async (request) => {
    const { id } = await demoCustomer(request);
    const party =
      kind === 'receipt'
        ? { customer_id: id, invoice_id: null, dr_cr: 'cr' }
        : { supplier_id: id, purchase_id: null, cr_dr: 'dr' };
    const { number } = await call(request, `vouchers/${kind}_generate`, {
      date: '2026-11-20',
      account_id: 26,
      type: 'online',
      reference: REFERENCE,
      narration: ENGLISH,
      cheque: null,
      items: [{ ...party, amount: Number(LARGEST), description: ARABIC }],
    });
    return `/${kind}/${number}`;
  };
}

async function madeJournal(request: APIRequestContext): Promise<string> {
  const { number } = await call(request, 'vouchers/journal_generate', {
    date: '2026-11-20',
    reference: REFERENCE,
    narration: ENGLISH,
    lines: [
      { account_id: 29, debit: Number(LARGEST), description: ENGLISH },
      { account_id: 26, credit: Number(LARGEST), description: ARABIC },
    ],
  });
  return `/journal/${number}`;
}

const EDITORS: { name: string; create: string; made: Made }[] = [
  { name: 'invoice', create: '/invoice-create', made: madeInvoice },
  { name: 'purchase', create: '/purchase-create', made: madePurchase },
  { name: 'receipt', create: '/receipt-create', made: madeMoneyVoucher('receipt') },
  { name: 'payment', create: '/payment-create', made: madeMoneyVoucher('payment') },
  { name: 'journal', create: '/journal-create', made: madeJournal },
];

/** Types the longest values into every empty box of the editor: amounts in the figure boxes, text elsewhere. */
async function typeLongestValues(page: Page) {
  const main = page.getByRole('main');
  const figures = main.locator('input[inputmode="decimal"]:not([disabled]):not([readonly])');
  for (const box of await figures.all()) if ((await box.inputValue()) === '') await box.fill(LARGEST);
  const texts = main.getByRole('textbox', { name: /Description|Narration/ });
  for (const [index, box] of (await texts.all()).entries()) {
    if ((await box.isEditable()) && (await box.inputValue()) === '') await box.fill(index % 2 ? ARABIC : ENGLISH);
  }
  const reference = main.getByRole('textbox', { name: 'Reference', exact: true });
  if ((await reference.count()) > 0) await reference.fill(REFERENCE);
}

/** What does not fit: the page scrolling sideways, a box scrolling inside it, a box hiding part of its value. */
async function misfits(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    if (document.documentElement.scrollWidth > window.innerWidth) found.push('the page scrolls sideways');
    const main = document.querySelector('main')!;
    for (const element of main.querySelectorAll<HTMLElement>('*')) {
      const { overflowX } = getComputedStyle(element);
      if ((overflowX === 'auto' || overflowX === 'scroll') && element.scrollWidth > element.clientWidth + 1)
        found.push(`a box scrolls sideways: ${element.className}`);
    }
    const name = (box: Element) =>
      box.getAttribute('aria-label') ?? document.querySelector(`label[for="${box.id}"]`)?.textContent ?? box.id;
    for (const box of main.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
      if (box.type === 'hidden' || box.type === 'checkbox' || box.type === 'radio' || box.offsetParent === null)
        continue;
      if (box.scrollWidth > box.clientWidth || box.scrollHeight > box.clientHeight + 1)
        found.push(`${name(box)} hides part of "${box.value}"`);
    }
    // A select's chosen text against the room beside its arrow.
    const canvas = document.createElement('canvas').getContext('2d')!;
    for (const select of main.querySelectorAll('select')) {
      const style = getComputedStyle(select);
      canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const text = select.selectedOptions[0]?.text ?? '';
      const room = select.clientWidth - parseFloat(style.paddingLeft) - 20;
      if (canvas.measureText(text).width > room) found.push(`${name(select)} hides part of "${text}"`);
    }
    return found;
  });
}

/** Signs the Admin in on a screen of the given width, opens the sidebar, then the page. */
async function openBesideSidebar(page: Page, width: number, path: () => Promise<string>) {
  await page.setViewportSize({ width, height: 900 });
  await signIn(page, ADMIN);
  await setSidebar(page, true);
  await page.goto(await path());
}

test.describe('document editors at the desk widths', () => {
  test.describe.configure({ timeout: 90_000 });

  for (const width of WIDTHS) {
    for (const editor of EDITORS) {
      test(`at ${width} px beside the open sidebar, creating a ${editor.name} fits with the longest values`, async ({
        page,
      }, testInfo) => {
        await openBesideSidebar(page, width, async () => editor.create);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
        for (const add of ['Add line', 'Add discount'])
          if (await page.getByRole('button', { name: add }).isVisible())
            await page.getByRole('button', { name: add }).click();
        await typeLongestValues(page);
        await expect.poll(() => misfits(page)).toEqual([]);
        await page.screenshot({ path: testInfo.outputPath(`${editor.name}-create-${width}.png`), fullPage: true });
      });

      test(`at ${width} px beside the open sidebar, editing a ${editor.name} of the longest values fits`, async ({
        page,
      }, testInfo) => {
        await openBesideSidebar(page, width, () => editor.made(page.request));
        await page.getByRole('button', { name: 'Edit', exact: true }).click();
        await expect(page.getByRole('button', { name: 'Cancel Edit' })).toBeVisible();
        await expect(page.locator('main input[inputmode="decimal"]').first()).toBeVisible();
        await expect.poll(() => misfits(page)).toEqual([]);
        await page.screenshot({ path: testInfo.outputPath(`${editor.name}-edit-${width}.png`), fullPage: true });
      });
    }
  }
});

test.describe('document lists at the desk widths', () => {
  test.describe.configure({ timeout: 90_000 });

  for (const width of WIDTHS) {
    test(`at ${width} px beside the open sidebar, the lists of documents of the largest amounts fit`, async ({
      page,
    }) => {
      await openBesideSidebar(page, width, async () => '/dashboard');
      await madeInvoice(page.request);
      await madePurchase(page.request);
      for (const path of ['/invoices', '/purchases', '/receipts', '/payments', '/journals', '/credit-notes']) {
        await page.goto(path);
        await expect(page.getByRole('table').first().locator('tbody tr').first()).toBeVisible({ timeout: 20_000 });
        await expect.poll(() => misfits(page), { message: path }).toEqual([]);
      }
    });
  }
});
