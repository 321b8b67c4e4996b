import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { addDays } from '@fleetledger/shared/dates';
import { netVatEffect, type DocumentBox } from '@fleetledger/shared/vat-returns/vat-return-boxes';
import type { VatReturn } from '@fleetledger/shared/vat-returns/vat-returns.contract';
import { useSignedInApp } from '../../../test/signed-in-app';
import { CODES, clearDocuments } from '../../../test/ledger-scenario';
import { fils } from './vat-return-fixture';

/**
 * Random quarters of a company, driven through the real API: openings holding VAT, invoices with and
 * without discounts, credit notes partial and full, debit notes, cancellations, purchases, expenses with
 * and without VAT, journals to the VAT accounts, quarters filed, the lock moved back and late postings.
 * Whatever the app accepts or refuses, afterwards: every box is the sum of its documents (as filed, at
 * the filing); box 16 of a return not filed is what the filed returns before it now differ by, less what
 * later filed returns already carried; and the boxes with the moves outside them are what the VAT
 * accounts moved.
 */
const api = useSignedInApp({ authority: 1, masterData: true, securityCodes: CODES });
const db = () => api.ctx.database.db;
const YEAR_START = '2026-01-01';
const QUARTERS = [
  ['2026-01-01', '2026-03-31'],
  ['2026-04-01', '2026-06-30'],
  ['2026-07-01', '2026-09-30'],
  ['2026-10-01', '2026-11-30'],
] as const;
const dayOf = (n: number) => addDays(YEAR_START, n);

type Step =
  | { do: 'invoice'; day: number; lines: { amount: number; vat: 0 | 10 }[]; discount: number }
  | { do: 'credit' | 'debit'; pick: number; line: number; part: number; after: number }
  | { do: 'cancel'; pick: number }
  | { do: 'purchase'; day: number; items: { amount: number; vat: 0 | 10; credit: boolean }[] }
  | { do: 'expense'; day: number; amount: number; vat: 10 | 0 | null }
  | { do: 'journal'; day: number; amount: number; account: 41 | 42 }
  | { do: 'file'; quarter: number }
  | { do: 'reopen'; day: number }
  | { do: 'relock' };

const amount = fc.integer({ min: 1, max: 200_000 }).map((n) => n / 1000);
const day = fc.integer({ min: 0, max: 330 });
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      do: fc.constant('invoice' as const),
      day,
      lines: fc.array(fc.record({ amount, vat: fc.constantFrom<0 | 10>(0, 10) }), { minLength: 1, maxLength: 3 }),
      discount: fc.oneof(
        fc.constant(0),
        fc.integer({ min: 1, max: 500 }).map((n) => n / 1000),
      ),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      do: fc.constantFrom<'credit' | 'debit'>('credit', 'credit', 'debit'),
      pick: fc.nat(),
      line: fc.nat(),
      part: fc.double({ min: 0.1, max: 1, noNaN: true }),
      after: fc.integer({ min: 0, max: 120 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ do: fc.constant('cancel' as const), pick: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({
      do: fc.constant('purchase' as const),
      day,
      items: fc
        .array(fc.record({ amount, vat: fc.constantFrom<0 | 10>(0, 10), credit: fc.boolean() }), {
          minLength: 1,
          maxLength: 2,
        })
        .filter((items) => !items.every((item) => item.credit)),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      do: fc.constant('expense' as const),
      day,
      amount,
      vat: fc.constantFrom<10 | 0 | null>(10, 0, null),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      do: fc.constant('journal' as const),
      day,
      amount,
      account: fc.constantFrom<41 | 42>(41, 42),
    }),
  },
  { weight: 2, arbitrary: fc.record({ do: fc.constant('file' as const), quarter: fc.integer({ min: 0, max: 2 }) }) },
  { weight: 1, arbitrary: fc.record({ do: fc.constant('reopen' as const), day }) },
  { weight: 1, arbitrary: fc.record({ do: fc.constant('relock' as const) }) },
);

