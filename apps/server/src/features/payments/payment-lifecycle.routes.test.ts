import { beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { VERSION_REQUIRED } from '@fleetledger/shared/contract-fields';
import { STATUS_MESSAGES } from '@fleetledger/shared/documents/document-status';
import { PAYMENT_MESSAGES } from '@fleetledger/shared/payments/payments.contract';
import { PNG_BYTES } from '../../../test/multipart';
import { BY_CHEQUE, BY_CHEQUE_PRINTED, printedVoucher } from '../../../test/money-voucher-print';
import { useSignedInApp } from '../../../test/signed-in-app';
import { tableCounts } from '../../../test/table-counts';
import { CODES, PAYMENT_TABLES, paymentsFixture } from './payments-fixture';

const api = useSignedInApp({ authority: 1, masterData: true, securityCodes: CODES });
const { call } = api;
const { postedPurchase, part, payment, generate, details, move, walk, pendingOf, purchases, clear } =
  paymentsFixture(api);

beforeEach(() => clear());

/** The books' lines a payment wrote, entry by entry: the event, and each line's account, sides and tags. */
async function paymentLines(paymentId: number) {
  const rows = await api.ctx.database.db.execute<Record<string, number | string | null>>(sql`
    select e.event, l.account_id, l.debit_fils, l.credit_fils, l.party_id, l.purchase_id
    from ledger_entries e join ledger_lines l on l.entry_id = e.id
    where e.source_kind = 'payment' and e.source_id = ${paymentId} order by e.id, l.position`);
  return rows.rows;
}

/** What Accounts Payable says the company still owes on a purchase. */
async function payableOn(purchaseId: number) {
  const rows = await api.ctx.database.db.execute<{ owed: number }>(
    sql`select coalesce(sum(credit_fils - debit_fils), 0)::int as owed from ledger_lines
        where account_id = 36 and purchase_id = ${purchaseId}`,
  );
  return rows.rows[0]!.owed;
}

describe('payment_details and payment_update', () => {
  it('answers the payment itself, or an error field', async () => {
    const number = await generate(payment([part(5)]));
    expect(await details(number)).toMatchObject({ number, total_amount: 5, advance_amount: 5 });
    expect((await call('POST', 'vouchers/payment_details', { payment_number: `PAY-ARG-${number}` })).statusCode).toBe(
      200,
    );
    const missing = await call('POST', 'vouchers/payment_details', { payment_number: 'PAY-ARG-999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: PAYMENT_MESSAGES.notFound });
    for (const wrong of ['abc', { number: 1 }, [1], 'PAY-ARG-1'.repeat(100)]) {
      const bad = await call('POST', 'vouchers/payment_details', { payment_number: wrong });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toBe('Payment number is not valid');
    }
  });

  it('saves while Created at the version read, re-checking the allocations without counting itself', async () => {
    const purchase = await postedPurchase(api.md.customers.bahrainMarine);
    const number = await generate(payment([part(110, purchase.id)]));
    const read = await details(number);
    const rows = async () => (await api.ctx.database.db.execute(sql`select * from payment_items order by id`)).rows;
    const itemsBefore = await rows();
    const untouched = await call('POST', 'vouchers/payment_update.php', read);
    expect(untouched.statusCode, untouched.body).toBe(200);
    expect(untouched.json()).toMatchObject({ status: 'success', message: PAYMENT_MESSAGES.updated });
    expect({ ...untouched.json().payment, version: 1 }).toEqual(read);
    expect(await rows()).toEqual(itemsBefore);

    const before = await tableCounts(api.ctx.database.db, PAYMENT_TABLES);
    const stale = await call('POST', 'vouchers/payment_update', { ...read, narration: 'Late' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ message: PAYMENT_MESSAGES.stale, current: { version: 2 } });
    const { version: _version, ...noVersion } = read;
    const missing = await call('POST', 'vouchers/payment_update', noVersion);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.version).toBe(VERSION_REQUIRED);
    const current = untouched.json().payment;
    const over = await call('POST', 'vouchers/payment_update', { ...current, items: [part(110.001, purchase.id)] });
    expect(over.json().message).toBe(PAYMENT_MESSAGES.overAllocated(`PV-ARG-${purchase.number}`, 'BD 110.000'));
    const foreign = await call('POST', 'vouchers/payment_update', { ...current, items: [{ ...part(1), id: 999_999 }] });
    expect(foreign.json().message).toBe('Line 1 is not on this payment');
    expect((await call('POST', 'vouchers/payment_update', { ...current, id: 999_999 })).statusCode).toBe(404);
    expect(await tableCounts(api.ctx.database.db, PAYMENT_TABLES)).toEqual(before);

    const split = await call('POST', 'vouchers/payment_update', {
      ...current,
      items: [{ ...current.items[0], amount: 100 }, part(10)],
    });
    expect(split.statusCode, split.body).toBe(200);
    expect(split.json().payment).toMatchObject({ total_amount: 110, advance_amount: 10, version: 3 });
    expect(split.json().payment.items[0].id).toBe(read.items[0]!.id);
    expect(await pendingOf(purchase.id)).toBe(10);
  });
});

describe('payment status moves and the books', () => {
  it('writes its entry on reaching Posted and reverses it on leaving, as receipts move', async () => {
    const purchase = await postedPurchase(api.md.customers.bahrainMarine);
    const supplier = api.md.customers.bahrainMarine;
    const number = await generate(payment([part(110, purchase.id), part(190)], { account_id: 27, type: null }));
    const { id } = await details(number);
    expect(await payableOn(purchase.id)).toBe(110_000);
    expect((await move(id, 'Approved', 1)).statusCode).toBe(200);
    expect(await paymentLines(id)).toEqual([]);
    expect((await move(id, 'Cancelled', 2, { cancel_code: CODES.cancel })).statusCode).toBe(409);
    expect((await move(id, 'Posted', 2)).json().payment.status).toBe('Posted');
    const posted = [
      {
        event: 'post',
        account_id: 36,
        debit_fils: 110_000,
        credit_fils: 0,
        party_id: supplier,
        purchase_id: purchase.id,
      },
      { event: 'post', account_id: 36, debit_fils: 190_000, credit_fils: 0, party_id: supplier, purchase_id: null },
      { event: 'post', account_id: 27, debit_fils: 0, credit_fils: 300_000, party_id: null, purchase_id: null },
    ];
    expect(await paymentLines(id)).toEqual(posted);
    expect(await payableOn(purchase.id)).toBe(0);

    const locked = await call('POST', 'vouchers/payment_update', { ...(await details(number)), narration: 'x' });
    expect(locked.json().message).toBe(STATUS_MESSAGES.notEditable('Posted'));
    expect((await move(id, 'Approved', 3)).json().message).toBe(STATUS_MESSAGES.adminCodeRequired);
    expect((await move(id, 'Approved', 3, { admin_code: '0000' })).json().message).toBe(
      STATUS_MESSAGES.invalidAdminCode,
    );
    expect((await move(id, 'Cancelled', 3, { admin_code: CODES.admin })).json().message).toBe(
      STATUS_MESSAGES.cancelCodeRequired,
    );
    expect((await move(id, 'Approved', 3, { admin_code: CODES.admin }, 2)).statusCode).toBe(403);
    expect((await move(id, 'Approved', 2, { admin_code: CODES.admin })).statusCode).toBe(409);
    expect(
      (await call('POST', 'vouchers/payment_status_update', { payment_id: id, status: 'Approved' })).json(),
    ).toMatchObject({ message: VERSION_REQUIRED });
    expect(await pendingOf(purchase.id)).toBe(0);

    const cancelled = await move(id, 'Cancelled', 3, { cancel_code: CODES.cancel, admin_code: CODES.admin });
    expect(cancelled.json().payment.status).toBe('Cancelled');
    const reversed = posted.map((line) => ({
      ...line,
      event: 'reverse',
      debit_fils: line.credit_fils,
      credit_fils: line.debit_fils,
    }));
    expect(await paymentLines(id)).toEqual([...posted, ...reversed]);
    expect(await payableOn(purchase.id)).toBe(110_000);
    expect(await pendingOf(purchase.id)).toBe(110);
  });

  it('keeps a paid purchase Posted until the payments that pay it are cancelled', async () => {
    const purchase = await postedPurchase(api.md.customers.bahrainMarine);
    const first = await details(await generate(payment([part(50, purchase.id)])));
    const second = await walk(await generate(payment([part(60, purchase.id)])), ['Approved', 'Posted']);
    const purchaseMove = async (status: string) => {
      const { version } = await purchases.details(purchase.number);
      return purchases.move(purchase.id, status, version, { admin_code: CODES.admin, cancel_code: CODES.cancel });
    };
    for (const status of ['Approved', 'Created', 'Cancelled']) {
      const refused = await purchaseMove(status);
      expect(refused.statusCode, status).toBe(409);
      expect(refused.json().message).toBe(PAYMENT_MESSAGES.paidByPayments('PAY-ARG-1, PAY-ARG-2'));
    }
    expect(await purchases.details(purchase.number)).toMatchObject({ status: 'Posted', pending_amount: 0 });
    expect(await payableOn(purchase.id)).toBe(50_000);
    await walk(first.number, ['Cancelled']);
    expect((await purchaseMove('Approved')).json().message).toBe(PAYMENT_MESSAGES.paidByPayments('PAY-ARG-2'));
    await walk(second.number, ['Cancelled']);
    const moved = await purchaseMove('Approved');
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().purchase).toMatchObject({ status: 'Approved', payments: [], pending_amount: 110 });
    expect(await payableOn(purchase.id)).toBe(0);
  });
});

describe('payment list, attachments and voucher', () => {
  it('lists payments with filters, totals and the gaps in their numbering', async () => {
    await generate(payment([part(5)], { reference: 'BANK-1' }));
    await generate(payment([part(7, null, api.md.customers.acme)]));
    await generate(payment([part(11)], { date: '2026-12-01' }));
    const list = (await call('GET', 'vouchers/payment_list')).json();
    expect(list).toMatchObject({
      status: 'success',
      count: 3,
      page: 1,
      pages: 1,
      totals: { total_amount: 23 },
      gaps: [],
    });
    expect(list.payments[0]).toMatchObject({ number: 3, customer_name: 'Bahrain Marine', total_amount: 11 });
    const acme = (await call('GET', `vouchers/payment_list.php?supplier_id=${api.md.customers.acme}`)).json();
    expect(acme).toMatchObject({ count: 1, payments: [{ number: 2, customer_name: 'Acme Trading' }] });
    expect((await call('GET', 'vouchers/payment_list?search=bank-1')).json().count).toBe(1);
    expect((await call('GET', 'vouchers/payment_list?search=PAY-ARG-3')).json().payments).toMatchObject([
      { number: 3 },
    ]);
    expect((await call('GET', 'vouchers/payment_list?from=2026-12-01')).json().totals.total_amount).toBe(11);
    expect((await call('GET', 'vouchers/payment_list?status=Posted')).json().count).toBe(0);
    for (const query of ['status=Paid', 'from=yesterday', 'supplier_id=acme', 'page=0'])
      expect((await call('GET', `vouchers/payment_list?${query}`)).statusCode, query).toBe(400);
    // A payment removed outside the app leaves a gap the list names.
    await api.ctx.database.db.execute(
      sql`delete from payment_items where payment_id = (select id from payments where number = 2);
          delete from payments where number = 2`,
    );
    expect((await call('GET', 'vouchers/payment_list')).json()).toMatchObject({ count: 2, gaps: [2] });
  });

  it('lists fifty payments a page, newest first', async () => {
    for (let i = 0; i < 51; i += 1) await generate(payment([part(1)]));
    const first = (await call('GET', 'vouchers/payment_list')).json();
    expect(first).toMatchObject({ count: 51, page: 1, pages: 2, totals: { total_amount: 51 } });
    expect(first.payments).toHaveLength(50);
    expect(first.payments[0].number).toBe(51);
    const second = (await call('GET', 'vouchers/payment_list?page=2')).json();
    expect(second.payments).toMatchObject([{ number: 1 }]);
  });

  it('takes attachments until Cancelled', async () => {
    const { id, number } = await details(await generate(payment([part(5)])));
    const upload = (ownerId: number) =>
      api.upload(
        'drive/payment_upload.php',
        { name: 'bank slip', payment_id: String(ownerId) },
        { name: 'slip.png', type: 'image/png', data: PNG_BYTES },
      );
    expect((await upload(id)).statusCode).toBe(200);
    expect((await upload(999_999)).statusCode).toBe(404);
    const attachment = (await details(number)).attachments[0]!;
    expect(attachment).toMatchObject({ name: 'bank slip', link: expect.stringContaining('attachment') });
    const remove = (attachmentId: number) =>
      call('POST', 'vouchers/payment_attachment_remover', { payment_id: id, attachment_id: attachmentId });
    expect((await remove(attachment.id)).statusCode).toBe(200);
    expect((await remove(attachment.id)).statusCode).toBe(404);
    await walk(number, ['Cancelled']);
    expect((await upload(id)).json().message).toBe(STATUS_MESSAGES.attachmentsClosed);
  });

  it('prints the voucher: whom it paid and how, each purchase or advance, the total in figures and words', async () => {
    const purchase = await postedPurchase(api.md.customers.bahrainMarine);
    const number = await generate(payment([part(110, purchase.id), part(190)], BY_CHEQUE));
    const text = await printedVoucher(call, 'payment', number, `PAY-ARG-${number}`);
    for (const expected of [
      'Bahrain Marine',
      'Cheque from Al Salam Bank',
      ...BY_CHEQUE_PRINTED,
      `Purchase PV-ARG-${purchase.number}`,
      'Advance (not yet allocated)',
      '110.000',
      '190.000',
      '300.000',
      'Three Hundred Bahraini Dinars Only',
      'فقط ثلاثمائة دينار بحريني لا غير',
      'Received by',
    ])
      expect(text).toContain(expected);
    expect((await call('GET', 'reports/payment_pdf?payment_number=999')).statusCode).toBe(404);
    expect((await call('GET', 'reports/payment_pdf.php?payment_number=x')).statusCode).toBe(400);
  });
});

describe('payment calls refuse the Manager, the Supervisor and the Driver, changing nothing', () => {
  it('answers 403 with a message to every payment call', async () => {
    const purchase = await postedPurchase(api.md.customers.bahrainMarine);
    const read = await details(await generate(payment([part(5, purchase.id)])));
    const before = await tableCounts(api.ctx.database.db, PAYMENT_TABLES);
    const calls: ['GET' | 'POST', string, unknown?][] = [
      ['POST', 'vouchers/purchases_by_supplier', { id: api.md.customers.bahrainMarine }],
      ['POST', 'vouchers/payment_generate', payment([part(1)])],
      ['POST', 'vouchers/payment_details', { payment_number: read.number }],
      ['POST', 'vouchers/payment_update', { ...read, narration: 'Not mine' }],
      ['POST', 'vouchers/payment_status_update', { payment_id: read.id, status: 'Approved', version: read.version }],
      ['GET', 'vouchers/payment_list'],
      ['POST', 'drive/payment_upload', { name: 'x', payment_id: read.id }],
      ['POST', 'vouchers/payment_attachment_remover', { payment_id: read.id, attachment_id: 1 }],
      ['GET', `reports/payment_pdf?payment_number=${read.number}`],
    ];
    for (const authority of [2, 3, 4] as const)
      for (const [method, url, body] of calls) {
        const response = await call(method, url, body, authority);
        expect(response.statusCode, `${url} as ${authority}`).toBe(403);
        expect(response.json().message).toEqual(expect.any(String));
      }
    expect(await tableCounts(api.ctx.database.db, PAYMENT_TABLES)).toEqual(before);
    expect(await details(read.number)).toEqual(read);
  });
});
