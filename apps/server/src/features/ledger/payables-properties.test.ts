import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { bdToFils, filsToBd } from '@fleetledger/shared/money';
import type { PayablesAging } from '@fleetledger/shared/ledger/payables.contract';
import { useSignedInApp } from '../../../test/signed-in-app';
import { verifyLedger } from './ledger.service';
import { CODES, clearDocuments, ledgerScenario } from '../../../test/ledger-scenario';
import { trialBalanceDifference, unbalancedEntries } from './books-identities';

/**
 * Random lives of what the company owes, driven through the real API: purchase vouchers posted and
 * taken back, expenses saved paid or owed to a supplier and paid later or changed, supplier payments
 * paying purchases in part or ahead, posted and cancelled. Whatever the app accepts or refuses,
 * afterwards the books balance, the payables aging adds up to Accounts Payable on every date, each
 * purchase's pending amount is what it owes less what payments that stand allocate to it (never below
 * zero), and the hash chain is whole.
 */
const api = useSignedInApp({ authority: 1, masterData: true, securityCodes: CODES });
const scenario = ledgerScenario(api);
const db = () => api.ctx.database.db;
const DAY = (day: number) => `2026-10-${String(day).padStart(2, '0')}`;
const suppliers: { id: number; name: string }[] = [];

beforeAll(async () => {
  for (const name of ['Bapco Fuel Supplies', 'Gulf Tyres Trading']) {
    const made = await api.call('POST', 'customer_insert.php', { name });
    suppliers.push({ id: made.json().customerId as number, name });
  }
});

type Step =
  | { do: 'purchase'; supplier: number; day: number; units: number[]; post: boolean }
  | {
      do: 'expense';
      supplier: number | null;
      day: number;
      amountFils: number;
      status: 'paid' | 'pending' | 'requested';
    }
  | { do: 'edit_expense'; pick: number; status: 'paid' | 'pending'; amountFils: number }
  | {
      do: 'payment';
      supplier: number;
      day: number;
      pays: { pick: number; part: number }[];
      advanceFils: number;
      post: boolean;
    }
  | { do: 'move_payment'; pick: number; to: 'Posted' | 'Cancelled' | 'Approved' }
  | { do: 'move_purchase'; pick: number; to: 'Approved' | 'Cancelled' };

const day = fc.integer({ min: 1, max: 28 });
const purchaseStep = fc.record({
  do: fc.constant('purchase' as const),
  supplier: fc.nat(1),
  day,
  units: fc.array(fc.integer({ min: 1, max: 90_000 }), { minLength: 1, maxLength: 2 }),
  post: fc.boolean(),
});
const expenseStep = fc.record({
  do: fc.constant('expense' as const),
  supplier: fc.option(fc.nat(1), { nil: null }),
  day,
  amountFils: fc.integer({ min: 1, max: 60_000 }),
  status: fc.constantFrom('paid' as const, 'pending' as const, 'requested' as const),
});
const editExpenseStep = fc.record({
  do: fc.constant('edit_expense' as const),
  pick: fc.nat(20),
  status: fc.constantFrom('paid' as const, 'pending' as const),
  amountFils: fc.integer({ min: 1, max: 60_000 }),
});
const paymentStep = fc.record({
  do: fc.constant('payment' as const),
  supplier: fc.nat(1),
  day,
  pays: fc.array(fc.record({ pick: fc.nat(20), part: fc.integer({ min: 1, max: 120 }) }), {
    minLength: 1,
    maxLength: 2,
  }),
  advanceFils: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 20_000 })),
  post: fc.boolean(),
});
const movePaymentStep = fc.record({
  do: fc.constant('move_payment' as const),
  pick: fc.nat(20),
  to: fc.constantFrom('Posted' as const, 'Cancelled' as const, 'Approved' as const),
});
const movePurchaseStep = fc.record({
  do: fc.constant('move_purchase' as const),
  pick: fc.nat(20),
  to: fc.constantFrom('Approved' as const, 'Cancelled' as const),
});
// Payments come most often: they are what this property is about.
const steps = fc.array(
  fc.oneof(
    { arbitrary: paymentStep, weight: 4 },
    { arbitrary: purchaseStep, weight: 2 },
    { arbitrary: expenseStep, weight: 2 },
    { arbitrary: editExpenseStep, weight: 1 },
    { arbitrary: movePaymentStep, weight: 2 },
    { arbitrary: movePurchaseStep, weight: 1 },
  ),
  { minLength: 1, maxLength: 14 },
);

