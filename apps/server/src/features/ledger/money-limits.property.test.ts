import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { bdToFils } from '@fleetledger/shared/money';
import { MAX_DOCUMENT_FILS } from '@fleetledger/shared/money-limits';
import { useSignedInApp } from '../../../test/signed-in-app';
import { CODES, clearDocuments, ledgerScenario, type InvoiceLineDraft } from '../../../test/ledger-scenario';

/**
 * Documents at and near the money limits (README "Money limits"), made, posted and paid through the
 * real API: no figure the product then answers — a line, a document's totals, the trial balance, the
 * month totals, the statements, the agings, the VAT return — is beyond Number.MAX_SAFE_INTEGER fils
 * or off by a fil from the same sums worked out with BigInt.
 */
const api = useSignedInApp({ authority: 1, masterData: true, securityCodes: CODES });
const scenario = ledgerScenario(api);
const db = () => api.ctx.database.db;

interface Shape {
  weight: number;
  quantity: number;
  vatPercent: 0 | 10;
  slack: number;
}
const lineShape = fc.record({
  weight: fc.integer({ min: 1, max: 100 }),
  quantity: fc.constantFrom(1, 3, 999, 1_000_000),
  vatPercent: fc.constantFrom<0 | 10>(0, 10),
  slack: fc.constantFrom(0, 0, 1, 7),
});
const documentShape = fc.array(lineShape, { minLength: 1, maxLength: 3 });
const books = fc.record({
  invoices: fc.array(fc.record({ lines: documentShape, paid: fc.boolean() }), { minLength: 1, maxLength: 3 }),
  purchases: fc.array(documentShape, { maxLength: 2 }),
});

/** Lines sharing the document's limit by weight, each as close to its share as its quantity allows. */
function linesNearTheLimit(shapes: readonly Shape[]): InvoiceLineDraft[] {
  const weights = shapes.reduce((sum, shape) => sum + shape.weight, 0);
  return shapes.map(({ weight, quantity, vatPercent, slack }) => {
    const share = Math.floor((MAX_DOCUMENT_FILS * weight) / weights);
    // VAT is a tenth of the vatable, rounded half up: vatable ≤ share × 10 / 11 keeps the line within its share.
    const vatable = vatPercent === 10 ? Math.floor((share * 10) / 11) : share;
    return { quantity, unitFils: Math.max(1, Math.floor(vatable / quantity) - slack), vatPercent };
  });
}

/** A line's figures in exact integer arithmetic: the yardstick the answers are held to. */
function exactLine(line: InvoiceLineDraft) {
  const vatable = BigInt(line.quantity) * BigInt(line.unitFils);
  const vat = line.vatPercent === 10 ? (vatable + 5n) / 10n : 0n;
  return { vatable, vat, total: vatable + vat };
}
const exactSum = (values: readonly bigint[]) => values.reduce((sum, value) => sum + value, 0n);

/** Every number in an answer is BD to the fil, its fils a safe integer. */
function expectExactFigures(answer: unknown, where: string) {
  const walk = (value: unknown, path: string): void => {
    if (typeof value === 'number') {
      const fils = value * 1000;
      expect(Number.isSafeInteger(Math.round(fils)), `${where} ${path} = ${value}`).toBe(true);
      expect(Math.round(fils) / 1000, `${where} ${path} = ${value}`).toBe(value);
    } else if (Array.isArray(value)) value.forEach((item, index) => walk(item, `${path}.${index}`));
    else if (value !== null && typeof value === 'object')
      for (const [key, item] of Object.entries(value)) walk(item, `${path}.${key}`);
  };
  walk(answer, '');
}

const fils = (bd: number) => BigInt(bdToFils(bd));
const read = async (url: string) => {
  const response = await api.call('GET', url);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  const answer = response.json();
  expectExactFigures(answer, url);
  return answer;
};

/** Makes the document and posts it; answers its number. */
async function posted(
  kind: 'invoice' | 'purchase' | 'receipt',
  made: Promise<{ status: number; number: number | null }>,
) {
  const { status, number } = await made;
  expect(status, kind).toBe(200);
  expect(await scenario.post(kind, number!), kind).toBe(200);
  return number!;
}

