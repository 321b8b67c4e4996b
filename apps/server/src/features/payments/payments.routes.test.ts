import { beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { NOT_A_REAL_DATE } from '@fleetledger/shared/dates';
import { PAYMENT_MESSAGES } from '@fleetledger/shared/payments/payments.contract';
import { RECEIPT_MESSAGES } from '@fleetledger/shared/receipts/receipts.contract';
import { MONEY_LIMIT_MESSAGES } from '@fleetledger/shared/money-limits';
import { useSignedInApp } from '../../../test/signed-in-app';
import { tableCounts } from '../../../test/table-counts';
import { purchaseItem } from '../../../test/purchase-item';
import { CODES, PAYMENT_TABLES, paymentsFixture } from './payments-fixture';

const api = useSignedInApp({ authority: 1, masterData: true, securityCodes: CODES, listening: true });
const { call } = api;
const { postedPurchase, part, payment, generate, details, pendingOf, purchases, clear } = paymentsFixture(api);

beforeEach(() => clear());

/** Sends a payment_generate through the real server, as a browser does. */
const sendThroughServer = (body: unknown, headers: Record<string, string> = {}) =>
  api.postThroughServer('vouchers/payment_generate.php', body, headers);

describe('payment_generate', () => {
  it('records a cheque payment paying a purchase, leaves the rest as an advance, and the purchase shows it', async () => {
    const purchase = await postedPurchase(api.md.customers.bahrainMarine);
    expect(await pendingOf(purchase.id)).toBe(110);
    const cheque = { number: 'CHQ-9', date: '2026-11-19', bank: 'NBB' };
    const number = await generate(
      payment([part(60.5, purchase.id), part(39.5)], { type: 'cheque', amount: 100, cheque, reference: 'TT-1' }),
    );
    expect(await details(number)).toMatchObject({
      number,
      date: '2026-11-20',
      account_id: 26,
      account_name: 'Al Salam Bank',
      supplier_id: api.md.customers.bahrainMarine,
      supplier_name: 'Bahrain Marine',
      type: 'cheque',
      total_amount: 100,
      advance_amount: 39.5,
      reference: 'TT-1',
      cheques: cheque,
      status: 'Created',
      attachments: [],
      version: 1,
      items: [
        { purchase_id: purchase.id, purchase_number: purchase.number, cr_dr: 'dr', amount: 60.5 },
        { purchase_id: null, purchase_number: null, cr_dr: 'dr', amount: 39.5, description: 'Settlement' },
      ],
    });
    expect(await pendingOf(purchase.id)).toBe(49.5);
    expect(await purchases.details(purchase.number)).toMatchObject({
      status: 'Posted',
      total_amount: 110,
      pending_amount: 49.5,
      payments: [{ number, date: '2026-11-20', status: 'Created', amount: 60.5 }],
    });
    // A cash account takes cash, whatever is chosen first; cheque details go only with a cheque.
    const cash = await generate(payment([part(5)], { account_id: 27, type: null, cheque }));
    expect(await details(cash)).toMatchObject({ type: 'cash', cheques: null, account_name: 'Cash GL' });
  });

  it("owes what the purchase's posting credits to Accounts Payable, not its signed total", async () => {
    // 100 + 10 % on Diesel, and a debit of 5 + 10 % on Sales (a credit account): the voucher's signed
    // total is 110 − 4.5 = 105.5, but the supplier is owed 110 + 5.5 = 115.5.
    const purchase = await postedPurchase(api.md.customers.bahrainMarine, [
      purchaseItem(100),
      purchaseItem(5, 10, { account_id: 25, description: 'Sales returned' }),
    ]);
    expect((await purchases.details(purchase.number)).total_amount).toBe(105.5);
    const answer = await call('POST', 'vouchers/purchases_by_supplier.php', { id: api.md.customers.bahrainMarine });
    expect(answer.json()).toEqual({
      success: true,
      data: [
        {
          id: purchase.id,
          number: purchase.number,
          date: '2026-11-02',
          reference: 'SUP-INV-1',
          total_amount: 115.5,
          pending_amount: 115.5,
        },
      ],
    });
    const payable = await api.ctx.database.db.execute<{ owed: number }>(
      sql`select sum(credit_fils - debit_fils)::int as owed from ledger_lines where account_id = 36 and purchase_id = ${purchase.id}`,
    );
    expect(payable.rows[0]!.owed).toBe(115_500);
    const whole = await generate(payment([part(115.5, purchase.id)]));
    expect(await pendingOf(purchase.id)).toBe(0);
    // Editing the payment, its own allocation counts as not yet taken.
    const { id } = await details(whole);
    const editing = await call('POST', 'vouchers/purchases_by_supplier', {
      id: api.md.customers.bahrainMarine,
      payment_id: id,
    });
    expect(editing.json().data).toMatchObject([{ id: purchase.id, pending_amount: 115.5 }]);
    expect((await call('POST', 'vouchers/purchases_by_supplier', { id: api.md.customers.acme })).json().data).toEqual(
      [],
    );
  });

  it('names every broken rule, joined with commas, and writes nothing', async () => {
    const purchase = await postedPurchase(api.md.customers.bahrainMarine);
    const others = await postedPurchase(api.md.customers.acme);
    const approved = await purchases.generate({
      supplier_id: api.md.customers.bahrainMarine,
      date: '2026-11-03',
      reference: 'SUP-2',
      items: [purchaseItem(10)],
    });
    const approvedId = (await purchases.walk(approved, ['Approved'])).id as number;
    const before = await tableCounts(api.ctx.database.db, PAYMENT_TABLES);
    const marine = api.md.customers.bahrainMarine;
    const cases: [unknown, string][] = [
      [payment([part(5)], { account_id: 30 }), RECEIPT_MESSAGES.accountRequired],
      [payment([part(5)], { account_id: null }), RECEIPT_MESSAGES.accountRequired],
      [payment([part(5)], { account_id: 27, type: 'cheque' }), RECEIPT_MESSAGES.paymentType('Cash GL', 'cash')],
      [payment([part(5)], { type: 'card' }), RECEIPT_MESSAGES.paymentType('Al Salam Bank', 'online or cheque')],
      [payment([part(5)], { type: 'cheque' }), RECEIPT_MESSAGES.chequeRequired],
      [
        payment([part(5)], { type: 'cheque', cheque: { number: 'C', date: '2026-02-30', bank: 'NBB' } }),
        RECEIPT_MESSAGES.chequeRequired,
      ],
      [payment([part(5)], { date: '' }), RECEIPT_MESSAGES.dateRequired],
      [payment([part(5)], { date: '2026-13-01' }), NOT_A_REAL_DATE],
      [payment([]), PAYMENT_MESSAGES.itemsRequired],
      [payment([part(0)]), PAYMENT_MESSAGES.itemAmount(1)],
      [payment([part(5), part(-1)]), PAYMENT_MESSAGES.itemAmount(2)],
      [payment([part(1.0001)]), PAYMENT_MESSAGES.itemDecimals(1)],
      [payment([part('12abc')]), PAYMENT_MESSAGES.itemAmount(1)],
      [payment([part(1e13)]), MONEY_LIMIT_MESSAGES.itemAmount(1)],
      [payment([{ ...part(5), cr_dr: 'cr' }]), PAYMENT_MESSAGES.itemSide(1)],
      [payment([{ ...part(5), supplier_id: null }]), PAYMENT_MESSAGES.supplierRequired],
      [payment([part(5), part(5, null, api.md.customers.acme)]), PAYMENT_MESSAGES.oneSupplier],
      [
        payment([part(5, purchase.id), part(5, purchase.id)]),
        PAYMENT_MESSAGES.allocationTwice(`purchase ${purchase.id}`),
      ],
      [payment([part(5)], { amount: 6 }), PAYMENT_MESSAGES.amountMismatch('BD 5.000')],
      [payment([part(5)], { amount: 'five' }), PAYMENT_MESSAGES.amountMismatch('BD 5.000')],
      [payment([part(5, null, 999_999)]), PAYMENT_MESSAGES.supplierMissing],
      [payment([part(5, null, api.md.customers.inactive)]), PAYMENT_MESSAGES.supplierMissing],
      [
        payment([part(110.001, purchase.id)]),
        PAYMENT_MESSAGES.overAllocated(`PV-ARG-${purchase.number}`, 'BD 110.000'),
      ],
      [payment([part(5), part(5, others.id)]), PAYMENT_MESSAGES.allocationSupplier(2)],
      [payment([part(5, approvedId)]), PAYMENT_MESSAGES.allocationSupplier(1)],
      [payment([part(5, 999_999)]), PAYMENT_MESSAGES.allocationSupplier(1)],
      [
        payment([part(0, null, marine)], { date: '', account_id: 30 }),
        [RECEIPT_MESSAGES.dateRequired, RECEIPT_MESSAGES.accountRequired, PAYMENT_MESSAGES.itemAmount(1)].join(', '),
      ],
    ];
    for (const [body, message] of cases) {
      const response = await call('POST', 'vouchers/payment_generate', body);
      expect(response.statusCode, message).toBe(400);
      expect(response.json(), message).toMatchObject({ success: false, message });
    }
    expect(await tableCounts(api.ctx.database.db, PAYMENT_TABLES)).toEqual(before);
  });

  it('answers wrong types, objects and arrays for scalars and huge strings with a 4xx and a message, writing nothing', async () => {
    const before = await tableCounts(api.ctx.database.db, PAYMENT_TABLES);
    const cases: [unknown, string][] = [
      [payment('many'), PAYMENT_MESSAGES.itemsRequired],
      [payment({ 0: part(5) }), PAYMENT_MESSAGES.itemsRequired],
      [payment([part(5)], { type: { kind: 'cheque' } }), 'The payment type must be online, cheque or cash'],
      [payment([part(5)], { type: ['online'] }), 'The payment type must be online, cheque or cash'],
      [payment([{ ...part(5), cr_dr: ['dr'] }]), 'DR/CR must be text'],
      [payment([{ ...part(5), cr_dr: 'D'.repeat(5000) }]), 'DR/CR must be text'],
      [payment([part({ bd: 5 })]), PAYMENT_MESSAGES.itemAmount(1)],
      [payment([part([5])]), PAYMENT_MESSAGES.itemAmount(1)],
      [payment([{ ...part(5), supplier_id: 'marine' }]), 'Not a valid id'],
      [payment([{ ...part(5), supplier_id: 1e30 }]), 'Not a valid id'],
      [payment([{ ...part(5), purchase_id: { id: 1 } }]), 'Not a valid id'],
      [payment([part(5)], { account_id: [26] }), 'Not a valid id'],
      [payment([part(5)], { date: { day: 1 } }), RECEIPT_MESSAGES.dateRequired],
      [payment([part(5)], { narration: 'N'.repeat(100_000) }), 'Narration must be at most 2000 characters'],
      [payment([part(5)], { reference: 'R'.repeat(201) }), 'Reference must be at most 200 characters'],
      [payment([part(5)], { reference: { text: 'R' } }), 'Reference must be text'],
      [payment([{ ...part(5), description: 'D'.repeat(501) }]), 'Description must be at most 500 characters'],
      [payment(Array.from({ length: 201 }, () => part(1))), 'At most 200 items'],
    ];
    for (const [body, message] of cases) {
      const response = await call('POST', 'vouchers/payment_generate', body);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message, message).toBe(message);
    }
    const notJson = await api.postRaw('vouchers/payment_generate', '{"items": [', 'application/json');
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().message).toEqual(expect.any(String));
    expect(await tableCounts(api.ctx.database.db, PAYMENT_TABLES)).toEqual(before);
  });

  it('never lets fifty payments fired at once pay a purchase more than it owes', async () => {
    const purchase = await postedPurchase(api.md.customers.bahrainMarine);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => sendThroughServer(payment([part(40, purchase.id)])).then((r) => r.status)),
    );
    expect(answers.filter((status) => status === 200)).toHaveLength(2);
    expect(answers.filter((status) => status === 400)).toHaveLength(48);
    const allocated = await api.ctx.database.db.execute<{ fils: number; payments: number }>(
      sql`select coalesce(sum(amount_fils), 0)::int as fils, count(distinct payment_id)::int as payments
          from payment_items where purchase_id = ${purchase.id}`,
    );
    expect(allocated.rows[0]).toEqual({ fils: 80_000, payments: 2 });
    expect(allocated.rows[0]!.fils).toBeLessThanOrEqual(110_000);
    expect(await pendingOf(purchase.id)).toBe(30);
    expect((await tableCounts(api.ctx.database.db, ['payments'])).payments).toBe(2);
  });

  it('never leaves a payment on a purchase that left Posted while payments raced its move', async () => {
    const purchase = await postedPurchase(api.md.customers.bahrainMarine);
    const { version } = await purchases.details(purchase.number);
    const unpost = api
      .postThroughServer('vouchers/purchase_status_update', {
        purchase_id: purchase.id,
        status: 'Approved',
        version,
        admin_code: CODES.admin,
      })
      .then((r) => r.status);
    const paid = Array.from({ length: 10 }, () => sendThroughServer(payment([part(10, purchase.id)])));
    const [moved] = await Promise.all([unpost, ...paid]);
    const { status, payments } = await purchases.details(purchase.number);
    if (moved === 200) expect({ status, payments }).toEqual({ status: 'Approved', payments: [] });
    else expect({ moved, status, paid: payments.length > 0 }).toEqual({ moved: 409, status: 'Posted', paid: true });
  });

  it('answers a repeated submit with the first payment, and refuses the key for another body', async () => {
    const key = { 'idempotency-key': 'payment-key-1' };
    const answers = await Promise.all(Array.from({ length: 12 }, () => sendThroughServer(payment([part(7)]), key)));
    const numbers = await Promise.all(
      answers.map(async (answer) => ((await answer.json()) as { number: number }).number),
    );
    expect(new Set(numbers)).toEqual(new Set([1]));
    expect((await tableCounts(api.ctx.database.db, ['payments'])).payments).toBe(1);
    const reused = await sendThroughServer(payment([part(8)]), key);
    expect(reused.status).toBe(409);
    expect(((await reused.json()) as { message: string }).message).toBe(PAYMENT_MESSAGES.idempotencyReused);
    const badKey = await sendThroughServer(payment([part(7)]), { 'idempotency-key': 'two words' });
    expect(badKey.status).toBe(400);
    // A refused first request leaves its key free for the corrected one.
    const refused = await sendThroughServer(payment([part(0)]), { 'idempotency-key': 'payment-key-2' });
    expect(refused.status).toBe(400);
    const corrected = await sendThroughServer(payment([part(9)]), { 'idempotency-key': 'payment-key-2' });
    expect(((await corrected.json()) as { number: number }).number).toBe(2);
    expect(await details(1)).toMatchObject({ total_amount: 7 });
  });
});
