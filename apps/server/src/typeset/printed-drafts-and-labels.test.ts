import { beforeAll, describe, expect, it } from 'vitest';
import { documentCalls, moneyVoucherCalls } from '../../test/document-calls';
import { addCustomer } from '../../test/masterdata-fixture';
import { pdfLineBoxes, pdfPageTexts, type LineBox } from '../../test/pdf-layout';
import { changeCompanySettings } from '../../test/seller-fixture';
import { useSignedInApp } from '../../test/signed-in-app';
import { setSecurityCodes } from '../kernel/security-codes';

/**
 * What a printed document says before it is issued, and how its labels and address read: a draft
 * carries its mark across every page and, an invoice, no tax invoice's title or number; the party's
 * address lines stand the font's height apart; the tax invoice's labels are in Arabic too.
 */
const api = useSignedInApp({ authority: 1, masterData: true });
const { call } = api;
const invoices = documentCalls(call, 'invoice');
const receipts = moneyVoucherCalls(call, 'receipt');
const payments = moneyVoucherCalls(call, 'payment');
const CODES = { cancel: '5151', admin: '6161' };
const INVOICE_MARK = 'DRAFT — NOT A TAX INVOICE';
const VOUCHER_MARK = 'DRAFT — NOT POSTED';
/** A4's width less the page's side margin: where a line set to the right ends. */
const RIGHT_EDGE = 595.28 - 34;

let customerId: number;

beforeAll(async () => {
  await setSecurityCodes(api.ctx.database.db, CODES);
  await changeCompanySettings(call, {
    bank_name: 'National Bank of Bahrain',
    bank_account_name: 'Gulf Haulage W.L.L.',
    bank_account_number: '0001234567',
    bank_iban: 'BH67BMAG00001299123456',
    bank_swift: 'NBOBBHBM',
  });
  // A Latin name and address long enough to wrap, so the party block has lines of both kinds.
  customerId = await addCustomer(call, {
    name: 'Al Mannai Heavy Transport, Logistics and Container Handling Services Company',
    cr_name: 'Al Mannai Heavy Transport Logistics and Container Handling Services W.L.L.',
    flat: '12',
    building: '221',
    road: 'Road 3803, Al Seef District',
    block: '338',
    city: 'Manama, Capital Governorate, Kingdom of Bahrain',
    vat_number: '200098765400003',
  });
});

const line = (index: number, vat: number) => ({
  account_id: 25,
  job_id: null,
  qty: 1,
  amount: 10,
  vat_percentage: vat,
  cr_dr: 'cr',
  description: `Transport line ${index + 1}`,
});

/** An invoice of `count` lines, every other one zero-rated, and a discount when asked. */
async function invoiceOf(count: number, discount = false): Promise<number> {
  const items = Array.from({ length: count }, (_, index) => line(index, index % 2 === 0 ? 0 : 10));
  return invoices.generate({
    customer_id: customerId,
    date: '2026-11-20',
    reference: 'PO-88',
    items: discount ? [...items, { ...line(count, 0), account_id: 37, cr_dr: 'dr', description: 'Discount' }] : items,
  });
}

/** A receipt or payment paid online into or from the bank on 20 November, of these items. */
const moneyVoucher = (items: unknown[]) => ({
  date: '2026-11-20',
  account_id: 26,
  type: 'online',
  reference: null,
  narration: null,
  cheque: null,
  items,
  user_id: 1,
});

async function pdfAt(url: string): Promise<Buffer> {
  const response = await call('GET', url);
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  return response.rawPayload;
}

const invoicePdf = (number: number) => pdfAt(`reports/invoice_pdf?invoice_number=${number}&action=preview`);

/** Whether a page carries the mark: its words as one line of their own. */
const marked = (lines: readonly LineBox[], mark: string) => lines.some((printed) => printed.text === mark);

