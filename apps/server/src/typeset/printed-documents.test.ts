import path from 'node:path';
import os from 'node:os';
import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { documentCalls, moneyVoucherCalls } from '../../test/document-calls';
import { useSignedInApp } from '../../test/signed-in-app';
import { addCustomer } from '../../test/masterdata-fixture';
import { collidingWords, pdfPageTexts, pdfWordBoxes, renderPages } from '../../test/pdf-layout';
import { setSecurityCodes } from '../kernel/security-codes';

/**
 * Every printed document read back with the hardest text real customers give it: a 112-character name
 * in two scripts, 300-character descriptions mixing Arabic, brackets and both digit systems, 200 lines.
 * The pages are kept under the system's temp folder (fleetledger-printed/) for a look by eye.
 */
const api = useSignedInApp({ authority: 1, masterData: true });
const { call } = api;
const invoices = documentCalls(call, 'invoice');
const CODES = { cancel: '4242', admin: '2424' };
const LOOK = path.join(os.tmpdir(), 'fleetledger-printed');
const LINES = 200;

const NAME =
  'Al Mannai Heavy Transport, Logistics & Container Handling Services — شركة المناعي للنقل ذ.م.م (Bahrain) WLL Corp';
const ARABIC = 'نقل حاوية (3 أيام) ٤٠ قدم ٢٠٢٦ من ميناء خليفة بن سلمان إلى سترة';
/** A 300-character description that starts and ends with a marker, Arabic first on every other line. */
function description(marker: string, index: number): string {
  const english =
    'Transport of container MSCU1234565 from Khalifa Bin Salman Port to Sitra Industrial Area, waiting time ';
  const body = index % 2 === 0 ? `${ARABIC} — ${english.repeat(3)}` : `${english.repeat(2)} ${ARABIC} — ${english}`;
  const start = `${marker}-start `;
  const end = ` ${marker}-end`;
  return `${start}${body.slice(0, 300 - start.length - end.length)}${end}`;
}

let customerId: number;
let invoice: { id: number; number: number; version: number };

async function pdfAt(url: string): Promise<Buffer> {
  const response = await api.ctx.app.inject({ method: 'GET', url, headers: { cookie: api.cookies[1] } });
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  return response.rawPayload;
}

/** What every printed page must carry, and that no two words on it collide. */
function expectEveryPage(pdf: Buffer, number: string): string[] {
  const pages = pdfPageTexts(pdf);
  pages.forEach((text, index) => {
    expect(text, `page ${index + 1}`).toContain(number);
    expect(text, `page ${index + 1}`).toContain(`Page ${index + 1} of ${pages.length}`);
    expect(text, `page ${index + 1}`).toContain('صفحة');
  });
  pdfWordBoxes(pdf).forEach((words, index) => expect(collidingWords(words), `page ${index + 1}`).toEqual([]));
  return pages;
}

/** Each marked row starts and ends on one page. */
function expectRowsWhole(pages: string[], markers: string[]) {
  for (const marker of markers) {
    const start = pages.findIndex((text) => text.includes(`${marker}-start`));
    expect(start, marker).toBeGreaterThanOrEqual(0);
    expect(pages[start], marker).toContain(`${marker}-end`);
  }
}

