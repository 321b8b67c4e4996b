import { beforeEach, describe, expect, it } from 'vitest';
import { NOTE_MESSAGES } from '@fleetledger/shared/credit-notes/credit-notes.contract';
import { STATUS_MESSAGES } from '@fleetledger/shared/documents/document-status';
import { INVOICE_MESSAGES } from '@fleetledger/shared/invoices/invoices.contract';
import { LOCK_MESSAGES } from '@fleetledger/shared/ledger/lock-date.contract';
import { PAYMENT_MESSAGES } from '@fleetledger/shared/payments/payments.contract';
import { agingFigures } from '../../../test/aging-figures';
import { ledgerScenario } from '../../../test/ledger-scenario';
import { moneyVoucherCalls } from '../../../test/document-calls';
import { useSignedInApp } from '../../../test/signed-in-app';
import { CODES, notesFixture, today } from './notes-fixture';

/*
 * A credit note's life after it is issued: cancelling it reverses its posting and gives the invoice
 * back what it took; a credit on a paid invoice is the customer's advance (the aging says so), which
 * can be allocated to another of their invoices or refunded by a payment voucher, never beyond what is
 * left, and a note whose credit is used stays. Cancelling the invoice credits what the notes left;
 * taking it back to Approved is refused while notes or allocations hold it.
 */

const api = useSignedInApp({ authority: 1, masterData: true, securityCodes: CODES });
const notes = notesFixture(api);
const scenario = ledgerScenario(api);
const payments = moneyVoucherCalls(api.call, 'payment');
const { postedInvoice, line, body, issued, note, invoice, cancel, allocate } = notes;
const acme = () => api.md.customers.acme;
beforeEach(() => notes.clear());

/** Each line a document posted, as [account, debit fils, credit fils, party, invoice]. */
const receivableMoves = async (sourceKind: string, sourceId: number) =>
  (await notes.ledgerOf(sourceKind, sourceId)).map((l) => [
    l.account_id,
    l.debit_fils,
    l.credit_fils,
    l.party_id,
    l.invoice_id,
  ]);

/** An invoice of 1 × 10.000 at 10 % (11.000), paid `paid` fils by a posted receipt into the bank. */
async function paidInvoice(paidFils: number) {
  const inv = await postedInvoice([line(1, 10)]);
  const { number } = await scenario.receipt(acme(), 26, today(), [
    { kind: 'customer', invoiceId: inv.id, crDr: 'cr', amountFils: paidFils },
  ]);
  expect(await scenario.post('receipt', number!)).toBe(200);
  return inv;
}

/** A credit of 5.000 (+ 0.500 VAT) on the invoice's only line. */
const halfCredit = (inv: { id: number; items: { id: number }[] }) =>
  issued('credit_note', body(inv.id, [{ invoice_line_id: inv.items[0]!.id, amount: 5 }]));

