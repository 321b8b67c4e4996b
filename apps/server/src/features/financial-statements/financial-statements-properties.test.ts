import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { addDays, todayIn } from '@fleetledger/shared/dates';
import type {
  BalanceSheet,
  ProfitAndLoss,
} from '@fleetledger/shared/financial-statements/financial-statements.contract';
import { bdToFils, filsToBd } from '@fleetledger/shared/money';
import { useSignedInApp } from '../../../test/signed-in-app';
import { CODES, clearDocuments, ledgerScenario, type DocumentKind } from '../../../test/ledger-scenario';

/**
 * Random lives of the company's documents across a year end, driven through the real API: invoices
 * with discounts, purchases of costs and of a truck, receipts paying them in part or ahead with round
 * offs, expenses paid or owed, each posted, taken back or cancelled (their reversals dated today).
 * Whatever the app accepts, on every date the balance sheet balances — total assets equal liabilities
 * plus equity — and the profit and loss of any period is what retained and current year earnings grew
 * by over it, both read back through the statements' own calls.
 */
const api = useSignedInApp({ authority: 1, masterData: true, securityCodes: CODES });
const scenario = ledgerScenario(api);
const db = () => api.ctx.database.db;

/** The days the documents fall on: either side of a year end, and the first and last of a year. */
const DAYS = ['2025-11-20', '2025-12-15', '2025-12-31', '2026-01-01', '2026-01-10', '2026-02-14', '2026-03-31'];
const day = fc.constantFrom(...DAYS);

type Step =
  | { do: 'invoice'; customer: number; date: string; unitsFils: number[]; discountFils: number }
  | { do: 'purchase'; date: string; accountId: number; unitFils: number }
  | { do: 'receipt'; customer: number; date: string; part: number; advanceFils: number; roundOff: 39 | 40 | null }
  | { do: 'expense'; date: string; amountFils: number; paid: boolean }
  | { do: 'move'; pick: number; to: 'post' | 'Approved' | 'Cancelled' };

const steps = fc.array(
  fc.oneof(
    fc.record({
      do: fc.constant('invoice' as const),
      customer: fc.nat(1),
      date: day,
      unitsFils: fc.array(fc.integer({ min: 1, max: 200_000 }), { minLength: 1, maxLength: 2 }),
      discountFils: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 5_000 })),
    }),
    fc.record({
      do: fc.constant('purchase' as const),
      date: day,
      // Fuel and repairs are costs; Vehicles (47) is an asset bought.
      accountId: fc.constantFrom(29, 30, 47),
      unitFils: fc.integer({ min: 1, max: 150_000 }),
    }),
    fc.record({
      do: fc.constant('receipt' as const),
      customer: fc.nat(1),
      date: day,
      part: fc.integer({ min: 10, max: 100 }),
      advanceFils: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 30_000 })),
      roundOff: fc.constantFrom<39 | 40 | null>(39, 40, null),
    }),
    fc.record({
      do: fc.constant('expense' as const),
      date: day,
      amountFils: fc.integer({ min: 1, max: 40_000 }),
      paid: fc.boolean(),
    }),
    fc.record({
      do: fc.constant('move' as const),
      pick: fc.nat(),
      to: fc.constantFrom('post' as const, 'Approved' as const, 'Cancelled' as const),
    }),
  ),
  { minLength: 1, maxLength: 12 },
);

/** Every kind of step once, before the random ones: last year's sale and cost, this year's truck, payment and credit note. */
const TOUR: Step[] = [
  { do: 'invoice', customer: 0, date: '2025-12-15', unitsFils: [120_000], discountFils: 2_000 },
  { do: 'expense', date: '2025-12-31', amountFils: 9_500, paid: false },
  { do: 'purchase', date: '2026-01-10', accountId: 47, unitFils: 90_000 },
  { do: 'invoice', customer: 1, date: '2026-01-01', unitsFils: [40_000, 5_001], discountFils: 0 },
  { do: 'receipt', customer: 0, date: '2026-01-10', part: 60, advanceFils: 1_000, roundOff: 40 },
  { do: 'move', pick: 1, to: 'Cancelled' },
];

