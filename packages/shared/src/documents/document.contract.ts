import { z } from 'zod';
import { attachmentLink } from '../attachments/attachments.contract';
import { idNumber, numbers, optionalText, requiredId, version } from '../contract-fields';
import { isoDate } from '../dates';
import { DOCUMENT_STATUSES } from './document-status';
import { type NumberedDocument, typedNumberDigits } from './document-number-prefixes';

/**
 * The contract pieces every accounting document shares (invoice, purchase voucher, receipt): the party
 * chosen in a header, the figures of a line and of the whole, the number typed with or without its
 * prefix, the status move, and the list filters.
 */

/** The customer or supplier a document is for: an id, given as a number or digits. */
export function partyId(message: string) {
  return z.preprocess(
    (v) =>
      v === '' || v === null || v === undefined ? undefined : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v,
    idNumber(message),
  );
}

/**
 * What a line's own fields are refused with, by the line's place in the document (n from 1): every
 * document names it "line n", as its lines editor, the journals and the notes do.
 */
export const LINE_MESSAGES = {
  accountRequired: (n: number) => `Account is required for line ${n}`,
  accountUnknown: (n: number) => `The account of line ${n} is not in the chart of accounts`,
  quantityRequired: (n: number) => `Valid quantity is required for line ${n}`,
  amountRequired: (n: number) => `Valid amount is required for line ${n}`,
  amountDecimals: (n: number) => `The amount of line ${n} can have at most 3 decimals`,
  descriptionRequired: (n: number) => `Description is required for line ${n}`,
  descriptionTooLong: (n: number) => `Description of line ${n} must be at most 500 characters`,
  vatRate: (n: number) => `VAT for line ${n} must be 0 % or 10 %`,
  notOnDocument: (n: number, noun: string) => `Line ${n} is not on this ${noun}`,
} as const;

/** A line's figures as the server computed them, in BD. */
export const LINE_FIGURES = {
  ...numbers('qty', 'amount', 'vat_percentage', 'vatable_amount', 'vat_amount', 'total_amount'),
};

/** A document's totals, in BD. */
export const DOCUMENT_TOTALS = {
  ...numbers('vatable_amount', 'vat_amount', 'total_amount'),
};

export const documentAttachments = z.array(attachmentLink.extend({ link: z.string() }));

/** What every document record answers besides its party, header and lines. */
export const DOCUMENT_RECORD_FIELDS = {
  ...DOCUMENT_TOTALS,
  status: z.enum(DOCUMENT_STATUSES),
  attachments: documentAttachments,
  version: z.number(),
};

/** The answer of a document's update and status calls: the message and the document as it now stands. */
export function documentSavedResponse<K extends string, R extends z.ZodType>(kind: K, record: R) {
  const saved = { [kind]: record } as Record<K, R>;
  return z.object({ status: z.literal('success'), message: z.string(), ...saved });
}

/** An update is the create form plus the id and the version it was read at (the number is not changed). */
export function updatePayload<H extends z.ZodRawShape>(header: H, noun: string) {
  return z.object({ ...header, id: requiredId(noun), number: z.unknown().optional(), version: version() });
}

/** A document's create form (its header and lines) and its update (updatePayload). */
export function documentPayloads<H extends z.ZodRawShape>(header: H, noun: string) {
  return { generate: z.object(header), update: updatePayload(header, noun) };
}

/** A document number as typed: 42, '42' or with a prefix of its kind ('INV-ARG-42'). */
export function documentNumber(kind: NumberedDocument, noun: string) {
  return z.preprocess(
    (v) =>
      typeof v === 'string'
        ? (typedNumberDigits(kind, v) ?? v)
        : typeof v === 'number' && Number.isInteger(v) && v > 0
          ? String(v)
          : v,
    z
      .string({ error: `${noun} number is not valid` })
      .regex(/^\d{1,12}$/, `${noun} number is not valid`)
      .transform(Number),
  );
}

/** A status move: the document, the status wanted, the version read, and the codes the move needs. */
export const STATUS_MOVE_FIELDS = {
  status: z.enum(DOCUMENT_STATUSES, { error: 'Choose a status' }),
  version: version(),
  cancel_code: z.string().max(10).optional(),
  admin_code: z.string().max(10).optional(),
  user_id: z.unknown().optional(),
};

const optionalDate = (message: string) => z.preprocess((v) => (v === '' ? undefined : v), isoDate(message).optional());

/** The filters of a document list; the party filter is named by the list. */
export const LIST_FILTERS = {
  status: z.enum(DOCUMENT_STATUSES).optional(),
  from: optionalDate('From is not a date'),
  to: optionalDate('To is not a date'),
  search: optionalText(100, 'Search'),
  page: z.preprocess((v) => (v === undefined || v === '' ? 1 : Number(v)), z.number().int().min(1).max(100_000)),
};

export const optionalPartyFilter = z.preprocess(
  (v) => (v === '' ? undefined : typeof v === 'string' ? Number(v) : v),
  idNumber('Not a valid id').optional(),
);

/** A list's query: the filters every list takes, and the party filter the list names. */
export function documentListQuery<P extends 'customer_id' | 'supplier_id'>(partyFilter: P) {
  const party = { [partyFilter]: optionalPartyFilter } as Record<P, typeof optionalPartyFilter>;
  return z.object({ ...LIST_FILTERS, ...party });
}
