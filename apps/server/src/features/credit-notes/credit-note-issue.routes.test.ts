import { beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { NOTE_MESSAGES } from '@fleetledger/shared/credit-notes/credit-notes.contract';
import { addDays, NOT_A_REAL_DATE } from '@fleetledger/shared/dates';
import { INVOICE_MESSAGES } from '@fleetledger/shared/invoices/invoices.contract';
import { ACCOUNT_USE_MESSAGES } from '@fleetledger/shared/ledger/account-use';
import { LOCK_MESSAGES } from '@fleetledger/shared/ledger/lock-date.contract';
import { MAX_DOCUMENT_LINES } from '@fleetledger/shared/money-limits';
import { useSignedInApp } from '../../../test/signed-in-app';
import { CODES, INVOICE_DATE, notesFixture, today } from './notes-fixture';

/*
 * credit_note_generate: a credit note takes part of a Posted invoice's lines back at each line's VAT
 * rate, posts DR Sales (per line, a job line's share per job and truck) and DR VAT Output against CR
 * Accounts Receivable on the invoice, and lowers what the invoice owes; it never takes more than is left
 * of a line. Every refusal names its field and writes nothing, and only an Admin may issue one.
 */

const api = useSignedInApp({ authority: 1, masterData: true, securityCodes: CODES });
const notes = notesFixture(api);
const { twoLines, postedInvoice, line, body, issue, issued, note, ledgerOf, invoice } = notes;
beforeEach(() => notes.clear());

describe('issuing a credit note', () => {
  it('credits units and amounts at the lines’ rates, posts the mirror of the invoice and lowers what it owes', async () => {
    const inv = await twoLines();
    const answer = await issue(
      'credit_note',
      body(inv.id, [
        { invoice_line_id: inv.a, quantity: 3 },
        { invoice_line_id: String(inv.b), amount: 5.5 },
      ]),
    );
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ status: 'success', credit_note_number: 1, message: 'Credit note CN-ARG-1 issued' });
    const credit = await note('credit_note', 1);
    expect(credit).toMatchObject({
      kind: 'credit_note',
      date: today(),
      invoice_id: inv.id,
      invoice_number: inv.number,
      invoice_date: INVOICE_DATE,
      customer_id: api.md.customers.acme,
      customer_name: 'Acme Trading',
      reason: 'Goods returned',
      status: 'Posted',
      vatable_amount: 8.5,
      vat_amount: 0.3,
      total_amount: 8.8,
      applied_amount: 8.8,
      credit_left: 0,
      cancels_invoice: false,
      allocations: [],
      refunds: [],
    });
    expect(
      credit.lines.map((l) => [l.invoice_line_id, l.quantity, l.unit_amount, l.vat_percentage, l.total_amount]),
    ).toEqual([
      [inv.a, 3, 1, 10, 3.3],
      [inv.b, null, 20, 0, 5.5],
    ]);
    const acme = api.md.customers.acme;
    const tags = { party_id: acme, truck_id: null, job_id: null, date: today() };
    expect(await ledgerOf('credit_note', credit.id)).toEqual([
      { ...tags, account_id: 38, debit_fils: 0, credit_fils: 8800, invoice_id: inv.id, vat_percent: null },
      { ...tags, account_id: 25, debit_fils: 3000, credit_fils: 0, invoice_id: null, vat_percent: 10 },
      { ...tags, account_id: 25, debit_fils: 5500, credit_fils: 0, invoice_id: null, vat_percent: 0 },
      { ...tags, account_id: 41, debit_fils: 300, credit_fils: 0, invoice_id: null, vat_percent: 10 },
    ]);
    expect(await notes.receivableOn(inv.id)).toBe(31_000 - 8800);
    const after = await invoice(inv.number);
    expect(after).toMatchObject({ status: 'Posted', pending_amount: 22.2, credit_note: null, debit_notes: [] });
    expect(after.credit_notes).toEqual([
      { id: credit.id, number: 1, date: today(), status: 'Posted', reason: 'Goods returned', total_amount: 8.8 },
    ]);
    expect(after.items.map((i) => [i.credited_amount, i.debited_amount, i.left_amount])).toEqual([
      [3, 0, 7],
      [5.5, 0, 14.5],
    ]);
  });

  it('takes all the VAT left with the rest of a line, and refuses a credit beyond what is left', async () => {
    const inv = await twoLines();
    await issued('credit_note', body(inv.id, [{ invoice_line_id: inv.a, quantity: 3 }]));
    const rest = await issued('credit_note', body(inv.id, [{ invoice_line_id: inv.a, amount: 7 }]));
    expect(await note('credit_note', rest)).toMatchObject({ vatable_amount: 7, vat_amount: 0.7, total_amount: 7.7 });
    const more = await issue('credit_note', body(inv.id, [{ invoice_line_id: inv.a, quantity: 1 }]));
    expect(more.statusCode).toBe(400);
    expect(more.json().errors).toEqual({ 'lines.0.amount': NOTE_MESSAGES.moreThanLeft(1, 0) });
    const over = await issue('credit_note', body(inv.id, [{ invoice_line_id: inv.b, amount: 20.001 }]));
    expect(over.json().message).toBe(NOTE_MESSAGES.moreThanLeft(1, 20_000));
    expect((await invoice(inv.number)).pending_amount).toBe(20);
  });

  it('refuses a piece whose VAT at the rate is more than the VAT left, until the rest is credited whole', async () => {
    // 0.025 at 10 %: VAT 0.003. Three credits of 0.005 take 0.001 of VAT each; a fourth has none left.
    const inv = await postedInvoice([line(1, 0.025)]);
    const id = inv.items[0]!.id;
    for (let i = 0; i < 3; i += 1) await issued('credit_note', body(inv.id, [{ invoice_line_id: id, amount: 0.005 }]));
    const fourth = await issue('credit_note', body(inv.id, [{ invoice_line_id: id, amount: 0.005 }]));
    expect(fourth.statusCode).toBe(400);
    expect(fourth.json().errors).toEqual({ 'lines.0.amount': NOTE_MESSAGES.moreVatThanLeft(1, 0) });
    const last = await issued('credit_note', body(inv.id, [{ invoice_line_id: id, amount: 0.01 }]));
    expect(await note('credit_note', last)).toMatchObject({ vatable_amount: 0.01, vat_amount: 0, total_amount: 0.01 });
    expect(await invoice(inv.number)).toMatchObject({ pending_amount: 0, items: [{ left_amount: 0 }] });
  });

  it("shares a job line's credit over its jobs by what each carried, each on its truck", async () => {
    const a = await notes.job(40, api.md.trucks.t1);
    const b = await notes.job(40, api.md.trucks.t2);
    const c = await notes.job(40, api.md.trucks.t1);
    const inv = await postedInvoice([notes.jobLine([a, b, c], 40)]);
    const number = await issued('credit_note', body(inv.id, [{ invoice_line_id: inv.items[0]!.id, amount: 10 }]));
    const lines = await ledgerOf('credit_note', (await note('credit_note', number)).id);
    // 10.000 over three equal jobs: 3.334, 3.333, 3.333 (the odd fil to the first), each on its job's truck.
    expect(lines.map((l) => [l.account_id, l.debit_fils, l.credit_fils, l.truck_id, l.job_id, l.invoice_id])).toEqual([
      [38, 0, 10_000, null, null, inv.id],
      [25, 3334, 0, api.md.trucks.t1, a, null],
      [25, 3333, 0, api.md.trucks.t2, b, null],
      [25, 3333, 0, api.md.trucks.t1, c, null],
    ]);
    expect((await invoice(inv.number)).items[0]).toMatchObject({ credited_amount: 10, left_amount: 110 });
  });

  it('is dated in an open period: a locked invoice takes a note dated after the lock, not one inside it', async () => {
    const inv = await twoLines();
    const lock = await api.call('POST', 'books/lock_date', { lock_date: '2026-11-30', version: 0 });
    expect(lock.statusCode, lock.body).toBe(200);
    const before = await notes.counts();
    const inside = await issue(
      'credit_note',
      body(inv.id, [{ invoice_line_id: inv.a, quantity: 1 }], { date: '2026-11-15' }),
    );
    expect(inside.statusCode).toBe(409);
    expect(inside.json().message).toBe(LOCK_MESSAGES.locked('2026-11-30'));
    expect(await notes.counts()).toEqual(before);
    const open = await issued(
      'credit_note',
      body(inv.id, [{ invoice_line_id: inv.a, quantity: 1 }], { date: '2026-12-01' }),
    );
    expect(await note('credit_note', open)).toMatchObject({ date: '2026-12-01', total_amount: 1.1 });
    expect((await invoice(inv.number)).pending_amount).toBe(29.9);
  });
});

