import { index, pgTable } from 'drizzle-orm/pg-core';
import {
  bigNumber,
  documentBookkeeping,
  documentHeader,
  moment,
  moneyMovement,
  movedAmount,
  optionalRef,
  requestKey,
  requiredRef,
  serialId,
} from './columns';
import { creditNotes } from './invoice-notes';
import { accounts, customers } from './masterdata';
import { purchases } from './purchases';

/**
 * Money paid to one supplier from a fixed account (26 bank, 27 cash, 28 petty cash): a payment voucher,
 * the mirror of a receipt. Like a receipt it carries no VAT of its own; its total is its items' sum.
 */
export const payments = pgTable(
  'payments',
  {
    ...documentHeader(),
    supplierId: requiredRef('supplier_id', () => customers.id),
    ...moneyMovement(() => accounts.id),
    ...documentBookkeeping(),
  },
  (t) => [index('payments_supplier_date_idx').on(t.supplierId, t.date), index('payments_date_idx').on(t.date)],
);

/**
 * One item: what the supplier is paid (DR). An item with a purchase pays that purchase; one without is
 * an advance to the supplier, allocated later.
 */
export const paymentItems = pgTable(
  'payment_items',
  {
    id: serialId(),
    paymentId: requiredRef('payment_id', () => payments.id),
    position: bigNumber('position').notNull(),
    supplierId: requiredRef('supplier_id', () => customers.id),
    purchaseId: optionalRef('purchase_id', () => purchases.id),
    /** A refund of the customer's credit left on this credit note (DR Accounts Receivable, not Payable). */
    creditNoteId: optionalRef('credit_note_id', () => creditNotes.id),
    ...movedAmount(),
  },
  (t) => [
    index('payment_items_payment_idx').on(t.paymentId, t.position),
    index('payment_items_purchase_idx').on(t.purchaseId),
  ],
);

/** The Idempotency-Key of each payment creation and a hash of its body, as for receipts. */
export const paymentRequestKeys = pgTable('payment_request_keys', {
  ...requestKey(),
  paymentId: optionalRef('payment_id', () => payments.id),
  createdAt: moment('created_at'),
});
