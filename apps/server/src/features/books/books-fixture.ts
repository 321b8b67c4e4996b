import { expect } from 'vitest';
import type { SignedInApp } from '../../../test/signed-in-app';
import type { InvoiceLine, PurchaseItem } from './books-lines';

/**
 * Documents made through the real API for the books' tests: customers with their payment terms, jobs,
 * invoices, receipts and purchase vouchers, each moved to Posted (and on, where a test needs a credit
 * note or a reversal). Every call that fails fails the test with the server's answer.
 */

type Call = SignedInApp['call'];

type DocumentKind = 'invoice' | 'purchase' | 'payment';

interface PostedDocument {
  id: number;
  number: number;
  version: number;
}

export type PostedInvoice = PostedDocument;
export type PostedPayment = PostedDocument;
export type PostedPurchase = PostedDocument;

/** The answer of a call that must succeed. */
async function ok<Answer>(response: ReturnType<Call>): Promise<Answer> {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<Answer>();
}

interface Versioned {
  id: number;
  version: number;
}

/** An expense of tyres bought on credit from the supplier named. */
const expenseFields = (supplierName: string, chargeId: number, date: string, amount: number) => ({
  date,
  charge_id: chargeId,
  amount,
  description: 'Tyres on credit',
  type: 'general',
  company: supplierName,
});