beforeAll(async () => {
  expect(NAME).toHaveLength(112);
  await setSecurityCodes(api.ctx.database.db, CODES);
  customerId = await addCustomer(call, {
    name: NAME,
    cr_name: 'شركة المناعي للنقل الثقيل ذ.م.م',
    flat: '12',
    building: '221',
    road: '3803',
    block: '338',
    city: 'المنامة',
    vat_number: '200098765400003',
  });
  // Figures of every width, the widest on a few lines so the invoice stays within the money limit.
  const lineAmount = (index: number) => (index % 40 === 1 ? 1234567.891 : index % 2 === 0 ? 40 : 12345.678);
  const jobs = Array.from({ length: LINES }, (_, index) => ({
    date: `2026-11-${String(1 + (index % 25)).padStart(2, '0')}`,
    job: String(9000 + index),
    container: null,
    description: description(`J${index + 1}`, index),
    customer: NAME,
    customer_id: customerId,
    careof: null,
    taxi: 'no',
    taxi_name: null,
    driver_id: api.md.drivers.ali,
    truck_id: api.md.trucks.t1,
    taxi_charge: 0,
    charge: lineAmount(index),
    extra_amount: 0,
    extra_description: null,
    related_note: null,
    isNew: true,
  }));
  const saved = await call('POST', 'job_bulk.php', { month: '2026-11', jobs });
  expect(saved.statusCode, saved.body.slice(0, 300)).toBe(200);
  const rows = saved.json().rows as { id: number }[];
  const made = await call('POST', 'vouchers/invoice_generate', {
    customer_id: customerId,
    date: '2026-11-26',
    reference: 'PO (٤٠) 2026/77',
    narration: `Haulage for November — ${ARABIC}`,
    items: rows.map((row, index) => ({
      account_id: 25,
      job_id: String(row.id),
      qty: 1,
      amount: lineAmount(index),
      vat_percentage: index % 4 === 0 ? 10 : 0,
      cr_dr: 'cr',
      description: description(`L${index + 1}`, index),
    })),
  });
  expect(made.statusCode, made.body.slice(0, 300)).toBe(200);
  invoice = await invoices.walk(made.json().invoice_number as number, ['Approved', 'Posted']);
}, 60_000);