describe('cancelling a credit note', () => {
  it('reverses its entry on the day, gives the line and the invoice back what it took, and lists it cancelled', async () => {
    const inv = await postedInvoice([line(10, 1)]);
    const number = await issued('credit_note', body(inv.id, [{ invoice_line_id: inv.items[0]!.id, quantity: 4 }]));
    const issuedNote = await note('credit_note', number);
    const wrong = await api.call('POST', 'vouchers/credit_note_status_update', {
      credit_note_id: issuedNote.id,
      status: 'Cancelled',
      version: issuedNote.version,
      cancel_code: '0000',
      admin_code: CODES.admin,
    });
    expect([wrong.statusCode, wrong.json().message]).toEqual([400, STATUS_MESSAGES.invalidCancelCode]);
    expect((await cancel('credit_note', number, 2)).statusCode).toBe(403);
    const stale = await api.call('POST', 'vouchers/credit_note_status_update', {
      credit_note_id: issuedNote.id,
      status: 'Cancelled',
      version: issuedNote.version + 1,
      ...{ cancel_code: CODES.cancel, admin_code: CODES.admin },
    });
    expect([stale.statusCode, stale.json().message]).toEqual([409, NOTE_MESSAGES.stale('credit_note')]);
    expect((await invoice(inv.number)).pending_amount).toBe(6.6);

    const cancelled = await cancel('credit_note', number);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({
      message: STATUS_MESSAGES.updated('Cancelled'),
      credit_note: { status: 'Cancelled', credit_left: 0, version: issuedNote.version + 1 },
    });
    const posted = await notes.ledgerOf('credit_note', issuedNote.id);
    const reversed = await notes.ledgerOf('credit_note', issuedNote.id, 'reverse');
    expect(reversed).toEqual(
      posted.map((l) => ({ ...l, debit_fils: l.credit_fils, credit_fils: l.debit_fils, date: today() })),
    );
    expect(await notes.receivableOn(inv.id)).toBe(11_000);
    const after = await invoice(inv.number);
    expect(after).toMatchObject({ pending_amount: 11, credit_notes: [{ number, status: 'Cancelled' }] });
    expect(after.items[0]).toMatchObject({ credited_amount: 0, left_amount: 10 });
    const list = await api.call('GET', 'vouchers/credit_note_list?status=Cancelled');
    expect(list.json()).toMatchObject({ count: 1, credit_notes: [{ number, status: 'Cancelled' }] });
    const again = await cancel('credit_note', number);
    expect([again.statusCode, again.json().message]).toEqual([409, STATUS_MESSAGES.same('Cancelled')]);
    // What it gave back can be credited again.
    await issued('credit_note', body(inv.id, [{ invoice_line_id: inv.items[0]!.id, quantity: 10 }]));
  });

  it('stays once the books are locked over its date', async () => {
    const inv = await postedInvoice([line(10, 1)]);
    const lines = [{ invoice_line_id: inv.items[0]!.id, quantity: 1 }];
    const number = await issued('credit_note', body(inv.id, lines, { date: '2026-11-15' }));
    expect((await api.call('POST', 'books/lock_date', { lock_date: '2026-11-30', version: 0 })).statusCode).toBe(200);
    const before = await notes.counts();
    const locked = await cancel('credit_note', number);
    expect([locked.statusCode, locked.json().message]).toEqual([409, LOCK_MESSAGES.locked('2026-11-30')]);
    expect(await notes.counts()).toEqual(before);
    expect((await note('credit_note', number)).status).toBe('Posted');
  });
});

