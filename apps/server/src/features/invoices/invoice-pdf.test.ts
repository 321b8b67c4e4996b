import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useSignedInApp } from '../../../test/signed-in-app';
import { addCustomer } from '../../../test/masterdata-fixture';
import { changeCompanySettings } from '../../../test/seller-fixture';
import { setSecurityCodes } from '../../kernel/security-codes';

const api = useSignedInApp({ authority: 1, masterData: true });
const { call } = api;
const CODES = { cancel: '1111', admin: '2222' };
const ARABIC_NAME = 'شركة البحرين للشحن';
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'fl-invoice-pdf-'));
let customerId: number;

let baseUrl: string;

beforeAll(async () => {
  await setSecurityCodes(api.ctx.database.db, CODES);
  baseUrl = await api.ctx.app.listen({ port: 0, host: '127.0.0.1' });
  await changeCompanySettings(call, {
    legal_name_en: 'Gulf Haulage W.L.L.',
    legal_name_ar: 'الخليج للنقل',
    address: 'Building 10, Road 20, Sitra',
    cr_number: '12345-1',
    vat_number: '200012345600002',
    bank_name: 'National Bank of Bahrain',
  });
  customerId = await addCustomer(call, {
    name: ARABIC_NAME,
    building: '1',
    road: 'Road 3',
    city: 'Manama',
    vat_number: '200098765400003',
  });
});

const line = (description: string, qty: number, amount: number, vat: number, account = 25, side = 'cr') => ({
  account_id: account,
  job_id: null,
  qty,
  amount,
  vat_percentage: vat,
  cr_dr: side,
  description,
});

