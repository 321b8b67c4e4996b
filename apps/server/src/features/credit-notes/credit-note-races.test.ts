import { beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { NOTE_MESSAGES } from '@fleetledger/shared/credit-notes/credit-notes.contract';
import { PAYMENT_MESSAGES } from '@fleetledger/shared/payments/payments.contract';
import { ledgerScenario } from '../../../test/ledger-scenario';
import { useSignedInApp } from '../../../test/signed-in-app';
import { CODES, notesFixture, today } from './notes-fixture';

/*
 * What can race, fired at once through the real server: notes on one line never take more than is
 * left of it (the check runs under the invoice's lock); notes get gapless, unique numbers; the credit
 * left on a note is never spent twice by allocations and refunds together; a note racing its invoice's
 * cancellation either lands first and is counted by the cancelling note, or is refused; one note is
 * cancelled once.
 */

const api = useSignedInApp({ authority: 1, masterData: true, securityCodes: CODES, listening: true });
const notes = notesFixture(api);
const scenario = ledgerScenario(api);
const { postedInvoice, line, body, send } = notes;
const db = () => api.ctx.database.db;
beforeEach(() => notes.clear());

const statuses = (answers: { status: number }[]) =>
  answers.reduce<Record<number, number>>((count, { status }) => ({ ...count, [status]: (count[status] ?? 0) + 1 }), {});

async function numbersOf(table: 'credit_notes' | 'debit_notes') {
  const { rows } = await db().execute<{ number: number }>(sql.raw(`select number from ${table} order by number`));
  return rows.map((row) => Number(row.number));
}

const oneTo = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('notes fired at once', () => {
  it('30 one-unit credits on a 10-unit line: exactly 10 are issued and the line is credited to the fil', async () => {
    const inv = await postedInvoice([line(10, 1), line(1, 5, 0)]);
    const credit = body(inv.id, [{ invoice_line_id: inv.items[0]!.id, quantity: 1 }]);
    const answers = await Promise.all(Array.from({ length: 30 }, () => send('vouchers/credit_note_generate', credit)));
    expect(statuses(answers)).toEqual({ 200: 10, 400: 20 });
    for (const answer of answers.filter((a) => a.status === 400))
      expect(answer.body.message).toBe(NOTE_MESSAGES.moreThanLeft(1, 0));
    expect(await numbersOf('credit_notes')).toEqual(oneTo(10));
    const { rows } = await db().execute<{ vatable: number; vat: number }>(
      sql`select sum(vatable_fils)::int as vatable, sum(vat_fils)::int as vat from credit_note_lines`,
    );
    expect(rows[0]).toEqual({ vatable: 10_000, vat: 1000 });
    const after = await notes.invoice(inv.number);
    expect(after.items.map((i) => i.left_amount)).toEqual([0, 5]);
    expect(after.pending_amount).toBe(5);
    expect(await notes.receivableOn(inv.id)).toBe(5000);
  });

  it('20 credit and 20 debit notes at once each get the next number of their kind, none skipped or shared', async () => {
    const inv = await postedInvoice([line(100, 1)]);
    const lines = [{ invoice_line_id: inv.items[0]!.id, quantity: 1 }];
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        send(`vouchers/${i % 2 === 0 ? 'credit' : 'debit'}_note_generate`, body(inv.id, lines)),
      ),
    );
    expect(statuses(answers)).toEqual({ 200: 40 });
    const answered = (key: string) =>
      answers
        .map((a) => a.body[key])
        .filter((n): n is number => typeof n === 'number')
        .sort((a, b) => a - b);
    expect(answered('credit_note_number')).toEqual(oneTo(20));
    expect(answered('debit_note_number')).toEqual(oneTo(20));
    expect(await numbersOf('credit_notes')).toEqual(oneTo(20));
    expect(await numbersOf('debit_notes')).toEqual(oneTo(20));
    // Twenty units taken and twenty added: the invoice owes what it did.
    expect((await notes.invoice(inv.number)).pending_amount).toBe(110);
  });

  it('20 credits racing the invoice’s cancellation: each lands first and is counted, or is refused', async () => {
    const inv = await postedInvoice([line(40, 1)]);
    const credit = body(inv.id, [{ invoice_line_id: inv.items[0]!.id, quantity: 1 }]);
    const { id, version } = await notes.invoice(inv.number);
    const [cancelled, ...credits] = await Promise.all([
      send('vouchers/invoice_status_update', {
        invoice_id: id,
        status: 'Cancelled',
        version,
        cancel_code: CODES.cancel,
        admin_code: CODES.admin,
      }),
      ...Array.from({ length: 20 }, () => send('vouchers/credit_note_generate', credit)),
    ]);
    expect(cancelled.status).toBe(200);
    for (const answer of credits.filter((a) => a.status !== 200)) {
      expect(answer.status).toBe(409);
      expect(answer.body.message).toBe(NOTE_MESSAGES.invoiceNotPosted);
    }
    const landed = credits.filter((a) => a.status === 200).length;
    const { rows } = await db().execute<{ n: number; total: number; whole: number }>(
      sql`select count(*)::int as n, sum(total_fils)::int as total,
            sum(total_fils) filter (where cancels_invoice)::int as whole from credit_notes where status = 'Posted'`,
    );
    expect(rows[0]).toEqual({ n: landed + 1, total: 44_000, whole: 44_000 - landed * 1100 });
    expect(await notes.receivableOn(inv.id)).toBe(0);
    expect(await numbersOf('credit_notes')).toEqual(oneTo(landed + 1));
  });

  it('one note cancelled 20 times at once is reversed once', async () => {
    const inv = await postedInvoice([line(10, 1)]);
    const number = await notes.issued(
      'credit_note',
      body(inv.id, [{ invoice_line_id: inv.items[0]!.id, quantity: 2 }]),
    );
    const { id, version } = await notes.note('credit_note', number);
    const move = {
      credit_note_id: id,
      status: 'Cancelled',
      version,
      cancel_code: CODES.cancel,
      admin_code: CODES.admin,
    };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => send('vouchers/credit_note_status_update', move)),
    );
    expect(statuses(answers)).toEqual({ 200: 1, 409: 19 });
    expect(await notes.ledgerOf('credit_note', id, 'reverse')).toHaveLength(3);
    expect((await notes.invoice(inv.number)).pending_amount).toBe(11);
  });
});

