import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { useSignedInApp } from '../../../test/signed-in-app';
import { jobPayload } from '../../../test/job-fixture';
import { bdToFils } from '@fleetledger/shared/money';
import { vatReturn } from '../vat-returns/vat-returns.service';
import { verifyLedger } from './ledger.service';
import {
  CODES,
  clearDocuments,
  ledgerScenario,
  type DocumentKind,
  type InvoiceLineDraft,
  type PurchaseItemDraft,
  type ReceiptItemDraft,
} from '../../../test/ledger-scenario';
import {
  openPostings,
  receivableByCustomer,
  receivableByInvoice,
  trialBalanceDifference,
  unbalancedEntries,
  vatFigures,
} from './books-identities';

/**
 * Random lives of invoices, receipts and purchase vouchers, driven through the real API: created,
 * approved, posted, un-posted, cancelled (a posted invoice by a credit note), paid in part or in
 * advance. Whatever the app accepts or refuses, afterwards the books balance entry by entry and in
 * total, say what the documents say (receivables per customer and per invoice, VAT out and in, one
 * standing posting per Posted document), and their hash chain is whole.
 */
const api = useSignedInApp({ authority: 1, masterData: true, securityCodes: CODES });
const scenario = ledgerScenario(api);
const jobIds: number[] = [];

beforeAll(async () => {
  for (const job of ['L1', 'L2', 'L3']) {
    const response = await api.call('POST', 'job_insert.php', jobPayload(api.md, { job }));
    jobIds.push(response.json().job_id as number);
  }
});

type Move = 'post' | 'Approved' | 'Created' | 'Cancelled';
type Step =
  | { do: 'invoice'; customer: number; day: number; lines: InvoiceLineDraft[]; discountFils: number }
  | {
      do: 'purchase';
      day: number;
      items: (Omit<PurchaseItemDraft, 'truckId' | 'jobIds'> & { onTruck: boolean; jobs: number[] })[];
    }
  | {
      do: 'receipt';
      customer: number;
      accountId: number;
      day: number;
      pays: { pick: number; part: number }[];
      advanceFils: number;
      adjustments: ReceiptItemDraft[];
    }
  | { do: 'move'; pick: number; to: Move };

const vatPercent = fc.constantFrom<0 | 10>(0, 10);
const line = fc.record({
  quantity: fc.integer({ min: 1, max: 3 }),
  unitFils: fc.integer({ min: 1, max: 250_000 }),
  vatPercent,
});
const invoiceStep = fc.record({
  do: fc.constant('invoice' as const),
  customer: fc.nat(1),
  day: fc.integer({ min: 1, max: 28 }),
  lines: fc.array(line, { minLength: 1, maxLength: 3 }),
  discountFils: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 60_000 })),
});
const purchaseStep = fc.record({
  do: fc.constant('purchase' as const),
  day: fc.integer({ min: 1, max: 28 }),
  items: fc.array(
    fc.record({
      accountId: fc.constantFrom(29, 29, 30, 31, 25),
      crDr: fc.constantFrom<'dr' | 'cr'>('dr', 'dr', 'cr'),
      quantity: fc.integer({ min: 1, max: 3 }),
      unitFils: fc.integer({ min: 1, max: 120_000 }),
      vatPercent,
      onTruck: fc.boolean(),
      jobs: fc.subarray([0, 1, 2]),
    }),
    { minLength: 1, maxLength: 3 },
  ),
});
const adjustment = fc.oneof(
  fc.record({
    kind: fc.constant('discount' as const),
    accountId: fc.constant(37),
    crDr: fc.constant('dr' as const),
    amountFils: fc.integer({ min: 1, max: 2_000 }),
  }),
  fc.record({
    kind: fc.constant('round_off' as const),
    accountId: fc.constant(39),
    crDr: fc.constant('dr' as const),
    amountFils: fc.integer({ min: 1, max: 9 }),
  }),
  fc.record({
    kind: fc.constant('round_off' as const),
    accountId: fc.constant(40),
    crDr: fc.constant('cr' as const),
    amountFils: fc.integer({ min: 1, max: 9 }),
  }),
);
const receiptStep = fc.record({
  do: fc.constant('receipt' as const),
  customer: fc.nat(1),
  accountId: fc.constantFrom(26, 27, 28),
  day: fc.integer({ min: 1, max: 28 }),
  pays: fc.array(fc.record({ pick: fc.nat(), part: fc.double({ min: 0.05, max: 1, noNaN: true }) }), { maxLength: 2 }),
  advanceFils: fc.oneof(
    { arbitrary: fc.constant(0), weight: 1 },
    { arbitrary: fc.integer({ min: 1, max: 80_000 }), weight: 3 },
  ),
  adjustments: fc.array(adjustment, { maxLength: 2 }),
});
const moveStep = fc.record({
  do: fc.constant('move' as const),
  pick: fc.nat(),
  to: fc.constantFrom<Move>('post', 'post', 'post', 'Approved', 'Created', 'Cancelled'),
});
const steps: fc.Arbitrary<Step[]> = fc.array(
  fc.oneof(
    { arbitrary: invoiceStep, weight: 3 },
    { arbitrary: receiptStep, weight: 2 },
    { arbitrary: purchaseStep, weight: 1 },
    { arbitrary: moveStep, weight: 7 },
  ),
  { minLength: 1, maxLength: 14 },
);

