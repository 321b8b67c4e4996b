import { z } from 'zod';
import { numbers, optionalId, optionalText, requiredId, texts } from '../contract-fields';
import {
  documentAttachments,
  documentNumber,
  documentSavedResponse,
  LIST_FILTERS,
  optionalPartyFilter,
  STATUS_MOVE_FIELDS,
  documentPayloads,
} from '../documents/document.contract';
import { numberInput } from '../documents/document-fields';
import {
  debitForLimits,
  documentWithinLimits,
  MAX_AMOUNT_TEXT,
  MAX_DOCUMENT_LINES,
  MONEY_LIMIT_MESSAGES,
} from '../money-limits';
import { documentListResponse } from '../documents/document-list.contract';
import { DOCUMENT_STATUSES } from '../documents/document-status';
import { formatDisplayDate, isIsoDate } from '../dates';

/**
 * Journal vouchers (beyond the spec): lines an accountant writes by hand — a loan, the owner's
 * capital, salaries paid by transfer, depreciation, a correction — on any accounts, posted as they are.
 * A line on Accounts Receivable or Payable names its customer or supplier, so it reaches their
 * statement and aging.
 */

export const JOURNAL_MESSAGES = {
  dateRequired: 'Date is required',
  linesRequired: 'Add the lines of the journal',
  accountRequired: (n: number) => `Line ${n}: choose an account`,
  amountInvalid: (n: number, side: JournalSide) => `Line ${n}: the ${side} must be an amount in BD, not below zero`,
  amountDecimals: (n: number, side: JournalSide) => `Line ${n}: the ${side} can have at most 3 decimals`,
  amountTooLarge: (n: number, side: JournalSide) => `Line ${n}: the ${side} cannot exceed ${MAX_AMOUNT_TEXT}`,
  bothSides: (n: number) => `Line ${n}: enter a debit or a credit, not both`,
  noSide: (n: number) => `Line ${n}: enter a debit or a credit`,
  partyRequired: (n: number, account: string, party: 'customer' | 'supplier') =>
    `Line ${n}: a line on ${account} needs a ${party}`,
  nothingToPost: 'Debits and credits must be above zero',
  unbalanced: (debits: string, credits: string) => `Debits (${debits}) must equal credits (${credits})`,
  accountUnknown: (n: number) => `Line ${n}: the account is not in the chart of accounts`,
  partyMissing: (n: number) => `Line ${n}: the customer or supplier must be chosen from the list`,
  truckMissing: (n: number) => `Line ${n}: the truck is not in the list`,
  lineNotOnJournal: (n: number) => `Line ${n} is not on this journal`,
  notFound: 'Journal Not Found',
  notFoundText: "The journal you're looking for doesn't exist.",
  stale: 'This journal was changed by someone else since you opened it. Compare and choose.',
  created: 'Journal created successfully',
  updated: 'Journal updated successfully',
  idempotencyReused: 'This request key was already used for a different journal',
  reverseOnInvalid: 'Reverse on must be a date (YYYY-MM-DD)',
  reverseOnNotPosted: 'Reverse on is for a posted journal: only leaving Posted reverses its lines',
  reverseBeforeJournal: (journalDate: string) =>
    `The reversal cannot be dated before the journal (${formatDisplayDate(journalDate)})`,
} as const;

export type JournalSide = 'debit' | 'credit';

/** A line as sent: figures may come as numbers or numeric text; the rules name what is wrong. */
export const journalLinePayload = z.object({
  /** The stored line's id when an edit sends it back; absent or null for a new line. */
  id: optionalId('Line'),
  account_id: optionalId('Account'),
  debit: numberInput.optional(),
  credit: numberInput.optional(),
  party_id: optionalId('Party'),
  truck_id: optionalId('Truck'),
  description: optionalText(500, 'Description'),
});

const header = {
  date: z.unknown(),
  reference: optionalText(200, 'Reference'),
  narration: optionalText(2000, 'Narration'),
  lines: z
    .array(journalLinePayload, { error: JOURNAL_MESSAGES.linesRequired })
    .max(MAX_DOCUMENT_LINES, `A journal has at most ${MAX_DOCUMENT_LINES} lines`)
    // Each side's own limit is the rules' to name (by line and side); here the debits added up.
    .superRefine(documentWithinLimits(MONEY_LIMIT_MESSAGES.journal, 'debit', (line) => debitForLimits(line.debit))),
  user_id: z.unknown().optional(),
};

/**
 * POST vouchers/journal_generate (an Idempotency-Key header makes a repeated submit answer the first), and
 * vouchers/journal_update at the version read, while Created.
 */
export const { generate: journalGeneratePayload, update: journalUpdatePayload } = documentPayloads(header, 'Journal');
export type JournalPayload = z.output<typeof journalGeneratePayload>;
export type JournalGenerateInput = z.input<typeof journalGeneratePayload>;

export const journalLine = z.object({
  ...numbers('id', 'account_id', 'debit', 'credit'),
  ...texts('account_code', 'account_name', 'description'),
  party_id: z.number().nullable(),
  party_name: z.string().nullable(),
  truck_id: z.number().nullable(),
  truck_number: z.string().nullable(),
});
export type JournalLine = z.infer<typeof journalLine>;

/** The journal as its details, update and status calls answer it; its total is the sum of its debits. */
export const journalRecord = z.object({
  ...numbers('id', 'number', 'total_amount', 'version'),
  date: z.string(),
  reference: z.string().nullable(),
  narration: z.string().nullable(),
  status: z.enum(DOCUMENT_STATUSES),
  lines: z.array(journalLine),
  attachments: documentAttachments,
});
export type JournalRecord = z.infer<typeof journalRecord>;

/** POST vouchers/journal_details: answers the journal itself. */
export const journalDetailsPayload = z.object({ journal_number: documentNumber('journal', 'Journal') });
/**
 * POST vouchers/journal_status_update: the move and the codes it needs, at the version read. Leaving
 * Posted reverses the lines on `reverse_on` (today when absent): in the open period, not before the
 * journal's date (journal-rules' reversalDateProblem, and the lock date).
 */
export const journalStatusPayload = z.object({
  journal_id: requiredId('Journal'),
  ...STATUS_MOVE_FIELDS,
  reverse_on: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z
      .string({ error: JOURNAL_MESSAGES.reverseOnInvalid })
      .refine(isIsoDate, JOURNAL_MESSAGES.reverseOnInvalid)
      .optional(),
  ),
});

export const JOURNAL_LIST_PAGE_SIZE = 50;
/** GET vouchers/journal_list: the list filters, and the journals with a line naming the party. */
export const journalListQuery = z.object({ ...LIST_FILTERS, party_id: optionalPartyFilter });
export const journalListResponse = documentListResponse('journals');

export const journalGenerateResponse = z.object({ success: z.literal(true), number: z.number(), message: z.string() });
export const journalSavedResponse = documentSavedResponse('journal', journalRecord);
