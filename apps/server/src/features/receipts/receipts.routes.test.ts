import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { STATUS_MESSAGES } from '@fleetledger/shared/documents/document-status';
import { RECEIPT_MESSAGES } from '@fleetledger/shared/receipts/receipts.contract';
import { documentCalls } from '../../../test/document-calls';
import { useSignedInApp } from '../../../test/signed-in-app';
import { seedMasterData, type MasterData } from '../../../test/masterdata-fixture';
import { BY_CHEQUE, BY_CHEQUE_PRINTED, printedVoucher } from '../../../test/money-voucher-print';
import { tableCounts } from '../../../test/table-counts';
import { setSecurityCodes } from '../../kernel/security-codes';
import { clearBooks } from '../../../test/clear-books';

const api = useSignedInApp({ authority: 1 });
const { call } = api;
let md: MasterData;
let baseUrl: string;
const CODES = { cancel: '3141', admin: '2718' };
const TABLES = ['receipts', 'receipt_items', 'receipt_request_keys'];

beforeAll(async () => {
  md = await seedMasterData(api.ctx.database.db);
  await setSecurityCodes(api.ctx.database.db, CODES);
  baseUrl = await api.ctx.app.listen({ port: 0, host: '127.0.0.1' });
});
beforeEach(async () => {
  await clearBooks(api.ctx.database.db);
  await api.ctx.database.db.execute(sql`
    delete from receipt_request_keys; delete from receipt_items; delete from receipts;
    delete from document_counters where kind = 'receipt'; delete from security_code_failures`);
});

/** A posted invoice of the customer for `total` BD (one zero-rated line): answers its id and number. */
async function postedInvoice(customerId: number, total: number) {
  const made = await call('POST', 'vouchers/invoice_generate', {
    customer_id: customerId,
    date: '2026-11-01',
    reference: 'PO-1',
    items: [
      { account_id: 25, job_id: null, qty: 1, amount: total, vat_percentage: 0, cr_dr: 'cr', description: 'Haulage' },
    ],
  });
  expect(made.statusCode, made.body).toBe(200);
  const number = made.json().invoice_number as number;
  const invoice = await documentCalls(call, 'invoice').walk(number, ['Approved', 'Posted']);
  return { id: invoice.id as number, number };
}

