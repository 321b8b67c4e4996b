import { beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { STATUS_MESSAGES } from '@fleetledger/shared/documents/document-status';
import { INVOICE_MESSAGES } from '@fleetledger/shared/invoices/invoices.contract';
import { useSignedInApp } from '../../../test/signed-in-app';
import { jobPayload } from '../../../test/job-fixture';
import { PDF_BYTES } from '../../../test/multipart';
import { tableCounts } from '../../../test/table-counts';
import { documentsWithHeader, itemFields } from '../../../test/document-calls';
import { withoutEditStamp } from '../../../test/edit-stamp';
import { clearBooks } from '../../../test/clear-books';
import { discountLine, jobLine, salesLine } from '../../../test/invoice-lines';

const API = '/api/transportation';
const CODES = { cancel: '1111', admin: '2222' };
const api = useSignedInApp({ authority: 1, masterData: true, securityCodes: CODES, listening: true });
beforeEach(async () => {
  await clearBooks(api.ctx.database.db);
  await api.ctx.database.db.execute(sql`
    delete from credit_allocations; delete from credit_note_lines; delete from credit_notes; delete from debit_note_lines; delete from debit_notes; delete from attachments where owner_kind = 'invoice'; delete from invoice_item_jobs;
    delete from invoice_items; delete from invoices; delete from document_counters; delete from security_code_failures;
    delete from jobs`);
});

const { call } = api;

async function job(charge: number, overrides: Record<string, unknown> = {}): Promise<number> {
  const response = await call('POST', 'job_insert.php', jobPayload(api.md, { charge, ...overrides }));
  return response.json().job_id as number;
}

/** Two storage units at 10.005 (10 % VAT): a manual line whose fields a test may change one by one. */
const manual = (overrides: Record<string, unknown> = {}) => ({ ...salesLine(2, 10.005), ...overrides });
const invoices = documentsWithHeader(call, 'invoice', () => ({
  customer_id: api.md.customers.acme,
  date: '2026-10-31',
  reference: 'PO-77',
  narration: 'October haulage',
  total_amount: 999_999,
  user_id: 1,
}));
const { body: invoice, details, move, generate, expectUpdatesAtVersion } = invoices;
const jobStatuses = async () =>
  (
    await api.ctx.database.db.execute<{ invoice_status: string | null }>(
      sql`select invoice_status from jobs order by id`,
    )
  ).rows.map((row) => row.invoice_status);
const INVOICE_TABLES = ['invoices', 'invoice_items', 'invoice_item_jobs', 'jobs', 'credit_notes', 'attachments'];
async function snapshot() {
  const rows: Record<string, unknown[]> = {};
  for (const table of INVOICE_TABLES)
    rows[table] = (await api.ctx.database.db.execute(sql.raw(`select * from ${table} order by 1, 2`))).rows;
  return rows;
}

describe('invoice_generate', () => {
  it('numbers the invoice, recomputes every line and the total, and puts its jobs in processing', async () => {
    const a = await job(40);
    const b = await job(40);
    const number = await generate([jobLine([a, b], 40), manual(), discountLine(5)]);
    const stored = await details(number);
    expect(stored).toMatchObject({
      number: 1,
      customer_name: 'Acme Trading',
      status: 'Created',
      // 80 + (20.010 + VAT 2.001) − 5 = 97.011
      vatable_amount: 95.01,
      vat_amount: 2.001,
      total_amount: 97.011,
      credit_note: null,
      version: 1,
    });
    expect(itemFields(stored.items, ['kind', 'job_id', 'qty', 'vat_amount', 'total_amount', 'cr_dr'])).toEqual([
      ['job', `${a},${b}`, 2, 0, 80, 'cr'],
      ['manual', null, 2, 2.001, 22.011, 'cr'],
      ['discount', null, 1, 0, 5, 'dr'],
    ]);
    expect(await jobStatuses()).toEqual(['processing', 'processing']);
  });

  it('gives each item its numbered message and saves nothing', async () => {
    const before = await tableCounts(api.ctx.database.db, INVOICE_TABLES);
    const cases: [unknown[], Record<string, unknown>, string, string][] = [
      [[manual()], { customer_id: '' }, 'customer_id', INVOICE_MESSAGES.customerRequired],
      [[manual(), manual({ account_id: null })], {}, 'items.1.account_id', INVOICE_MESSAGES.accountRequired(2)],
      [[manual({ qty: 0 })], {}, 'items.0.qty', INVOICE_MESSAGES.quantityRequired(1)],
      [[manual({ qty: 1.5 })], {}, 'items.0.qty', INVOICE_MESSAGES.quantityRequired(1)],
      [[manual({ amount: -1 })], {}, 'items.0.amount', INVOICE_MESSAGES.amountRequired(1)],
      [[manual({ amount: 1.0001 })], {}, 'items.0.amount', INVOICE_MESSAGES.amountDecimals(1)],
      [[manual({ description: ' ' })], {}, 'items.0.description', INVOICE_MESSAGES.descriptionRequired(1)],
      [[manual({ vat_percentage: 5 })], {}, 'items.0.vat_percentage', INVOICE_MESSAGES.vatRate(1)],
      [[manual(), { ...discountLine(5), vat_percentage: 10 }], {}, 'items.1.cr_dr', INVOICE_MESSAGES.discountShape(2)],
      [[manual({ account_id: 999 })], {}, 'items.0.account_id', INVOICE_MESSAGES.accountUnknown(1)],
      [[], {}, 'items', INVOICE_MESSAGES.noLines],
    ];
    for (const [items, overrides, field, message] of cases) {
      const response = await call('POST', 'vouchers/invoice_generate', invoice(items, overrides));
      expect(response.statusCode, message).toBe(400);
      expect(response.json()).toMatchObject({ status: 'error', errors: { [field]: message } });
    }
    const bigger = await call(
      'POST',
      'vouchers/invoice_generate',
      invoice([manual({ qty: 1, amount: 1, vat_percentage: 0 }), discountLine(2)]),
    );
    expect(bigger.json().message).toBe(INVOICE_MESSAGES.negativeTotal);
    expect((await call('POST', 'vouchers/invoice_generate', invoice([manual()]), 2)).statusCode).toBe(403);
    expect(await tableCounts(api.ctx.database.db, INVOICE_TABLES)).toEqual(before);
  });

  it("refuses a job already invoiced (409), one listed twice, another customer's, or a line that does not match its jobs", async () => {
    const a = await job(40);
    const b = await job(30);
    const other = await job(40, { customer_id: api.md.customers.bahrainMarine });
    await generate([jobLine([a], 40)]);
    const before = await snapshot();
    const used = await call('POST', 'vouchers/invoice_generate', invoice([jobLine([a], 40)]));
    expect(used.statusCode).toBe(409);
    expect(used.json().message).toBe(INVOICE_MESSAGES.jobUsed(`job ${a}`));
    expect(
      (await call('POST', 'vouchers/invoice_generate', invoice([jobLine([b], 30), jobLine([b], 30)]))).json().message,
    ).toBe(INVOICE_MESSAGES.jobTwice(String(b)));
    expect((await call('POST', 'vouchers/invoice_generate', invoice([jobLine([other], 40)]))).json().message).toBe(
      INVOICE_MESSAGES.jobNotCustomers(`job ${other}`),
    );
    expect((await call('POST', 'vouchers/invoice_generate', invoice([jobLine([b], 31)]))).json().message).toBe(
      INVOICE_MESSAGES.jobsMustMatch(1),
    );
    expect(await snapshot()).toEqual(before);
  });

  it('gives 50 invoices created at once through the real server the numbers 1 to 50', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 50 }, () =>
        fetch(`${api.baseUrl}${API}/vouchers/invoice_generate.php`, {
          method: 'POST',
          headers: { cookie: api.cookies[1], 'content-type': 'application/json', origin: api.baseUrl },
          body: JSON.stringify(invoice([manual()])),
        }).then(async (response) => ({
          status: response.status,
          body: (await response.json()) as { invoice_number: number },
        })),
      ),
    );
    expect(statuses.every((answer) => answer.status === 200)).toBe(true);
    const numbers = statuses.map((answer) => answer.body.invoice_number).sort((x, y) => x - y);
    expect(numbers).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect((await call('GET', 'vouchers/invoice_list')).json().gaps).toEqual([]);
  });
});

