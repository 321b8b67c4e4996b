import { beforeAll, describe, expect, it } from 'vitest';
import { INVOICE_MESSAGES } from '@fleetledger/shared/invoices/invoices.contract';
import { PURCHASE_MESSAGES } from '@fleetledger/shared/purchases/purchases.contract';
import { RECEIPT_MESSAGES } from '@fleetledger/shared/receipts/receipts.contract';
import { useSignedInApp } from '../../test/signed-in-app';
import { seedMasterData, type MasterData } from '../../test/masterdata-fixture';
import { databaseSnapshot } from '../../test/database-snapshot';
import { purchaseItem } from '../../test/purchase-item';

/**
 * What the probe of issue 27 found accepted and then silently altered or dropped: each is now a 400
 * naming the field, and the database is left exactly as it was.
 */
const api = useSignedInApp({ authority: 1 });
const { call } = api;
let md: MasterData;

beforeAll(async () => {
  md = await seedMasterData(api.ctx.database.db);
});

const invoice = (item: Record<string, unknown> = {}) => ({
  customer_id: md.customers.acme,
  date: '2026-11-01',
  reference: 'PO-1',
  items: [
    {
      account_id: 25,
      job_id: null,
      qty: 1,
      amount: 10,
      vat_percentage: 0,
      cr_dr: 'cr',
      description: 'Haulage',
      ...item,
    },
  ],
});
const purchase = (overrides: Record<string, unknown> = {}, item: Record<string, unknown> = {}) => ({
  supplier_id: md.customers.acme,
  date: '2026-11-01',
  reference: 'BILL-1',
  items: [purchaseItem(10, 0, item)],
  ...overrides,
});
const receipt = (overrides: Record<string, unknown> = {}, item: Record<string, unknown> = {}) => ({
  date: '2026-11-20',
  account_id: 26,
  type: 'online',
  cheque: null,
  items: [
    { customer_id: md.customers.acme, invoice_id: null, dr_cr: 'cr', amount: 10, description: 'Advance', ...item },
  ],
  ...overrides,
});

/** The call answers 400 with `message`, names `field` among its errors, and the database is unchanged. */
async function expectRefused(url: string, body: unknown, field: string, message: string) {
  const before = await databaseSnapshot(api.ctx.database.db);
  const response = await call('POST', url, body);
  expect(response.statusCode, response.body).toBe(400);
  const answer = response.json();
  expect(answer.message, response.body).toBe(message);
  if (answer.errors !== undefined) expect(answer.errors[field], response.body).toBe(message);
  expect(await databaseSnapshot(api.ctx.database.db)).toEqual(before);
}

type Fields = Record<string, unknown>;
const refuseInvoice = (item: Fields, field: string, message: string) =>
  expectRefused('vouchers/invoice_generate', invoice(item), field, message);
const refusePurchase = (header: Fields, item: Fields, field: string, message: string) =>
  expectRefused('vouchers/purchase_generate', purchase(header, item), field, message);
const refuseReceipt = (header: Fields, item: Fields, field: string, message: string) =>
  expectRefused('vouchers/receipt_generate', receipt(header, item), field, message);

describe('strict input', () => {
  it('takes the well-formed requests the refusals below are made from', async () => {
    for (const [url, body] of [
      ['vouchers/invoice_generate', invoice()],
      ['vouchers/purchase_generate', purchase({ reference_date: '2025-01-01' })],
      ['vouchers/receipt_generate', receipt({ amount: 10 })],
    ] as const) {
      const response = await call('POST', url, body);
      expect(response.statusCode, response.body).toBe(200);
    }
  });

  it("refuses a purchase item's job that is no id, on create as on update", async () => {
    await refusePurchase({}, { job_id: '1 OR 1=1' }, 'items.0.job_id.0', 'Jobs must be job ids');
    await refusePurchase({}, { job_ids: [{ $ne: 1 }] }, 'items.0.job_ids.0', 'Jobs must be job ids');
  });

  it("refuses a purchase's reference date given as a number, rather than storing none", async () => {
    const message = 'Reference date must be a date (YYYY-MM-DD)';
    await refusePurchase({ reference_date: 20250101 }, {}, 'reference_date', message);
  });

  it('refuses an amount with more than 3 decimals however close to a fil, on invoice, purchase and receipt items', async () => {
    await refuseInvoice({ amount: 1.0000000001 }, 'items.0.amount', INVOICE_MESSAGES.amountDecimals(1));
    await refusePurchase({}, { amount: 1.0000000001 }, 'amount_0', PURCHASE_MESSAGES.amountDecimals(1));
    await refuseReceipt({}, { amount: 1.0000000001 }, 'amount_0', RECEIPT_MESSAGES.itemDecimals(1));
  });

  it('refuses a figure sent as text in JSON', async () => {
    await refuseInvoice({ amount: '10' }, 'items.0.amount', INVOICE_MESSAGES.amountRequired(1));
    await refusePurchase({}, { qty: '1' }, 'quantity_0', PURCHASE_MESSAGES.quantityRequired(1));
  });

  it("refuses a receipt's payment type, cheque or amount that is not of its type, rather than ignoring it", async () => {
    const type = 'The payment type must be online, cheque or cash';
    await refuseReceipt({ type: { $ne: 1 } }, {}, 'type', type);
    await refuseReceipt({ type: ['a'] }, {}, 'type', type);
    await refuseReceipt({ cheque: { $ne: 1 } }, {}, 'cheque', 'Cheque details are its number, date and bank');
    const chequeNumber = { number: { $ne: 1 }, date: '2026-11-20', bank: 'NBB' };
    await refuseReceipt({ cheque: chequeNumber }, {}, 'cheque.number', 'Cheque number must be text');
    await refuseReceipt({ amount: null }, {}, 'amount', RECEIPT_MESSAGES.amountMismatch('BD 10.000'));
    await refuseReceipt({}, { dr_cr: { $ne: 1 } }, 'items.0.dr_cr', 'DR/CR must be text');
  });
});
