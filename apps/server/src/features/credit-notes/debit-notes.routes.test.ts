import { beforeEach, describe, expect, it } from 'vitest';
import { NOTE_MESSAGES } from '@fleetledger/shared/credit-notes/credit-notes.contract';
import { addDays } from '@fleetledger/shared/dates';
import { STATUS_MESSAGES } from '@fleetledger/shared/documents/document-status';
import { INVOICE_MESSAGES } from '@fleetledger/shared/invoices/invoices.contract';
import { LOCK_MESSAGES } from '@fleetledger/shared/ledger/lock-date.contract';
import { ledgerScenario } from '../../../test/ledger-scenario';
import { useSignedInApp } from '../../../test/signed-in-app';
import { CODES, INVOICE_DATE, notesFixture, today } from './notes-fixture';

/*
 * debit_note_generate and the debit note's life: the same rules as a credit note in the other
 * direction. It charges more on a Posted invoice's lines at their rates (any amount: nothing caps a
 * charge), posts DR Accounts Receivable on the invoice against CR Sales per line and CR VAT Output, and
 * raises what the invoice owes; a credit may then take back what the debit added. Cancelling it reverses
 * it unless receipts already pay the invoice beyond what would be left.
 */

const api = useSignedInApp({ authority: 1, masterData: true, securityCodes: CODES });
const notes = notesFixture(api);
const scenario = ledgerScenario(api);
const { twoLines, onBothLines, postedInvoice, line, body, issue, issued, note, invoice, cancel } = notes;
const acme = () => api.md.customers.acme;
beforeEach(() => notes.clear());

async function receipt(invoiceId: number, fils: number) {
  const { number } = await scenario.receipt(acme(), 26, today(), [
    { kind: 'customer', invoiceId, crDr: 'cr', amountFils: fils },
  ]);
  expect(await scenario.post('receipt', number!)).toBe(200);
}