describe('refusing a credit note', () => {
  it('on a line whose account was made inactive since, in the words every posting path uses', async () => {
    const saved = await api.call('POST', 'account_save', {
      id: null,
      version: null,
      code: 'NOTE-4100',
      name: 'Storage Income',
      description: '',
      type: 'income',
      dr_cr: 'cr',
      active: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const accountId = saved.json<{ id: number }>().id;
    const inv = await postedInvoice([{ ...line(2, 10), account_id: accountId }]);
    // Made inactive behind the rule that keeps an account with a balance active: what a note meets
    // once the account is closed at a zero balance.
    await api.ctx.database.db.execute(sql`update accounts set active = false where id = ${accountId}`);
    const before = await notes.counts();
    for (const kind of ['credit_note', 'debit_note'] as const) {
      const refused = await issue(kind, body(inv.id, [{ invoice_line_id: inv.items[0]!.id, quantity: 1 }]));
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        message: ACCOUNT_USE_MESSAGES.inactive('Storage Income'),
        errors: { 'lines.0.invoice_line_id': ACCOUNT_USE_MESSAGES.inactive('Storage Income') },
      });
    }
    expect(await notes.counts()).toEqual(before);
  });

  it('names each broken rule, answers 4xx, and writes nothing', async () => {
    const inv = await twoLines();
    const discounted = await postedInvoice([line(1, 100), notes.discount(20)]);
    const other = await twoLines();
    const created = await notes.invoices.generate([line(1, 10)]);
    const createdId = (await invoice(created)).id;
    const a = { invoice_line_id: inv.a, quantity: 1 };
    const many = Array.from({ length: MAX_DOCUMENT_LINES + 1 }, () => a);
    const { invoice_id: _i, ...noInvoice } = body(inv.id, [a]);
    const { date: _d, ...noDate } = body(inv.id, [a]);
    const cases: [unknown, number, string, string][] = [
      [noInvoice, 400, 'invoice_id', NOTE_MESSAGES.invoiceRequired],
      [body('abc' as never, [a]), 400, 'invoice_id', NOTE_MESSAGES.invoiceRequired],
      [body(1.5, [a]), 400, 'invoice_id', 'Invoice is not a valid id'],
      [noDate, 400, 'date', NOTE_MESSAGES.dateRequired],
      [body(inv.id, [a], { date: '2026-02-30' }), 400, 'date', NOT_A_REAL_DATE],
      [body(inv.id, [a], { date: 20261201 }), 400, 'date', NOTE_MESSAGES.dateRequired],
      [body(inv.id, [a], { reason: ' ' }), 400, 'reason', NOTE_MESSAGES.reasonRequired],
      [body(inv.id, [a], { reason: 'x'.repeat(600) }), 400, 'reason', 'Reason must be at most 500 characters'],
      [body(inv.id, []), 400, 'lines', NOTE_MESSAGES.linesRequired],
      [body(inv.id, 'all' as never), 400, 'lines', NOTE_MESSAGES.linesRequired],
      [body(inv.id, many), 400, 'lines', NOTE_MESSAGES.tooManyLines],
      [body(inv.id, [{ quantity: 1 }]), 400, 'lines.0.invoice_line_id', NOTE_MESSAGES.lineRequired(1)],
      [body(inv.id, [{ ...a, invoice_line_id: 'x' }]), 400, 'lines.0.invoice_line_id', NOTE_MESSAGES.lineRequired(1)],
      [body(inv.id, [a, a]), 400, 'lines.1.invoice_line_id', NOTE_MESSAGES.lineTwice(2)],
      [body(inv.id, [{ ...a, amount: 1 }]), 400, 'lines.0.amount', NOTE_MESSAGES.quantityOrAmount(1)],
      [body(inv.id, [{ invoice_line_id: inv.a }]), 400, 'lines.0.amount', NOTE_MESSAGES.quantityOrAmount(1)],
      [body(inv.id, [{ ...a, quantity: 1.5 }]), 400, 'lines.0.quantity', NOTE_MESSAGES.quantityInvalid(1)],
      [body(inv.id, [{ ...a, quantity: '2' }]), 400, 'lines.0.quantity', NOTE_MESSAGES.quantityInvalid(1)],
      [body(inv.id, [{ ...a, quantity: 0 }]), 400, 'lines.0.quantity', NOTE_MESSAGES.quantityInvalid(1)],
      [body(inv.id, [{ invoice_line_id: inv.a, amount: 0 }]), 400, 'lines.0.amount', NOTE_MESSAGES.amountInvalid(1)],
      [
        body(inv.id, [{ invoice_line_id: inv.a, amount: 1.0001 }]),
        400,
        'lines.0.amount',
        NOTE_MESSAGES.amountInvalid(1),
      ],
      [
        body(inv.id, [{ invoice_line_id: inv.a, amount: 'ten' }]),
        400,
        'lines.0.amount',
        NOTE_MESSAGES.amountInvalid(1),
      ],
      [
        body(inv.id, [a, { invoice_line_id: other.a, quantity: 1 }]),
        400,
        'lines.1.invoice_line_id',
        NOTE_MESSAGES.notItsLine(2),
      ],
      [
        body(inv.id, [{ ...a, invoice_line_id: 99_999_999 }]),
        400,
        'lines.0.invoice_line_id',
        NOTE_MESSAGES.notItsLine(1),
      ],
      [
        body(discounted.id, [{ invoice_line_id: discounted.items[1]!.id, amount: 1 }]),
        400,
        'lines.0.invoice_line_id',
        NOTE_MESSAGES.discountLine(1),
      ],
      [body(inv.id, [{ ...a, quantity: 11 }]), 400, 'lines.0.amount', NOTE_MESSAGES.moreThanLeft(1, 10_000)],
      [
        body(inv.id, [{ invoice_line_id: inv.b, amount: 20.5 }]),
        400,
        'lines.0.amount',
        NOTE_MESSAGES.moreThanLeft(1, 20_000),
      ],
      [
        body(discounted.id, [{ invoice_line_id: discounted.items[0]!.id, amount: 100 }]),
        400,
        'lines',
        NOTE_MESSAGES.beyondInvoice(90_000),
      ],
      [body(inv.id, [a], { date: '2026-10-30' }), 400, 'date', NOTE_MESSAGES.beforeInvoice(INVOICE_DATE)],
      [body(inv.id, [a], { date: addDays(today(), 1) }), 400, 'date', NOTE_MESSAGES.afterToday],
      [body(createdId, [{ invoice_line_id: 1, quantity: 1 }]), 409, '', NOTE_MESSAGES.invoiceNotPosted],
      [body(99_999_999, [a]), 404, '', INVOICE_MESSAGES.notFound],
    ];
    const before = await notes.counts();
    for (const [payload, status, field, message] of cases) {
      const answer = await issue('credit_note', payload);
      expect(answer.statusCode, `${message}: ${answer.body}`).toBe(status);
      expect(answer.json()).toMatchObject({ status: 'error', message });
      if (field !== '') expect(answer.json().errors[field], field).toBe(message);
    }
    expect(await notes.counts()).toEqual(before);
    expect((await invoice(inv.number)).items.map((i) => i.left_amount)).toEqual([10, 20]);
  });

  it('corrects no opening item and no invoice that is not Posted', async () => {
    const opening = await api.call('POST', 'books/opening_balances', {
      date: '2026-01-01',
      accounts: [],
      customers: [{ customer_id: api.md.customers.acme, number: 'OLD-1', date: '2025-12-01', amount: 100 }],
      suppliers: [],
    });
    expect(opening.statusCode, opening.body).toBe(200);
    const old = await invoice(1);
    expect(old.opening).toBe(true);
    const inv = await twoLines();
    expect((await notes.cancelInvoice(inv.number)).statusCode).toBe(200);
    const before = await notes.counts();
    const onOpening = await issue('credit_note', body(old.id, [{ invoice_line_id: old.items[0]?.id ?? 1, amount: 1 }]));
    expect([onOpening.statusCode, onOpening.json().message]).toEqual([409, NOTE_MESSAGES.openingInvoice]);
    const onCancelled = await issue('debit_note', body(inv.id, [{ invoice_line_id: inv.a, quantity: 1 }]));
    expect([onCancelled.statusCode, onCancelled.json().message]).toEqual([409, NOTE_MESSAGES.invoiceNotPosted]);
    expect(await notes.counts()).toEqual(before);
  });

  it('is the Admin’s alone: 403 to every other role, 401 with no session, nothing written', async () => {
    const inv = await twoLines();
    const payload = body(inv.id, [{ invoice_line_id: inv.a, quantity: 1 }]);
    const before = await notes.counts();
    for (const authority of [2, 3, 4] as const) {
      for (const kind of ['credit_note', 'debit_note'] as const) {
        expect((await issue(kind, payload, authority)).statusCode).toBe(403);
        expect((await api.call('GET', `vouchers/${kind}_list`, undefined, authority)).statusCode).toBe(403);
        expect(
          (await api.call('GET', `vouchers/${kind}_details?${kind}_number=1`, undefined, authority)).statusCode,
        ).toBe(403);
      }
    }
    const anonymous = await api.ctx.app.inject({
      method: 'POST',
      url: '/api/transportation/vouchers/credit_note_generate',
      payload,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await notes.counts()).toEqual(before);
  });

  it('answers 404 for a note that does not exist and 400 for a number that is none', async () => {
    const missing = await api.call('GET', 'vouchers/credit_note_details?credit_note_number=77');
    expect([missing.statusCode, missing.json().message]).toEqual([404, NOTE_MESSAGES.notFound('credit_note')]);
    expect((await api.call('GET', 'vouchers/credit_note_details?credit_note_number=abc')).statusCode).toBe(400);
    expect((await api.call('GET', 'vouchers/credit_note_details?credit_note_number=CN-ARG-1')).statusCode).toBe(404);
  });
});