const customerItem = (amount: number, invoice_id: number | null = null, customer_id = md.customers.acme) => ({
  customer_id,
  invoice_id,
  dr_cr: 'cr',
  amount,
  description: 'Payment',
});
const receipt = (items: unknown[], overrides: Record<string, unknown> = {}) => ({
  date: '2026-11-20',
  account_id: 26,
  type: 'online',
  reference: null,
  narration: 'November payment',
  cheque: null,
  items,
  user_id: 1,
  ...overrides,
});
async function generate(body: unknown) {
  const response = await call('POST', 'vouchers/receipt_generate.php', body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().number as number;
}
const details = async (number: number) =>
  (await call('POST', 'vouchers/receipt_details.php', { receipt_number: number })).json();
const move = (id: number, status: string, version: number, codes: Record<string, string> = {}) =>
  call('POST', 'vouchers/receipt_status_update.php', { receipt_id: id, status, version, ...codes });
const pendingOf = async (invoiceId: number, customerId = md.customers.acme) =>
  (
    (await call('POST', 'vouchers/invoices_by_customer', { id: customerId })).json().data as {
      id: number;
      pending_amount: number;
    }[]
  ).find((invoice) => invoice.id === invoiceId)?.pending_amount ?? 0;

describe('receipt_generate', () => {
  it('records a cheque receipt allocated to an invoice, with a round off, and leaves the rest as an advance', async () => {
    const invoice = await postedInvoice(md.customers.acme, 100);
    expect(await pendingOf(invoice.id)).toBe(100);
    const number = await generate(
      receipt(
        [
          customerItem(99.995, invoice.id),
          customerItem(20),
          { account_id: 40, dr_cr: 'cr', amount: 0.005, description: 'Round off' },
        ],
        { type: 'cheque', amount: 120, cheque: JSON.stringify({ number: 'CHQ-1', date: '2026-11-19', bank: 'NBB' }) },
      ),
    );
    const stored = await details(number);
    expect(stored).toMatchObject({
      number,
      account_name: 'Al Salam Bank',
      customer_name: 'Acme Trading',
      type_of_payment: 'cheque',
      total_amount: 120,
      advance_amount: 20,
      cheques: { number: 'CHQ-1', date: '2026-11-19', bank: 'NBB' },
      status: 'Created',
      items: [
        { kind: 'customer', invoice_id: invoice.id, invoice_number: invoice.number, amount: 99.995, cr_dr: 'cr' },
        { kind: 'customer', invoice_id: null, amount: 20 },
        { kind: 'round_off', account_id: 40, cr_dr: 'cr', amount: 0.005 },
      ],
    });
    expect(await pendingOf(invoice.id)).toBe(0.005);
    // Invoice Details shows what paid it and what is pending.
    const paid = (await call('GET', `vouchers/invoice_details?invoice_number=${invoice.number}`)).json().invoice;
    expect(paid).toMatchObject({ pending_amount: 0.005, receipts: [{ number, amount: 99.995, status: 'Created' }] });
  });

  it('takes the total as credits minus debits, and cheque details only for a cheque', async () => {
    const number = await generate(
      receipt(
        [customerItem(50), { account_id: 37, amount: 2, description: 'Discount' }, { account_id: 39, amount: 0.5 }],
        {
          type: 'online',
          cheque: { number: 'X', date: '2026-11-19', bank: 'B' },
        },
      ),
    );
    expect(await details(number)).toMatchObject({ total_amount: 47.5, cheques: null, type_of_payment: 'online' });
    const cash = await generate(receipt([customerItem(5)], { account_id: 27, type: undefined }));
    expect((await details(cash)).type_of_payment).toBe('cash');
  });

  it('names every broken rule, joined with commas, and saves nothing', async () => {
    const invoice = await postedInvoice(md.customers.acme, 10);
    const other = await postedInvoice(md.customers.bahrainMarine, 10);
    const before = await tableCounts(api.ctx.database.db, TABLES);
    const cases: [unknown, number, string][] = [
      [receipt([customerItem(5)], { account_id: 30 }), 400, RECEIPT_MESSAGES.accountRequired],
      [receipt([customerItem(5)], { account_id: null }), 400, RECEIPT_MESSAGES.accountRequired],
      [
        receipt([customerItem(5)], { account_id: 27, type: 'cheque' }),
        400,
        RECEIPT_MESSAGES.paymentType('Cash GL', 'cash'),
      ],
      [receipt([customerItem(5)], { type: 'cheque' }), 400, RECEIPT_MESSAGES.chequeRequired],
      [receipt([]), 400, RECEIPT_MESSAGES.itemsRequired],
      [receipt([{ account_id: 37, amount: 1 }]), 400, RECEIPT_MESSAGES.customerRequired],
      [
        receipt([customerItem(5), customerItem(5, null, md.customers.bahrainMarine)]),
        400,
        RECEIPT_MESSAGES.oneCustomer,
      ],
      [receipt([customerItem(5), { account_id: 29, amount: 1 }]), 400, RECEIPT_MESSAGES.itemAccount(2)],
      [receipt([customerItem(5), { account_id: 37, dr_cr: 'cr', amount: 1 }]), 400, RECEIPT_MESSAGES.itemAccount(2)],
      [receipt([customerItem(0)]), 400, RECEIPT_MESSAGES.itemAmount(1)],
      [receipt([customerItem(5)], { amount: 6 }), 400, RECEIPT_MESSAGES.amountMismatch('BD 5.000')],
      [receipt([customerItem(5, null, 999_999)]), 400, RECEIPT_MESSAGES.customerMissing],
      [
        receipt([customerItem(10.001, invoice.id)]),
        400,
        RECEIPT_MESSAGES.overAllocated(`INV-ARG-${invoice.number}`, 'BD 10.000'),
      ],
      [receipt([customerItem(5, other.id)]), 400, RECEIPT_MESSAGES.allocationCustomer(1)],
      [
        receipt([customerItem(5)], { date: '', account_id: 30 }),
        400,
        [RECEIPT_MESSAGES.dateRequired, RECEIPT_MESSAGES.accountRequired].join(', '),
      ],
      [receipt([customerItem(5)], { narration: 'N'.repeat(10_000) }), 400, 'Narration must be at most 2000 characters'],
      [receipt('many' as unknown as unknown[]), 400, RECEIPT_MESSAGES.itemsRequired],
    ];
    for (const [body, status, message] of cases) {
      const response = await call('POST', 'vouchers/receipt_generate', body);
      expect(response.statusCode, message).toBe(status);
      expect(response.json(), message).toMatchObject({ success: false, message });
    }
    expect((await call('POST', 'vouchers/receipt_generate', receipt([customerItem(5)]), 2)).statusCode).toBe(403);
    expect(await tableCounts(api.ctx.database.db, TABLES)).toEqual(before);
  });

  it('never lets concurrent receipts allocate more than an invoice has pending', async () => {
    const invoice = await postedInvoice(md.customers.acme, 100);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        fetch(`${baseUrl}/api/transportation/vouchers/receipt_generate.php`, {
          method: 'POST',
          headers: { cookie: api.cookies[1], 'content-type': 'application/json', origin: baseUrl },
          body: JSON.stringify(receipt([customerItem(40, invoice.id)])),
        }).then((response) => response.status),
      ),
    );
    expect(answers.filter((status) => status === 200)).toHaveLength(2);
    expect(answers.filter((status) => status === 400)).toHaveLength(18);
    expect(await pendingOf(invoice.id)).toBe(20);
  });

  it('answers a repeated submit with the first receipt, and refuses the key for another body', async () => {
    const send = (body: unknown) =>
      fetch(`${baseUrl}/api/transportation/vouchers/receipt_generate`, {
        method: 'POST',
        headers: {
          cookie: api.cookies[1],
          'content-type': 'application/json',
          origin: baseUrl,
          'idempotency-key': 'receipt-key-1',
        },
        body: JSON.stringify(body),
      });
    const answers = await Promise.all(Array.from({ length: 12 }, () => send(receipt([customerItem(7)]))));
    const numbers = await Promise.all(
      answers.map(async (answer) => ((await answer.json()) as { number: number }).number),
    );
    expect(new Set(numbers)).toEqual(new Set([1]));
    expect((await tableCounts(api.ctx.database.db, ['receipts'])).receipts).toBe(1);
    const reused = await send(receipt([customerItem(8)]));
    expect(reused.status).toBe(409);
    expect(((await reused.json()) as { message: string }).message).toBe(RECEIPT_MESSAGES.idempotencyReused);
    const badKey = await call('POST', 'vouchers/receipt_generate', receipt([customerItem(7)]));
    expect(badKey.statusCode).toBe(200);
  });
});

