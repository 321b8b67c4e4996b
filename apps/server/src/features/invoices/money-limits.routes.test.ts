import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_AMOUNT_TEXT, MONEY_LIMIT_MESSAGES } from '@fleetledger/shared/money-limits';
import { useSignedInApp } from '../../../test/signed-in-app';
import { tableCounts } from '../../../test/table-counts';
import { jobPayload } from '../../../test/job-fixture';
import { clearDocuments } from '../../../test/ledger-scenario';
import { salesLine } from '../../../test/invoice-lines';

/**
 * Invoices stay within the money limits (README "Money limits"): a line, the lines together and each
 * amount at most BD 9,999,999.999, so every figure stays an exact integer of fils. Over the limit the
 * call answers 400 naming it and writes nothing; at the limit it is taken, to the fil.
 */
const api = useSignedInApp({ authority: 1, masterData: true });
const { call } = api;
const TABLES = [
  'invoices',
  'invoice_items',
  'invoice_item_jobs',
  'invoice_requests',
  'jobs',
  'audit_log',
  'document_counters',
];
const counts = () => tableCounts(api.ctx.database.db, TABLES);

beforeEach(async () => {
  await clearDocuments(api.ctx.database.db);
});

const line = (qty: number, amount: number, vat: 0 | 10 = 0) => salesLine(qty, amount, vat, 'Haulage');
const invoice = (items: unknown[]) => ({ customer_id: api.md.customers.acme, date: '2026-10-31', items });
const generate = (items: unknown[]) => call('POST', 'vouchers/invoice_generate', invoice(items));

/** The call answers 400 with the message (on `field` when given) and writes nothing. */
async function expectRefused(send: () => ReturnType<typeof call>, message: string, field?: string) {
  const before = await counts();
  const response = await send();
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json()).toMatchObject(field === undefined ? { message } : { message, errors: { [field]: message } });
  expect(message).toContain(MAX_AMOUNT_TEXT);
  expect(await counts()).toEqual(before);
}

describe('invoice money limits', () => {
  it('refuses the probes that were inexact or crashed: a huge line, ten of them, 500 lines with VAT', async () => {
    await expectRefused(
      () => generate([line(999_999, 999_999_999.999)]),
      MONEY_LIMIT_MESSAGES.itemAmount(1),
      'items.0.amount',
    );
    await expectRefused(
      () => generate(Array.from({ length: 10 }, () => line(999_999, 999_999_999.999))),
      MONEY_LIMIT_MESSAGES.itemAmount(1),
      'items.0.amount',
    );
    await expectRefused(() => generate([line(999_999, 9_999_999.999)]), MONEY_LIMIT_MESSAGES.line(1), 'items.0.amount');
    await expectRefused(
      () => generate(Array.from({ length: 500 }, () => line(1, 20_000, 10))),
      MONEY_LIMIT_MESSAGES.document('an invoice'),
      'items',
    );
  });

  it('takes a line and an invoice at the limit to the fil, and refuses one fil more', async () => {
    const atLimit = await generate([line(1, 9_999_999.999)]);
    expect(atLimit.statusCode, atLimit.body).toBe(200);
    const number = atLimit.json().invoice_number as number;
    const read = (await call('GET', `vouchers/invoice_details?invoice_number=${number}`)).json().invoice;
    expect(read).toMatchObject({ total_amount: 9_999_999.999, vatable_amount: 9_999_999.999, vat_amount: 0 });
    expect(read.items[0]).toMatchObject({ qty: 1, amount: 9_999_999.999, total_amount: 9_999_999.999 });

    // 9,090,909.090 + 10 % VAT (909,090.909) = 9,999,999.999: the line's limit, VAT included.
    expect((await generate([line(1, 9_090_909.09, 10)])).statusCode).toBe(200);
    await expectRefused(() => generate([line(1, 9_090_909.091, 10)]), MONEY_LIMIT_MESSAGES.line(1), 'items.0.amount');

    const split = [line(3, 1_111_111.111), line(1, 6_666_666.666)];
    expect((await generate(split)).statusCode).toBe(200);
    await expectRefused(
      () => generate([...split, line(1, 0.001)]),
      MONEY_LIMIT_MESSAGES.document('an invoice'),
      'items',
    );
  });

  it('counts a discount whole: the lines with it cannot pass the limit either', async () => {
    const discount = { ...line(1, 0.002), account_id: 37, cr_dr: 'dr', description: 'Discount' };
    await expectRefused(
      () => generate([line(1, 9_999_999.998), discount]),
      MONEY_LIMIT_MESSAGES.document('an invoice'),
      'items',
    );
  });

  it('refuses an update beyond the limit and keeps the invoice as it was', async () => {
    const made = await generate([line(2, 10)]);
    const number = made.json().invoice_number as number;
    const before = (await call('GET', `vouchers/invoice_details?invoice_number=${number}`)).json().invoice;
    await expectRefused(
      () =>
        call('POST', 'vouchers/invoice_update', {
          ...invoice([line(999_999, 999_999_999.999)]),
          id: before.id,
          version: before.version,
        }),
      MONEY_LIMIT_MESSAGES.itemAmount(1),
      'items.0.amount',
    );
    expect((await call('GET', `vouchers/invoice_details?invoice_number=${number}`)).json().invoice).toEqual(before);
  });

  it('refuses to accept a request whose jobs together pass the limit', async () => {
    const jobIds: number[] = [];
    for (const job of ['BIG-1', 'BIG-2']) {
      const made = await call('POST', 'job_insert.php', jobPayload(api.md, { job, charge: 9_999_999.999 }));
      expect(made.statusCode, made.body).toBe(200);
      jobIds.push(made.json().job_id as number);
    }
    const requested = await call('POST', 'invoice_request', { job_ids: jobIds });
    expect(requested.statusCode, requested.body).toBe(200);
    const [requestNumber] = requested.json().request_numbers as number[];
    await expectRefused(
      () =>
        call('POST', 'invoice_request_accepting', {
          request_number: requestNumber,
          job_ids: jobIds,
          invoice_number: 1,
          date: '2026-10-31',
        }),
      MONEY_LIMIT_MESSAGES.document('an invoice'),
    );
  });
});
