import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { todayIn } from '@fleetledger/shared/dates';
import { BOOKS_MESSAGES } from '@fleetledger/shared/ledger/books.contract';
import { useSignedInApp } from '../../../test/signed-in-app';
import { printedText } from '../../../test/pdf-text';
import { expectGetsRefused, periodRefusals } from '../../../test/period-refusals';
import { statementRow as row } from '../../../test/statement-row';

const CODES = { cancel: '4821', admin: '7305' };
const api = useSignedInApp({ authority: 1, masterData: true, securityCodes: CODES });
const { call } = api;
const ARABIC_NAME = 'شركة أكمي للتجارة';

/** Moves an invoice or receipt through the statuses given from the version it is at; fails on a refusal. */
async function moveThrough(
  kind: 'invoice' | 'receipt',
  id: number,
  moves: [string, Record<string, string>?][],
  from = 1,
) {
  let version = from;
  for (const [status, codes] of moves) {
    const moved = await call('POST', `vouchers/${kind}_status_update`, {
      [`${kind}_id`]: id,
      status,
      version,
      ...codes,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    version += 1;
  }
}

/** A posted invoice of one manual line: answers its id and number. */
async function postedInvoice(customerId: number, date: string, amount: number, vat = 0) {
  const made = await call('POST', 'vouchers/invoice_generate', {
    customer_id: customerId,
    date,
    reference: null,
    items: [{ account_id: 25, job_id: null, qty: 1, amount, vat_percentage: vat, cr_dr: 'cr', description: 'Haulage' }],
  });
  expect(made.statusCode, made.body).toBe(200);
  const number = made.json().invoice_number as number;
  const { id } = (await call('GET', `vouchers/invoice_details?invoice_number=${number}`)).json().invoice;
  await moveThrough('invoice', id, [['Approved'], ['Posted']]);
  return { id: id as number, number };
}

/** A posted receipt from Acme into the bank: paying the invoice given, or an advance. */
async function postedReceipt(date: string, amount: number, invoiceId: number | null) {
  const made = await call('POST', 'vouchers/receipt_generate', {
    date,
    account_id: 26,
    type: 'online',
    items: [{ customer_id: api.md.customers.acme, invoice_id: invoiceId, dr_cr: 'cr', amount, description: 'Payment' }],
  });
  expect(made.statusCode, made.body).toBe(200);
  const number = made.json().number as number;
  const { id } = (await call('POST', 'vouchers/receipt_details', { receipt_number: number })).json();
  await moveThrough('receipt', id, [['Approved'], ['Posted']]);
  return { id: id as number, number };
}

const statementUrl = (from: string, to: string, customerId = api.md.customers.acme) =>
  `books/customer_statement?customer_id=${customerId}&from=${from}&to=${to}`;

let today: string;
let invoices: Record<'before' | 'vat' | 'cancelled' | 'unposted', number>;
let receipts: Record<'part' | 'advance' | 'reversed', number>;

beforeAll(async () => {
  today = todayIn(api.ctx.config.companyTz);
  const { acme, bahrainMarine } = api.md.customers;
  await api.ctx.database.db.execute(sql`update customers set cr_name = ${ARABIC_NAME} where id = ${acme}`);
  const before = await postedInvoice(acme, '2024-12-20', 100);
  await postedInvoice(bahrainMarine, '2025-01-05', 50);
  // 45.914 + VAT 10% 4.591 = 50.505
  const vat = await postedInvoice(acme, '2025-01-10', 45.914, 10);
  const cancelled = await postedInvoice(acme, '2025-01-15', 30);
  const unposted = await postedInvoice(acme, '2025-01-20', 12);
  const part = await postedReceipt('2025-02-01', 40, before.id);
  const advance = await postedReceipt('2025-02-03', 25.25, null);
  const reversed = await postedReceipt('2025-02-05', 5, null);
  // The credit note and both reversals are dated on the day they are made.
  const leavePosted = { admin_code: CODES.admin };
  await moveThrough('invoice', cancelled.id, [['Cancelled', { ...leavePosted, cancel_code: CODES.cancel }]], 3);
  await moveThrough('invoice', unposted.id, [['Approved', leavePosted]], 3);
  await moveThrough('receipt', reversed.id, [['Approved', leavePosted]], 3);
  invoices = { before: before.number, vat: vat.number, cancelled: cancelled.number, unposted: unposted.number };
  receipts = { part: part.number, advance: advance.number, reversed: reversed.number };
});

describe('customer_statement', () => {
  it('opens with what was owed before the period and lists every movement with its running balance', async () => {
    const response = await call('GET', statementUrl('2025-01-01', today));
    expect(response.statusCode, response.body).toBe(200);
    const statement = response.json();
    expect(statement).toMatchObject({
      success: true,
      customer: { id: api.md.customers.acme, name: 'Acme Trading', cr_name: ARABIC_NAME },
      from: '2025-01-01',
      to: today,
      opening_balance: 100,
      total_debit: 97.505,
      total_credit: 112.25,
      closing_balance: 85.255,
      unallocated_advance: 25.25,
    });
    expect(statement.rows).toEqual([
      row('2025-01-10', 'invoice', `INV-ARG-${invoices.vat}`, 'Invoice', 50.505, 0, 150.505),
      row('2025-01-15', 'invoice', `INV-ARG-${invoices.cancelled}`, 'Invoice', 30, 0, 180.505),
      row('2025-01-20', 'invoice', `INV-ARG-${invoices.unposted}`, 'Invoice', 12, 0, 192.505),
      row('2025-02-01', 'receipt', `RCPT-ARG-${receipts.part}`, 'Receipt', 0, 40, 152.505),
      row('2025-02-03', 'receipt', `RCPT-ARG-${receipts.advance}`, 'Receipt', 0, 25.25, 127.255),
      row('2025-02-05', 'receipt', `RCPT-ARG-${receipts.reversed}`, 'Receipt', 0, 5, 122.255),
      row(today, 'credit_note', 'CN-ARG-1', 'Credit note', 0, 30, 92.255),
      row(today, 'invoice', `INV-ARG-${invoices.unposted}`, 'Invoice posting reversed', 0, 12, 80.255),
      row(today, 'receipt', `RCPT-ARG-${receipts.reversed}`, 'Receipt posting reversed', 5, 0, 85.255),
    ]);
  });

  it('carries the balance across the period boundary and counts advances only up to its end', async () => {
    const january = (await call('GET', statementUrl('2025-01-01', '2025-01-31'))).json();
    expect(january).toMatchObject({ opening_balance: 100, closing_balance: 192.505, unallocated_advance: 0 });
    expect(january.rows).toHaveLength(3);
    const february = (await call('GET', statementUrl('2025-02-01', '2025-02-04'))).json();
    expect(february).toMatchObject({
      opening_balance: 192.505,
      total_debit: 0,
      total_credit: 65.25,
      closing_balance: 127.255,
      unallocated_advance: 25.25,
    });
    const before = (await call('GET', statementUrl('2024-01-01', '2024-12-31'))).json();
    expect(before).toMatchObject({ opening_balance: 0, closing_balance: 100, unallocated_advance: 0 });
    expect(before.rows).toEqual([row('2024-12-20', 'invoice', `INV-ARG-${invoices.before}`, 'Invoice', 100, 0, 100)]);
  });

  it('is empty for a customer the books never touched', async () => {
    const response = await call('GET', statementUrl('2025-01-01', today, api.md.customers.inactive));
    expect(response.json()).toMatchObject({
      customer: { name: 'Old Customer', cr_name: null },
      opening_balance: 0,
      closing_balance: 0,
      unallocated_advance: 0,
      rows: [],
    });
  });

  it('refuses an unknown customer, bad periods and anyone but the Admin', async () => {
    const unknown = await call('GET', statementUrl('2025-01-01', today, 999_999));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: BOOKS_MESSAGES.customerNotFound });
    await expectGetsRefused(call, [
      ['books/customer_statement?from=2025-01-01&to=2025-01-31', 'Customer is required'],
      ['books/customer_statement?customer_id=abc&from=2025-01-01&to=2025-01-31', 'Customer is required'],
      ...periodRefusals(`books/customer_statement?customer_id=${api.md.customers.acme}`),
      [statementUrl('x'.repeat(5000), '2025-02-01'), 'From must be a date (YYYY-MM-DD)'],
    ]);
    for (const authority of [2, 3, 4] as const) {
      for (const name of ['customer_statement', 'customer_statement_pdf']) {
        const url = statementUrl('2025-01-01', today).replace('customer_statement', name);
        expect((await call('GET', url, undefined, authority)).statusCode, `${name} as ${authority}`).toBe(403);
      }
    }
    const signedOut = await api.ctx.app.inject({
      method: 'GET',
      url: `/api/transportation/${statementUrl('2025-01-01', today)}`,
    });
    expect(signedOut.statusCode).toBe(401);
  });
});