async function invoiceNumber(): Promise<number> {
  const answer = await call('POST', 'vouchers/invoice_generate', {
    customer_id: customerId,
    date: '2026-11-20',
    reference: 'PO-77',
    narration: 'Haulage for November',
    items: [
      line('Transport Sitra to Hidd', 2, 45.5, 0),
      line('Storage', 3, 10.005, 10),
      line('Discount', 1, 1.5, 0, 37, 'dr'),
    ],
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().invoice_number as number;
}

interface Moved {
  id: number;
  version: number;
}

const move = (invoice: Moved, status: string, codes = {}) =>
  call('POST', 'vouchers/invoice_status_update', {
    invoice_id: invoice.id,
    status,
    version: invoice.version,
    ...codes,
  });

/** The invoice moved Created → Approved → Posted; answers it as stored then. */
async function post(number: number): Promise<Moved> {
  const { invoice } = (await call('GET', `vouchers/invoice_details?invoice_number=${number}`)).json();
  const approved = (await move(invoice as Moved, 'Approved')).json().invoice as Moved;
  return (await move(approved, 'Posted')).json().invoice as Moved;
}

/** The PDF's text as pdftotext reads it, NFKC-normalised (Arabic presentation forms back to letters). */
async function pdfText(number: number, action: string): Promise<string> {
  const generated = await call('POST', 'reports/generate_invoice_pdf.php', { invoice_number: number, action });
  expect(generated.statusCode, generated.body).toBe(200);
  const url: string = generated.json().pdf_url;
  const response = await api.ctx.app.inject({ method: 'GET', url, headers: { cookie: api.cookies[1] } });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  const file = path.join(folder, `${number}-${action}.pdf`);
  fs.writeFileSync(file, response.rawPayload);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' })
    .normalize('NFKC')
    .replace(/[\u200e\u200f\u202a-\u202e]/g, '');
}

describe('the invoice PDF', () => {
  it('is a Bahrain tax invoice once posted: title, supplier VAT number, customer, lines, zero-rated treatment, totals', async () => {
    const number = await invoiceNumber();
    await post(number);
    const text = await pdfText(number, 'preview');
    expect(text).toContain('Tax Invoice');
    expect(text).toContain('Gulf Haulage W.L.L.');
    expect(text).toContain('VAT Registration No. 200012345600002');
    expect(text).toContain(`INV-ARG-${number}`);
    expect(text).toContain('VAT No. 200098765400003');
    // Every word of the Arabic customer name, joined letters read back as letters.
    for (const word of ARABIC_NAME.split(' ')) expect(text).toContain(word);
    expect(text).toContain('Zero-rated');
    // 2 × 45.500 at 0 % + 3 × 10.005 = 30.015 at 10 % (VAT 3.002) − 1.500.
    expect(text).toMatch(/Total excluding VAT .*119\.515/);
    expect(text).toMatch(/Total VAT .*3\.002/);
    expect(text).toMatch(/Total due \(BD\) .*122\.517/);
    expect(text).toContain('One Hundred Twenty-Two Bahraini Dinars and Five Hundred Seventeen Fils Only');
    expect(text).not.toContain('COPY');
    // The first page renders to an image.
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      '50',
      '-f',
      '1',
      '-l',
      '1',
      path.join(folder, `${number}-preview.pdf`),
      path.join(folder, 'page'),
    ]);
    expect(fs.readdirSync(folder).some((name) => name.startsWith('page') && name.endsWith('.png'))).toBe(true);
  });

  it('marks every print after the first of a posted invoice as a copy; a preview issues nothing', async () => {
    const number = await invoiceNumber();
    await post(number);
    expect(await pdfText(number, 'preview')).not.toContain('COPY');
    expect(await pdfText(number, 'download')).not.toContain('COPY');
    expect(await pdfText(number, 'print')).toContain('COPY');
  });

  it('issues exactly one original when 30 first downloads of a posted invoice arrive at once', async () => {
    const number = await invoiceNumber();
    const invoice = await post(number);
    const url = `${baseUrl}/api/transportation/reports/invoice_pdf?invoice_number=${number}&action=download&include_details=0`;
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => fetch(url, { headers: { cookie: api.cookies[1] } })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(30).fill(200));
    const texts = await Promise.all(
      answers.map(async (answer, index) => {
        const file = path.join(folder, `race-${number}-${index}.pdf`);
        fs.writeFileSync(file, Buffer.from(await answer.arrayBuffer()));
        return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
      }),
    );
    expect(texts.filter((text) => !text.includes('COPY'))).toHaveLength(1);
    const issued = await api.ctx.database.db.execute(
      sql`select count(*)::int as n from audit_log where entity = 'invoice' and entity_id = ${String(invoice.id)} and action = 'issue_original'`,
    );
    expect(issued.rows[0]).toEqual({ n: 1 });
  });

  it("is the Admin's alone, and says what is wrong with a bad request", async () => {
    const number = await invoiceNumber();
    const asManager = await call('POST', 'reports/generate_invoice_pdf.php', { invoice_number: number }, 2);
    expect(asManager.statusCode).toBe(403);
    const pdfAsManager = await call('GET', `reports/invoice_pdf?invoice_number=${number}`, undefined, 2);
    expect(pdfAsManager.statusCode).toBe(403);
    const unknown = await call('POST', 'reports/generate_invoice_pdf.php', { invoice_number: 999999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Invoice Not Found');
    const badAction = await call('POST', 'reports/generate_invoice_pdf.php', { invoice_number: number, action: 'fax' });
    expect(badAction.statusCode).toBe(400);
    expect(badAction.json().message).toBe('Action must be preview, download or print');
    const badNumber = await call('POST', 'reports/generate_invoice_pdf.php', { invoice_number: 'INV-ARG-x' });
    expect(badNumber.statusCode).toBe(400);
  });

  it('prints the job details page when asked, and leaves it out when not', async () => {
    const number = await invoiceNumber();
    const url = (include: string) => `reports/invoice_pdf?invoice_number=${number}&include_details=${include}`;
    const withPage = await call('GET', url('1'));
    const without = await call('GET', url('0'));
    expect(withPage.statusCode).toBe(200);
    // No jobs on this invoice: the details page has nothing to list, so both are one page.
    expect(withPage.rawPayload.length).toBeGreaterThan(1000);
    expect(without.headers['content-disposition']).toBe(`inline; filename="INV-ARG-${number}.pdf"`);
  });

  it('prints the tax credit note of a cancelled posted invoice, referring to the invoice', async () => {
    const number = await invoiceNumber();
    expect((await call('GET', `reports/credit_note_pdf?invoice_number=${number}`)).json().message).toBe(
      'This invoice has no credit note',
    );
    const posted = await post(number);
    const cancelled = await move(posted, 'Cancelled', { cancel_code: CODES.cancel, admin_code: CODES.admin });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const note = cancelled.json().invoice.credit_note;

    const response = await call('GET', `reports/credit_note_pdf?invoice_number=${number}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(`inline; filename="CN-ARG-${note.number}.pdf"`);
    const file = path.join(folder, `credit-${number}.pdf`);
    fs.writeFileSync(file, response.rawPayload);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).normalize('NFKC');
    expect(text).toContain('Tax Credit Note');
    expect(text).toContain(`CN-ARG-${note.number}`);
    expect(text).toContain(`INV-ARG-${number} of 20/11/2026`);
    expect(text).toContain('VAT Registration No. 200012345600002');
    expect(text).toMatch(/Total credited \(BD\) .*122\.517/);
    expect(text).not.toContain('Tax Invoice');
    // The invoice itself now says who credited it.
    expect(await pdfText(number, 'preview')).toContain(`CANCELLED — credited by CN-ARG-${note.number}`);
  });
});