/** Every page of a draft carries its mark; answers the pages' text. */
function expectMarkedThroughout(pdf: Buffer, mark: string, pages: number): string[] {
  const lines = pdfLineBoxes(pdf);
  expect(lines).toHaveLength(pages);
  lines.forEach((page, index) => expect(marked(page, mark), `page ${index + 1}`).toBe(true));
  return pdfPageTexts(pdf);
}

function expectUnmarked(pdf: Buffer) {
  for (const page of pdfLineBoxes(pdf))
    expect(page.filter((printed) => printed.text.startsWith('DRAFT —'))).toEqual([]);
}

describe('a draft prints as a draft', () => {
  it('marks every page of a Created invoice, titled as no tax invoice and without its number', async () => {
    const number = await invoiceOf(70);
    const pages = expectMarkedThroughout(await invoicePdf(number), INVOICE_MARK, 3);
    const all = pages.join('\n');
    expect(pages[0]).toContain('Draft Invoice');
    expect(pages[0]).toContain('مسودة فاتورة');
    expect(all).not.toContain('Tax Invoice');
    expect(all).not.toContain(`INV-ARG-${number}`);
    expect(all).not.toContain('Invoice No.');
  });

  it('marks an Approved invoice and one cancelled before it was posted; a posted one is the tax invoice', async () => {
    const approved = await invoiceOf(2);
    await invoices.walk(approved, ['Approved']);
    const cancelled = await invoiceOf(2);
    await invoices.walk(cancelled, ['Cancelled'], { cancel_code: CODES.cancel });
    for (const number of [approved, cancelled]) {
      const [page] = expectMarkedThroughout(await invoicePdf(number), INVOICE_MARK, 1);
      expect(page).not.toContain('Tax Invoice');
      expect(page).not.toContain(`INV-ARG-${number}`);
    }
    const posted = await invoiceOf(2);
    await invoices.walk(posted, ['Approved', 'Posted']);
    const pdf = await invoicePdf(posted);
    expectUnmarked(pdf);
    const [page] = pdfPageTexts(pdf);
    expect(page).toContain('Tax Invoice');
    expect(page).toContain(`INV-ARG-${posted}`);
  });

  it('marks every page of a receipt and a payment not yet posted, keeping their own numbers', async () => {
    const received = await receipts.generate(
      moneyVoucher(
        Array.from({ length: 60 }, (_, index) => ({
          customer_id: customerId,
          invoice_id: null,
          dr_cr: 'cr',
          amount: 1,
          description: `Advance part ${index + 1}`,
        })),
      ),
    );
    const receiptPdf = await pdfAt(`reports/receipt_pdf?receipt_number=${received}`);
    const pages = expectMarkedThroughout(receiptPdf, VOUCHER_MARK, 2);
    pages.forEach((text, index) => expect(text, `page ${index + 1}`).toContain(`RCPT-ARG-${received}`));

    const paid = await payments.generate(
      moneyVoucher([
        {
          supplier_id: api.md.customers.bahrainMarine,
          purchase_id: null,
          cr_dr: 'dr',
          amount: 5,
          description: 'Advance',
        },
      ]),
    );
    const paymentPdf = () => pdfAt(`reports/payment_pdf?payment_number=${paid}`);
    expectMarkedThroughout(await paymentPdf(), VOUCHER_MARK, 1);
    await payments.walk(paid, ['Approved', 'Posted']);
    expectUnmarked(await paymentPdf());
  });

  it('marks every page of a VAT return not filed', async () => {
    const pdf = await pdfAt('books/vat_return_pdf?from=2026-10-01&to=2026-12-31');
    expectMarkedThroughout(pdf, 'DRAFT — NOT FILED', pdfLineBoxes(pdf).length);
  });
});