describe('issuing a debit note', () => {
  it('charges units and amounts at the lines’ rates, posts as an invoice of them would, and raises what it owes', async () => {
    const inv = await twoLines();
    const answer = await issue('debit_note', onBothLines(inv, 12, 2.5, { reason: 'Waiting time' }));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ status: 'success', debit_note_number: 1, message: 'Debit note DN-ARG-1 issued' });
    const debit = await note('debit_note', 1);
    expect(debit).toMatchObject({
      kind: 'debit_note',
      invoice_number: inv.number,
      invoice_date: INVOICE_DATE,
      reason: 'Waiting time',
      status: 'Posted',
      vatable_amount: 14.5,
      vat_amount: 1.2,
      total_amount: 15.7,
      credit_left: 0,
    });
    expect(debit.lines.map((l) => [l.invoice_line_id, l.quantity, l.vatable_amount, l.vat_amount])).toEqual([
      [inv.a, 12, 12, 1.2],
      [inv.b, null, 2.5, 0],
    ]);
    const tags = { party_id: acme(), truck_id: null, job_id: null, date: today() };
    expect(await notes.ledgerOf('debit_note', debit.id)).toEqual([
      { ...tags, account_id: 38, debit_fils: 15_700, credit_fils: 0, invoice_id: inv.id, vat_percent: null },
      { ...tags, account_id: 25, debit_fils: 0, credit_fils: 12_000, invoice_id: null, vat_percent: 10 },
      { ...tags, account_id: 25, debit_fils: 0, credit_fils: 2500, invoice_id: null, vat_percent: 0 },
      { ...tags, account_id: 41, debit_fils: 0, credit_fils: 1200, invoice_id: null, vat_percent: 10 },
    ]);
    expect(await notes.receivableOn(inv.id)).toBe(46_700);
    const after = await invoice(inv.number);
    expect(after).toMatchObject({ pending_amount: 46.7, credit_notes: [] });
    expect(after.debit_notes).toEqual([
      { id: debit.id, number: 1, date: today(), status: 'Posted', reason: 'Waiting time', total_amount: 15.7 },
    ]);
    expect(after.items.map((i) => [i.credited_amount, i.debited_amount, i.left_amount])).toEqual([
      [0, 12, 22],
      [0, 2.5, 22.5],
    ]);
    const list = await api.call('GET', 'vouchers/debit_note_list');
    expect(list.json()).toMatchObject({ count: 1, debit_notes: [{ number: 1 }], totals: { total_amount: 15.7 } });
  });

  it('lets a credit take back what a debit added, and no more', async () => {
    const inv = await twoLines();
    await issued('debit_note', body(inv.id, [{ invoice_line_id: inv.a, amount: 5 }]));
    const over = await issue('credit_note', body(inv.id, [{ invoice_line_id: inv.a, amount: 15.001 }]));
    expect(over.json().errors['lines.0.amount']).toBe(NOTE_MESSAGES.moreThanLeft(1, 15_000));
    const all = await issued('credit_note', body(inv.id, [{ invoice_line_id: inv.a, quantity: 15 }]));
    // 15.000 with all the VAT left on the line: 1.000 invoiced + 0.500 debited.
    expect(await note('credit_note', all)).toMatchObject({ vatable_amount: 15, vat_amount: 1.5, total_amount: 16.5 });
    expect((await invoice(inv.number)).pending_amount).toBe(20);
  });

  it('refuses what a credit note refuses but the cap, writing nothing; only the Admin issues one', async () => {
    const inv = await twoLines();
    const discounted = await postedInvoice([line(1, 100), notes.discount(20)]);
    const draft = (await invoice(await notes.invoices.generate([line(1, 10)]))).id;
    expect((await api.call('POST', 'books/lock_date', { lock_date: '2026-11-30', version: 0 })).statusCode).toBe(200);
    const a = { invoice_line_id: inv.a, quantity: 1 };
    const cases: [unknown, number, string][] = [
      [body(inv.id, [{ ...a, amount: 1 }]), 400, NOTE_MESSAGES.quantityOrAmount(1)],
      [body(inv.id, [a, { invoice_line_id: discounted.items[0]!.id, quantity: 1 }]), 400, NOTE_MESSAGES.notItsLine(2)],
      [
        body(discounted.id, [{ invoice_line_id: discounted.items[1]!.id, amount: 1 }]),
        400,
        NOTE_MESSAGES.discountLine(1),
      ],
      [body(inv.id, [a], { reason: '' }), 400, NOTE_MESSAGES.reasonRequired],
      [body(inv.id, [a], { date: '2026-10-01' }), 400, NOTE_MESSAGES.beforeInvoice(INVOICE_DATE)],
      [body(inv.id, [a], { date: addDays(today(), 1) }), 400, NOTE_MESSAGES.afterToday],
      [body(inv.id, [a], { date: '2026-11-30' }), 409, LOCK_MESSAGES.locked('2026-11-30')],
      [body(draft, [a]), 409, NOTE_MESSAGES.invoiceNotPosted],
      [body(99_999_999, [a]), 404, INVOICE_MESSAGES.notFound],
    ];
    const before = await notes.counts();
    for (const [payload, status, message] of cases) {
      const answer = await issue('debit_note', payload);
      expect([answer.statusCode, answer.json().message], message).toEqual([status, message]);
    }
    for (const authority of [2, 3, 4] as const)
      expect((await issue('debit_note', body(inv.id, [a]), authority)).statusCode).toBe(403);
    expect(await notes.counts()).toEqual(before);
    // A charge has no cap: a thousand units more of the line, dated after the lock.
    expect(await issued('debit_note', body(inv.id, [{ ...a, quantity: 1000 }], { date: '2026-12-01' }))).toBe(1);
  });
});