describe('the tax invoice with the hardest real text', () => {
  it('wraps every cell, labels every page, keeps rows whole and the totals with the last lines', async () => {
    const pdf = await pdfAt(
      `/api/transportation/vouchers/reports/invoice_pdf?invoice_number=${invoice.number}&include_details=1&action=preview`,
    );
    const pages = expectEveryPage(pdf, `INV-ARG-${invoice.number}`);
    expectRowsWhole(
      pages,
      Array.from({ length: LINES }, (_, index) => `L${index + 1}`),
    );
    expectRowsWhole(
      pages,
      Array.from({ length: LINES }, (_, index) => `J${index + 1}`),
    );
    const totals = pages.findIndex((text) => text.includes('Total due (BD)'));
    expect(pages[totals]).toContain(`L${LINES}-end`);
    expect(pages[totals]).toContain(`L${LINES - 1}-end`);
    // The job details page follows the totals.
    expect(pages.findIndex((text) => text.includes('Job Details'))).toBe(totals + 1);

    const first = pages[0]!;
    for (const label of [
      'Tax Invoice',
      'فاتورة ضريبية',
      'Gulf Haulage W.L.L.',
      'VAT Registration No. 200012345600002',
      'Date of issue',
      '26/11/2026',
      'Date of supply',
      '01/11/2026 – 25/11/2026',
      'تاريخ التوريد',
      'Due date',
      '26/12/2026',
      'تاريخ الاستحقاق',
      'VAT No. 200098765400003',
      'Bill to',
    ])
      expect(first).toContain(label);
    // Arabic words read back in their logical order, and Arabic-Indic numbers in theirs.
    for (const arabic of ['شركة', 'المناعي', 'للنقل', 'الثقيل', '٤٠', '٢٠٢٦', 'المنامة', 'مبنى', 'محل', 'فاتورة'])
      expect(first).toContain(arabic);
    // Drawn left to right, the company suffix is its letters from the left, dots between them: read
    // right to left, ذ.م.م. A number inside Arabic keeps its own order: ٤٠ is not drawn ٠٤.
    const drawn = pdfWordBoxes(pdf)[0]!.map((word) => word.text.normalize('NFKC'));
    expect(drawn).toContain('م.م.ذ');
    expect(drawn).toContain('٤٠');
    expect(drawn).not.toContain('٠٤');
    expect(drawn).toContain('٢٠٢٦');
    const all = pages.join('\n');
    expect(all).toContain('VAT breakdown');
    expect(all).toMatch(/Zero-rated/);
    expect(all).toContain('Bahraini Dinars');
    expect(all).toContain('فقط');
    expect(all).toContain('لا غير');
    expect(all).not.toContain('\ufffd');
    const looks = renderPages(pdf, LOOK, 'tax-invoice', [1, totals + 1, pages.length]);
    for (const look of looks) expect(fs.statSync(look).size).toBeGreaterThan(5_000);
  });

  it('prints the credit note that cancels it as carefully', async () => {
    const cancelled = await call('POST', 'vouchers/invoice_status_update', {
      invoice_id: invoice.id,
      status: 'Cancelled',
      version: invoice.version,
      cancel_code: CODES.cancel,
      admin_code: CODES.admin,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const note = cancelled.json().invoice.credit_note as { number: number };
    const pdf = await pdfAt(`/api/transportation/vouchers/reports/credit_note_pdf?invoice_number=${invoice.number}`);
    const pages = expectEveryPage(pdf, `CN-ARG-${note.number}`);
    expectRowsWhole(
      pages,
      Array.from({ length: LINES }, (_, index) => `L${index + 1}`),
    );
    expect(pages[0]).toContain('Tax Credit Note');
    expect(pages[0]).toContain('إشعار دائن ضريبي');
    expect(pages[0]).toContain(`INV-ARG-${invoice.number} of 26/11/2026`);
    expect(pages.at(-1)).toContain('Total credited (BD)');
    expect(pages.at(-1)).toContain(`L${LINES}-end`);
    renderPages(pdf, LOOK, 'credit-note', [1, pages.length]);
  });
});

describe('the receipt voucher and the statement with the hardest real text', () => {
  it('prints the receipt with its amount in words, and the statement with the address and aging', async () => {
    const made = await call('POST', 'vouchers/invoice_generate', {
      customer_id: customerId,
      date: '2026-09-01',
      reference: null,
      items: [
        { account_id: 25, job_id: null, qty: 1, amount: 1234.567, vat_percentage: 0, cr_dr: 'cr', description: ARABIC },
      ],
    });
    const small = await invoices.walk(made.json().invoice_number as number, ['Approved', 'Posted']);
    const receipts = moneyVoucherCalls(call, 'receipt');
    const receiptNumber = await receipts.generate({
      date: '2026-11-20',
      account_id: 26,
      type: 'cheque',
      reference: 'تحويل (٤٠) 2026',
      narration: `Part payment — ${ARABIC}`,
      cheque: { number: 'CHQ-77', date: '2026-11-19', bank: 'بنك البحرين الوطني' },
      items: [{ customer_id: customerId, invoice_id: small.id, dr_cr: 'cr', amount: 122.517, description: ARABIC }],
      user_id: 1,
    });
    await receipts.walk(receiptNumber, ['Approved', 'Posted']);
    const voucher = await pdfAt(`/api/transportation/reports/receipt_pdf?receipt_number=${receiptNumber}`);
    const [voucherPage] = expectEveryPage(voucher, `RCPT-ARG-${receiptNumber}`);
    for (const expected of [
      'Receipt Voucher',
      'سند قبض',
      'One Hundred Twenty-Two Bahraini Dinars and Five Hundred Seventeen Fils Only',
      'مائة واثنان وعشرون',
      'خمسمائة وسبعة عشر',
      'CHQ-77',
      'بنك',
      'الوطني',
      'المنامة',
      'VAT No. 200098765400003',
    ])
      expect(voucherPage).toContain(expected);
    renderPages(voucher, LOOK, 'receipt-voucher', [1]);

    const statement = await pdfAt(
      `/api/transportation/books/customer_statement_pdf?customer_id=${customerId}&from=2026-01-01&to=2026-11-26`,
    );
    renderPages(statement, LOOK, 'customer-statement', [1]);
    const pages = expectEveryPage(statement, '01/01/2026 – 26/11/2026');
    const first = pages[0]!;
    for (const expected of [
      'Statement of Account',
      'كشف حساب',
      'مبنى',
      'المنامة',
      'Aging as at 26/11/2026',
      '61–90 days',
      'Over 90 days',
    ])
      expect(first).toContain(expected);
    // 1,234.567 invoiced on 1 September, due in 30 days: 56 days late on 26 November, less 122.517 paid.
    expect(first).toContain('31–60 days');
    expect(first).toMatch(/1,112\.050/);
  });
});
