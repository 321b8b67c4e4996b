import { printedNumber } from '../documents/document-number-prefixes';
import { z } from 'zod';
import { idNumber, numbers, requiredId, requiredText, version } from '../contract-fields';
import { isoDate, formatDisplayDate } from '../dates';
import {
  documentNumber,
  DOCUMENT_TOTALS,
  LIST_FILTERS,
  optionalPartyFilter,
  STATUS_MOVE_FIELDS,
} from '../documents/document.contract';
import { DOCUMENT_STATUSES } from '../documents/document-status';
import { MAX_DOCUMENT_LINES } from '../money-limits';
import { bdAmount, formatBD } from '../money';
import type { NoteKind } from './invoice-note-lines';

/*
 * Tax credit and debit notes (Admin), under /api/transportation/vouchers/: a credit note takes part or all
 * of a Posted invoice's lines back, a debit note charges more on them. Each kind answers
 * `{kind}_generate`, `{kind}_details`, `{kind}_status_update` (to Cancelled, which reverses it),
 * `{kind}_list` and `{kind}_pdf`; a credit note's credit left (on an invoice already paid) is allocated
 * with `credit_note_allocate` or refunded by a payment voucher.
 */

export const NOTE_NOUN: Readonly<Record<NoteKind, string>> = { credit_note: 'Credit note', debit_note: 'Debit note' };

export function noteNumberText(kind: NoteKind, number: number): string {
  return printedNumber(kind, number);
}

export const NOTE_MESSAGES = {
  invoiceRequired: 'Choose the invoice the note corrects',
  dateRequired: 'Date is required',
  reasonRequired: 'Say why the invoice is corrected',
  linesRequired: 'Choose at least one line of the invoice',
  tooManyLines: `A note has at most ${MAX_DOCUMENT_LINES} lines`,
  lineRequired: (n: number) => `Choose the invoice line of line ${n}`,
  quantityOrAmount: (n: number) => `Give line ${n} a quantity or an amount, not both`,
  quantityInvalid: (n: number) => `The quantity of line ${n} must be a whole number from 1`,
  amountInvalid: (n: number) => `The amount of line ${n} must be above 0, with at most 3 decimals`,
  invoiceNotPosted: 'Only a posted invoice can be corrected by a note',
  openingInvoice: 'An opening item is corrected by a journal, not a note',
  notItsLine: (n: number) => `Line ${n} is not a line of this invoice`,
  discountLine: (n: number) => `Line ${n} is a discount: a note corrects the invoice's charges`,
  lineTwice: (n: number) => `Line ${n} names an invoice line already in this note`,
  moreThanLeft: (n: number, leftFils: number) => `Line ${n} has ${formatBD(leftFils)} left to credit`,
  moreVatThanLeft: (n: number, leftVatFils: number) =>
    `Line ${n} has only ${formatBD(leftVatFils)} of VAT left to credit: credit all that is left of it`,
  nothing: (n: number) => `Line ${n} comes to nothing`,
  beforeInvoice: (invoiceDate: string) =>
    `A note cannot be dated before its invoice (${formatDisplayDate(invoiceDate)})`,
  afterToday: 'A note cannot be dated after today',
  beyondInvoice: (leftFils: number) =>
    `The invoice has ${formatBD(leftFils)} left to credit once its discounts are counted`,
  notFound: (kind: NoteKind) => `${NOTE_NOUN[kind]} Not Found`,
  stale: (kind: NoteKind) => `This ${NOTE_NOUN[kind].toLowerCase()} was changed by someone else since you opened it`,
  created: (kind: NoteKind, number: number) => `${NOTE_NOUN[kind]} ${noteNumberText(kind, number)} issued`,
  cancelsInvoice: 'This credit note cancelled its invoice: it stays as long as the invoice is cancelled',
  creditUsed: (uses: string) => `Its credit is used by ${uses}: undo those first`,
  allocationTooMuch: (leftFils: number) => `The credit note has ${formatBD(leftFils)} of credit left`,
  allocationPending: (pendingFils: number) => `The invoice has ${formatBD(pendingFils)} pending`,
  allocationOtherCustomer: "Choose one of the credit note's customer's posted invoices",
  allocationAmount: 'Enter an amount above 0',
  allocationNotLive: 'Only a posted credit note has credit to allocate',
  allocatedCredit: 'Credit allocated',
  debitPaid: 'Receipts pay its invoice beyond what would be left: cancel those receipts first',
  cancelled: 'Cancellation of the invoice',
} as const;

const quantityInput = z.preprocess((v) => (v === '' || v === null ? undefined : v), z.unknown().optional());

/** One line of a note as sent: the invoice line it corrects and by how much (units or an amount). */
export const noteLinePayload = z.object({
  // Optional here so a line without one gets its own numbered message (lineRequired), not zod's.
  invoice_line_id: z.unknown().optional(),
  quantity: quantityInput,
  amount: quantityInput,
});

/** `{kind}_generate`: the invoice, the note's date and reason, and its lines. */
export const noteGeneratePayload = z.object({
  // As requiredId('Invoice'), but saying what to do when none is chosen, as the note's screen says it.
  invoice_id: z.preprocess(
    (value) => (typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value),
    idNumber('Invoice is not a valid id', NOTE_MESSAGES.invoiceRequired),
  ),
  date: isoDate(NOTE_MESSAGES.dateRequired),
  reason: requiredText(500, NOTE_MESSAGES.reasonRequired, 'Reason'),
  lines: z
    .array(noteLinePayload, { error: NOTE_MESSAGES.linesRequired })
    .min(1, NOTE_MESSAGES.linesRequired)
    .max(MAX_DOCUMENT_LINES, NOTE_MESSAGES.tooManyLines),
  user_id: z.unknown().optional(),
});
export type NoteGeneratePayload = z.input<typeof noteGeneratePayload>;
export type NoteGenerateInput = z.output<typeof noteGeneratePayload>;