const day = (month: number, n: number) => `2026-${month}-${String(n).padStart(2, '0')}`;

interface Made {
  kind: DocumentKind;
  number: number;
}

/** Runs the steps one by one; answers each step with the HTTP statuses it met. */
async function play(sequence: Step[]): Promise<string[]> {
  const customers = [api.md.customers.acme, api.md.customers.bahrainMarine];
  const made: Made[] = [];
  const journal: string[] = [];
  const keep = (kind: DocumentKind, answer: { status: number; number: number | null }) => {
    if (answer.number !== null) made.push({ kind, number: answer.number });
    return [answer.status];
  };
  for (const step of sequence) {
    let statuses: number[];
    switch (step.do) {
      case 'invoice':
        statuses = keep(
          'invoice',
          await scenario.invoice(customers[step.customer]!, day(10, step.day), step.lines, step.discountFils),
        );
        break;
      case 'purchase':
        statuses = keep(
          'purchase',
          await scenario.purchase(
            api.md.customers.bahrainMarine,
            day(10, step.day),
            step.items.map(({ onTruck, jobs, ...item }) => ({
              ...item,
              truckId: onTruck ? api.md.trucks.t2 : null,
              jobIds: jobs.map((i) => jobIds[i]!),
            })),
          ),
        );
        break;
      case 'receipt': {
        const customerId = customers[step.customer]!;
        const pending = [...(await scenario.pending(customerId))].filter(([, fils]) => fils > 0);
        const paid = new Map<number, number>();
        for (const { pick, part } of step.pays) {
          if (pending.length === 0) break;
          const [invoiceId, fils] = pending[pick % pending.length]!;
          paid.set(invoiceId, Math.max(1, Math.floor(fils * part)));
        }
        const items: ReceiptItemDraft[] = [
          ...[...paid].map(([invoiceId, amountFils]) => ({
            kind: 'customer' as const,
            invoiceId,
            crDr: 'cr' as const,
            amountFils,
          })),
          ...(step.advanceFils > 0
            ? [{ kind: 'customer' as const, invoiceId: null, crDr: 'cr' as const, amountFils: step.advanceFils }]
            : []),
          ...step.adjustments,
        ];
        statuses = keep('receipt', await scenario.receipt(customerId, step.accountId, day(11, step.day), items));
        break;
      }
      case 'move': {
        if (made.length === 0) {
          statuses = [];
          break;
        }
        const { kind, number } = made[step.pick % made.length]!;
        statuses =
          step.to === 'post' ? [await scenario.post(kind, number)] : [await scenario.move(kind, number, step.to)];
        break;
      }
    }
    journal.push(`${JSON.stringify(step)} → ${statuses.join(', ') || 'nothing to move yet'}`);
  }
  return journal;
}

/** What the whole test wrote into the books, so it can show it exercised every kind of entry. */
const written = {
  invoicePosts: 0,
  invoiceReversals: 0,
  creditNotes: 0,
  receiptPosts: 0,
  receiptReversals: 0,
  purchasePosts: 0,
  purchaseReversals: 0,
};

async function tally() {
  const { rows } = await api.ctx.database.db.execute<{ source_kind: string; event: string; entries: string }>(
    sql`select source_kind, event, count(*) as entries from ledger_entries group by source_kind, event`,
  );
  const count = (kind: string, event: string) =>
    Number(rows.find((row) => row.source_kind === kind && row.event === event)?.entries ?? 0);
  written.invoicePosts += count('invoice', 'post');
  written.invoiceReversals += count('invoice', 'reverse');
  written.creditNotes += count('credit_note', 'post');
  written.receiptPosts += count('receipt', 'post');
  written.receiptReversals += count('receipt', 'reverse');
  written.purchasePosts += count('purchase', 'post');
  written.purchaseReversals += count('purchase', 'reverse');
}

