import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { documentCalls, moneyVoucherCalls } from '../../../test/document-calls';
import { purchaseItem } from '../../../test/purchase-item';
import { useSignedInApp } from '../../../test/signed-in-app';
import { seedMasterData, type MasterData } from '../../../test/masterdata-fixture';
import { clearBooks } from '../../../test/clear-books';
import { setSecurityCodes } from '../../kernel/security-codes';
import { SERVER_START_ACTOR } from '../../identity/actor';
import { bringBooksUpToDate } from './books-catch-up.service';
import { booksPostings } from '../../books-postings';
import { verifyLedger } from './ledger.service';

const api = useSignedInApp({ authority: 1 });
const { call } = api;
const CODES = { cancel: '3141', admin: '2718' };
let md: MasterData;

beforeAll(async () => {
  md = await seedMasterData(api.ctx.database.db);
  await setSecurityCodes(api.ctx.database.db, CODES);
});

async function invoiceMovedThrough(statuses: string[], amount: number) {
  const made = await call('POST', 'vouchers/invoice_generate', {
    customer_id: md.customers.acme,
    date: '2026-10-05',
    reference: 'PO-9',
    items: [{ account_id: 25, job_id: null, qty: 1, amount, vat_percentage: 10, cr_dr: 'cr', description: 'Haulage' }],
  });
  expect(made.statusCode, made.body).toBe(200);
  let invoice = (await call('GET', `vouchers/invoice_details?invoice_number=${made.json().invoice_number}`)).json()
    .invoice;
  for (const status of statuses) {
    const moved = await call('POST', 'vouchers/invoice_status_update', {
      invoice_id: invoice.id,
      status,
      version: invoice.version,
      ...(status === 'Cancelled' ? { cancel_code: CODES.cancel, admin_code: CODES.admin } : {}),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    invoice = moved.json().invoice;
  }
  return invoice.id as number;
}

const entriesOf = async (sourceKind: string) =>
  (
    await api.ctx.database.db.execute<{ event: string; debit: string }>(sql`
      select e.event, sum(l.debit_fils)::text as debit from ledger_entries e join ledger_lines l on l.entry_id = e.id
      where e.source_kind = ${sourceKind} group by e.id, e.event order by e.id`)
  ).rows;

describe('documents posted before the books began', () => {
  it('are written into the books once, as their posting would have been, and a second run writes nothing', async () => {
    await invoiceMovedThrough(['Approved', 'Posted'], 100);
    await invoiceMovedThrough(['Approved', 'Posted', 'Cancelled'], 40);
    await clearBooks(api.ctx.database.db);

    expect(await bringBooksUpToDate(api.ctx.database.db, SERVER_START_ACTOR, booksPostings)).toBe(3);
    // Both invoices' postings (the cancelled one keeps its own: 40 BD + 10 % VAT), then the credit note that
    // cancelled it, a posting of its own taking all 44 BD back.
    expect(await entriesOf('invoice')).toEqual([
      { event: 'post', debit: '110000' },
      { event: 'post', debit: '44000' },
    ]);
    expect(await entriesOf('credit_note')).toEqual([{ event: 'post', debit: '44000' }]);
    expect(await verifyLedger(api.ctx.database.db)).toEqual({ entries: 3, broken: null });

    expect(await bringBooksUpToDate(api.ctx.database.db, SERVER_START_ACTOR, booksPostings)).toBe(0);
    expect(await verifyLedger(api.ctx.database.db)).toEqual({ entries: 3, broken: null });
  });

  it('write in supplier payments and expenses too, each once', async () => {
    await clearBooks(api.ctx.database.db);
    const purchases = documentCalls(call, 'purchase');
    const purchase = await purchases.generate({
      supplier_id: md.customers.bahrainMarine,
      date: '2026-10-06',
      reference: 'SUP-9',
      reference_date: '2026-10-06',
      items: [purchaseItem(50, 0)],
    });
    const purchased = await purchases.walk(purchase, ['Approved', 'Posted']);
    const payments = moneyVoucherCalls(call, 'payment');
    const payment = await payments.generate({
      date: '2026-10-07',
      account_id: 27,
      type: 'cash',
      items: [
        {
          purchase_id: purchased.id,
          supplier_id: md.customers.bahrainMarine,
          cr_dr: 'dr',
          amount: 50,
          description: 'Paid',
        },
      ],
    });
    await payments.walk(payment, ['Approved', 'Posted']);
    const expense = await call('POST', 'expense_insert.php', {
      date: '2026-10-08',
      charge_id: md.charges.diesel,
      amount: 7.5,
      description: 'Diesel',
      type: 'general',
      status: 'paid',
    });
    expect(expense.statusCode, expense.body).toBe(200);
    await clearBooks(api.ctx.database.db);

    // The invoices and the credit note of the first case, the purchase, the payment and the expense.
    expect(await bringBooksUpToDate(api.ctx.database.db, SERVER_START_ACTOR, booksPostings)).toBe(6);
    expect(await entriesOf('payment')).toEqual([{ event: 'post', debit: '50000' }]);
    expect(await entriesOf('expense')).toEqual([{ event: 'post', debit: '7500' }]);
    expect(await bringBooksUpToDate(api.ctx.database.db, SERVER_START_ACTOR, booksPostings)).toBe(0);
    expect((await verifyLedger(api.ctx.database.db)).broken).toBeNull();
  });
});
