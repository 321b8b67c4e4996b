import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../db/client';
import type { ledgerScenario } from '../../../test/ledger-scenario';
import type { SignedInApp } from '../../../test/signed-in-app';

export const DATE = '2026-10-05';

/** One of each kind of document, Posted (an invoice posted, moved back and posted again among them). */
export interface PostedBooks {
  invoice: { id: number; number: number };
  purchase: { id: number; number: number };
  receipt: { id: number; number: number };
  payment: { id: number; number: number };
  expense: number;
  creditNote: { id: number; number: number };
}

/** A document's id by its number. */
export async function documentId(
  db: Db,
  table: 'invoices' | 'purchases' | 'receipts' | 'payments' | 'credit_notes',
  number: number,
) {
  const { rows } = await db.execute<{ id: string }>(sql`select id from ${sql.raw(table)} where number = ${number}`);
  return Number(rows[0]!.id);
}

/**
 * Books holding one Posted document of each kind, made through the API as the screens make them: an
 * invoice of BD 110.000 (100.000 at 10 %), one posted, moved back and posted again, a purchase (a debit
 * and a credit item), a receipt paying 60.000 of the first invoice and 5.000 ahead, a supplier payment,
 * an expense left owed then paid, and a credit and a debit note on an invoice with a discount.
 */
export async function postedOfEveryKind(api: SignedInApp, scenario: ReturnType<typeof ledgerScenario>) {
  const idOf = (table: Parameters<typeof documentId>[1], number: number) =>
    documentId(api.ctx.database.db, table, number);
  const made = {} as PostedBooks;
  /** The answer of a call that must succeed. */
  async function ok<Answer = unknown>(method: 'GET' | 'POST', url: string, body?: unknown): Promise<Answer> {
    const answer = await api.call(method, url, body);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<Answer>();
  }

  /** A document made and walked to Posted; answers its number. */
  async function posted(kind: 'purchase' | 'receipt', creation: Promise<{ number: number | null }>): Promise<number> {
    const { number } = await creation;
    expect(await scenario.post(kind, number!)).toBe(200);
    return number!;
  }

  const acme = api.md.customers.acme;
  const { number: invoice } = await scenario.invoice(
    acme,
    DATE,
    [{ quantity: 1, unitFils: 100_000, vatPercent: 10 }],
    0,
  );
  expect(await scenario.post('invoice', invoice!)).toBe(200);
  made.invoice = { id: await idOf('invoices', invoice!), number: invoice! };
  const { number: reposted } = await scenario.invoice(
    acme,
    DATE,
    [{ quantity: 3, unitFils: 7_333, vatPercent: 10 }],
    2_000,
  );
  expect(await scenario.post('invoice', reposted!)).toBe(200);
  expect(await scenario.move('invoice', reposted!, 'Approved')).toBe(200);
  expect(await scenario.post('invoice', reposted!)).toBe(200);
  const supplier = api.md.customers.bahrainMarine;
  const purchase = await posted(
    'purchase',
    scenario.purchase(supplier, DATE, [
      { accountId: 29, crDr: 'dr', quantity: 1, unitFils: 50_000, vatPercent: 10, truckId: null, jobIds: [] },
      { accountId: 29, crDr: 'cr', quantity: 1, unitFils: 4_500, vatPercent: 0, truckId: null, jobIds: [] },
    ]),
  );
  made.purchase = { id: await idOf('purchases', purchase), number: purchase };
  const receipt = await posted(
    'receipt',
    scenario.receipt(acme, 27, DATE, [
      { kind: 'customer', invoiceId: made.invoice.id, crDr: 'cr', amountFils: 60_000 },
      { kind: 'customer', invoiceId: null, crDr: 'cr', amountFils: 5_000 },
    ]),
  );
  made.receipt = { id: await idOf('receipts', receipt), number: receipt };
  const paymentItem = (purchaseId: number | null, amount: number) => ({
    supplier_id: supplier,
    purchase_id: purchaseId,
    cr_dr: 'dr',
    amount,
    description: 'Settlement',
  });
  const payment = await ok<{ number: number }>('POST', 'vouchers/payment_generate', {
    date: DATE,
    account_id: 26,
    type: 'online',
    reference: null,
    narration: 'Settlement',
    cheque: null,
    items: [paymentItem(made.purchase.id, 20), paymentItem(null, 3)],
  });
  expect(await scenario.post('payment', payment.number)).toBe(200);
  made.payment = { id: await idOf('payments', payment.number), number: payment.number };
  const expense = {
    date: DATE,
    charge_id: api.md.charges.tyres,
    amount: 20,
    description: 'Tyres',
    type: 'general',
    company: 'Bahrain Marine',
  };
  made.expense = (await ok<{ id: number }>('POST', 'expense_insert', { ...expense, status: 'pending' })).id;
  const { expense: owed } = await ok<{ expense: { version: number } }>('GET', `expense-edit-data?id=${made.expense}`);
  await ok('POST', 'expense-edit', { ...expense, status: 'paid', id: made.expense, version: owed.version });
  const { number: noted } = await scenario.invoice(
    acme,
    DATE,
    [
      { quantity: 10, unitFils: 1_000, vatPercent: 10 },
      { quantity: 1, unitFils: 20_000, vatPercent: 0 },
    ],
    1_250,
  );
  expect(await scenario.post('invoice', noted!)).toBe(200);
  const { invoice: corrected } = await ok<{ invoice: { id: number; items: { id: number }[] } }>(
    'GET',
    `vouchers/invoice_details?invoice_number=${noted}`,
  );
  const note = async (kind: 'credit_note' | 'debit_note', quantity: number, amount: number) =>
    (
      await ok<Record<string, number>>('POST', `vouchers/${kind}_generate`, {
        invoice_id: corrected.id,
        date: DATE,
        reason: 'Goods returned',
        lines: [
          { invoice_line_id: corrected.items[0]!.id, quantity },
          { invoice_line_id: corrected.items[1]!.id, amount },
        ],
      })
    )[`${kind}_number`]!;
  const credit = await note('credit_note', 2, 5);
  made.creditNote = { id: await idOf('credit_notes', credit), number: credit };
  await note('debit_note', 1, 2.5);
  return made;
}
