import { z } from 'zod';
import { idNumber, numbers, optionalId, optionalText, requiredId, texts } from '../contract-fields';
import {
  DOCUMENT_RECORD_FIELDS,
  documentListQuery,
  documentNumber,
  documentSavedResponse,
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

export const PURCHASE_MESSAGES = {
  supplierRequired: 'Party is required',
  dateRequired: 'Date is required',
  referenceRequired: 'Reference is required',
  referenceDateInvalid: 'Reference date is not a real date',
  itemsRequired: 'At least one account item is required',
  ...LINE_MESSAGES,
  sideRequired: (n: number) => `DR or CR is required for line ${n}`,
  truckMissing: (n: number) => `The truck of line ${n} is not in the list`,
  jobMissing: (n: number, job: string) => `Line ${n}: no job ${job}`,
  jobAmbiguous: (n: number, job: string) =>
    `Line ${n}: several jobs are numbered ${job}; pick the one meant from the list`,
  supplierMissing: 'Party must be chosen from the list',
  notFound: 'Purchase Not Found',
  notFoundText: "The purchase you're looking for doesn't exist.",
  stale: 'This purchase was changed by someone else since you opened it. Compare and choose.',
  created: (number: string) => `Purchase ${number} created`,
  updated: 'Purchase updated successfully',
} as const;

/** Jobs chosen from the list travel by id (a list, or '12,15' text); typed job numbers are text. */
const jobIdList = commaList(
  z.preprocess((v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v), idNumber('Jobs must be job ids')),
  'Jobs must be a list',
  200,
);
const jobNumberList = commaList(z.union([idNumber('Not a valid job'), z.string().max(64)]), 'Jobs must be a list', 200);

export const purchaseItemPayload = z.object({
  /** The stored line being kept (update); null, or a screen's local id above a million, for a new line. */
  id: idNumber('Line is not a valid id').nullable().optional(),
  account_id: optionalId('Account'),
  /** Create sends job_id (one id); update sends job_numbers (a comma list); this app sends job_ids. */
  job_id: jobIdList.optional(),
  job_ids: jobIdList.optional(),
  job_numbers: jobNumberList.optional(),
  truck_id: z.preprocess(
    (v) => (v === '' || v === undefined ? null : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v),
    idNumber('Truck is not valid').nullable(),
  ),
  cr_dr: z.preprocess((v) => (typeof v === 'string' ? v.trim().toLowerCase() : v), z.unknown()),
  qty: numberInput,
  amount: numberInput,
  vat_percentage: numberInput,
  description: z.unknown(),
  vat_amount: z.unknown().optional(),
  total_amount: z.unknown().optional(),
});

const header = {
  supplier_id: partyId(PURCHASE_MESSAGES.supplierRequired),
  date: z.unknown(),
  reference: z.string({ error: 'Reference must be text' }).nullable().optional(),
  reference_date: z.string({ error: 'Reference date must be a date (YYYY-MM-DD)' }).nullable().optional(),
  narration: optionalText(2000, 'Narration'),
  items: z
    .array(purchaseItemPayload, { error: PURCHASE_MESSAGES.itemsRequired })
    .max(MAX_DOCUMENT_LINES, `A purchase has at most ${MAX_DOCUMENT_LINES} items`)
    .superRefine(documentWithinLimits(MONEY_LIMIT_MESSAGES.document('a purchase'), 'amount', lineForLimits)),
  total_amount: z.unknown().optional(),
  user_id: z.unknown().optional(),
};

/** POST vouchers/purchase_generate.php, and vouchers/purchase_update.php at the version read. */
export const { generate: purchaseGeneratePayload, update: purchaseUpdatePayload } = documentPayloads(
  header,
  'Purchase',
);
export type PurchasePayload = z.output<typeof purchaseGeneratePayload>;

export const purchaseItem = z.object({
  id: z.number(),
  account_id: z.number(),
  account_name: z.string(),
  account_dr_cr: z.enum(['dr', 'cr']),
  /** The job numbers, comma-joined, as the spec's screen reads them; `jobs` names each one. */
  job_number: z.string().nullable(),
  jobs: z.array(
    z.object({ id: z.number(), job_number: z.string().nullable(), date: z.string(), container: z.string().nullable() }),
  ),
  truck_id: z.number().nullable(),
  truck_number: z.string().nullable(),
  cr_dr: z.enum(['dr', 'cr']),
  ...LINE_FIGURES,
  description: z.string(),
});
export const purchaseRecord = z.object({
  ...numbers('id', 'number', 'supplier_id'),
  ...texts('customer_name', 'date', 'reference'),
  reference_date: z.string().nullable(),
  narration: z.string().nullable(),
  items: z.array(purchaseItem),
  ...DOCUMENT_RECORD_FIELDS,
});
export type PurchaseRecord = z.infer<typeof purchaseRecord>;

/**
 * The purchase as its details, update and status calls answer it: the voucher, the supplier payments
 * (not cancelled) that pay it, and what it still owes (what its posting credits to Accounts Payable,
 * less those payments).
 */
export const purchaseDetails = purchaseRecord.extend({
  payments: z.array(
    z.object({ number: z.number(), date: z.string(), status: z.enum(DOCUMENT_STATUSES), amount: z.number() }),
  ),
  pending_amount: z.number(),
  /** An open bill the opening balances brought in (Posted as it is, corrected by a journal), with its due date. */
  opening: z.boolean(),
  due_date: z.string().nullable(),
});
export type PurchaseDetails = z.infer<typeof purchaseDetails>;

export const purchaseDetailsQuery = z.object({
  purchase_number: documentNumber('purchase', 'Purchase'),
});
export const purchaseStatusPayload = z.object({ purchase_id: requiredId('Purchase'), ...STATUS_MOVE_FIELDS });

export const PURCHASE_LIST_PAGE_SIZE = 50;
export const purchaseListQuery = documentListQuery('supplier_id').extend(PAYMENT_FLAG_FILTER);

/** GET vouchers/purchase_list (beyond the spec): filters, paging and the totals of the filtered set. */
export const purchaseListResponse = documentListResponse('purchases');
export const purchaseGenerateResponse = z.object({
  status: z.literal('success'),
  purchase_number: z.number(),
  message: z.string(),
});
export const purchaseDetailsResponse = z.object({ status: z.literal('success'), purchase: purchaseDetails });
export const purchaseSavedResponse = documentSavedResponse('purchase', purchaseDetails);
/** What a screen sends to purchase_generate (and, with id and version, to purchase_update). */
export type PurchaseGenerateInput = z.input<typeof purchaseGeneratePayload>;