export const noteLine = z.object({
  id: z.number(),
  invoice_line_id: z.number(),
  kind: z.enum(['manual', 'job', 'discount']),
  account_id: z.number(),
  account_name: z.string(),
  description: z.string(),
  /** Units of the invoice line's unit amount, or null when given as an amount. */
  quantity: z.number().nullable(),
  ...numbers('unit_amount', 'vat_percentage', 'vatable_amount', 'vat_amount', 'total_amount'),
});

export const noteRecord = z.object({
  ...numbers('id', 'number', 'invoice_id', 'invoice_number', 'customer_id'),
  kind: z.enum(['credit_note', 'debit_note']),
  date: z.string(),
  invoice_date: z.string(),
  customer_name: z.string(),
  reason: z.string(),
  status: z.enum(DOCUMENT_STATUSES),
  lines: z.array(noteLine),
  ...DOCUMENT_TOTALS,
  /** A credit note: what it took off its invoice, and the customer's credit that is left on it. */
  applied_amount: z.number(),
  credit_left: z.number(),
  /** The credit note issued by cancelling its invoice (it takes all that was left). */
  cancels_invoice: z.boolean(),
  /** Where its credit left went: other invoices, and refunds paid by payment vouchers. */
  allocations: z.array(z.object({ id: z.number(), invoice_number: z.number(), date: z.string(), amount: z.number() })),
  refunds: z.array(
    z.object({ payment_number: z.number(), date: z.string(), status: z.enum(DOCUMENT_STATUSES), amount: z.number() }),
  ),
  version: z.number(),
});
export type NoteRecord = z.infer<typeof noteRecord>;

/** The calls' schemas of one kind of note. */
export function noteCalls(kind: NoteKind) {
  const noun = NOTE_NOUN[kind];
  const record = { [kind]: noteRecord } as Record<NoteKind, typeof noteRecord>;
  return {
    generateResponse: z.object({
      status: z.literal('success'),
      ...({ [`${kind}_number`]: z.number() } as Record<string, z.ZodNumber>),
      message: z.string(),
    }),
    detailsQuery: z.object({
      ...({ [`${kind}_number`]: documentNumber(kind, noun) } as Record<string, ReturnType<typeof documentNumber>>),
    }),
    detailsResponse: z.object({ status: z.literal('success'), ...record, message: z.string() }),
    statusPayload: z.object({
      ...({ [`${kind}_id`]: requiredId(noun) } as Record<string, ReturnType<typeof requiredId>>),
      ...STATUS_MOVE_FIELDS,
    }),
    statusResponse: z.object({ status: z.literal('success'), message: z.string(), ...record }),
    pdfQuery: z.object({
      ...({ [`${kind}_number`]: documentNumber(kind, noun) } as Record<string, ReturnType<typeof documentNumber>>),
      download: z.unknown().optional(),
    }),
  };
}

export const creditNoteCalls = noteCalls('credit_note');
export const debitNoteCalls = noteCalls('debit_note');

/** POST vouchers/credit_note_allocate: part of a credit note's credit left settles another invoice of its customer. */
export const creditNoteAllocatePayload = z.object({
  credit_note_id: requiredId('Credit note'),
  invoice_id: requiredId('Invoice'),
  amount: bdAmount({
    required: NOTE_MESSAGES.allocationAmount,
    min: 0,
    exclusiveMin: true,
    minMessage: NOTE_MESSAGES.allocationAmount,
  }),
  version: version(),
});
export const creditNoteAllocateResponse = creditNoteCalls.statusResponse;

export const CREDIT_NOTE_LIST_PAGE_SIZE = 50;

/**
 * GET vouchers/credit_note_list and debit_note_list (beyond the spec): the notes by date, status and
 * customer, searched by either number or the customer's name.
 */
export const noteListQuery = z.object({
  status: LIST_FILTERS.status,
  from: LIST_FILTERS.from,
  to: LIST_FILTERS.to,
  search: LIST_FILTERS.search,
  page: LIST_FILTERS.page,
  customer_id: optionalPartyFilter,
});
export const creditNoteListQuery = noteListQuery;

export const noteListRow = z.object({
  ...numbers('id', 'number', 'invoice_number', 'customer_id'),
  date: z.string(),
  customer_name: z.string(),
  reason: z.string(),
  status: z.enum(DOCUMENT_STATUSES),
  ...DOCUMENT_TOTALS,
});
export type NoteListRow = z.infer<typeof noteListRow>;
export type CreditNoteListRow = NoteListRow;

function noteListResponse<K extends string>(rowsKey: K) {
  const rows = { [rowsKey]: z.array(noteListRow) } as Record<K, z.ZodArray<typeof noteListRow>>;
  return z.object({
    status: z.literal('success'),
    ...rows,
    ...numbers('page', 'pages', 'count'),
    /** Of the notes the filter matches but the cancelled ones. */
    totals: z.object(DOCUMENT_TOTALS),
  });
}
export const creditNoteListResponse = noteListResponse('credit_notes');
export type CreditNoteListAnswer = z.infer<typeof creditNoteListResponse>;
export const debitNoteListResponse = noteListResponse('debit_notes');
export type DebitNoteListAnswer = z.infer<typeof debitNoteListResponse>;
