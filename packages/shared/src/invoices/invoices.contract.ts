import { z } from 'zod';
import { flag, idNumber, numbers, optionalId, optionalText, requiredId } from '../contract-fields';
import { isoDate } from '../dates';
import {
  DOCUMENT_RECORD_FIELDS,
  documentListQuery,
  documentSavedResponse,
  documentNumber,
  LINE_FIGURES,
  LINE_MESSAGES,
  partyId,
  STATUS_MOVE_FIELDS,
  documentPayloads,
} from '../documents/document.contract';
import { commaList, numberInput } from '../documents/document-fields';
import { lineForLimits } from '../documents/document-line';
import { documentWithinLimits, MAX_DOCUMENT_LINES, MONEY_LIMIT_MESSAGES } from '../money-limits';
import { DOCUMENT_STATUSES } from '../documents/document-status';
import { documentListResponse, PAYMENT_FLAG_FILTER } from '../documents/document-list.contract';

export const INVOICE_MESSAGES = {
  customerRequired: 'Please select a customer',
  dateRequired: 'Date is required',
  ...LINE_MESSAGES,
  discountShape: (n: number) => `Line ${n} is a discount: account 37, quantity 1, no VAT`,
  jobsMustMatch: (n: number) => `The jobs of line ${n} must each total its unit amount`,
  fixErrors: 'Please fix the errors above',
  noLines: 'Add at least one line',
  tooManyLines: `An invoice has at most ${MAX_DOCUMENT_LINES} lines`,
  negativeTotal: 'The discounts are larger than the invoice',
  jobUsed: (jobs: string) => `Already on another invoice: ${jobs}`,
  jobTwice: (jobs: string) => `A job can be on one line only: ${jobs}`,
  jobNotCustomers: (jobs: string) => `Not jobs of this customer: ${jobs}`,
  heldByNotes: (notes: string) => `Corrected by ${notes}: cancel those notes before the invoice leaves Posted`,
  jobLinesLocked: 'Job lines keep their jobs, quantity, amount, VAT and description; remove the line to drop its jobs',
  notFound: 'Invoice Not Found',
  noCreditNote: 'This invoice has no credit note',
  paidByReceipts: (receipts: string) => `Paid by ${receipts}: cancel those receipts before the invoice leaves Posted`,
  stale: 'This invoice was changed by someone else since you opened it. Compare and choose.',
  created: (number: string) => `Invoice ${number} submitted successfully!`,
  updated: 'Invoice updated successfully',
} as const;

/** 'job_id' as the spec sends it: '12,15,19', a list, a single id, or null. */
const jobIdList = commaList(
  z.preprocess(
    (v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v),
    idNumber('job_id must be job ids separated by commas'),
  ),
  'job_id must be job ids separated by commas',
  2000,
);

export const invoiceItemPayload = z.object({
  /** The stored line being kept (update); null, or a screen's local id above a million, for a new line. */
  id: idNumber('Line is not a valid id').nullable().optional(),
  account_id: optionalId('Account'),
  job_id: jobIdList,
  qty: numberInput,
  amount: numberInput,
  vat_percentage: numberInput,
  cr_dr: z.preprocess((v) => (typeof v === 'string' ? v.trim().toLowerCase() : v), z.enum(['cr', 'dr']).optional()),
  description: z.unknown(),
  // Totals the client computed: ignored, the server works them out from the line.
  vat_amount: z.unknown().optional(),
  total_amount: z.unknown().optional(),
});
export type InvoiceItemPayload = z.input<typeof invoiceItemPayload>;

const header = {
  customer_id: partyId(INVOICE_MESSAGES.customerRequired),
  date: isoDate(INVOICE_MESSAGES.dateRequired),
  reference: optionalText(200, 'Reference'),
  narration: optionalText(2000, 'Narration'),
  items: z
    .array(invoiceItemPayload, { error: INVOICE_MESSAGES.noLines })
    .min(1, INVOICE_MESSAGES.noLines)
    .max(MAX_DOCUMENT_LINES, INVOICE_MESSAGES.tooManyLines)
    .superRefine(documentWithinLimits(MONEY_LIMIT_MESSAGES.document('an invoice'), 'amount', lineForLimits)),
  // Sent by the screens, never trusted: the server recomputes it and takes the user from the session.
  total_amount: z.unknown().optional(),
  user_id: z.unknown().optional(),
};

/** POST vouchers/invoice_generate, and vouchers/invoice_update at the version it was read at. */
export const { generate: invoiceGeneratePayload, update: invoiceUpdatePayload } = documentPayloads(header, 'Invoice');
export type InvoiceGeneratePayload = z.input<typeof invoiceGeneratePayload>;
export type InvoiceUpdatePayload = z.input<typeof invoiceUpdatePayload>;