describe("a credit on a paid invoice: the customer's advance", () => {
  it('takes off the invoice what it still owed and leaves the rest as an advance on no invoice', async () => {
    const inv = await paidInvoice(8000);
    const number = await halfCredit(inv);
    const credit = await note('credit_note', number);
    expect(credit).toMatchObject({ total_amount: 5.5, applied_amount: 3, credit_left: 2.5 });
    const receivable = (await notes.ledgerOf('credit_note', credit.id)).filter((l) => l.account_id === 38);
    expect(receivable.map((l) => [l.credit_fils, l.party_id, l.invoice_id])).toEqual([
      [3000, acme(), inv.id],
      [2500, acme(), null],
    ]);
    expect((await invoice(inv.number)).pending_amount).toBe(0);
    expect(await notes.aging(acme())).toMatchObject(agingFigures({ advance: 2.5, balance: -2.5 }));
  });

  it('allocates the advance to another invoice of the customer, never beyond the credit or what it owes', async () => {
    const inv = await paidInvoice(11_000);
    const number = await halfCredit(inv);
    const other = await postedInvoice([line(1, 2)]);
    const marine = await postedInvoice([line(1, 50)], { customer_id: api.md.customers.bahrainMarine });
    const unposted = await notes.invoices.generate([line(1, 9)]);
    const before = await notes.counts();
    const refusals: [unknown, number, string][] = [
      [6, 400, NOTE_MESSAGES.allocationTooMuch(5500)],
      [2.3, 400, NOTE_MESSAGES.allocationPending(2200)],
      [0, 400, NOTE_MESSAGES.allocationAmount],
      ['lots', 400, NOTE_MESSAGES.allocationAmount],
    ];
    for (const [amount, status, message] of refusals) {
      const answer = await allocate(number, other.id, amount);
      expect([answer.statusCode, answer.json().message], message).toEqual([status, message]);
    }
    const elsewhere = [marine.id, (await invoice(unposted)).id];
    for (const id of elsewhere)
      expect((await allocate(number, id, 1)).json().message).toBe(NOTE_MESSAGES.allocationOtherCustomer);
    expect((await allocate(number, 99_999_999, 1)).statusCode).toBe(404);
    const unknownNote = { credit_note_id: 99_999_999, invoice_id: other.id, amount: 1, version: 1 };
    expect((await api.call('POST', 'vouchers/credit_note_allocate', unknownNote)).statusCode).toBe(404);
    const noVersion = { credit_note_id: (await note('credit_note', number)).id, invoice_id: other.id, amount: 1 };
    expect((await api.call('POST', 'vouchers/credit_note_allocate', noVersion)).statusCode).toBe(400);
    expect((await allocate(number, other.id, 1, 3)).statusCode).toBe(403);
    expect(await notes.counts()).toEqual(before);

    const answer = await allocate(number, other.id, 2);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({
      message: NOTE_MESSAGES.allocatedCredit,
      credit_note: { credit_left: 3.5, allocations: [{ invoice_number: other.number, date: today(), amount: 2 }] },
    });
    const [allocation] = answer.json().credit_note.allocations;
    expect(await receivableMoves('credit_allocation', allocation.id)).toEqual([
      [38, 2000, 0, acme(), null],
      [38, 0, 2000, acme(), other.id],
    ]);
    expect((await invoice(other.number)).pending_amount).toBe(0.2);
    // Due 30/11 (30 days' terms): 1–30 days late today.
    expect(await notes.aging(acme())).toMatchObject(agingFigures({ days_1_30: 0.2, advance: 3.5, balance: -3.3 }));
    // The credit is used: the note stays, and the invoice it settles stays Posted.
    const stays = await cancel('credit_note', number);
    expect([stays.statusCode, stays.json().message]).toEqual([
      409,
      NOTE_MESSAGES.creditUsed(`INV-ARG-${other.number}`),
    ]);
    const { id, version } = await invoice(other.number);
    const unpost = await notes.invoices.move(id, 'Approved', version, { admin_code: CODES.admin });
    expect(unpost.json().message).toBe(INVOICE_MESSAGES.heldByNotes(`credit from CN-ARG-${number}`));
  });

  it('is refunded by a payment voucher, DR Accounts Receivable, never beyond the credit left', async () => {
    const inv = await paidInvoice(11_000);
    const number = await halfCredit(inv);
    const credit = await note('credit_note', number);
    const before = await notes.counts();
    const over = await api.call('POST', 'vouchers/payment_generate', notes.refund(acme(), credit.id, 5.501));
    expect(over.statusCode).toBe(400);
    expect(over.json().errors.credit_note_0).toBe(PAYMENT_MESSAGES.refundOverCredit(1, `CN-ARG-${number}`, 'BD 5.500'));
    const marine = api.md.customers.bahrainMarine;
    const notTheirs = await api.call('POST', 'vouchers/payment_generate', notes.refund(marine, credit.id, 1));
    expect(notTheirs.json().errors.credit_note_0).toBe(PAYMENT_MESSAGES.refundNotCustomers(1));
    const unknown = await api.call('POST', 'vouchers/payment_generate', notes.refund(acme(), 99_999_999, 1));
    expect(unknown.json().errors.credit_note_0).toBe(PAYMENT_MESSAGES.refundNotCustomers(1));
    expect(await notes.counts()).toEqual(before);

    const paid = await payments.generate(notes.refund(acme(), credit.id, 5.5));
    const payment = await payments.walk(paid, ['Approved', 'Posted'], {});
    expect(payment).toMatchObject({
      status: 'Posted',
      advance_amount: 0,
      items: [{ credit_note_id: credit.id, credit_note_number: number, amount: 5.5 }],
    });
    expect(await receivableMoves('payment', payment.id)).toEqual([
      [38, 5500, 0, acme(), null],
      [26, 0, 5500, null, null],
    ]);
    expect(await note('credit_note', number)).toMatchObject({
      credit_left: 0,
      refunds: [{ payment_number: paid, status: 'Posted', amount: 5.5 }],
    });
    expect((await notes.aging(acme())) ?? null).toBeNull();
    const twice = await api.call('POST', 'vouchers/payment_generate', notes.refund(acme(), credit.id, 0.001));
    expect(twice.json().errors.credit_note_0).toBe(
      PAYMENT_MESSAGES.refundOverCredit(1, `CN-ARG-${number}`, 'BD 0.000'),
    );
    const stays = await cancel('credit_note', number);
    expect([stays.statusCode, stays.json().message]).toEqual([409, NOTE_MESSAGES.creditUsed(`PAY-ARG-${paid}`)]);
    // The refund cancelled gives the credit back, and then the note can go.
    await payments.walk(paid, ['Cancelled'], { cancel_code: CODES.cancel, admin_code: CODES.admin });
    expect(await note('credit_note', number)).toMatchObject({ credit_left: 5.5, refunds: [] });
    expect(await notes.aging(acme())).toMatchObject({ advance: 5.5 });
    expect((await cancel('credit_note', number)).statusCode).toBe(200);
    expect(await notes.aging(acme())).toBeUndefined();
  });
});

