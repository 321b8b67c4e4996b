import { z } from 'zod';
import { numbers, numbersOrNull, optionalText, requiredId, texts } from '../contract-fields';
import {
  documentAttachments,
  documentListQuery,
  documentSavedResponse,
  STATUS_MOVE_FIELDS,
  documentPayloads,
} from '../documents/document.contract';
import { numberInput } from '../documents/document-fields';
import { documentListResponse } from '../documents/document-list.contract';
import * as voucher from '../documents/money-voucher.contract';
import { PAYMENT_TYPES, RECEIPT_ACCOUNTS } from '../receipts/receipts.contract';

/**
 * Supplier payments (payment vouchers, beyond the spec): the mirror of receipts. Money leaves a fixed
 * account (26 bank, 27 cash, 28 petty cash) for one supplier, paying their posted purchase vouchers or
 * as an advance allocated later. The date, account, type and cheque are checked as a receipt's are,
 * with the same messages (receipt-rules' checkMoneySide).
 */
export const PAYMENT_MESSAGES = {
  ...voucher.voucherMessages('payment', 'paid'),
  supplierRequired: 'A payment needs a supplier',
  oneSupplier: 'A payment is to one supplier only',
  supplierMissing: 'The supplier must be chosen from the list',
  itemSide: (n: number) => `Line ${n}: a payment debits the supplier (DR)`,
  allocationSupplier: (n: number) => `Line ${n}: the purchase is not a posted purchase of this supplier`,
  paidByPayments: (payments: string) =>
    `This purchase is paid by ${payments}: cancel those payments before it leaves Posted`,
  refundAndPurchase: (n: number) => `Line ${n}: a refund pays back a credit note, not a purchase`,
  refundNotCustomers: (n: number) => `Line ${n}: the credit note must be a posted credit note of this customer`,
  refundOverCredit: (n: number, note: string, left: string) => `Line ${n}: ${note} has only ${left} of credit left`,
  refundTwice: (note: string) => `${note} is refunded twice`,
} as const;

/** Payments leave the same fixed accounts receipts enter, taking the same payment types. */
export const PAYMENT_ACCOUNTS = RECEIPT_ACCOUNTS;

/**
 * A payment item: the supplier paid, optionally allocated to one of their posted purchases; or a customer
 * (the same records) refunded the credit left on one of their credit notes.
 */
export const paymentItemPayload = z.object({
  id: voucher.optionalId.optional(),
  supplier_id: voucher.optionalId.optional(),
  purchase_id: voucher.optionalId.optional(),
  credit_note_id: voucher.optionalId.optional(),
  cr_dr: z.string({ error: 'DR/CR must be text' }).max(10, 'DR/CR must be text').nullable().optional(),
  amount: numberInput,
  description: optionalText(500, 'Description'),
});

const header = {
  date: z.unknown(),
  account_id: voucher.optionalId.optional(),
  type: voucher.givenPaymentType,
  ...voucher.WRITTEN_FIELDS,
  cheque: voucher.givenCheque,
  items: voucher.voucherItems(paymentItemPayload, PAYMENT_MESSAGES.itemsRequired, 'a payment'),
  user_id: z.unknown().optional(),
};

/**
 * POST vouchers/payment_generate.php (an Idempotency-Key header makes a repeated submit answer the first),
 * and vouchers/payment_update.php at the version read.
 */
export const { generate: paymentGeneratePayload, update: paymentUpdatePayload } = documentPayloads(header, 'Payment');
export type PaymentPayload = z.output<typeof paymentGeneratePayload>;
export type PaymentGenerateInput = z.input<typeof paymentGeneratePayload>;

export const paymentItem = z.object({
  ...numbers('id', 'supplier_id'),
  ...numbersOrNull('purchase_id', 'purchase_number', 'credit_note_id', 'credit_note_number'),
  cr_dr: z.literal('dr'),
  amount: z.number(),
  description: z.string().nullable(),
});
export type PaymentItem = z.infer<typeof paymentItem>;

export const paymentRecord = z.object({
  ...numbers('id', 'number', 'account_id', 'supplier_id', 'total_amount', 'advance_amount', 'version'),
  ...texts('date', 'account_name', 'supplier_name'),
  type: z.enum(PAYMENT_TYPES),
  ...voucher.VOUCHER_RECORD_FIELDS,
  items: z.array(paymentItem),
  attachments: documentAttachments,
});
export type PaymentRecord = z.infer<typeof paymentRecord>;

/** POST vouchers/payment_details.php: answers the payment itself, as receipt_details answers the receipt. */
export const paymentDetailsPayload = voucher.voucherNumberPayload('payment_number', 'payment', 'Payment');
/** GET reports/payment_pdf: the payment voucher, shown or downloaded. */
export const paymentPdfQuery = voucher.voucherPdfQuery('payment_number', 'payment', 'Payment');
/** POST vouchers/payment_status_update.php: the move and the codes it needs, at the version read. */
export const paymentStatusPayload = z.object({ payment_id: requiredId('Payment'), ...STATUS_MOVE_FIELDS });

export const PAYMENT_LIST_PAGE_SIZE = 50;
/** GET vouchers/payment_list.php: filters, 50 a page, totals, and the gaps in the numbering. */
export const paymentListQuery = documentListQuery('supplier_id');
export const paymentListResponse = documentListResponse('payments');

/** POST vouchers/purchases_by_supplier.php: the supplier's posted purchases with something left to pay. */
export const purchasesBySupplierPayload = voucher.openDocumentsPayload('Supplier', 'payment_id');
export const supplierPurchase = voucher.openDocument;
export type SupplierPurchase = z.infer<typeof supplierPurchase>;
export const purchasesBySupplierResponse = voucher.openDocumentsResponse;

export const paymentGenerateResponse = voucher.voucherGenerateResponse;
export const paymentSavedResponse = documentSavedResponse('payment', paymentRecord);
