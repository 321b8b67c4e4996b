import { beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { addDays, todayIn } from '@fleetledger/shared/dates';
import { storageInvoices } from '../../../test/document-calls';
import { useSignedInApp } from '../../../test/signed-in-app';
import { clearInvoices } from '../../../test/clear-books';

const CODES = { cancel: '1357', admin: '2468' };
const api = useSignedInApp({ authority: 1, masterData: true, securityCodes: CODES });
const { call } = api;
const invoices = storageInvoices(api);
beforeEach(async () => {
  await clearInvoices(api.ctx.database.db);
  await api.ctx.database.db.execute(
    sql`update customers set payment_terms_days = 45 where id = ${api.md.customers.acme}`,
  );
});

/** An invoice to Acme of one zero-rated line of `amount` BD on `date`, moved through `statuses`. */
async function invoiceOf(amount: number, date: string, statuses: string[] = []) {
  const line = { ...invoices.line(), amount, vat_percentage: 0 };
  const number = await invoices.generate([line], { date });
  return invoices.walk(number, statuses);
}

async function receiptPaying(invoiceId: number, amount: number) {
  const answer = await call('POST', 'vouchers/receipt_generate', {
    date: todayIn('Asia/Bahrain'),
    account_id: 26,
    type: 'online',
    customer_id: api.md.customers.acme,
    items: [{ customer_id: api.md.customers.acme, invoice_id: invoiceId, dr_cr: 'cr', amount, description: 'Paid' }],
  });
  expect(answer.statusCode, answer.body).toBe(200);
}

const list = async (query = '') => {
  const answer = await call('GET', `vouchers/invoice_list${query === '' ? '' : `?${query}`}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
};
const numbers = (answer: { invoices: { number: number }[] }) => answer.invoices.map((row) => row.number).sort();

describe('the invoice list', () => {
  it('leaves a cancelled invoice out of every total, with nothing open there and on its details', async () => {
    const created = await invoiceOf(100, '2026-10-01');
    const credited = await invoiceOf(391, '2026-10-02', ['Approved', 'Posted']);
    const cancelled = await invoices.move(credited.id, 'Cancelled', credited.version, {
      cancel_code: CODES.cancel,
      admin_code: CODES.admin,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().invoice).toMatchObject({ status: 'Cancelled', pending_amount: 0 });
    expect((await invoices.details(credited.number)).pending_amount).toBe(0);

    const answer = await list();
    expect(answer).toMatchObject({
      count: 2,
      cancelled_count: 1,
      totals: { total_amount: 100 },
      by_status: [{ status: 'Created', count: 1, total_amount: 100 }],
      open_amount: 0,
    });
    const rows = new Map(answer.invoices.map((row: { number: number }) => [row.number, row]));
    expect(rows.get(credited.number)).toMatchObject({ status: 'Cancelled', open_amount: null, flags: [] });
    expect(rows.get(created.number)).toMatchObject({ open_amount: null });
  });

  it("derives the due date from the customer's terms and flags and filters Overdue, Part-paid and Paid", async () => {
    const today = todayIn('Asia/Bahrain');
    const overdue = await invoiceOf(50, '2026-01-01', ['Approved', 'Posted']);
    const partPaid = await invoiceOf(80, today, ['Approved', 'Posted']);
    const paid = await invoiceOf(20, today, ['Approved', 'Posted']);
    await receiptPaying(partPaid.id, 30);
    await receiptPaying(paid.id, 20);

    const answer = await list();
    const rows = new Map(answer.invoices.map((row: { number: number }) => [row.number, row]));
    expect(rows.get(overdue.number)).toMatchObject({ due_date: '2026-02-15', open_amount: 50, flags: ['Overdue'] });
    expect(rows.get(partPaid.number)).toMatchObject({
      due_date: addDays(today, 45),
      open_amount: 50,
      flags: ['Part-paid'],
    });
    expect(rows.get(paid.number)).toMatchObject({ open_amount: 0, flags: ['Paid'] });
    expect((await invoices.details(overdue.number)).due_date).toBe('2026-02-15');
    expect(answer.open_amount).toBe(100);

    expect(numbers(await list('flag=Overdue'))).toEqual([overdue.number]);
    expect(numbers(await list('flag=Part-paid'))).toEqual([partPaid.number]);
    const onlyPaid = await list('flag=Paid');
    expect(numbers(onlyPaid)).toEqual([paid.number]);
    expect(onlyPaid).toMatchObject({ count: 1, totals: { total_amount: 20 }, open_amount: 0 });
    expect((await list('flag=Overdue&status=Created')).count).toBe(0);
  });

  it('flags and counts open only a posted invoice: a draft long past its due date is not Overdue nor owed', async () => {
    const posted = await invoiceOf(200, '2026-01-01', ['Approved', 'Posted']);
    const draft = await invoiceOf(70, '2026-01-01', []);
    const approved = await invoiceOf(30, '2026-01-02', ['Approved']);
    const answer = await list();
    const rows = new Map(answer.invoices.map((row: { number: number }) => [row.number, row]));
    expect(rows.get(posted.number)).toMatchObject({ open_amount: 200 });
    expect(rows.get(draft.number)).toMatchObject({ due_date: '2026-02-15', open_amount: null, flags: [] });
    expect(rows.get(approved.number)).toMatchObject({ open_amount: null, flags: [] });
    expect(answer).toMatchObject({ totals: { total_amount: 300 }, open_amount: 200 });
    const overdue = numbers(await list('flag=Overdue'));
    expect(overdue).not.toContain(draft.number);
    expect(overdue).not.toContain(approved.number);
  });

  it('refuses a flag or status it does not know, and keeps the list from other roles', async () => {
    await invoiceOf(10, '2026-10-01');
    const badFlag = await call('GET', 'vouchers/invoice_list?flag=Late');
    expect(badFlag.statusCode).toBe(400);
    expect(badFlag.json().errors.flag).toBe('Flag must be Overdue, Part-paid or Paid');
    expect((await call('GET', 'vouchers/invoice_list?status=Open')).statusCode).toBe(400);
    for (const authority of [2, 3, 4] as const)
      expect((await call('GET', 'vouchers/invoice_list?flag=Overdue', undefined, authority)).statusCode).toBe(403);
  });
});