describe('customer_statement_pdf', () => {
  it('prints the statement with the customer in English and Arabic, every row and the balances', async () => {
    const text = await printedText(
      call('GET', statementUrl('2025-01-01', today).replace('customer_statement', 'customer_statement_pdf')),
      `Statement-Acme-Trading-2025-01-01-${today}.pdf`,
    );
    expect(text).toContain('Statement of Account');
    expect(text).toContain('كشف حساب');
    expect(text).toContain('Acme Trading');
    for (const word of ARABIC_NAME.split(' ')) expect(text).toContain(word);
    expect(text).toContain('01/01/2025');
    expect(text).toMatch(/Opening balance\s+100\.000/);
    expect(text).toMatch(new RegExp(`INV-ARG-${invoices.vat}\\s+Invoice\\s+50\\.505\\s+150\\.505`));
    expect(text).toMatch(/CN-ARG-1\s+Credit note\s+30\.000\s+92\.255/);
    expect(text).toMatch(
      new RegExp(`RCPT-ARG-${receipts.reversed}\\s+Receipt posting reversed\\s+5\\.000\\s+85\\.255`),
    );
    expect(text).toMatch(/Totals for the period\s+97\.505\s+112\.250/);
    expect(text).toMatch(/Closing balance \(BD\) .*85\.255/);
    expect(text).toMatch(/Unallocated advance \(BD\) .*25\.250/);

    const download = await call(
      'GET',
      `${statementUrl('2025-01-01', today).replace('customer_statement', 'customer_statement_pdf')}&download=1`,
    );
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="Statement-Acme-Trading-/);
  });

  it('answers 404 as JSON for an unknown customer', async () => {
    const response = await call(
      'GET',
      statementUrl('2025-01-01', today, 999_999).replace('customer_statement', 'customer_statement_pdf'),
    );
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(BOOKS_MESSAGES.customerNotFound);
  });
});
