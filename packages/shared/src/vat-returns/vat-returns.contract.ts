import { z } from 'zod';
import { numbers } from '../contract-fields';
import { booksPeriodQuery } from '../ledger/books.contract';
import { reportedPeriod } from '../reports/reports.contract';
import { LISTED_BOXES } from './vat-return-boxes';

/*
 * The VAT return (Admin), under /api/transportation/books/: GET vat_return (the boxes of a period, as
 * filed once it is), GET vat_return_documents (what makes one box), GET vat_return_pdf, POST
 * vat_return_file and GET vat_returns (the filed ones, with what the books now say differently).
 */

export const TAXABLE_DOCUMENT_KINDS = ['invoice', 'credit_note', 'debit_note', 'purchase', 'expense'] as const;
export type TaxableDocumentKind = (typeof TAXABLE_DOCUMENT_KINDS)[number];

export const VAT_RETURN_MESSAGES = {
  boxRequired: `Choose a box: ${LISTED_BOXES.join(', ')}`,
} as const;

/** One document's amount and VAT in one box (signed: a credit note's are negative). */
export const vatReturnDocument = z.object({
  kind: z.enum(TAXABLE_DOCUMENT_KINDS),
  id: z.number(),
  /** As printed: INV-ARG-12, CN-ARG-3, DN-ARG-1, PV-ARG-7, EXP-40. */
  number: z.string(),
  date: z.string(),
  party: z.string(),
  box: z.number(),
  ...numbers('amount', 'vat'),
});
export type VatReturnDocument = z.infer<typeof vatReturnDocument>;

/**
 * A document of a filed period whose figures in a box are no longer what was filed: posted, changed or
 * cancelled since. Amount and VAT are what the books now say less what was filed (less what later
 * returns already corrected).
 */
export const vatCorrection = vatReturnDocument.extend({
  /** The filed return it corrects. */
  corrected_from: z.string(),
  corrected_to: z.string(),
});
export type VatCorrection = z.infer<typeof vatCorrection>;

/** A discount line: in no box, listed so the accountant sees what the sales and purchases leave out. */
export const vatReturnDiscount = z.object({
  side: z.enum(['sales', 'purchases']),
  kind: z.enum(TAXABLE_DOCUMENT_KINDS),
  number: z.string(),
  date: z.string(),
  party: z.string(),
  amount: z.number(),
});

/**
 * A move of a VAT account the return does not hold: an opening balance, a journal (a VAT payment), or a
 * document's posting outside its own period (a cancellation of an earlier period's document). Amount is
 * credit less debit: what it adds to the VAT the accounts say is owed.
 */
export const vatAccountMove = z.object({
  source_kind: z.string(),
  number: z.string(),
  date: z.string(),
  account_id: z.number(),
  account_name: z.string(),
  amount: z.number(),
});

export const vatReturnFiling = z.object({ id: z.number(), filed_by: z.string().nullable(), filed_at: z.string() });

export const vatReturnBoxRow = z.object({
  box: z.number(),
  label: z.string(),
  label_ar: z.string(),
  amount: z.number(),
  vat: z.number().nullable(),
});

/** What the books now say differently about a filed return's period. */
export const vatReturnDifferences = z.object({
  ...numbers('output_vat', 'input_vat', 'net_vat'),
  documents: z.array(vatReturnDocument),
  /** The later returns that carried corrections of this one in their box 16, and how much VAT each. */
  carried: z.array(reportedPeriod.extend({ net_vat: z.number() })),
});
export type VatReturnDifferences = z.infer<typeof vatReturnDifferences>;

export const vatReturnResponse = z.object({
  success: z.literal(true),
  ...reportedPeriod.shape,
  boxes: z.array(vatReturnBoxRow),
  /** Box 18: output VAT less input VAT, with the corrections. Positive is owed to the NBR. */
  net_vat_due: z.number(),
  /** Said above the boxes: a voluntary disclosure needed, a box whose VAT is off its rate. */
  notices: z.array(z.string()),
  /** Box 16, item by item. */
  corrections: z.array(vatCorrection),
  discounts: z.array(vatReturnDiscount),
  outside: z.array(vatAccountMove),
  /** Set when this very period was filed: everything above is then as filed, frozen. */
  filed: vatReturnFiling.nullable(),
  /** For a filed return: what the books now say differently (null for a draft). */
  books_differ: vatReturnDifferences.nullable(),
});
export type VatReturn = z.infer<typeof vatReturnResponse>;

const listedBox = z.preprocess(
  (v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v),
  z
    .number({ error: VAT_RETURN_MESSAGES.boxRequired })
    .refine((box) => (LISTED_BOXES as readonly number[]).includes(box), VAT_RETURN_MESSAGES.boxRequired),
);

export const vatReturnDocumentsQuery = z.intersection(booksPeriodQuery, z.object({ box: listedBox }));
export type VatReturnDocumentsQuery = z.infer<typeof vatReturnDocumentsQuery>;

export const vatReturnDocumentsResponse = z.object({
  success: z.literal(true),
  ...reportedPeriod.shape,
  box: z.number(),
  label: z.string(),
  /** For box 16 each row is a correction and names the return it corrects. */
  rows: z.array(vatCorrection.partial({ corrected_from: true, corrected_to: true })),
  totals: z.object(numbers('amount', 'vat')),
});
export type VatReturnDocuments = z.infer<typeof vatReturnDocumentsResponse>;

export const vatReturnFileRequest = booksPeriodQuery;

/** A filed return: the return as filed, with who filed it and when. */
export const filedVatReturn = vatReturnResponse.omit({ success: true }).extend({ filed: vatReturnFiling });
export type FiledVatReturn = z.infer<typeof filedVatReturn>;

export const vatReturnFileResponse = z.object({
  success: z.literal(true),
  filed: filedVatReturn,
  lock_date: z.string(),
});
export type VatReturnFileAnswer = z.infer<typeof vatReturnFileResponse>;
/** A filed return in the list of them: its boxes as filed, and what the books now say differently. */
export const filedVatReturnSummary = filedVatReturn.pick({
  from: true,
  to: true,
  boxes: true,
  net_vat_due: true,
  filed: true,
  books_differ: true,
});
export type FiledVatReturnSummary = z.infer<typeof filedVatReturnSummary>;

export const vatReturnsResponse = z.object({ success: z.literal(true), returns: z.array(filedVatReturnSummary) });
export type FiledVatReturns = z.infer<typeof vatReturnsResponse>;
