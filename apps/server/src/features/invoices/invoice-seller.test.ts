import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { documentCalls } from '../../../test/document-calls';
import { useSignedInApp } from '../../../test/signed-in-app';
import { changeCompanySettings, TEST_SELLER } from '../../../test/seller-fixture';

// A new company: Settings are empty, as they are until someone fills them.
const CODES = { cancel: '1357', admin: '2468' };
const api = useSignedInApp({ authority: 1, seller: false, securityCodes: CODES });
const { call } = api;
const invoices = documentCalls(call, 'invoice');
const WHERE = 'in Settings → Company details.';
let customerId: number;

beforeAll(async () => {
  const customer = await call('POST', 'customer_insert.php', { name: 'Seef Logistics' });
  customerId = customer.json().customerId;
});

async function company(fields: Record<string, string | null>) {
  await changeCompanySettings(call, { ...TEST_SELLER, ...fields });
}

async function approvedInvoice() {
  const made = await call('POST', 'vouchers/invoice_generate', {
    customer_id: customerId,
    date: '2026-11-20',
    reference: null,
    items: [
      { account_id: 25, job_id: null, qty: 1, amount: 50, vat_percentage: 10, cr_dr: 'cr', description: 'Storage' },
    ],
  });
  expect(made.statusCode, made.body).toBe(200);
  return (await invoices.walk(made.json().invoice_number as number, ['Approved'])) as {
    id: number;
    number: number;
    version: number;
  };
}

const move = (invoice: { id: number; version: number }, status: string, codes = {}) =>
  call('POST', 'vouchers/invoice_status_update', {
    invoice_id: invoice.id,
    status,
    version: invoice.version,
    ...codes,
  });
const stored = async (number: number) =>
  (await call('GET', `vouchers/invoice_details?invoice_number=${number}`)).json().invoice;
const entries = async () =>
  (await api.ctx.database.db.execute<{ n: number }>(sql`select count(*)::int as n from ledger_entries`)).rows[0]!.n;
const pdfPaths = (call: string, number: number) =>
  ['vouchers/reports', 'reports'].flatMap((folder) =>
    ['', '.php'].map((php) => `${folder}/${call}${php}?invoice_number=${number}`),
  );

describe('a tax invoice names its seller', () => {
  it('refuses to post or print while Settings lack the legal name, address or VAT number, naming what is missing', async () => {
    const invoice = await approvedInvoice();
    const refused = await move(invoice, 'Posted');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `A tax invoice must name its seller: set the company's legal name, address and VAT registration number ${WHERE}`,
    );
    expect(await stored(invoice.number)).toMatchObject({ status: 'Approved', version: invoice.version });
    expect(await entries()).toBe(0);
    for (const path of pdfPaths('invoice_pdf', invoice.number)) {
      const answer = await call('GET', path);
      expect(answer.statusCode, path).toBe(409);
      expect(answer.json().message, path).toContain('must name its seller');
    }
    const link = await call('POST', 'vouchers/reports/generate_invoice_pdf.php', { invoice_number: invoice.number });
    expect(link.statusCode).toBe(409);
    expect(link.json()).toMatchObject({ status: 'error' });

    await company({ address: null, vat_number: null });
    expect((await move(invoice, 'Posted')).json().message).toBe(
      `A tax invoice must name its seller: set the company's address and VAT registration number ${WHERE}`,
    );
  });

  it('posts and prints at both addresses once the seller is named, and refuses the credit note when it is not', async () => {
    await company({});
    const invoice = await approvedInvoice();
    const posted = await move(invoice, 'Posted');
    expect(posted.statusCode, posted.body).toBe(200);
    const link = await call('POST', 'reports/generate_invoice_pdf', { invoice_number: invoice.number });
    expect(link.json().pdf_url).toMatch(/^\/api\/transportation\/vouchers\/reports\/invoice_pdf\?invoice_number=/);
    for (const path of pdfPaths('invoice_pdf', invoice.number)) {
      const answer = await call('GET', `${path}&action=preview`);
      expect(answer.statusCode, path).toBe(200);
      expect(answer.headers['content-type']).toBe('application/pdf');
      expect(answer.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }

    await company({ vat_number: null });
    const cancel = { cancel_code: CODES.cancel, admin_code: CODES.admin };
    const refused = await move(posted.json().invoice, 'Cancelled', cancel);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `A tax invoice must name its seller: set the company's VAT registration number ${WHERE}`,
    );
    expect(await stored(invoice.number)).toMatchObject({ status: 'Posted', credit_note: null });

    await company({});
    const cancelled = await move(posted.json().invoice, 'Cancelled', cancel);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    for (const path of pdfPaths('credit_note_pdf', invoice.number))
      expect((await call('GET', path)).statusCode, path).toBe(200);
    await company({ legal_name_en: 'Gulf Haulage W.L.L.', address: '  ' });
    const unnamed = await call('GET', `vouchers/reports/credit_note_pdf?invoice_number=${invoice.number}`);
    expect(unnamed.statusCode).toBe(409);
    expect(unnamed.json().message).toContain("set the company's address");
  });
});
