import { index, pgTable, text } from 'drizzle-orm/pg-core';
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
import { invoices } from './invoices';
import { accounts, customers } from './masterdata';

/**
 * Money received from a customer into a fixed account (26 bank, 27 cash, 28 petty cash). A receipt
 * carries no VAT of its own: its vatable amount is its total and its VAT zero, so every document list
 * adds up alike. The total is the credits minus the debits of its items.
 */
export const receipts = pgTable(
  'receipts',
  {
    ...documentHeader(),
    customerId: requiredRef('customer_id', () => customers.id),
    ...moneyMovement(() => accounts.id),
    ...documentBookkeeping(),
  },
  (t) => [index('receipts_customer_date_idx').on(t.customerId, t.date), index('receipts_date_idx').on(t.date)],
);

/**
 * One item: the customer (CR), a discount (DR 37) or a round off (DR 39, CR 40). A customer item with
 * an invoice pays that invoice; one without is an advance, left on the customer to allocate later.
 */
export const receiptItems = pgTable(
  'receipt_items',
  {
    id: serialId(),
    receiptId: requiredRef('receipt_id', () => receipts.id),
    position: bigNumber('position').notNull(),
    kind: text('kind').notNull(),
    customerId: optionalRef('customer_id', () => customers.id),
    accountId: optionalRef('account_id', () => accounts.id),
    invoiceId: optionalRef('invoice_id', () => invoices.id),
    ...movedAmount(),
  },
  (t) => [
    index('receipt_items_receipt_idx').on(t.receiptId, t.position),
    index('receipt_items_invoice_idx').on(t.invoiceId),
  ],
);

/**
 * The Idempotency-Key of each receipt creation and a hash of its body: a repeated submit answers the
 * first receipt, the same key with another body is refused.
 */
export const receiptRequestKeys = pgTable('receipt_request_keys', {
  ...requestKey(),
  receiptId: optionalRef('receipt_id', () => receipts.id),
  createdAt: moment('created_at'),
});