describe('invoice_update', () => {
  it('saves an invoice read and sent back untouched without changing a stored column', async () => {
    const a = await job(40);
    const number = await generate([jobLine([a], 40), manual(), discountLine(1)]);
    const read = await details(number);
    const before = await snapshot();
    const response = await call('POST', 'vouchers/invoice_update.php', { ...read, items: read.items });
    expect(response.statusCode, response.body).toBe(200);
    const after = await snapshot();
    expect(withoutEditStamp(after.invoices![0])).toEqual(withoutEditStamp(before.invoices![0]));
    expect(after.invoice_items).toEqual(before.invoice_items);
    expect(after.invoice_item_jobs).toEqual(before.invoice_item_jobs);
    expect(after.jobs).toEqual(before.jobs);
  });

  it('edits lines while Created: adds jobs to a new line, drops a job line (its job opens), keeps job lines locked', async () => {
    const a = await job(40);
    const b = await job(25);
    const number = await generate([jobLine([a], 40), manual()]);
    const read = await details(number);
    const [aLine, manualLine] = read.items;
    const changed = await call('POST', 'vouchers/invoice_update', {
      ...read,
      narration: 'Edited',
      items: [
        { ...manualLine, qty: 3 },
        { ...jobLine([b], 25), id: 1_000_123 },
      ],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const after = changed.json().invoice;
    expect(after).toMatchObject({ narration: 'Edited', version: 2 });
    expect(after.items.map((i: { id: number; job_id: string | null }) => [i.id === manualLine.id, i.job_id])).toEqual([
      [true, null],
      [false, String(b)],
    ]);
    expect(await jobStatuses()).toEqual([null, 'processing']);
    expect(aLine.kind).toBe('job');

    const locked = await call('POST', 'vouchers/invoice_update', {
      ...after,
      items: after.items.map((i: { kind: string }) => (i.kind === 'job' ? { ...i, amount: 26, description: 'x' } : i)),
    });
    expect(locked.statusCode).toBe(400);
    expect(locked.json().message).toBe(INVOICE_MESSAGES.jobLinesLocked);
  });

  it('refuses a stale version with 409 and the current invoice, a missing one with 400, and edits after Created', async () => {
    const number = await generate([manual()]);
    const read = await details(number);
    await expectUpdatesAtVersion(read, INVOICE_MESSAGES.stale);
    expect((await move(read.id, 'Approved', 2)).statusCode).toBe(200);
    const approved = await details(number);
    const refused = await call('POST', 'vouchers/invoice_update', { ...approved, narration: 'Late' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(STATUS_MESSAGES.notEditable('Approved'));
  });
});

describe('invoice_status_update', () => {
  it('moves the jobs with the invoice, and cancelling a Posted invoice issues a credit note and opens its jobs', async () => {
    const a = await job(40);
    const number = await generate([jobLine([a], 40)]);
    const { id } = await details(number);
    expect((await move(id, 'Approved', 1)).json()).toMatchObject({
      message: 'Status updated to Approved',
      invoice: { status: 'Approved', version: 2 },
    });
    expect((await move(id, 'Posted', 2)).statusCode).toBe(200);
    expect(await jobStatuses()).toEqual(['finished']);

    const withoutAdminCode = await move(id, 'Cancelled', 3, { cancel_code: CODES.cancel });
    expect(withoutAdminCode.statusCode).toBe(400);
    expect(withoutAdminCode.json().message).toBe(STATUS_MESSAGES.adminCodeRequired);
    const wrong = await move(id, 'Cancelled', 3, { cancel_code: '9999', admin_code: CODES.admin });
    expect(wrong.json().message).toBe(STATUS_MESSAGES.invalidCancelCode);
    const cancelled = await move(id, 'Cancelled', 3, { cancel_code: CODES.cancel, admin_code: CODES.admin });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().invoice).toMatchObject({ status: 'Cancelled', credit_note: { number: 1 } });
    expect(await jobStatuses()).toEqual([null]);
    const note = (await api.ctx.database.db.execute(sql`select number, total_fils from credit_notes`)).rows;
    expect(note).toEqual([{ number: 1, total_fils: 40_000 }]);

    // The job is free for another invoice, and the cancelled one is closed for good.
    await generate([jobLine([a], 40)]);
    expect((await move(id, 'Created', 4)).statusCode).toBe(409);
  });

  it('refuses moves outside the table, stale versions, and non-Admins', async () => {
    const number = await generate([manual()]);
    const { id } = await details(number);
    const skip = await move(id, 'Posted', 1);
    expect(skip.statusCode).toBe(409);
    expect(skip.json().message).toBe(STATUS_MESSAGES.notAllowed('Created', 'Posted'));
    expect((await move(id, 'Approved', 5)).statusCode).toBe(409);
    expect((await move(id, 'Approved', 1, {}, 2)).statusCode).toBe(403);
    expect(
      (await call('POST', 'vouchers/invoice_status_update', { invoice_id: id, status: 'Done', version: 1 })).statusCode,
    ).toBe(400);
    expect((await details(number)).status).toBe('Created');
  });
});

describe('invoice attachments and the list', () => {
  const upload = (invoiceId: number) =>
    api.upload(
      'drive/invoice_upload.php',
      { name: 'signed copy', invoice_id: String(invoiceId) },
      { name: 'copy.pdf', type: 'application/pdf', data: PDF_BYTES },
    );

  it('takes attachments until the invoice is cancelled', async () => {
    const number = await generate([manual()]);
    const { id } = await details(number);
    expect((await upload(id)).statusCode).toBe(200);
    expect((await details(number)).attachments).toEqual([
      expect.objectContaining({ name: 'signed copy', link: expect.stringContaining('attachment.php?id=') }),
    ]);
    await move(id, 'Cancelled', 1, { cancel_code: CODES.cancel });
    const refused = await upload(id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(STATUS_MESSAGES.attachmentsClosed);
  });

  it('filters, pages and totals the list, and names gaps in the numbering', async () => {
    await generate([manual({ qty: 1, amount: 10, vat_percentage: 0 })]);
    await generate([manual({ qty: 1, amount: 20, vat_percentage: 0 })], {
      customer_id: api.md.customers.bahrainMarine,
      reference: 'MARINE-1',
    });
    await api.ctx.database.db.execute(sql`update document_counters set last_number = 5 where kind = 'invoice'`);
    await generate([manual({ qty: 1, amount: 30, vat_percentage: 0 })]);
    const all = (await call('GET', 'vouchers/invoice_list')).json();
    expect(all).toMatchObject({ count: 3, pages: 1, totals: { total_amount: 60 }, gaps: [3, 4, 5] });
    const marine = (await call('GET', 'vouchers/invoice_list?search=marine')).json();
    expect(marine.invoices.map((i: { number: number }) => i.number)).toEqual([2]);
    const byCustomer = (
      await call(
        'GET',
        `vouchers/invoice_list?customer_id=${api.md.customers.acme}&status=Created&from=2026-10-01&to=2026-10-31`,
      )
    ).json();
    expect(byCustomer.totals.total_amount).toBe(40);
    expect((await call('GET', 'vouchers/invoice_list?status=Open')).statusCode).toBe(400);
  });
});
