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

export const RECEIPT_MESSAGES = {
  ...voucher.voucherMessages('receipt', 'received'),
  accountRequired: 'Please select an account',
  dateRequired: 'Date is required',
  paymentType: (account: string, allowed: string) => `${account} takes ${allowed} payments only`,
  chequeRequired: 'Cheque number, cheque date and bank are required for a cheque',
  customerRequired: 'A receipt needs one customer item',
  oneCustomer: 'A receipt is from one customer only',
  customerMissing: 'The customer must be chosen from the list',
  itemAccount: (n: number) =>
    `Line ${n}: only Discount (DR), Round Off DR or Round Off CR may stand beside the customer`,
  allocationCustomer: (n: number) => `Line ${n}: the invoice is not a posted invoice of this customer`,
} as const;

export const PAYMENT_TYPES = ['online', 'cheque', 'cash'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

const side = z
  .string({ error: 'DR/CR must be text' })
  .max(10, 'DR/CR must be text')
  .transform((v) => v.trim().toLowerCase())
  .nullable()
  .optional();

/** A receipt item: the customer (optionally allocated to one of their invoices), a discount or a round off. */
export const receiptItemPayload = z.object({
  id: voucher.optionalId.optional(),
  customer_id: voucher.optionalId.optional(),
  account_id: voucher.optionalId.optional(),
  invoice_id: voucher.optionalId.optional(),
  /** The create call names it dr_cr, the update call cr_dr. */
  dr_cr: side,
  cr_dr: side,
  amount: numberInput,
  description: optionalText(500, 'Description'),
});

/** Cheque details: an object, or the JSON string the original screen sends. */
const cheque = z.preprocess((v) => {
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v) as unknown;
  } catch {
    return v;
  }
}, voucher.givenCheque);

const header = {
  date: z.unknown(),
  account_id: voucher.optionalId.optional(),
  /** The create call names it type, the update call type_of_payment. */
  type: voucher.givenPaymentType,
  type_of_payment: voucher.givenPaymentType,
  ...voucher.WRITTEN_FIELDS,
  total_amount: z.unknown().optional(),
  cheque: cheque,
  cheques: cheque,
  items: voucher.voucherItems(receiptItemPayload, RECEIPT_MESSAGES.itemsRequired, 'a receipt'),
  user_id: z.unknown().optional(),
};

/** POST vouchers/receipt_generate.php, and vouchers/receipt_update.php at the version read. */
export const { generate: receiptGeneratePayload, update: receiptUpdatePayload } = documentPayloads(header, 'Receipt');
export type ReceiptPayload = z.output<typeof receiptGeneratePayload>;
export type ReceiptGenerateInput = z.input<typeof receiptGeneratePayload>;

export const receiptItem = z.object({
  id: z.number(),
  kind: z.enum(['customer', 'discount', 'round_off']),
  ...numbersOrNull('customer_id', 'account_id'),
  name: z.string(),
  ...numbersOrNull('invoice_id', 'invoice_number'),
  cr_dr: z.enum(['dr', 'cr']),
  amount: z.number(),
  description: z.string().nullable(),
});
export type ReceiptItem = z.infer<typeof receiptItem>;

export const receiptRecord = z.object({
  ...numbers('id', 'number', 'account_id', 'customer_id', 'total_amount', 'amount', 'advance_amount', 'version'),
  ...texts('date', 'account_name', 'customer_name'),
  type_of_payment: z.enum(PAYMENT_TYPES),
  ...voucher.VOUCHER_RECORD_FIELDS,
  items: z.array(receiptItem),
  attachments: documentAttachments,
});
export type ReceiptRecord = z.infer<typeof receiptRecord>;

export const receiptDetailsPayload = voucher.voucherNumberPayload('receipt_number', 'receipt', 'Receipt');
/** GET reports/receipt_pdf (beyond the spec): the receipt voucher, shown or downloaded. */
export const receiptPdfQuery = voucher.voucherPdfQuery('receipt_number', 'receipt', 'Receipt');
export const receiptStatusPayload = z.object({ receipt_id: requiredId('Receipt'), ...STATUS_MOVE_FIELDS });

export const RECEIPT_LIST_PAGE_SIZE = 50;
export const receiptListQuery = documentListQuery('customer_id');
export const receiptListResponse = documentListResponse('receipts');

/** POST vouchers/invoices_by_customer.php: the customer's posted invoices with something still to pay. */
export const invoicesByCustomerPayload = voucher.openDocumentsPayload('Customer', 'receipt_id');
export const customerInvoice = voucher.openDocument;
export type CustomerInvoice = z.infer<typeof customerInvoice>;
export const invoicesByCustomerResponse = voucher.openDocumentsResponse;

export const receiptGenerateResponse = voucher.voucherGenerateResponse;
export const receiptSavedResponse = documentSavedResponse('receipt', receiptRecord);

/** The fixed receipt accounts (the accounting spec) and the payment types each takes, the first by default. */
export const RECEIPT_ACCOUNTS = [
  { id: 26, name: 'Al Salam Bank', types: ['online', 'cheque'] },
  { id: 27, name: 'Cash GL', types: ['cash'] },
  { id: 28, name: 'Petty Cash', types: ['cash'] },
] as const satisfies readonly { id: number; name: string; types: readonly PaymentType[] }[];

export const DISCOUNT_ACCOUNT_ID = 37;
export const ROUND_OFF_DR_ACCOUNT_ID = 39;
export const ROUND_OFF_CR_ACCOUNT_ID = 40;
