import { expect } from 'vitest';
import type { VatReturn, VatReturnDocuments } from '@fleetledger/shared/vat-returns/vat-returns.contract';
import { documentCalls, moneyVoucherCalls } from '../../../test/document-calls';
import { discountLine, salesLine } from '../../../test/invoice-lines';
import { purchaseItem } from '../../../test/purchase-item';
import { journalLine } from '../../../test/journal-line';
import type { SignedInApp } from '../../../test/signed-in-app';

/**
 * A company's VAT quarters made through the real API as the screens make them: invoices, credit notes,
 * purchases, expenses, journals and opening balances, the return of a period, filing and the lock date.
 */
/** A document as its details answer it, so far as the fixture's callers read it. */
interface Walked {
  id: number;
  number: number;
  items: { id: number }[];
}

export function vatReturnFixture(api: SignedInApp, codes: { cancel: string; admin: string }) {
  const { call } = api;
  const invoices = documentCalls(call, 'invoice');
  const purchases = documentCalls(call, 'purchase');
  const journals = moneyVoucherCalls(call, 'journal');
  const ok = async <T>(response: Promise<{ statusCode: number; body: string; json: () => unknown }>) => {
    const answer = await response;
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as T;
  };
  const period = (from: string, to: string) => `from=${from}&to=${to}`;

  return {
    /** A Posted invoice to the customer (Acme unless named): lines of [quantity, unit BD, VAT %], and a discount. */
    async invoice(
      date: string,
      lines: [number, number, 0 | 10][],
      discount = 0,
      customerId = api.md.customers.acme,
    ): Promise<Walked> {
      const number = await invoices.generate({
        customer_id: customerId,
        date,
        reference: 'PO-VAT',
        items: [
          ...lines.map(([qty, amount, vat]) => salesLine(qty, amount, vat, 'Haulage')),
          ...(discount > 0 ? [discountLine(discount)] : []),
        ],
      });
      return (await invoices.walk(number, ['Approved', 'Posted'])) as Walked;
    },
    /** A credit note on the invoice's lines (by their place on it): [line index, amount BD before VAT]. */
    async creditNote(invoice: { id: number; items: { id: number }[] }, date: string, lines: [number, number][]) {
      const answer = await ok<{ credit_note_number: number }>(
        call('POST', 'vouchers/credit_note_generate', {
          invoice_id: invoice.id,
          date,
          reason: 'Disputed line',
          lines: lines.map(([index, amount]) => ({ invoice_line_id: invoice.items[index]!.id, amount })),
        }),
      );
      return answer.credit_note_number;
    },
    /** A Posted purchase from Bahrain Marine: items of [unit BD, VAT %] on Diesel. */
    async purchase(date: string, items: [number, 0 | 10][]): Promise<Walked> {
      const number = await purchases.generate({
        supplier_id: api.md.customers.bahrainMarine,
        date,
        reference: 'SUP-VAT',
        reference_date: date,
        items: items.map(([amount, vat]) => purchaseItem(amount, vat)),
      });
      return (await purchases.walk(number, ['Approved', 'Posted'])) as Walked;
    },
    /** A paid expense of `amount` BD before VAT, at the rate given (null: none). */
    async expense(date: string, amount: number, vat: 10 | 0 | null) {
      const answer = await ok<{ id: number }>(
        call('POST', 'expense_insert.php', {
          date,
          charge_id: api.md.charges.diesel,
          amount,
          description: 'Diesel',
          type: 'general',
          status: 'paid',
          company: 'Bapco',
          vat_percentage: vat,
          supplier_vat_number: vat === 10 ? '200000898300002' : null,
          supplier_invoice_number: 'BAP-1',
        }),
      );
      return answer.id;
    },
    /** A Posted journal of [account, debit, credit] lines. */
    async journal(date: string, lines: [number, number, number][]): Promise<Walked> {
      const answer = await ok<{ number: number }>(
        call('POST', 'vouchers/journal_generate', {
          date,
          reference: 'JV-VAT',
          narration: 'VAT',
          lines: lines.map(([account, debit, credit]) => journalLine(account, debit, credit, 'VAT')),
        }),
      );
      return (await journals.walk(answer.number, ['Approved', 'Posted'])) as Walked;
    },
    /** Opening balances on the date: account lines of [account, debit, credit]. */
    openings: (date: string, accounts: [number, number, number][]) =>
      ok(
        call('POST', 'books/opening_balances', {
          date,
          accounts: accounts.map(([account_id, debit, credit]) => ({ account_id, debit, credit })),
          customers: [],
          suppliers: [],
        }),
      ),
    vatReturn: (from: string, to: string) => ok<VatReturn>(call('GET', `books/vat_return?${period(from, to)}`)),
    documents: (from: string, to: string, box: number) =>
      ok<VatReturnDocuments>(call('GET', `books/vat_return_documents?${period(from, to)}&box=${box}`)),
    file: (from: string, to: string) => call('POST', 'books/vat_return_file', { from, to }),
    /** Moves the lock date at the version read now, with the admin code and the reason given. */
    async moveLock(lockDate: string | null, reason?: string) {
      const { version } = (await call('GET', 'books/lock_date')).json<{ version: number }>();
      return call('POST', 'books/lock_date', { lock_date: lockDate, version, admin_code: codes.admin, reason });
    },
  };
}

/** A box of a return: its amount and VAT. */
export const boxOf = (answer: VatReturn, box: number) => {
  const found = answer.boxes.find((row) => row.box === box)!;
  return [found.amount, found.vat];
};

/** Fils of a BD figure, to add figures exactly. */
export const fils = (bd: number) => Math.round(bd * 1000);
