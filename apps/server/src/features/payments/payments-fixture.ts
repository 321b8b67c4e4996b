import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Authority } from '@fleetledger/shared/access';
import type { PaymentRecord, SupplierPurchase } from '@fleetledger/shared/payments/payments.contract';
import { clearBooks } from '../../../test/clear-books';
import { documentCalls } from '../../../test/document-calls';
import type { SignedInApp } from '../../../test/signed-in-app';
import { purchaseItem } from '../../../test/purchase-item';

/**
 * Supplier payments made through the real API for their route tests: posted purchase vouchers to pay,
 * payment bodies, and the payment calls. Every call that must succeed fails the test with the answer.
 */

export const CODES = { cancel: '3141', admin: '2718' };
export const PAYMENT_TABLES = ['payments', 'payment_items', 'payment_request_keys', 'attachments', 'ledger_entries'];

export function paymentsFixture(api: SignedInApp) {
  const { call } = api;
  const purchases = documentCalls(call, 'purchase');

  /** A purchase voucher of the supplier moved to Posted (by default 100 BD of diesel and 10 % VAT: 110 owed). */
  async function postedPurchase(supplierId: number, items: unknown[] = [purchaseItem(100)]) {
    const number = await purchases.generate({
      supplier_id: supplierId,
      date: '2026-11-02',
      reference: 'SUP-INV-1',
      narration: 'Fuel',
      items,
    });
    const purchase = (await purchases.walk(number, ['Approved', 'Posted'])) as { id: number };
    return { id: purchase.id, number };
  }

  /** One part of a payment to the supplier (Bahrain Marine unless named): a purchase paid, or an advance. */
  const part = (amount: unknown, purchase_id: number | null = null, supplier_id = api.md.customers.bahrainMarine) => ({
    supplier_id,
    purchase_id,
    cr_dr: 'dr',
    amount,
    description: 'Settlement',
  });

  const payment = (items: unknown, overrides: Record<string, unknown> = {}) => ({
    date: '2026-11-20',
    account_id: 26,
    type: 'online',
    reference: null,
    narration: 'November settlement',
    cheque: null,
    items,
    user_id: 1,
    ...overrides,
  });

  async function generate(body: unknown): Promise<number> {
    const response = await call('POST', 'vouchers/payment_generate.php', body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ number: number }>().number;
  }

  const details = async (number: number) =>
    (await call('POST', 'vouchers/payment_details.php', { payment_number: number })).json<PaymentRecord>();

  const move = (id: number, status: string, version: number, codes: Record<string, string> = {}, as?: Authority) =>
    call('POST', 'vouchers/payment_status_update.php', { payment_id: id, status, version, ...codes }, as);

  /** Moves the payment through these statuses in turn (with both codes), each at the version the last answered. */
  async function walk(number: number, statuses: readonly string[]) {
    let record = await details(number);
    for (const status of statuses) {
      const moved = await move(record.id, status, record.version, {
        cancel_code: CODES.cancel,
        admin_code: CODES.admin,
      });
      expect(moved.statusCode, moved.body).toBe(200);
      record = moved.json<{ payment: PaymentRecord }>().payment;
    }
    return record;
  }

  /** What purchases_by_supplier says is still owed on the purchase (0 when it is not listed). */
  async function pendingOf(purchaseId: number, supplierId = api.md.customers.bahrainMarine) {
    const answer = await call('POST', 'vouchers/purchases_by_supplier', { id: supplierId });
    expect(answer.statusCode, answer.body).toBe(200);
    const listed = answer.json<{ data: SupplierPurchase[] }>().data.find((p) => p.id === purchaseId);
    return listed?.pending_amount ?? 0;
  }

  /** Every payment, purchase and ledger entry gone, their numbering restarted. */
  async function clear() {
    await clearBooks(api.ctx.database.db);
    await api.ctx.database.db.execute(sql`
      delete from payment_request_keys; delete from payment_items; delete from payments;
      delete from attachments where owner_kind in ('payment', 'purchase');
      delete from purchase_item_jobs; delete from purchase_items; delete from purchases;
      delete from document_counters where kind in ('payment', 'purchase'); delete from security_code_failures`);
  }

  return { purchases, postedPurchase, part, payment, generate, details, move, walk, pendingOf, clear };
}
