import { z } from 'zod';
import { idNumber, numbers, optionalText, requiredId } from '../contract-fields';
import { documentNumber } from './document.contract';
import type { NumberedDocument } from './document-number-prefixes';
import { numberInput } from './document-fields';
import { amountForLimits, documentWithinLimits, isAboveAmountLimit, MONEY_LIMIT_MESSAGES } from '../money-limits';
import { DOCUMENT_STATUSES } from './document-status';
import { datedAfterMessage } from './allocations';
import { isIsoDate } from '../dates';

/**
 * The contract pieces every money voucher (a customer's receipt, a supplier's payment) shares: ids as
 * the screens send them, what is written on the voucher, the stored cheque and status, the number
 * typed to read or print one, the documents it may pay, and the answer to its creation.
 */

/**
 * The messages every money voucher gives, in its own words: its noun (receipt, payment) and how its
 * money moved (received, paid).
 */
export function voucherMessages(noun: 'receipt' | 'payment', moved: 'received' | 'paid') {
  const Noun = `${noun[0]!.toUpperCase()}${noun.slice(1)}`;
  return {
    itemsRequired: 'Please add at least one item',
    amountRequired: 'Amount must be above zero, to the fil',
    amountMismatch: (total: string) => `The amount ${moved} must equal the ${noun} total (${total})`,
    itemAmount: (n: number) => `Line ${n}: the amount must be above zero`,
    itemDecimals: (n: number) => `Line ${n}: the amount can have at most 3 decimals`,
    overAllocated: (number: string, pending: string) => `${number} has only ${pending} pending`,
    datedAfter: datedAfterMessage(noun),
    allocationTwice: (number: string) => `${number} is allocated twice`,
    notFound: `${Noun} Not Found`,
    notFoundText: `The ${noun} you're looking for doesn't exist.`,
    stale: `This ${noun} was changed by someone else since you opened it. Compare and choose.`,
    created: `${Noun} created successfully!`,
    updated: `${Noun} updated successfully`,
    idempotencyReused: `This request key was already used for a different ${noun}`,
  };
}

/** An id a screen may send as a number, as digits, or empty for none. */
export const optionalId = z.preprocess(
  (v) => (v === '' || v === undefined ? null : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v),
  idNumber('Not a valid id').nullable(),
);

const chequeText = (label: string) => z.string({ error: `Cheque ${label} must be text` }).optional();

/**
 * Cheque details as given, each as text: checked by the rules, which name what is missing. An object
 * giving none of them is no cheque at all, and refused rather than taken for one left blank.
 */
export const givenCheque = z
  .object({ number: chequeText('number'), date: chequeText('date'), bank: chequeText('bank') })
  .refine(
    (cheque) => cheque.number !== undefined || cheque.date !== undefined || cheque.bank !== undefined,
    'Cheque details are its number, date and bank',
  )
  .nullable()
  .optional();

/** How the money moved: text the rules check against the account; null or absent for the account's first. */
export const givenPaymentType = z
  .string({ error: 'The payment type must be online, cheque or cash' })
  .max(20, 'The payment type must be online, cheque or cash')
  .nullable()
  .optional();

/** A voucher's header fields besides how the money moved and its items. */
export const WRITTEN_FIELDS = {
  amount: numberInput.optional().refine((amount) => !isAboveAmountLimit(amount), MONEY_LIMIT_MESSAGES.amount),
  reference: optionalText(200, 'Reference'),
  narration: optionalText(2000, 'Narration'),
};

/** A voucher's items: at most 200, refused with `message` when not a list, within the money limits. */
export const voucherItems = <I extends z.ZodType<{ amount: unknown }>>(item: I, message: string, noun: string) =>
  z
    .array(item, { error: message })
    .max(200, 'At most 200 items')
    .superRefine(
      documentWithinLimits(MONEY_LIMIT_MESSAGES.voucher(noun), 'amount', (line: z.output<I>) =>
        amountForLimits(line.amount),
      ),
    );

/** What a voucher's record answers after how the money moved: what was written on it, its cheque and status. */
export const VOUCHER_RECORD_FIELDS = {
  reference: z.string().nullable(),
  narration: z.string().nullable(),
  cheques: z.object({ number: z.string(), date: z.string(), bank: z.string() }).nullable(),
  status: z.enum(DOCUMENT_STATUSES),
};

/** A voucher named by its number (`receipt_number`, `payment_number`), typed with or without its prefix. */
export function voucherNumberPayload<F extends string>(field: F, kind: NumberedDocument, noun: string) {
  const number = { [field]: documentNumber(kind, noun) } as Record<F, ReturnType<typeof documentNumber>>;
  return z.object(number);
}

/** The voucher's PDF by its number: shown, or with download saved. */
export function voucherPdfQuery<F extends string>(field: F, kind: NumberedDocument, noun: string) {
  return voucherNumberPayload(field, kind, noun).extend({
    download: z.preprocess((v) => v === '1' || v === 'true', z.boolean()),
  });
}

export const OPEN_DOCUMENTS_MESSAGES = { date: 'The date must be a date (YYYY-MM-DD)' } as const;

/**
 * The party's posted documents with something still to pay; with the voucher's `date`, only those it
 * may settle (dated on or before it). When editing a voucher (`except`, e.g. `receipt_id`), its own
 * allocations count as not yet taken.
 */
export function openDocumentsPayload<F extends string>(party: string, except: F) {
  const editing = { [except]: idNumber('Not a valid id').optional() } as Record<F, z.ZodOptional<z.ZodNumber>>;
  const date = z
    .string({ error: OPEN_DOCUMENTS_MESSAGES.date })
    .refine(isIsoDate, OPEN_DOCUMENTS_MESSAGES.date)
    .optional();
  return z.object({ id: requiredId(party), ...editing, date });
}

/**
 * One of the party's documents to pay: what it owes in all and what is still pending, and the number
 * the party knows it by (`reference`: a purchase's supplier bill number; an invoice's customer reference).
 */
export const openDocument = z.object({
  ...numbers('id', 'number', 'total_amount', 'pending_amount'),
  date: z.string(),
  reference: z.string().nullable(),
});

export const openDocumentsResponse = z.object({ success: z.literal(true), data: z.array(openDocument) });

/** `{kind}_generate`'s answer: the new voucher's number. */
export const voucherGenerateResponse = z.object({
  success: z.literal(true),
  number: z.number(),
  message: z.string(),
});