/** The boxes' figures from the document tables themselves, restated here: box → [amount, VAT] in fils. */
async function documentBoxes(from: string, to: string): Promise<Record<1 | 4 | 8 | 13, [number, number]>> {
  const { rows } = await db().execute<{ box: number; amount: string; vat: string }>(sql`
    with taxable as (
      select t.kind = 'discount' as discount, true as sale, t.vat_percent, t.vatable_fils as a, t.vat_fils as v
        from invoice_items t join invoices i on i.id = t.invoice_id
        where i.date between ${from} and ${to} and not i.opening
          and (i.status = 'Posted' or (i.status = 'Cancelled' and exists (select 1 from credit_notes n where n.invoice_id = i.id)))
      union all select l.kind = 'discount', true, l.vat_percent, -l.vatable_fils, -l.vat_fils
        from credit_note_lines l join credit_notes n on n.id = l.credit_note_id where n.date between ${from} and ${to} and n.status = 'Posted'
      union all select false, true, l.vat_percent, l.vatable_fils, l.vat_fils
        from debit_note_lines l join debit_notes n on n.id = l.debit_note_id where n.date between ${from} and ${to} and n.status = 'Posted'
      union all select t.account_id = 37, false, t.vat_percent,
          case when t.cr_dr = 'cr' then -t.vatable_fils else t.vatable_fils end, case when t.cr_dr = 'cr' then -t.vat_fils else t.vat_fils end
        from purchase_items t join purchases p on p.id = t.purchase_id where p.date between ${from} and ${to} and p.status = 'Posted'
      union all select false, false, vat_percent, amount_fils, vat_fils from expenses where date between ${from} and ${to}
    )
    select case when sale then (case when vat_percent = 10 then 1 else 4 end) else (case when vat_percent = 10 then 8 else 13 end) end as box,
      sum(a)::text as amount, sum(v)::text as vat
    from taxable where not discount group by 1`);
  const boxes = { 1: [0, 0], 4: [0, 0], 8: [0, 0], 13: [0, 0] } as Record<1 | 4 | 8 | 13, [number, number]>;
  for (const row of rows) boxes[row.box as 1] = [Number(row.amount), Number(row.vat)];
  return boxes;
}

/** What the VAT accounts moved in the period: credits less debits, what they say is owed. */
async function vatAccountsMoved(from: string, to: string): Promise<number> {
  const { rows } = await db().execute<{ moved: string }>(
    sql`select coalesce(sum(credit_fils - debit_fils), 0)::text as moved from ledger_lines where account_id in (41, 42) and date between ${from} and ${to}`,
  );
  return Number(rows[0]!.moved);
}

/** What the runs together exercised, so the test shows it reached every path it claims to. */
const seen = { filed: 0, corrections: 0, notes: 0, reopened: 0, outside: 0, refused: 0 };

const box = (answer: VatReturn, n: number) => answer.boxes.find((row) => row.box === n)!;
const due = (boxes: Awaited<ReturnType<typeof documentBoxes>>) =>
  boxes[1][1] + boxes[4][1] - boxes[8][1] - boxes[13][1];
const read = async (from: string, to: string) =>
  (await api.call('GET', `books/vat_return?from=${from}&to=${to}`)).json<VatReturn>();

