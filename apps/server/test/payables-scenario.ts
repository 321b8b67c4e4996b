import { beforeAll, expect } from 'vitest';
import { todayIn } from '@fleetledger/shared/dates';
import { booksFixture, type PostedPayment, type PostedPurchase } from '../src/features/books/books-fixture';
import { postedBeforePurchaseTags } from './payables-fixture';
import { useSignedInApp, type SignedInApp } from './signed-in-app';

/** The aging date of the scenario: every bucket holds something on it. */
export const PAYABLES_DATE = '2026-09-30';
export const CASH_SUPPLIER = { name: 'Cash Supplier Co', crName: 'شركة المورد النقدي' };
const SLOW_SUPPLIER = 'Slow Supplier Co';

export interface PayablesScenario {
  suppliers: Record<'cash' | 'monthly' | 'slow', number>;
  purchases: Record<'p1' | 'p2' | 'p3' | 'p4' | 'p5' | 'p6' | 'p7', PostedPurchase>;
  payments: Record<'ofP2' | 'ofP5' | 'monthlyAhead' | 'slowAhead', PostedPayment>;
  expenses: Record<'e1' | 'e2', number>;
}

/**
 * What the company owes three suppliers (BD), in date order; E2's payment and the reversals of P6 and
 * of Slow's payment ahead are dated today:
 *   2026-05-03 Monthly (30 days)  P3: 40.000                                               40.000
 *   2026-06-01 Slow (60 days)     E2: an expense left owing, paid today                    20.000
 *   2026-07-02 Monthly            P2: 50.000                                               50.000
 *   2026-08-15 Slow               E1: an expense left owing                                45.000
 *   2026-08-31 Monthly            P1: 100.000                                             100.000
 *   2026-08-31 Cash (0 days)      P5: 60.000, posted before payable lines named a purchase 60.000
 *   2026-09-01 Cash               P6: 30.000, moved back to Approved today                 30.000
 *   2026-09-05 Cash               P7: 5.000 bought, 7.000 returned: the supplier owes us   −2.000
 *   2026-09-10 paid Monthly       20.000 of P2
 *   2026-09-15 paid Cash          25.000 of P5
 *   2026-09-20 paid Monthly       15.000 ahead, of no purchase
 *   2026-09-28 paid Slow          10.000 ahead, the payment moved back to Approved today
 *   2026-09-30 Cash               P4: 10.000 at 10% + VAT 1.000                            11.000
 */
async function seedPayables(api: SignedInApp, codes: { cancel: string; admin: string }): Promise<PayablesScenario> {
  const books = booksFixture(api.call, codes);
  const supplier = async (name: string, paymentTermsDays: number, crName: string | null = null) => {
    const saved = await api.call('POST', 'customer_save', {
      name,
      cr_name: crName,
      payment_terms_days: paymentTermsDays,
      building: '221',
      road: '3803',
      block: '338',
      city: 'Manama',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    return saved.json<{ id: number }>().id;
  };
  const suppliers = {
    cash: await supplier(CASH_SUPPLIER.name, 0, CASH_SUPPLIER.crName),
    monthly: await supplier('Monthly Supplier Co', 30),
    slow: await supplier(SLOW_SUPPLIER, 60),
  };
  const supplies = (amount: number, vat: 0 | 10 = 0) => [{ account_id: 29, amount, vat_percentage: vat }];
  const tyres = api.md.charges.tyres;

  const p3 = await books.postedPurchase(suppliers.monthly, '2026-05-03', supplies(40));
  const e2 = await books.owedExpense(SLOW_SUPPLIER, tyres, '2026-06-01', 20);
  const p2 = await books.postedPurchase(suppliers.monthly, '2026-07-02', supplies(50));
  const e1 = await books.owedExpense(SLOW_SUPPLIER, tyres, '2026-08-15', 45);
  const p1 = await books.postedPurchase(suppliers.monthly, '2026-08-31', supplies(100));
  const p5 = await books.purchase(suppliers.cash, '2026-08-31', supplies(60));
  await postedBeforePurchaseTags(api.ctx.database.db, p5, suppliers.cash, '2026-08-31', 60);
  const p6 = await books.postedPurchase(suppliers.cash, '2026-09-01', supplies(30));
  const p7 = await books.postedPurchase(suppliers.cash, '2026-09-05', [
    ...supplies(5),
    { account_id: 29, amount: 7, vat_percentage: 0, cr_dr: 'cr' },
  ]);
  const payments = {
    ofP2: await books.postedPayment(suppliers.monthly, '2026-09-10', [{ amount: 20, purchaseId: p2.id }]),
    ofP5: await books.postedPayment(suppliers.cash, '2026-09-15', [{ amount: 25, purchaseId: p5.id }]),
    monthlyAhead: await books.postedPayment(suppliers.monthly, '2026-09-20', [{ amount: 15, purchaseId: null }]),
    slowAhead: await books.postedPayment(suppliers.slow, '2026-09-28', [{ amount: 10, purchaseId: null }]),
  };
  const p4 = await books.postedPurchase(suppliers.cash, PAYABLES_DATE, supplies(10, 10));
  await books.unpostPurchase(p6);
  await books.unpostPayment(payments.slowAhead);
  await books.payExpense(e2, SLOW_SUPPLIER, tyres, '2026-06-01', 20);
  return { suppliers, purchases: { p1, p2, p3, p4, p5, p6, p7 }, payments, expenses: { e1, e2 } };
}

/**
 * The start of a payables test file: the Admin signed in on a fresh database that holds the scenario,
 * and the company's today. The fields are filled once the file's beforeAll has run.
 */
export function usePayablesScenario(codes: { cancel: string; admin: string }) {
  const api = useSignedInApp({ authority: 1, masterData: true, securityCodes: codes });
  const payables = { api, today: '', scenario: {} as PayablesScenario };
  beforeAll(async () => {
    payables.today = todayIn(api.ctx.config.companyTz);
    payables.scenario = await seedPayables(api, codes);
  }, 120_000);
  return payables;
}
