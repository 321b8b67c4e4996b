import { beforeEach, describe, expect, it } from 'vitest';
import { NOT_A_REAL_DATE, todayIn } from '@fleetledger/shared/dates';
import { storageInvoices } from '../../../test/document-calls';
import { useSignedInApp } from '../../../test/signed-in-app';
import { clearInvoices } from '../../../test/clear-books';

const CODES = { cancel: '1357', admin: '2468' };
const api = useSignedInApp({ authority: 1, masterData: true, securityCodes: CODES });
const { call } = api;
const invoices = storageInvoices(api);
beforeEach(() => clearInvoices(api.ctx.database.db));

/** A posted invoice to the customer, cancelled: its credit note's number. */
async function creditedInvoice(customerId: number) {
  const number = await invoices.generate([invoices.line()], { customer_id: customerId });
  const posted = await invoices.walk(number, ['Approved', 'Posted']);
  const moved = await invoices.move(posted.id, 'Cancelled', posted.version, {
    cancel_code: CODES.cancel,
    admin_code: CODES.admin,
  });
  expect(moved.statusCode, moved.body).toBe(200);
  return { invoiceNumber: number, creditNumber: moved.json().invoice.credit_note.number as number };
}

const list = async (query = '') => {
  const answer = await call('GET', `vouchers/credit_note_list${query === '' ? '' : `?${query}`}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
};

describe('the credit note list', () => {
  it('lists each credit note with the invoice it credits, its customer and amounts, filtered and totalled', async () => {
    const acme = await creditedInvoice(api.md.customers.acme);
    const marine = await creditedInvoice(api.md.customers.bahrainMarine);
    await invoices.generate([invoices.line()]);
    const today = todayIn('Asia/Bahrain');

    const all = await list();
    expect(all).toMatchObject({ count: 2, pages: 1, totals: { vatable_amount: 20, vat_amount: 2, total_amount: 22 } });
    expect(all.credit_notes).toEqual([
      expect.objectContaining({
        number: marine.creditNumber,
        date: today,
        invoice_number: marine.invoiceNumber,
        customer_name: 'Bahrain Marine',
        total_amount: 11,
      }),
      expect.objectContaining({ number: acme.creditNumber, invoice_number: acme.invoiceNumber }),
    ]);
    const numbersOf = (answer: { credit_notes: { number: number }[] }) => answer.credit_notes.map((n) => n.number);
    expect(numbersOf(await list('search=marine'))).toEqual([marine.creditNumber]);
    expect(numbersOf(await list(`search=CN-ARG-${acme.creditNumber}`))).toEqual([acme.creditNumber]);
    expect(numbersOf(await list(`search=INV-ARG-${marine.invoiceNumber}`))).toEqual([marine.creditNumber]);
    expect(numbersOf(await list(`customer_id=${api.md.customers.acme}`))).toEqual([acme.creditNumber]);
    expect((await list(`from=${today}&to=${today}`)).count).toBe(2);
    expect(await list('to=2020-01-01')).toMatchObject({ count: 0, totals: { total_amount: 0 } });
  });

  it('refuses filters that are not dates or ids, and keeps the list from other roles', async () => {
    const badDate = await call('GET', 'vouchers/credit_note_list?from=2026-02-30');
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().errors.from).toBe(NOT_A_REAL_DATE);
    expect((await call('GET', 'vouchers/credit_note_list?customer_id=abc')).statusCode).toBe(400);
    expect((await call('GET', 'vouchers/credit_note_list?page=0')).statusCode).toBe(400);
    for (const authority of [2, 3, 4] as const)
      expect((await call('GET', 'vouchers/credit_note_list', undefined, authority)).statusCode).toBe(403);
  });
});