/** Every kind of step once, before the random ones: posted purchases to pay, expenses owed, payments. */
const TOUR: Step[] = [
  { do: 'purchase', supplier: 0, day: 2, units: [40_000, 12_345], post: true },
  { do: 'purchase', supplier: 1, day: 3, units: [70_000], post: true },
  { do: 'expense', supplier: 0, day: 4, amountFils: 15_000, status: 'pending' },
  { do: 'expense', supplier: null, day: 5, amountFils: 8_000, status: 'requested' },
  { do: 'payment', supplier: 0, day: 9, pays: [{ pick: 0, part: 50 }], advanceFils: 5_000, post: true },
  { do: 'payment', supplier: 1, day: 10, pays: [{ pick: 0, part: 100 }], advanceFils: 0, post: false },
  { do: 'edit_expense', pick: 0, status: 'paid', amountFils: 15_000 },
  { do: 'move_purchase', pick: 0, to: 'Approved' },
  { do: 'move_payment', pick: 1, to: 'Posted' },
  { do: 'move_payment', pick: 0, to: 'Cancelled' },
];

interface Made {
  purchases: { number: number; supplier: number }[];
  expenses: { id: number; version: number; supplier: number | null; day: number }[];
  payments: number[];
}

/** An expense's fields as its form sends them: diesel on the day, its company naming the supplier (or someone unnamed). */
const expenseFields = (
  day: number,
  step: { amountFils: number; status: string },
  supplier: { name: string } | null | undefined,
  description: string,
) => ({
  date: DAY(day),
  charge_id: api.md.charges.diesel,
  amount: filsToBd(step.amountFils),
  description,
  type: 'general',
  status: step.status,
  company: supplier?.name ?? 'Someone unnamed',
});

async function purchasesOwed(supplierId: number) {
  const answer = await api.call('POST', 'vouchers/purchases_by_supplier', { id: supplierId });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<{ data: { id: number; pending_amount: number }[] }>().data;
}

async function run(step: Step, made: Made): Promise<void> {
  const pick = <T>(list: readonly T[], index: number): T | undefined =>
    list.length === 0 ? undefined : list[index % list.length];
  switch (step.do) {
    case 'purchase': {
      const supplier = suppliers[step.supplier]!;
      const items = step.units.map((unitFils) => ({
        accountId: 29,
        crDr: 'dr' as const,
        quantity: 1,
        unitFils,
        vatPercent: 10 as const,
        truckId: null,
        jobIds: [],
      }));
      const answer = await scenario.purchase(supplier.id, DAY(step.day), items);
      if (answer.number === null) return;
      made.purchases.push({ number: answer.number, supplier: supplier.id });
      if (step.post) await scenario.post('purchase', answer.number);
      return;
    }
    case 'expense': {
      const supplier = step.supplier === null ? null : suppliers[step.supplier]!;
      const answer = await api.call('POST', 'expense_insert.php', expenseFields(step.day, step, supplier, 'Diesel'));
      expect(answer.statusCode, answer.body).toBe(200);
      made.expenses.push({ id: answer.json().id as number, version: 1, supplier: supplier?.id ?? null, day: step.day });
      return;
    }
    case 'edit_expense': {
      const expense = pick(made.expenses, step.pick);
      if (expense === undefined) return;
      const supplier = suppliers.find((candidate) => candidate.id === expense.supplier);
      const answer = await api.call('POST', 'expense-edit', {
        id: expense.id,
        version: expense.version,
        ...expenseFields(expense.day, step, supplier, 'Diesel, changed'),
      });
      expect(answer.statusCode, answer.body).toBe(200);
      expense.version += 1;
      return;
    }
    case 'payment': {
      const supplier = suppliers[step.supplier]!;
      const open = await purchasesOwed(supplier.id);
      const item = (purchaseId: number | null, amountFils: number) => ({
        purchase_id: purchaseId,
        supplier_id: supplier.id,
        cr_dr: 'dr',
        amount: filsToBd(amountFils),
        description: purchaseId === null ? 'Advance' : 'Payment',
      });
      const paid = new Set<number>();
      const unique = step.pays.flatMap(({ pick: index, part }) => {
        const purchase = pick(open, index);
        if (purchase === undefined || paid.has(purchase.id)) return [];
        paid.add(purchase.id);
        // Up to 120 % of what is pending: the server refuses what goes beyond.
        return [item(purchase.id, Math.max(1, Math.round((bdToFils(purchase.pending_amount) * part) / 100)))];
      });
      if (step.advanceFils > 0) unique.push(item(null, step.advanceFils));
      if (unique.length === 0) return;
      const answer = await api.call('POST', 'vouchers/payment_generate', {
        date: DAY(step.day),
        account_id: 26,
        type: 'online',
        items: unique,
      });
      if (answer.statusCode !== 200) {
        expect(answer.statusCode, answer.body).toBe(400);
        return;
      }
      const number = answer.json().number as number;
      made.payments.push(number);
      if (step.post) await scenario.post('payment', number);
      return;
    }
    case 'move_payment': {
      const number = pick(made.payments, step.pick);
      if (number === undefined) return;
      if (step.to === 'Posted') await scenario.post('payment', number);
      else await scenario.move('payment', number, step.to);
      return;
    }
    case 'move_purchase': {
      const purchase = pick(made.purchases, step.pick);
      if (purchase !== undefined) await scenario.move('purchase', purchase.number, step.to);
      return;
    }
  }
}