export function booksFixture(call: Call, codes: { cancel: string; admin: string }) {
  /** A document's id, number and the version its next move names (a payment's details are a POST). */
  async function documentState(kind: DocumentKind, number: number): Promise<PostedDocument> {
    if (kind === 'payment') {
      const { id, version } = await ok<PostedDocument>(
        call('POST', 'vouchers/payment_details', { payment_number: number }),
      );
      return { id, number, version };
    }
    const answer = await ok<Record<DocumentKind, PostedDocument>>(
      call('GET', `vouchers/${kind}_details?${kind}_number=${number}`),
    );
    const { id, version } = answer[kind];
    return { id, number: answer[kind].number, version };
  }
  async function moveDocument(
    kind: DocumentKind,
    document: PostedDocument,
    status: string,
    moveCodes: Record<string, string> = {},
  ) {
    await ok<unknown>(
      call('POST', `vouchers/${kind}_status_update`, {
        [`${kind}_id`]: document.id,
        status,
        version: document.version,
        ...moveCodes,
      }),
    );
    return documentState(kind, document.number);
  }
  const invoiceState = (number: number) => documentState('invoice', number);
  const moveInvoice = (invoice: PostedInvoice, status: string, moveCodes?: Record<string, string>) =>
    moveDocument('invoice', invoice, status, moveCodes);
  const movePurchase = (purchase: PostedPurchase, status: string, moveCodes?: Record<string, string>) =>
    moveDocument('purchase', purchase, status, moveCodes);
  const movePayment = (payment: PostedPayment, status: string, moveCodes?: Record<string, string>) =>
    moveDocument('payment', payment, status, moveCodes);

  /** A purchase voucher, Created; items are debits on their expense accounts. */
  async function createdPurchase(
    supplierId: number,
    date: string,
    items: readonly PurchaseItem[],
  ): Promise<PostedPurchase> {
    const made = await ok<{ purchase_number: number }>(
      call('POST', 'vouchers/purchase_generate', {
        supplier_id: supplierId,
        date,
        reference: 'SUP-1',
        reference_date: date,
        narration: 'Supplies',
        total_amount: 1,
        user_id: 1,
        items: items.map((item) => ({
          job_id: null,
          truck_id: null,
          cr_dr: 'dr',
          qty: 1,
          vat_amount: 0,
          total_amount: 0,
          description: 'Supplies',
          ...item,
        })),
      }),
    );
    return documentState('purchase', made.purchase_number);
  }

  return {
    /** A customer saved on the master data page, with its payment terms. */
    async customer(name: string, paymentTermsDays: number): Promise<number> {
      const saved = await ok<{ id: number }>(
        call('POST', 'customer_save', { name, payment_terms_days: paymentTermsDays }),
      );
      return saved.id;
    },

    async job(customerId: number, truckId: number, driverId: number, jobNumber: string, date: string) {
      const made = await ok<{ job_id: number }>(
        call('POST', 'job_insert.php', {
          date,
          job: jobNumber,
          description: 'Port to Sitra',
          customer_id: customerId,
          driver_id: driverId,
          truck_id: truckId,
          charge: 40,
        }),
      );
      return made.job_id;
    },

    /** An invoice made and moved through Approved to Posted, so its entry is dated `date`. */
    async postedInvoice(customerId: number, date: string, lines: readonly InvoiceLine[]): Promise<PostedInvoice> {
      const made = await ok<{ invoice_number: number }>(
        call('POST', 'vouchers/invoice_generate', {
          customer_id: customerId,
          date,
          reference: 'PO-1',
          user_id: 1,
          items: lines.map((line) => ({
            account_id: 25,
            job_id: null,
            cr_dr: 'cr',
            description: 'Haulage',
            ...line,
          })),
        }),
      );
      let invoice = await invoiceState(made.invoice_number);
      for (const status of ['Approved', 'Posted']) invoice = await moveInvoice(invoice, status);
      return invoice;
    },

    /** Cancels a Posted invoice: a credit note, dated today, reverses its entry. */
    cancelPosted: (invoice: PostedInvoice) =>
      moveInvoice(invoice, 'Cancelled', { cancel_code: codes.cancel, admin_code: codes.admin }),

    /** Moves a Posted invoice back to Approved: its entry is reversed, dated today. */
    unpost: (invoice: PostedInvoice) => moveInvoice(invoice, 'Approved', { admin_code: codes.admin }),

    /**
     * A receipt into `accountId` (26 online, 27 cash), moved to Posted: each payment settles the invoice
     * it names, or is an advance when it names none.
     */
    async postedReceipt(
      customerId: number,
      date: string,
      accountId: 26 | 27,
      payments: readonly { amount: number; invoiceId: number | null }[],
    ): Promise<number> {
      const made = await ok<{ number: number }>(
        call('POST', 'vouchers/receipt_generate', {
          date,
          account_id: accountId,
          type: accountId === 27 ? 'cash' : 'online',
          reference: null,
          narration: 'Payment',
          cheque: null,
          user_id: 1,
          items: payments.map(({ amount, invoiceId }) => ({
            customer_id: customerId,
            invoice_id: invoiceId,
            dr_cr: 'cr',
            amount,
            description: 'Payment',
          })),
        }),
      );
      const read = () => ok<Versioned>(call('POST', 'vouchers/receipt_details', { receipt_number: made.number }));
      for (const status of ['Approved', 'Posted']) {
        const { id, version } = await read();
        await ok<unknown>(call('POST', 'vouchers/receipt_status_update', { receipt_id: id, status, version }));
      }
      return (await read()).id;
    },

    purchase: createdPurchase,

    /** A purchase voucher moved to Posted, so its entry is dated `date`. */
    async postedPurchase(supplierId: number, date: string, items: readonly PurchaseItem[]): Promise<PostedPurchase> {
      let purchase = await createdPurchase(supplierId, date, items);
      for (const status of ['Approved', 'Posted']) purchase = await movePurchase(purchase, status);
      return purchase;
    },

    /** Moves a Posted purchase voucher back to Approved: its entry is reversed, dated today. */
    unpostPurchase: (purchase: PostedPurchase) => movePurchase(purchase, 'Approved', { admin_code: codes.admin }),

    /** An expense left pending for the supplier its company names, so it is owed to them from its date. */
    async owedExpense(supplierName: string, chargeId: number, date: string, amount: number): Promise<number> {
      const made = await ok<{ id: number }>(
        call('POST', 'expense_insert', {
          ...expenseFields(supplierName, chargeId, date, amount),
          status: 'pending',
        }),
      );
      return made.id;
    },

    /** The pending expense marked paid: the books settle it today. */
    async payExpense(id: number, supplierName: string, chargeId: number, date: string, amount: number) {
      const { expense } = await ok<{ expense: { version: number } }>(call('GET', `expense-edit-data?id=${id}`));
      await ok<unknown>(
        call('POST', 'expense-edit', {
          ...expenseFields(supplierName, chargeId, date, amount),
          status: 'paid',
          id,
          version: expense.version,
        }),
      );
    },

    /**
     * A supplier payment out of the bank, moved to Posted so its entry is dated `date`: each amount
     * settles the purchase it names, or is paid ahead when it names none.
     */
    async postedPayment(
      supplierId: number,
      date: string,
      parts: readonly { amount: number; purchaseId: number | null }[],
    ): Promise<PostedPayment> {
      const made = await ok<{ number: number }>(
        call('POST', 'vouchers/payment_generate', {
          date,
          account_id: 26,
          type: 'online',
          reference: null,
          narration: 'Settlement',
          cheque: null,
          items: parts.map(({ amount, purchaseId }) => ({
            supplier_id: supplierId,
            purchase_id: purchaseId,
            cr_dr: 'dr',
            amount,
            description: 'Settlement',
          })),
        }),
      );
      let payment = await documentState('payment', made.number);
      for (const status of ['Approved', 'Posted']) payment = await movePayment(payment, status);
      return payment;
    },

    /** Moves a Posted payment back to Approved: its entry is reversed, dated today. */
    unpostPayment: (payment: PostedPayment) => movePayment(payment, 'Approved', { admin_code: codes.admin }),
  };
}