export const invoiceItem = z.object({
  id: z.number(),
  account_id: z.number(),
  account_name: z.string(),
  /** Comma-separated job ids, or null. */
  job_id: z.string().nullable(),
  ...LINE_FIGURES,
  cr_dr: z.enum(['cr', 'dr']),
  description: z.string(),
  kind: z.enum(['manual', 'job', 'discount']),
  /** What credit and debit notes not cancelled took off the line and added to it, and what is left (before VAT). */
  ...numbers('credited_amount', 'debited_amount', 'left_amount'),
});
export type InvoiceItem = z.infer<typeof invoiceItem>;

/** A credit or debit note as its invoice lists it. */
const invoiceNote = z.object({
  ...numbers('id', 'number', 'total_amount'),
  date: z.string(),
  status: z.enum(DOCUMENT_STATUSES),
  reason: z.string(),
});

export const invoiceRecord = z.object({
  ...numbers('id', 'number', 'customer_id'),
  customer_name: z.string(),
  date: z.string(),
  reference: z.string().nullable(),
  narration: z.string().nullable(),
  items: z.array(invoiceItem),
  /** The credit note that cancelled this invoice after it was posted. */
  credit_note: z.object({ number: z.number(), date: z.string() }).nullable(),
  /** Every credit and debit note issued on it, cancelled ones included. */
  credit_notes: z.array(invoiceNote),
  debit_notes: z.array(invoiceNote),
  /** The receipts (not cancelled) that pay it, and what is still to pay. */
  receipts: z.array(
    z.object({ number: z.number(), date: z.string(), status: z.enum(DOCUMENT_STATUSES), amount: z.number() }),
  ),
  pending_amount: z.number(),
  /** An open item the opening balances brought in (Posted as it is, corrected by a journal), with its due date. */
  opening: z.boolean(),
  due_date: z.string().nullable(),
  ...DOCUMENT_RECORD_FIELDS,
});
export type InvoiceRecord = z.infer<typeof invoiceRecord>;

export const invoiceDetailsQuery = z.object({
  invoice_number: documentNumber('invoice', 'Invoice'),
});
export const invoiceDetailsResponse = z.object({
  status: z.literal('success'),
  invoice: invoiceRecord,
  message: z.string(),
});
export const invoiceGenerateResponse = z.object({
  status: z.literal('success'),
  invoice_number: z.number(),
  message: z.string(),
});
export const invoiceUpdateResponse = documentSavedResponse('invoice', invoiceRecord);

/** POST vouchers/invoice_status_update: the move, the version read, and the codes the move needs. */
export const invoiceStatusPayload = z.object({ invoice_id: requiredId('Invoice'), ...STATUS_MOVE_FIELDS });
export const invoiceStatusResponse = documentSavedResponse('invoice', invoiceRecord);

export const INVOICE_LIST_PAGE_SIZE = 50;
/** GET vouchers/invoice_list (beyond the spec): filters, paging and the totals of the filtered set. */
export const invoiceListQuery = documentListQuery('customer_id').extend(PAYMENT_FLAG_FILTER);
export const invoiceListResponse = documentListResponse('invoices');

export const PDF_ACTIONS = ['preview', 'download', 'print'] as const;
export const PDF_MESSAGES = {
  failed: 'Failed to generate PDF',
  network: 'Network error occurred while generating PDF',
  ready: 'PDF generated successfully',
} as const;

const pdfFields = {
  invoice_number: documentNumber('invoice', 'Invoice'),
  // The job details page is printed unless asked not to (the spec's default).
  include_details: z.preprocess((v) => (v === undefined ? true : v), flag('Include details')),
  action: z.enum(PDF_ACTIONS, { error: 'Action must be preview, download or print' }).default('preview'),
};
/** POST reports/generate_invoice_pdf.php: where the PDF of the invoice can be read. */
export const invoicePdfPayload = z.object(pdfFields);
export const invoicePdfResponse = z.object({ status: z.literal('success'), pdf_url: z.string(), message: z.string() });
/** GET reports/invoice_pdf (beyond the spec): the PDF itself, for those who may see the invoice. */
export const invoicePdfQuery = z.object(pdfFields);
/**
 * GET reports/credit_note_pdf (beyond the spec): a tax credit note by its number, or the one that cancelled
 * an invoice by the invoice's number (the first releases' form).
 */
export const creditNotePdfQuery = z
  .object({
    credit_note_number: documentNumber('credit_note', 'Credit note').optional(),
    invoice_number: documentNumber('invoice', 'Invoice').optional(),
    download: z.unknown().optional(),
  })
  .refine((query) => query.credit_note_number !== undefined || query.invoice_number !== undefined, {
    message: 'Name the credit note (credit_note_number) or the invoice it cancelled (invoice_number)',
    path: ['credit_note_number'],
  });