/** What Accounts Payable says is owed on a date, from its lines. */
async function payableOn(date: string): Promise<number> {
  const [row] = (
    await db().execute<{ owed: string | null }>(
      sql`select sum(credit_fils - debit_fils) as owed from ledger_lines where account_id = 36 and date <= ${date}`,
    )
  ).rows;
  return Number(row?.owed ?? 0);
}

async function agingTotal(date: string): Promise<number> {
  const answer = await api.call('GET', `books/payables_aging?date=${date}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return bdToFils(answer.json<PayablesAging>().totals.balance);
}

/** Each Posted purchase's pending as the server answers it, beside what it owes less what stands allocated. */
async function expectPendingIsOwedLessAllocated(): Promise<void> {
  const rows = await db().execute<{ id: number; owed: string; allocated: string }>(sql`
    select p.id,
      (select coalesce(sum(case when i.cr_dr = 'dr' then 1 else -1 end * (i.vatable_fils + i.vat_fils)), 0)
         from purchase_items i where i.purchase_id = p.id) as owed,
      (select coalesce(sum(pi.amount_fils), 0) from payment_items pi join payments m on m.id = pi.payment_id
         where pi.purchase_id = p.id and m.status <> 'Cancelled') as allocated
    from purchases p where p.status = 'Posted'`);
  const answered = new Map<number, number>();
  for (const supplier of suppliers)
    for (const purchase of await purchasesOwed(supplier.id))
      answered.set(purchase.id, bdToFils(purchase.pending_amount));
  for (const row of rows.rows) {
    const pending = Number(row.owed) - Number(row.allocated);
    expect(pending, `purchase ${row.id}`).toBeGreaterThanOrEqual(0);
    expect(answered.get(Number(row.id)) ?? 0, `purchase ${row.id}`).toBe(pending);
  }
}

describe('the books of what is owed, under random sequences', () => {
  it('balance, age to Accounts Payable on every date, keep pending amounts exact, and keep the chain whole', async () => {
    await fc.assert(
      fc.asyncProperty(steps, async (sequence) => {
        await clearDocuments(db());
        const made: Made = { purchases: [], expenses: [], payments: [] };
        for (const step of [...TOUR, ...sequence]) await run(step, made);
        expect(await unbalancedEntries(db())).toEqual([]);
        expect(await trialBalanceDifference(db())).toBe(0);
        for (const date of [DAY(7), DAY(15), DAY(28), '2026-12-31'])
          expect(await agingTotal(date), date).toBe(await payableOn(date));
        await expectPendingIsOwedLessAllocated();
        expect((await verifyLedger(db())).broken).toBeNull();
      }),
      { numRuns: 20, seed: 2511 },
    );
  }, 240_000);
});
