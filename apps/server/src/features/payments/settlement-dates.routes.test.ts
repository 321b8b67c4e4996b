import { beforeAll, describe, expect, it } from 'vitest';
import { OPEN_DOCUMENTS_MESSAGES } from '@fleetledger/shared/documents/money-voucher.contract';
import { PAYMENT_MESSAGES } from '@fleetledger/shared/payments/payments.contract';
import { RECEIPT_MESSAGES } from '@fleetledger/shared/receipts/receipts.contract';
import { CODES, ledgerScenario } from '../../../test/ledger-scenario';
import { useSignedInApp } from '../../../test/signed-in-app';
import { tableCounts } from '../../../test/table-counts';

/**
 * A receipt or payment settles only what is dated on or before it (kernel/money-voucher): its
 * candidates leave the later documents out, and the server refuses allocating one.
 */
const api = useSignedInApp({ authority: 1, masterData: true, securityCodes: CODES });
const scenario = ledgerScenario(api);
const BANK = 26;
const written = () =>
  tableCounts(api.ctx.database.db, ['payments', 'payment_items', 'receipts', 'receipt_items', 'ledger_entries']);
let supplier: number;
let customer: number;
/** Each kind's March document and April one, by id. */
const ids = { purchase: { march: 0, april: 0 }, invoice: { march: 0, april: 0 } };

beforeAll(async () => {
  supplier = api.md.customers.bahrainMarine;
  customer = api.md.customers.acme;
  for (const [month, date] of [
    ['march', '2026-03-01'],
    ['april', '2026-04-15'],
  ] as const) {
    const bill = await scenario.purchase(supplier, date, [
      { accountId: 29, crDr: 'dr', quantity: 1, unitFils: 40_000, vatPercent: 0, truckId: null, jobIds: [] },
    ]);
    expect(await scenario.post('purchase', bill.number!)).toBe(200);
    ids.purchase[month] = (await scenario.details('purchase', bill.number!)).id;
    const invoice = await scenario.invoice(customer, date, [{ quantity: 1, unitFils: 30_000, vatPercent: 0 }], 0);
    expect(await scenario.post('invoice', invoice.number!)).toBe(200);
    ids.invoice[month] = (await scenario.details('invoice', invoice.number!)).id;
  }
}, 60_000);

async function candidates(call: 'purchases_by_supplier' | 'invoices_by_customer', body: Record<string, unknown>) {
  const answer = await api.call('POST', `vouchers/${call}`, body);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<{ data: { id: number; reference: string | null; date: string }[] }>().data;
}

const paymentBody = (date: string, purchaseId: number) => ({
  date,
  account_id: BANK,
  type: 'online',
  items: [{ supplier_id: supplier, purchase_id: purchaseId, cr_dr: 'dr', amount: 10, description: 'Settlement' }],
});
const receiptBody = (date: string, invoiceId: number) => ({
  date,
  account_id: BANK,
  type: 'online',
  items: [{ customer_id: customer, invoice_id: invoiceId, dr_cr: 'cr', amount: 10, description: 'Payment' }],
});

describe('the documents a voucher may settle', () => {
  it("offers a payment on its date only the purchases dated by then, each with the supplier's bill number", async () => {
    const onFirstApril = await candidates('purchases_by_supplier', { id: supplier, date: '2026-04-01' });
    expect(onFirstApril.map((bill) => [bill.id, bill.date, bill.reference])).toEqual([
      [ids.purchase.march, '2026-03-01', 'SUP-1'],
    ]);
    const onItsDay = await candidates('purchases_by_supplier', { id: supplier, date: '2026-04-15' });
    expect(onItsDay.map((bill) => bill.id)).toEqual([ids.purchase.march, ids.purchase.april]);
    const undated = await candidates('purchases_by_supplier', { id: supplier });
    expect(undated.map((bill) => bill.id)).toEqual([ids.purchase.march, ids.purchase.april]);
  });

  it('offers a receipt on its date only the invoices dated by then', async () => {
    const onFirstApril = await candidates('invoices_by_customer', { id: customer, date: '2026-04-01' });
    expect(onFirstApril.map((invoice) => [invoice.id, invoice.reference])).toEqual([[ids.invoice.march, 'PO-1']]);
  });

  it('refuses a date that is not one, and anyone but the Admin', async () => {
    for (const date of ['2026-02-30', 5, '01/04/2026']) {
      const answer = await api.call('POST', 'vouchers/purchases_by_supplier', { id: supplier, date });
      expect(answer.statusCode, String(date)).toBe(400);
      expect(answer.json().message).toContain(OPEN_DOCUMENTS_MESSAGES.date);
    }
    for (const authority of [2, 3, 4] as const) {
      const body = { id: supplier, date: '2026-04-01' };
      expect((await api.call('POST', 'vouchers/purchases_by_supplier', body, authority)).statusCode).toBe(403);
    }
  });
});

describe('settling a document dated after the voucher', () => {
  it('is refused for a payment, on creating and on editing, with nothing written', async () => {
    const before = await written();
    const refused = await api.call('POST', 'vouchers/payment_generate', paymentBody('2026-04-01', ids.purchase.april));
    expect(refused.statusCode, refused.body).toBe(400);
    const message = PAYMENT_MESSAGES.datedAfter('PV-ARG-2', '2026-04-15');
    expect(message).toBe(
      'PV-ARG-2 is dated 15/04/2026, after this payment: a payment can only settle what is dated on or before it',
    );
    expect(refused.json()).toMatchObject({ success: false, message, errors: { purchase_0: message } });
    expect(await written()).toEqual(before);

    const made = await api.call('POST', 'vouchers/payment_generate', paymentBody('2026-04-01', ids.purchase.march));
    expect(made.statusCode, made.body).toBe(200);
    const stored = (await api.call('POST', 'vouchers/payment_details', { payment_number: made.json().number })).json<{
      id: number;
      version: number;
      items: unknown[];
    }>();
    const afterCreate = await written();
    const edited = await api.call('POST', 'vouchers/payment_update', {
      ...paymentBody('2026-04-01', ids.purchase.april),
      id: stored.id,
      version: stored.version,
    });
    expect(edited.statusCode, edited.body).toBe(400);
    expect(edited.json().message).toBe(message);
    expect(await written()).toEqual(afterCreate);
    const unchanged = await api.call('POST', 'vouchers/payment_details', { payment_number: made.json().number });
    expect(unchanged.json()).toEqual(stored);
  });

  it('is refused for a receipt, with nothing written; on the same day it is allowed', async () => {
    const before = await written();
    const refused = await api.call('POST', 'vouchers/receipt_generate', receiptBody('2026-04-14', ids.invoice.april));
    expect(refused.statusCode, refused.body).toBe(400);
    const message = RECEIPT_MESSAGES.datedAfter('INV-ARG-2', '2026-04-15');
    expect(refused.json()).toMatchObject({ success: false, message, errors: { invoice_0: message } });
    expect(await written()).toEqual(before);
    const sameDay = await api.call('POST', 'vouchers/receipt_generate', receiptBody('2026-04-15', ids.invoice.april));
    expect(sameDay.statusCode, sameDay.body).toBe(200);
  });
});