async function expectDocument(kind: 'invoice' | 'purchase', number: number, lines: readonly InvoiceLineDraft[]) {
  const record = (await read(`vouchers/${kind}_details?${kind}_number=${number}`))[kind];
  const exact = lines.map(exactLine);
  record.items.forEach((item: Record<string, number>, index: number) => {
    expect([fils(item.vatable_amount!), fils(item.vat_amount!), fils(item.total_amount!)]).toEqual([
      exact[index]!.vatable,
      exact[index]!.vat,
      exact[index]!.total,
    ]);
  });
  const totals = [exactSum(exact.map((l) => l.vatable)), exactSum(exact.map((l) => l.vat))];
  expect([fils(record.vatable_amount), fils(record.vat_amount), fils(record.total_amount)]).toEqual([
    ...totals,
    totals[0]! + totals[1]!,
  ]);
  expect(totals[0]! + totals[1]!).toBeLessThanOrEqual(BigInt(MAX_DOCUMENT_FILS));
  return { total: totals[0]! + totals[1]!, vat: totals[1]! };
}

/** The month totals the ledger keeps, beside the same sums of its lines worked out by PostgreSQL in NUMERIC. */
async function monthTotals() {
  const kept = await db().execute<{ key: string; debit: string; credit: string }>(sql`
    select account_id || ' ' || month as key, debit_fils::text as debit, credit_fils::text as credit
    from ledger_month_totals where debit_fils <> 0 or credit_fils <> 0 order by 1`);
  const summed = await db().execute<{ key: string; debit: string; credit: string }>(sql`
    select account_id || ' ' || date_trunc('month', date)::date as key,
      sum(debit_fils::numeric)::text as debit, sum(credit_fils::numeric)::text as credit
    from ledger_lines group by 1 having sum(debit_fils) <> 0 or sum(credit_fils) <> 0 order by 1`);
  return { kept: kept.rows, summed: summed.rows };
}

describe('documents at the money limits', () => {
  it('keep every figure, from the line to the trial balance, an exact safe integer of fils', async () => {
    await fc.assert(
      fc.asyncProperty(books, async ({ invoices, purchases }) => {
        await clearDocuments(db());
        let receivable = 0n;
        let payable = 0n;
        let vatOut = 0n;
        let vatIn = 0n;
        for (const [index, { lines: shapes, paid }] of invoices.entries()) {
          const lines = linesNearTheLimit(shapes);
          const number = await posted(
            'invoice',
            scenario.invoice(api.md.customers.acme, `2026-10-0${index + 1}`, lines, 0),
          );
          const { total, vat } = await expectDocument('invoice', number, lines);
          vatOut += vat;
          receivable += total;
          if (!paid) continue;
          const { id } = await scenario.details('invoice', number);
          const receiptItem = {
            kind: 'customer' as const,
            invoiceId: id,
            crDr: 'cr' as const,
            amountFils: Number(total),
          };
          await posted('receipt', scenario.receipt(api.md.customers.acme, 26, '2026-11-02', [receiptItem]));
          receivable -= total;
        }
        for (const shapes of purchases) {
          const lines = linesNearTheLimit(shapes);
          const items = lines.map((line) => ({
            ...line,
            accountId: 29,
            crDr: 'dr' as const,
            truckId: null,
            jobIds: [],
          }));
          const number = await posted(
            'purchase',
            scenario.purchase(api.md.customers.bahrainMarine, '2026-10-15', items),
          );
          const { total, vat } = await expectDocument('purchase', number, lines);
          vatIn += vat;
          payable += total;
        }

        const period = 'from=2026-01-01&to=2026-12-31';
        const trial = await read(`books/trial_balance?${period}`);
        const lines = await db().execute<{ debit: string; credit: string }>(
          sql`select coalesce(sum(debit_fils::numeric), 0)::text as debit, coalesce(sum(credit_fils::numeric), 0)::text as credit from ledger_lines`,
        );
        expect([fils(trial.totals.debit), fils(trial.totals.credit)]).toEqual([
          BigInt(lines.rows[0]!.debit),
          BigInt(lines.rows[0]!.credit),
        ]);
        const { kept, summed } = await monthTotals();
        expect(kept).toEqual(summed);
        for (const row of kept) expect(BigInt(row.debit) <= BigInt(Number.MAX_SAFE_INTEGER), row.key).toBe(true);

        const aging = await read('books/receivables_aging?date=2026-12-31');
        expect(fils(aging.totals.balance)).toBe(receivable);
        const payables = await read('books/payables_aging?date=2026-12-31');
        expect(fils(payables.totals.balance)).toBe(payable);
        const vatReturned = await read(`books/vat_return?${period}`);
        expect(fils(vatReturned.net_vat_due)).toBe(vatOut - vatIn);
        await read(`books/profit_and_loss?${period}`);
        await read('books/balance_sheet?date=2026-12-31');
        await read('vouchers/invoice_list');
        await read('vouchers/purchase_list');
      }),
      { numRuns: 5 },
    );
  });
});