describe("a credit note and its invoice's status", () => {
  it('cancelling the invoice credits what the notes left, discounts taken back, and that note stays', async () => {
    const inv = await postedInvoice([line(10, 1), line(1, 20, 0), notes.discount(5)]);
    const first = await issued('credit_note', body(inv.id, [{ invoice_line_id: inv.items[0]!.id, quantity: 3 }]));
    const moved = await notes.cancelInvoice(inv.number);
    expect(moved.statusCode, moved.body).toBe(200);
    const cancelling = moved.json().invoice.credit_note.number as number;
    const whole = await note('credit_note', cancelling);
    // 26.000 + 3.300 − 3.300 credited − 5.000 discount: 7.000 + 0.700 VAT + 20.000 − 5.000.
    expect(whole).toMatchObject({ cancels_invoice: true, reason: NOTE_MESSAGES.cancelled, total_amount: 22.7 });
    expect(whole.lines.map((l) => [l.kind, l.vatable_amount, l.vat_amount])).toEqual([
      ['manual', 7, 0.7],
      ['manual', 20, 0],
      ['discount', 5, 0],
    ]);
    expect(await notes.receivableOn(inv.id)).toBe(0);
    const after = await invoice(inv.number);
    expect(after).toMatchObject({ status: 'Cancelled', pending_amount: 0, credit_note: { number: cancelling } });
    expect(after.credit_notes.map((n) => n.number)).toEqual([first, cancelling]);
    expect(after.items.map((i) => [i.credited_amount, i.left_amount])).toEqual([
      [10, 0],
      [20, 0],
      [5, 0],
    ]);
    const stays = await cancel('credit_note', cancelling);
    expect([stays.statusCode, stays.json().message]).toEqual([409, NOTE_MESSAGES.cancelsInvoice]);
  });

  it('keeps the notes of a cancelled invoice: cancelling one would leave the invoice owing again', async () => {
    const inv = await postedInvoice([line(10, 1)]);
    const partial = await issued('credit_note', body(inv.id, [{ invoice_line_id: inv.items[0]!.id, quantity: 3 }]));
    const debit = await issued('debit_note', body(inv.id, [{ invoice_line_id: inv.items[0]!.id, amount: 2 }]));
    expect((await notes.cancelInvoice(inv.number)).statusCode).toBe(200);
    const before = await notes.counts();
    for (const kind of ['credit_note', 'debit_note'] as const) {
      const refused = await cancel(kind, kind === 'credit_note' ? partial : debit);
      expect([refused.statusCode, refused.json().message], kind).toEqual([409, NOTE_MESSAGES.invoiceNotPosted]);
    }
    expect(await notes.counts()).toEqual(before);
    expect(await notes.receivableOn(inv.id)).toBe(0);
    expect((await invoice(inv.number)).pending_amount).toBe(0);
  });

  it('refuses taking a credited invoice back to Approved until its notes are cancelled', async () => {
    const inv = await postedInvoice([line(1, 10)]);
    const number = await halfCredit(inv);
    const { id, version } = await invoice(inv.number);
    const held = await notes.invoices.move(id, 'Approved', version, { admin_code: CODES.admin });
    expect([held.statusCode, held.json().message]).toEqual([409, INVOICE_MESSAGES.heldByNotes(`CN-ARG-${number}`)]);
    expect((await invoice(inv.number)).status).toBe('Posted');
    expect((await cancel('credit_note', number)).statusCode).toBe(200);
    const freed = await notes.invoices.move(id, 'Approved', version, { admin_code: CODES.admin });
    expect(freed.statusCode, freed.body).toBe(200);
    expect(await notes.receivableOn(inv.id)).toBe(0);
  });
});