async function run(steps: Step[], story: string[]) {
  const invoices: { number: number }[] = [];
  /** Per filed quarter: box 15 and box 16 as filed. */
  /** Each filed return: its own due, and what its box 16 carried, by the start of the period corrected. */
  const filed = new Map<number, { due: number; carried: Map<string, number> }>();
  const lock: { date: string | null } = { date: null };
  const send = async (label: string, method: 'GET' | 'POST', path: string, body?: unknown) => {
    const answer = await api.call(method, path, body);
    story.push(`${label} → ${answer.statusCode}`);
    if (answer.statusCode >= 400) seen.refused += 1;
    expect(answer.statusCode, `${story.join('\n')}\n${answer.body}`).toBeLessThan(500);
    return answer;
  };
  const post = async (kind: 'invoice' | 'purchase' | 'journal', number: number) => {
    for (const status of ['Approved', 'Posted']) {
      const details =
        kind === 'journal'
          ? (await api.call('POST', 'vouchers/journal_details', { journal_number: number })).json()
          : (await api.call('GET', `vouchers/${kind}_details?${kind}_number=${number}`)).json()[kind];
      const moved = await send(`${kind} ${number} ${status}`, 'POST', `vouchers/${kind}_status_update`, {
        [`${kind}_id`]: details.id,
        status,
        version: details.version,
        admin_code: CODES.admin,
      });
      if (moved.statusCode !== 200) return null;
      if (status === 'Posted') return moved.json()[kind] ?? details;
    }
    return null;
  };

  await clearDocuments(db());
  await send('openings', 'POST', 'books/opening_balances', {
    date: YEAR_START,
    accounts: [
      { account_id: 26, debit: 900, credit: 0 },
      { account_id: 41, debit: 0, credit: 800 },
      { account_id: 42, debit: 0, credit: 100 },
    ],
  });
  for (const s of steps) {
    const label = JSON.stringify(s);
    if (s.do === 'invoice') {
      const made = await send(label, 'POST', 'vouchers/invoice_generate', {
        customer_id: api.md.customers.acme,
        date: dayOf(s.day),
        reference: 'P',
        items: [
          ...s.lines.map((line) => ({
            account_id: 25,
            job_id: null,
            qty: 1,
            amount: line.amount,
            vat_percentage: line.vat,
            cr_dr: 'cr',
            description: 'Haulage',
          })),
          ...(s.discount > 0 && s.discount < s.lines[0]!.amount
            ? [
                {
                  account_id: 37,
                  job_id: null,
                  qty: 1,
                  amount: s.discount,
                  vat_percentage: 0,
                  cr_dr: 'dr',
                  description: 'Discount',
                },
              ]
            : []),
        ],
      });
      if (made.statusCode !== 200) continue;
      const posted = await post('invoice', made.json().invoice_number);
      if (posted !== null) invoices.push(posted);
    } else if (s.do === 'credit' || s.do === 'debit') {
      const invoice = invoices[s.pick % Math.max(invoices.length, 1)];
      if (invoice === undefined) continue;
      const record = (await api.call('GET', `vouchers/invoice_details?invoice_number=${invoice.number}`)).json()
        .invoice;
      const lines = record.items.filter((item: { kind: string }) => item.kind !== 'discount');
      const line = lines[s.line % lines.length];
      const base: number = s.do === 'credit' ? line.left_amount : line.vatable_amount;
      if (base <= 0) continue;
      const part = Math.max(0.001, Math.round(base * s.part * 1000) / 1000);
      const after = addDays(record.date, s.after);
      const date = after > dayOf(330) ? dayOf(330) : after;
      const issued = await send(label, 'POST', `vouchers/${s.do}_note_generate`, {
        invoice_id: record.id,
        date,
        reason: 'Property',
        lines: [{ invoice_line_id: line.id, amount: part }],
      });
      if (issued.statusCode === 200) seen.notes += 1;
    } else if (s.do === 'cancel') {
      const invoice = invoices[s.pick % Math.max(invoices.length, 1)];
      if (invoice === undefined) continue;
      const record = (await api.call('GET', `vouchers/invoice_details?invoice_number=${invoice.number}`)).json()
        .invoice;
      await send(label, 'POST', 'vouchers/invoice_status_update', {
        invoice_id: record.id,
        status: 'Cancelled',
        version: record.version,
        cancel_code: CODES.cancel,
        admin_code: CODES.admin,
      });
    } else if (s.do === 'purchase') {
      const made = await send(label, 'POST', 'vouchers/purchase_generate', {
        supplier_id: api.md.customers.bahrainMarine,
        date: dayOf(s.day),
        reference: 'S',
        reference_date: dayOf(s.day),
        items: s.items.map((item) => ({
          account_id: 29,
          job_id: null,
          truck_id: null,
          cr_dr: item.credit ? 'cr' : 'dr',
          qty: 1,
          amount: item.amount,
          vat_percentage: item.vat,
          description: 'Diesel',
        })),
      });
      if (made.statusCode === 200) await post('purchase', made.json().purchase_number);
    } else if (s.do === 'expense') {
      await send(label, 'POST', 'expense_insert.php', {
        date: dayOf(s.day),
        charge_id: api.md.charges.diesel,
        amount: s.amount,
        description: 'Diesel',
        type: 'general',
        status: 'paid',
        vat_percentage: s.vat,
        supplier_vat_number: s.vat === 10 ? '200000898300002' : null,
      });
    } else if (s.do === 'journal') {
      const [vatAccount, side] = s.account === 41 ? [41, 'debit'] : [42, 'credit'];
      const made = await send(label, 'POST', 'vouchers/journal_generate', {
        date: dayOf(s.day),
        reference: 'J',
        narration: 'VAT',
        lines: [
          {
            account_id: vatAccount,
            debit: side === 'debit' ? s.amount : 0,
            credit: side === 'credit' ? s.amount : 0,
            party_id: null,
            truck_id: null,
            description: 'VAT',
          },
          {
            account_id: 26,
            debit: side === 'credit' ? s.amount : 0,
            credit: side === 'debit' ? s.amount : 0,
            party_id: null,
            truck_id: null,
            description: 'VAT',
          },
        ],
      });
      if (made.statusCode === 200) await post('journal', made.json().number);
    } else if (s.do === 'file') {
      const [from, to] = QUARTERS[s.quarter]!;
      const answer = await send(label, 'POST', 'books/vat_return_file', { from, to });
      if (answer.statusCode !== 200) continue;
      const frozen = answer.json().filed as VatReturn;
      // Filed, its boxes are its documents' sums.
      const boxes = await documentBoxes(from, to);
      for (const n of [1, 4, 8, 13] as const) {
        expect(fils(box(frozen, n).amount), `${story.join('\n')}\nbox ${n}`).toBe(boxes[n][0]);
        if (n === 1 || n === 8)
          expect(fils(box(frozen, n).vat!), `${story.join('\n')}\nbox ${n} VAT`).toBe(boxes[n][1]);
      }
      const carried = new Map<string, number>();
      for (const item of frozen.corrections) {
        const net = netVatEffect({ box: item.box as DocumentBox, vatFils: fils(item.vat) });
        carried.set(item.corrected_from, (carried.get(item.corrected_from) ?? 0) + net);
      }
      const carriedTotal = [...carried.values()].reduce((sum, net) => sum + net, 0);
      expect(carriedTotal, `${story.join('\n')}\nbox 16 by its items`).toBe(fils(box(frozen, 16).vat!));
      filed.set(s.quarter, { due: fils(box(frozen, 15).vat!), carried });
      seen.filed += 1;
      lock.date = lock.date === null || lock.date < to ? to : lock.date;
    } else if (s.do === 'reopen' && lock.date !== null) {
      const { version } = (await api.call('GET', 'books/lock_date')).json();
      const target = dayOf(s.day) < lock.date ? dayOf(s.day) : null;
      const moved = await send(label, 'POST', 'books/lock_date', {
        lock_date: target,
        version,
        admin_code: CODES.admin,
        reason: 'Late paperwork',
      });
      if (moved.statusCode === 200) {
        lock.date = target;
        seen.reopened += 1;
      }
    } else if (s.do === 'relock') {
      const latest = [...filed.keys()]
        .map((q) => QUARTERS[q]![1])
        .sort()
        .at(-1);
      if (latest === undefined || (lock.date !== null && lock.date >= latest)) continue;
      const { version } = (await api.call('GET', 'books/lock_date')).json();
      const moved = await send(label, 'POST', 'books/lock_date', {
        lock_date: latest,
        version,
        reason: 'Closed again',
      });
      if (moved.statusCode === 200) lock.date = latest;
    }
  }

  for (const [index, [from, to]] of QUARTERS.entries()) {
    const answer = await read(from, to);
    const context = `${story.join('\n')}\nquarter ${from}`;
    if (filed.has(index)) {
      expect(answer.filed, context).not.toBeNull();
      continue;
    }
    const boxes = await documentBoxes(from, to);
    expect(fils(box(answer, 1).amount), context).toBe(boxes[1][0]);
    expect(fils(box(answer, 1).vat!), context).toBe(boxes[1][1]);
    expect(fils(box(answer, 4).amount), context).toBe(boxes[4][0]);
    expect(fils(box(answer, 8).amount), context).toBe(boxes[8][0]);
    expect(fils(box(answer, 8).vat!), context).toBe(boxes[8][1]);
    expect(fils(box(answer, 13).amount), context).toBe(boxes[13][0]);
    expect(fils(box(answer, 15).vat!), context).toBe(due(boxes));
    // Box 16: what the filed returns before it now differ by, less what any filed return (a later
    // quarter filed first included) already carried of them.
    let expected = 0;
    for (const [quarter, figures] of filed) {
      const [quarterFrom, quarterTo] = QUARTERS[quarter]!;
      if (quarterTo < from) expected += due(await documentBoxes(quarterFrom, quarterTo)) - figures.due;
      for (const [correctedFrom, net] of figures.carried) if (correctedFrom < from) expected -= net;
    }
    expect(fils(box(answer, 16).vat!), context).toBe(expected);
    if (expected !== 0) seen.corrections += 1;
    if (answer.outside.length > 0) seen.outside += 1;
    expect(fils(box(answer, 18).vat!), context).toBe(due(boxes) + expected);
    // Output less input from the boxes, with the moves outside them, is what the VAT accounts moved.
    const outside = answer.outside.reduce((sum, move) => sum + fils(move.amount), 0);
    expect(due(boxes) + outside, context).toBe(await vatAccountsMoved(from, to));
  }
}

describe('VAT returns over random quarters', () => {
  it("are the sums of their documents, carry the filed periods' differences into box 16, and agree with the VAT accounts", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 10, maxLength: 30 }), async (steps) => {
        await run(steps, []);
      }),
      { numRuns: 20, endOnFailure: true },
    );
    expect(seen.filed).toBeGreaterThan(0);
    expect(seen.reopened).toBeGreaterThan(0);
    expect(seen.corrections).toBeGreaterThan(0);
    expect(seen.notes).toBeGreaterThan(0);
    expect(seen.outside).toBeGreaterThan(0);
    expect(seen.refused).toBeGreaterThan(0);
  }, 600_000);
});