describe("one credit's left spent at once", () => {
  it('20 allocations and 20 refunds of one credit together never take more than it has left', async () => {
    // Paid in full, then credited 5.000 + 0.500 VAT: 5.500 of credit left, in 1.000 pieces five at most.
    const inv = await postedInvoice([line(1, 10)]);
    const { number: paid } = await scenario.receipt(api.md.customers.acme, 26, today(), [
      { kind: 'customer', invoiceId: inv.id, crDr: 'cr', amountFils: 11_000 },
    ]);
    expect(await scenario.post('receipt', paid!)).toBe(200);
    const creditNumber = await notes.issued(
      'credit_note',
      body(inv.id, [{ invoice_line_id: inv.items[0]!.id, amount: 5 }]),
    );
    const credit = await notes.note('credit_note', creditNumber);
    expect(credit.credit_left).toBe(5.5);
    const others = await Promise.all(Array.from({ length: 20 }, () => postedInvoice([line(1, 10)])));
    const allocations = others.map((other) =>
      send('vouchers/credit_note_allocate', {
        credit_note_id: credit.id,
        invoice_id: other.id,
        amount: 1,
        version: credit.version,
      }),
    );
    const refunds = others.map(() =>
      send('vouchers/payment_generate', notes.refund(api.md.customers.acme, credit.id, 1)),
    );
    const [allocated, refunded] = await Promise.all([Promise.all(allocations), Promise.all(refunds)]);
    const through = [...allocated, ...refunded].filter((a) => a.status === 200).length;
    expect(through).toBe(5);
    // One version read: at most one allocation; the others are stale or find too little credit.
    expect(allocated.filter((a) => a.status === 200).length).toBeLessThanOrEqual(1);
    for (const answer of allocated.filter((a) => a.status !== 200))
      expect([NOTE_MESSAGES.stale('credit_note'), NOTE_MESSAGES.allocationTooMuch(500)]).toContain(answer.body.message);
    for (const answer of refunded.filter((a) => a.status !== 200)) {
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(PAYMENT_MESSAGES.refundOverCredit(1, `CN-ARG-${creditNumber}`, 'BD 0.500'));
    }
    const after = await notes.note('credit_note', creditNumber);
    expect(after.credit_left).toBe(0.5);
    const { rows } = await db().execute<{ taken: number }>(sql`
      select (coalesce((select sum(amount_fils) from credit_allocations where live), 0)
        + coalesce((select sum(amount_fils) from payment_items where credit_note_id is not null), 0))::int as taken`);
    expect(rows[0]!.taken).toBe(5000);
  });
});