describe('cancelling a debit note', () => {
  it('reverses it and takes back what it added to the invoice', async () => {
    const inv = await twoLines();
    const number = await issued('debit_note', body(inv.id, [{ invoice_line_id: inv.b, amount: 4 }]));
    expect((await cancel('debit_note', number, 3)).statusCode).toBe(403);
    const cancelled = await cancel('debit_note', number);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({
      message: STATUS_MESSAGES.updated('Cancelled'),
      debit_note: { status: 'Cancelled' },
    });
    const { id } = await note('debit_note', number);
    const posted = await notes.ledgerOf('debit_note', id);
    expect(await notes.ledgerOf('debit_note', id, 'reverse')).toEqual(
      posted.map((l) => ({ ...l, debit_fils: l.credit_fils, credit_fils: l.debit_fils })),
    );
    const after = await invoice(inv.number);
    expect(after).toMatchObject({ pending_amount: 31, debit_notes: [{ number, status: 'Cancelled' }] });
    expect(after.items[1]).toMatchObject({ debited_amount: 0, left_amount: 20 });
    expect(await notes.receivableOn(inv.id)).toBe(31_000);
  });

  it('stays while receipts pay the invoice beyond what would be left without it, and goes once they do not', async () => {
    // 11.000 invoiced and 1.100 debited: 12.100 owed.
    const paidBeyond = await postedInvoice([line(1, 10)]);
    const beyond = await issued(
      'debit_note',
      body(paidBeyond.id, [{ invoice_line_id: paidBeyond.items[0]!.id, amount: 1 }]),
    );
    await receipt(paidBeyond.id, 11_500);
    const before = await notes.counts();
    const held = await cancel('debit_note', beyond);
    expect([held.statusCode, held.json().message]).toEqual([409, NOTE_MESSAGES.debitPaid]);
    expect(await notes.counts()).toEqual(before);
    expect((await invoice(paidBeyond.number)).pending_amount).toBe(0.6);

    // Paid 10.500: without the debit 0.500 is still owed, so it goes.
    const paidWithin = await postedInvoice([line(1, 10)]);
    const within = await issued(
      'debit_note',
      body(paidWithin.id, [{ invoice_line_id: paidWithin.items[0]!.id, amount: 1 }]),
    );
    await receipt(paidWithin.id, 10_500);
    const goes = await cancel('debit_note', within);
    expect(goes.statusCode, goes.body).toBe(200);
    expect((await invoice(paidWithin.number)).pending_amount).toBe(0.5);
    expect(await notes.receivableOn(paidWithin.id)).toBe(500);
  });

  it('is credited with the invoice when the invoice is cancelled, and then stays', async () => {
    const inv = await twoLines();
    const debit = await issued('debit_note', body(inv.id, [{ invoice_line_id: inv.a, quantity: 2 }]));
    const moved = await notes.cancelInvoice(inv.number);
    expect(moved.statusCode, moved.body).toBe(200);
    const cancelling = await note('credit_note', moved.json().invoice.credit_note.number);
    // 31.000 invoiced and 2.200 debited: all of it credited, and nothing left owing on the invoice.
    expect(cancelling).toMatchObject({ total_amount: 33.2, applied_amount: 33.2, credit_left: 0 });
    expect(await notes.receivableOn(inv.id)).toBe(0);
    const stays = await cancel('debit_note', debit);
    expect([stays.statusCode, stays.json().message]).toEqual([409, NOTE_MESSAGES.invoiceNotPosted]);
    const missing = await api.call('POST', 'vouchers/debit_note_status_update', {
      debit_note_id: 99_999_999,
      status: 'Cancelled',
      version: 1,
      cancel_code: CODES.cancel,
      admin_code: CODES.admin,
    });
    expect([missing.statusCode, missing.json().message]).toEqual([404, NOTE_MESSAGES.notFound('debit_note')]);
    const bad = await api.call('POST', 'vouchers/debit_note_status_update', { debit_note_id: 'one', status: 'Gone' });
    expect(bad.statusCode).toBe(400);
  });
});