async function run(step: Step, made: { kind: DocumentKind; number: number }[]): Promise<void> {
  const customers = [api.md.customers.acme, api.md.customers.bahrainMarine];
  const keep = async (kind: DocumentKind, answer: { number: number | null }) => {
    if (answer.number === null) return;
    made.push({ kind, number: answer.number });
    await scenario.post(kind, answer.number);
  };
  switch (step.do) {
    case 'invoice': {
      const lines = step.unitsFils.map((unitFils) => ({ quantity: 1, unitFils, vatPercent: 10 as const }));
      return keep('invoice', await scenario.invoice(customers[step.customer]!, step.date, lines, step.discountFils));
    }
    case 'purchase': {
      const item = { accountId: step.accountId, crDr: 'dr' as const, quantity: 1, unitFils: step.unitFils };
      const answer = await scenario.purchase(api.md.customers.bahrainMarine, step.date, [
        { ...item, vatPercent: 10, truckId: null, jobIds: [] },
      ]);
      return keep('purchase', answer);
    }
    case 'receipt': {
      const customerId = customers[step.customer]!;
      const [open] = [...(await scenario.pending(customerId))].filter(([, fils]) => fils > 0);
      const items = [
        ...(open === undefined
          ? []
          : [
              {
                kind: 'customer' as const,
                invoiceId: open[0],
                crDr: 'cr' as const,
                amountFils: Math.max(1, Math.floor((open[1] * step.part) / 100)),
              },
            ]),
        ...(step.advanceFils > 0
          ? [{ kind: 'customer' as const, invoiceId: null, crDr: 'cr' as const, amountFils: step.advanceFils }]
          : []),
        ...(step.roundOff === null
          ? []
          : [
              {
                kind: 'round_off' as const,
                accountId: step.roundOff,
                crDr: step.roundOff === 39 ? ('dr' as const) : ('cr' as const),
                amountFils: 5,
              },
            ]),
      ];
      if (!items.some((item) => item.kind === 'customer')) return;
      return keep('receipt', await scenario.receipt(customerId, 27, step.date, items));
    }
    case 'expense': {
      const answer = await api.call('POST', 'expense_insert.php', {
        date: step.date,
        charge_id: api.md.charges.diesel,
        amount: filsToBd(step.amountFils),
        description: 'Diesel',
        type: 'general',
        status: step.paid ? 'paid' : 'pending',
      });
      expect(answer.statusCode, answer.body).toBe(200);
      return;
    }
    case 'move': {
      const document = made.length === 0 ? undefined : made[step.pick % made.length]!;
      if (document === undefined) return;
      if (step.to === 'post') await scenario.post(document.kind, document.number);
      else await scenario.move(document.kind, document.number, step.to);
    }
  }
}

async function read<T>(url: string): Promise<T> {
  const response = await api.call('GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

/** What the ledger's lines hold through a date on the accounts of a type, debit positive, in fils. */
async function heldOn(date: string, types: string[]): Promise<number> {
  const [row] = (
    await db().execute<{ fils: string | null }>(sql`
      select sum(l.debit_fils - l.credit_fils) as fils from ledger_lines l join accounts a on a.id = l.account_id
      where l.date <= ${date} and a.type in ${sql.raw(`('${types.join("', '")}')`)}`)
  ).rows;
  return Number(row?.fils ?? 0);
}

describe('the financial statements under random sequences', () => {
  it('balance on every date, and a period’s profit is what retained and current earnings grew by', async () => {
    const today = todayIn(api.ctx.config.companyTz);
    const dates = [...new Set(['2025-11-30', '2025-12-31', '2026-01-01', '2026-02-28', '2026-12-31', today])].sort();
    await fc.assert(
      fc.asyncProperty(steps, async (sequence) => {
        await clearDocuments(db());
        const made: { kind: DocumentKind; number: number }[] = [];
        for (const step of [...TOUR, ...sequence]) await run(step, made);
        const earnings = new Map<string, number>();
        for (const date of dates) {
          const sheet = await read<BalanceSheet>(`books/balance_sheet?date=${date}`);
          const assets = bdToFils(sheet.assets.total);
          expect(assets, date).toBe(bdToFils(sheet.total_liabilities_and_equity));
          expect(assets, date).toBe(await heldOn(date, ['asset']));
          // Income is a credit: the profit to date is the opposite of what the income and expense accounts hold.
          const earned = bdToFils(sheet.retained_earnings) + bdToFils(sheet.current_year_earnings);
          expect(earned, date).toBe(0 - (await heldOn(date, ['income', 'expense'])));
          earnings.set(date, earned);
        }
        for (const [index, to] of dates.entries()) {
          const since = index === 0 ? '2025-01-01' : addDays(dates[index - 1]!, 1);
          const before = index === 0 ? 0 : earnings.get(dates[index - 1]!)!;
          const statement = await read<ProfitAndLoss>(`books/profit_and_loss?from=${since}&to=${to}`);
          expect(bdToFils(statement.net_profit), `${since} – ${to}`).toBe(earnings.get(to)! - before);
        }
      }),
      { numRuns: 15, seed: 2026 },
    );
  }, 300_000);
});