/** The party block's lines, from its label to its VAT number, in the left column, top to bottom. */
function partyLines(page: readonly LineBox[], label: string): LineBox[] {
  const first = page.find((printed) => printed.text.startsWith(label))!;
  const last = page.find((printed) => printed.text.startsWith('VAT No. 200098765400003'))!;
  expect(first, label).toBeDefined();
  expect(last).toBeDefined();
  return page
    .filter((printed) => printed.xMax < 300 && printed.yMin >= first.yMin && printed.yMin <= last.yMin)
    .sort((a, b) => a.yMin - b.yMin);
}

/** Each line's words end above the next line's begin: nothing of one reaches into the other. */
function expectLinesApart(lines: readonly LineBox[]) {
  // Label, name (two lines), CR name (two), address (two), VAT number.
  expect(lines.length).toBeGreaterThanOrEqual(8);
  for (let index = 1; index < lines.length; index += 1) {
    const [above, below] = [lines[index - 1]!, lines[index]!];
    expect(above.yMax, `"${above.text}" over "${below.text}"`).toBeLessThanOrEqual(below.yMin + 0.01);
  }
}

const ARABIC = /\p{Script=Arabic}/u;

/** The Arabic amount in words: the Arabic right under the English line (poppler may cut it in pieces), set to the right margin. */
function expectArabicWordsRight(page: readonly LineBox[]) {
  const english = page.find((printed) => printed.text.startsWith('Amount in words:'))!;
  expect(english).toBeDefined();
  const arabic = page.filter(
    (printed) => ARABIC.test(printed.text) && printed.yMin >= english.yMax - 1 && printed.yMin < english.yMax + 20,
  );
  expect(arabic.length).toBeGreaterThan(0);
  expect(Math.max(...arabic.map((piece) => piece.xMax))).toBeGreaterThan(RIGHT_EDGE - 1);
  expect(Math.min(...arabic.map((piece) => piece.xMin))).toBeGreaterThan(595.28 / 2);
}

describe('printed addresses and labels', () => {
  it('prints the tax invoice with its labels in Arabic too, the amount in words on the right, its address lines apart', async () => {
    const number = await invoiceOf(4, true);
    await invoices.walk(number, ['Approved', 'Posted']);
    const pdf = await invoicePdf(number);
    const [lines] = pdfLineBoxes(pdf);
    expectLinesApart(partyLines(lines!, 'Bill to'));
    expectArabicWordsRight(lines!);
    const [page] = pdfPageTexts(pdf);
    // The customer's VAT number is labelled as the seller's is: the phrase twice.
    expect(page!.split('رقم التسجيل الضريبي')).toHaveLength(3);
    // The zero rate in the breakdown and in the note under it.
    expect(page!.split('نسبة الصفر').length).toBeGreaterThanOrEqual(3);
    for (const label of [
      'المبلغ كتابة',
      'خصم',
      'بدون ضريبة',
      'البنك',
      'اسم الحساب',
      'رقم الحساب',
      'رقم الآيبان',
      'رمز',
    ])
      expect(page, label).toContain(label);
    for (const value of ['National Bank of Bahrain', 'BH67BMAG00001299123456', 'NBOBBHBM', '0001234567'])
      expect(page).toContain(value);
  });

  it('prints the receipt and the statement with their address lines apart', async () => {
    const number = await receipts.generate(
      moneyVoucher([{ customer_id: customerId, invoice_id: null, dr_cr: 'cr', amount: 12.5, description: 'Advance' }]),
    );
    await receipts.walk(number, ['Approved', 'Posted']);
    const [receipt] = pdfLineBoxes(await pdfAt(`reports/receipt_pdf?receipt_number=${number}`));
    expectLinesApart(partyLines(receipt!, 'Received from'));
    expectArabicWordsRight(receipt!);

    const statement = pdfLineBoxes(
      await pdfAt(`books/customer_statement_pdf?customer_id=${customerId}&from=2026-11-01&to=2026-11-30`),
    );
    expectLinesApart(partyLines(statement[0]!, 'Customer'));
  });
});