describe('receipt_details, update and status', () => {
  it('keeps a paid invoice Posted until the receipts that pay it are cancelled', async () => {
    const invoice = await postedInvoice(md.customers.acme, 25);
    const { id } = await details(await generate(receipt([customerItem(25, invoice.id)])));
    const invoiceMove = async (status: string, codes: Record<string, string>) => {
      const { version } = (await call('GET', `vouchers/invoice_details?invoice_number=${invoice.number}`)).json()
        .invoice;
      return call('POST', 'vouchers/invoice_status_update', { invoice_id: invoice.id, status, version, ...codes });
    };
    for (const [status, codes] of [
      ['Approved', { admin_code: CODES.admin }],
      ['Cancelled', { admin_code: CODES.admin, cancel_code: CODES.cancel }],
    ] as const) {
      const refused = await invoiceMove(status, codes);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(`Paid by RCPT-ARG-1: cancel those receipts before the invoice leaves Posted`);
    }
    const stored = (await call('GET', `vouchers/invoice_details?invoice_number=${invoice.number}`)).json().invoice;
    expect(stored).toMatchObject({ status: 'Posted', credit_note: null, pending_amount: 0 });
    expect((await move(id, 'Cancelled', 1, { cancel_code: CODES.cancel })).statusCode).toBe(200);
    const moved = await invoiceMove('Approved', { admin_code: CODES.admin });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().invoice).toMatchObject({ status: 'Approved', pending_amount: 25 });
  });

  it('answers the receipt itself, or an error field', async () => {
    const number = await generate(receipt([customerItem(5)]));
    expect(await details(number)).toMatchObject({ number, total_amount: 5 });
    const missing = await call('POST', 'vouchers/receipt_details', { receipt_number: 'RCPT-ARG-999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: RECEIPT_MESSAGES.notFound });
    const bad = await call('POST', 'vouchers/receipt_details', { receipt_number: 'abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Receipt number is not valid');
  });

  it('saves while Created at the version read, re-checking the allocations without counting itself', async () => {
    const invoice = await postedInvoice(md.customers.acme, 30);
    const number = await generate(receipt([customerItem(30, invoice.id)]));
    const read = await details(number);
    const untouched = await call('POST', 'vouchers/receipt_update', {
      ...read,
      items: read.items.map((item: Record<string, unknown>) => ({ ...item })),
    });
    expect(untouched.statusCode, untouched.body).toBe(200);
    expect({ ...untouched.json().receipt, version: 1 }).toEqual(read);
    const stale = await call('POST', 'vouchers/receipt_update', { ...read, narration: 'Late' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ message: RECEIPT_MESSAGES.stale, current: { version: 2 } });
    const over = await call('POST', 'vouchers/receipt_update', {
      ...untouched.json().receipt,
      amount: 30.001,
      items: [customerItem(30.001, invoice.id)],
    });
    expect(over.json().message).toBe(RECEIPT_MESSAGES.overAllocated(`INV-ARG-${invoice.number}`, 'BD 30.000'));
  });

  it('moves through its own table; cancelling gives the pending amount back', async () => {
    const invoice = await postedInvoice(md.customers.acme, 30);
    const number = await generate(receipt([customerItem(30, invoice.id)]));
    const { id } = await details(number);
    expect((await move(id, 'Approved', 1)).statusCode).toBe(200);
    expect((await move(id, 'Cancelled', 2, { cancel_code: CODES.cancel })).statusCode).toBe(409);
    expect((await move(id, 'Posted', 2)).statusCode).toBe(200);
    const locked = await call('POST', 'vouchers/receipt_update', { ...(await details(number)), narration: 'x' });
    expect(locked.json().message).toBe(STATUS_MESSAGES.notEditable('Posted'));
    expect((await move(id, 'Cancelled', 3, { cancel_code: CODES.cancel })).json().message).toBe(
      STATUS_MESSAGES.adminCodeRequired,
    );
    expect(
      (
        await call(
          'POST',
          'vouchers/receipt_status_update',
          { receipt_id: id, status: 'Approved', version: 3, admin_code: CODES.admin },
          2,
        )
      ).statusCode,
    ).toBe(403);
    expect(await pendingOf(invoice.id)).toBe(0);
    const cancelled = await move(id, 'Cancelled', 3, { cancel_code: CODES.cancel, admin_code: CODES.admin });
    expect(cancelled.json().receipt.status).toBe('Cancelled');
    expect(await pendingOf(invoice.id)).toBe(30);
  });

  it('lists receipts with filters and totals, and keeps them from other roles', async () => {
    await generate(receipt([customerItem(5)], { reference: 'BANK-1' }));
    await generate(receipt([customerItem(7, null, md.customers.bahrainMarine)]));
    const list = (await call('GET', 'vouchers/receipt_list')).json();
    expect(list).toMatchObject({ count: 2, totals: { total_amount: 12 }, gaps: [] });
    const marine = (await call('GET', `vouchers/receipt_list?customer_id=${md.customers.bahrainMarine}`)).json();
    expect(marine.receipts).toMatchObject([{ number: 2, customer_name: 'Bahrain Marine', total_amount: 7 }]);
    expect((await call('GET', 'vouchers/receipt_list?search=bank-1')).json().count).toBe(1);
    for (const authority of [2, 3, 4] as const)
      expect((await call('GET', 'vouchers/receipt_list', undefined, authority)).statusCode).toBe(403);
  });
});

describe('the receipt voucher', () => {
  it('prints the payment, what each part paid and the total, for the Admin only', async () => {
    const invoice = await postedInvoice(md.customers.acme, 100);
    const number = await generate(
      receipt(
        [customerItem(90, invoice.id), customerItem(15), { account_id: 37, amount: 5, description: 'Early payment' }],
        BY_CHEQUE,
      ),
    );
    const text = await printedVoucher(call, 'receipt', number, `RCPT-ARG-${number}`);
    for (const expected of [
      'Acme Trading',
      'Cheque into Al Salam Bank',
      ...BY_CHEQUE_PRINTED,
      'One Hundred Bahraini Dinars Only',
      'فقط مائة دينار بحريني لا غير',
      `Invoice INV-ARG-${invoice.number}`,
      'Advance (not yet allocated)',
      'Discount',
      '-5.000',
      '100.000',
    ])
      expect(text).toContain(expected);
    const manager = await call('GET', `reports/receipt_pdf?receipt_number=${number}`, undefined, 2);
    expect(manager.statusCode).toBe(403);
    expect((await call('GET', 'reports/receipt_pdf?receipt_number=999')).statusCode).toBe(404);
  });
});
