import { beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useSignedInApp } from '../../../test/signed-in-app';
import { purchaseItem } from '../../../test/purchase-item';
import { moneyVoucherCalls } from '../../../test/document-calls';
import { CODES, paymentsFixture } from './payments-fixture';

const api = useSignedInApp({ authority: 1, masterData: true, securityCodes: CODES });
const { call } = api;
const { postedPurchase, part, payment, generate, details, walk, purchases, clear } = paymentsFixture(api);
const receipts = moneyVoucherCalls(call, 'receipt');
const BOTH_CODES = { cancel_code: CODES.cancel, admin_code: CODES.admin };
beforeEach(async () => {
  await clear();
  await api.ctx.database.db.execute(sql`
    delete from receipt_request_keys; delete from receipt_items; delete from receipts;
    delete from document_counters where kind = 'receipt'`);
});

const list = async (kind: string, query = '') => {
  const answer = await call('GET', `vouchers/${kind}_list${query === '' ? '' : `?${query}`}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
};

describe('the totals of the purchase, receipt and payment lists', () => {
  it('leave a cancelled purchase out, with nothing pending on it, and flag and filter what is paid', async () => {
    const cancelled = await postedPurchase(api.md.customers.bahrainMarine);
    const paid = await postedPurchase(api.md.customers.bahrainMarine, [purchaseItem(50, 0)]);
    await purchases.walk(cancelled.number, ['Cancelled'], BOTH_CODES);
    await generate(payment([part(50, paid.id)]));
    await purchases.generate({
      supplier_id: api.md.customers.bahrainMarine,
      date: '2026-11-03',
      reference: 'SUP-2',
      items: [purchaseItem(20, 0)],
    });

    expect((await purchases.details(cancelled.number)).pending_amount).toBe(0);
    const all = await list('purchase');
    expect(all).toMatchObject({
      count: 3,
      cancelled_count: 1,
      totals: { total_amount: 70 },
      by_status: [
        { status: 'Created', count: 1, total_amount: 20 },
        { status: 'Posted', count: 1, total_amount: 50 },
      ],
      open_amount: 0,
    });
    const onlyPaid = await list('purchase', 'flag=Paid');
    expect(onlyPaid.purchases).toMatchObject([{ number: paid.number, open_amount: 0, flags: ['Paid'] }]);
    const badFlag = await call('GET', 'vouchers/purchase_list?flag=paid');
    expect(badFlag.statusCode).toBe(400);
    expect(badFlag.json().errors.flag).toBe('Flag must be Overdue, Part-paid or Paid');
    expect((await call('GET', 'vouchers/purchase_list?flag=Paid', undefined, 2)).statusCode).toBe(403);
  });

  it('leave a cancelled payment and a cancelled receipt out, per status', async () => {
    const purchase = await postedPurchase(api.md.customers.bahrainMarine);
    const kept = await generate(payment([part(10, purchase.id)]));
    await walk(await generate(payment([part(25, purchase.id)])), ['Cancelled']);
    expect(await list('payment')).toMatchObject({
      count: 2,
      cancelled_count: 1,
      totals: { total_amount: 10 },
      by_status: [{ status: 'Created', count: 1, total_amount: 10 }],
      open_amount: null,
    });
    expect((await details(kept)).status).toBe('Created');
    expect((await list('payment', 'status=Cancelled')).totals.total_amount).toBe(0);

    const receipt = (amount: number) => ({
      date: '2026-11-20',
      account_id: 26,
      type: 'online',
      customer_id: api.md.customers.acme,
      items: [{ customer_id: api.md.customers.acme, invoice_id: null, dr_cr: 'cr', amount, description: 'Advance' }],
    });
    await receipts.generate(receipt(7));
    await receipts.walk(await receipts.generate(receipt(9)), ['Cancelled'], BOTH_CODES);
    expect(await list('receipt')).toMatchObject({
      count: 2,
      cancelled_count: 1,
      totals: { total_amount: 7 },
      by_status: [{ status: 'Created', count: 1, total_amount: 7 }],
    });
    expect((await call('GET', 'vouchers/receipt_list?status=Void')).statusCode).toBe(400);
    expect((await call('GET', 'vouchers/payment_list', undefined, 3)).statusCode).toBe(403);
  });
});