async function expectSoundBooks(journal: string[]) {
  const db = api.ctx.database.db;
  const story = journal.join('\n');
  expect(
    journal.filter((entry) => /→ .*5\d\d/.test(entry)),
    story,
  ).toEqual([]);
  expect(await unbalancedEntries(db), story).toEqual([]);
  expect(await trialBalanceDifference(db), story).toBe(0);

  for (const found of [await receivableByCustomer(db), await receivableByInvoice(db)]) {
    expect(
      found.map((row) => [row.id, row.books]),
      story,
    ).toEqual(found.map((row) => [row.id, row.documents]));
  }

  const vat = await vatFigures(db);
  expect(vat.books, story).toEqual({ output: vat.documents.output, input: vat.documents.input });
  expect(vat.documents.purchasesHeaderInput, story).toBe(vat.documents.input);

  // The VAT return over all time: its boxes are the same VAT as the books' VAT accounts.
  const vatReturned = await vatReturn(db, { from: '2000-01-01', to: '2099-12-31' });
  const box = (n: number) => vatReturned.boxes.find((b) => b.box === n)!;
  expect(bdToFils(box(7).vat!) - bdToFils(box(14).vat!), story).toBe(vat.books.output - vat.books.input);
  expect([bdToFils(box(7).vat!), bdToFils(box(14).vat!)], story).toEqual([vat.books.output, vat.books.input]);
  expect([bdToFils(box(7).amount), bdToFils(box(14).amount)], story).toEqual([
    vat.documents.sales,
    vat.documents.purchases,
  ]);
  expect(bdToFils(vatReturned.net_vat_due), story).toBe(vat.documents.output - vat.documents.input);

  const postings = await openPostings(db);
  expect(postings.open, story).toEqual(postings.posted);

  const { rows } = await db.execute<{ entries: string }>(sql`select count(*) as entries from ledger_entries`);
  expect(await verifyLedger(db), story).toEqual({ entries: Number(rows[0]!.entries), broken: null });
}

/** A life that writes every kind of entry (moves pick documents in the order they were made), played first. */
const TOUR: Step[] = [
  { do: 'invoice', customer: 0, day: 3, lines: [{ quantity: 2, unitFils: 10_005, vatPercent: 10 }], discountFils: 1 },
  { do: 'invoice', customer: 1, day: 4, lines: [{ quantity: 1, unitFils: 30_000, vatPercent: 0 }], discountFils: 0 },
  { do: 'move', pick: 0, to: 'post' },
  { do: 'move', pick: 1, to: 'post' },
  {
    do: 'receipt',
    customer: 0,
    accountId: 26,
    day: 2,
    pays: [{ pick: 0, part: 0.5 }],
    advanceFils: 7_000,
    adjustments: [{ kind: 'round_off', accountId: 40, crDr: 'cr', amountFils: 3 }],
  },
  { do: 'move', pick: 2, to: 'post' },
  { do: 'move', pick: 0, to: 'Approved' },
  { do: 'move', pick: 2, to: 'Approved' },
  { do: 'move', pick: 2, to: 'post' },
  { do: 'move', pick: 1, to: 'Approved' },
  { do: 'move', pick: 1, to: 'post' },
  { do: 'move', pick: 1, to: 'Cancelled' },
  {
    do: 'purchase',
    day: 9,
    items: [
      { accountId: 30, crDr: 'dr', quantity: 1, unitFils: 10_000, vatPercent: 10, onTruck: true, jobs: [0, 1, 2] },
      { accountId: 29, crDr: 'cr', quantity: 1, unitFils: 1_001, vatPercent: 10, onTruck: false, jobs: [] },
    ],
  },
  { do: 'move', pick: 3, to: 'post' },
  { do: 'move', pick: 3, to: 'Created' },
  { do: 'move', pick: 3, to: 'post' },
  { do: 'move', pick: 2, to: 'Cancelled' },
];

describe('the books under random document lives', () => {
  it('refuse what the tour must be refused and take the rest', async () => {
    await clearDocuments(api.ctx.database.db);
    const journal = await play(TOUR);
    // Un-posting the invoice the posted receipt pays is refused (409); everything else is taken.
    expect(journal.map((entry) => entry.split('→ ')[1])).toEqual(TOUR.map((_step, i) => (i === 6 ? '409' : '200')));
    await expectSoundBooks(journal);
  });

  it('balance, agree with the documents and keep their chain whole after every sequence', async () => {
    await fc.assert(
      fc.asyncProperty(steps, async (sequence) => {
        await clearDocuments(api.ctx.database.db);
        const journal = await play(sequence);
        await expectSoundBooks(journal);
        await tally();
      }),
      { numRuns: 25, examples: [[TOUR]], endOnFailure: true },
    );
    expect(written.invoicePosts).toBeGreaterThan(0);
    expect(written.invoiceReversals).toBeGreaterThan(0);
    expect(written.creditNotes).toBeGreaterThan(0);
    expect(written.receiptPosts).toBeGreaterThan(0);
    expect(written.receiptReversals).toBeGreaterThan(0);
    expect(written.purchasePosts).toBeGreaterThan(written.purchaseReversals);
    expect(written.purchaseReversals).toBeGreaterThan(0);
  }, 240_000);
});
