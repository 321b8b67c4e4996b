import { z } from 'zod';
import { bdAmount, vatFils } from '../money';
import { MAX_AMOUNT_FILS, MAX_AMOUNT_TEXT } from '../money-limits';
import { isIsoDate, isoDate, isoMonth, NOT_A_REAL_DATE } from '../dates';
import { idNumber, optionalText, textsOrNull, vatRegistrationNumber, version } from '../contract-fields';
import { JOB_NUMBER_MAX } from '../jobs/jobs.rules';
import { LEDGER_ACCOUNTS } from '../ledger/ledger-accounts';
import { RECEIPT_ACCOUNTS } from '../receipts/receipts.contract';

/*
 * The five expense calls of the operations spec. Amounts travel as BD numbers with at most
 * 3 decimals and are parsed to integer fils here; the response schemas describe what the server answers.
 */

export const EXPENSE_TYPES = ['general', 'driver_truck'] as const;
export type ExpenseType = (typeof EXPENSE_TYPES)[number];

export const EXPENSE_STATUSES = ['paid', 'pending', 'requested'] as const;
export type ExpenseStatus = (typeof EXPENSE_STATUSES)[number];

export const DESCRIPTION_MAX = 500;
export const REFERENCE_MAX = 100;
export const COMPANY_MAX = 100;
/** Expenses point at a job by its Job No, as long as a job's own. */
export { JOB_NUMBER_MAX };

export const EXPENSE_MESSAGES = {
  chargeRequired: 'Please select a valid charge from the suggestions',
  amountInvalid: 'Please enter a valid amount greater than 0',
  amountDecimals: 'Amount can have at most 3 decimals',
  dateRequired: 'Date is required',
  dateInvalid: NOT_A_REAL_DATE,
  dueDateInvalid: 'Enter a valid due date (YYYY-MM-DD)',
  descriptionRequired: 'Description is required',
  descriptionTooLong: `Description can be at most ${DESCRIPTION_MAX} characters`,
  typeInvalid: 'Type must be general or driver_truck',
  statusInvalid: 'Status must be paid, pending or requested',
  driverInvalid: 'Please select a driver from the list',
  truckInvalid: 'Please select a truck from the list',
  monthInvalid: 'Please choose a valid month (YYYY-MM)',
  idInvalid: 'Invalid expense id',
  paidFromInvalid: 'Paid from must be Al Salam Bank, Cash GL or Petty Cash',
  vatRateInvalid: 'VAT must be 10 %, 0 % or none',
  supplierVatRequired: "10 % VAT needs the supplier's VAT number",
  grossTooLarge: `The amount with its VAT cannot exceed ${MAX_AMOUNT_TEXT}`,
  added: 'Expense added successfully',
  updated: 'Expense updated successfully!',
  deleted: 'Expense deleted',
  listed: 'Expenses loaded',
  notFound: 'Expense not found',
  stale:
    'This expense was changed by someone else since you opened it. Reload to see their changes; your edits are still in the form.',
} as const;

/** The accounts an expense may be paid from: the bank, the cash and the petty cash, as receipts. */
export const PAID_FROM_ACCOUNTS = RECEIPT_ACCOUNTS.map(({ id, name }) => ({ id, name }));
const PAID_FROM_ACCOUNT_IDS = PAID_FROM_ACCOUNTS.map(({ id }) => id);
export const DEFAULT_PAID_FROM = LEDGER_ACCOUNTS.cash;

/** Forms and query strings send ids as text; JSON as numbers. Blank means "none". */
function idFromInput(value: unknown): unknown {
  if (value === '' || value === null || value === undefined) return null;
  if (typeof value === 'string' && /^\d+$/.test(value.trim())) return Number(value.trim());
  return value;
}

const requiredId = (message: string) => z.preprocess(idFromInput, idNumber(message));

const optionalId = (message: string) => z.preprocess(idFromInput, idNumber(message).nullable());

const optionalDate = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .nullish()
    .refine((value) => value === undefined || value === null || value === '' || isIsoDate(value), message)
    .transform((value) => (value === undefined || value === null || value === '' ? null : value));

/** The VAT an expense may carry: 10 % or 0 % as the supplier's invoice says, or none (null). */
export const EXPENSE_VAT_RATES = [10, 0] as const;
export type ExpenseVatRate = (typeof EXPENSE_VAT_RATES)[number] | null;

/** The input VAT of an expense: its rate of the amount, rounded half away from zero; none without a rate. */
export function expenseVatFils(amountFils: number, rate: ExpenseVatRate): number {
  return rate === null ? 0 : vatFils(amountFils, rate);
}

/** 10, 0, or none: blank, null, absent or 'none' is none; a form's digits are read as the number. */
const expenseVatRate = z.preprocess(
  (value) =>
    value === undefined || value === null || value === '' || value === 'none'
      ? null
      : typeof value === 'string' && /^\d+$/.test(value.trim())
        ? Number(value.trim())
        : value,
  z.literal(EXPENSE_VAT_RATES, { error: EXPENSE_MESSAGES.vatRateInvalid }).nullable(),
);

/** The expense form, as both the insert and the edit call send it. */
const expenseFields = {
  date: z
    .string({ error: EXPENSE_MESSAGES.dateRequired })
    .trim()
    .min(1, EXPENSE_MESSAGES.dateRequired)
    .pipe(isoDate(EXPENSE_MESSAGES.dateInvalid)),
  /** Display text only; `charge_id` is what counts. */
  charge: z.string({ error: 'Charge must be text' }).max(200, 'Charge name is too long').nullish(),
  charge_id: requiredId(EXPENSE_MESSAGES.chargeRequired),
  amount: bdAmount({
    required: EXPENSE_MESSAGES.amountInvalid,
    min: 0,
    exclusiveMin: true,
    minMessage: EXPENSE_MESSAGES.amountInvalid,
  }),
  description: z
    .string({ error: EXPENSE_MESSAGES.descriptionRequired })
    .trim()
    .min(1, EXPENSE_MESSAGES.descriptionRequired)
    .max(DESCRIPTION_MAX, EXPENSE_MESSAGES.descriptionTooLong),
  /** Spelt so in the contract: the expense's reference. */
  refrence_id: optionalText(REFERENCE_MAX, 'Reference'),
  type: z.enum(EXPENSE_TYPES, { error: EXPENSE_MESSAGES.typeInvalid }),
  driver_id: optionalId(EXPENSE_MESSAGES.driverInvalid),
  truck_id: optionalId(EXPENSE_MESSAGES.truckInvalid),
  job_number: optionalText(JOB_NUMBER_MAX, 'Job number'),
  due_date: optionalDate(EXPENSE_MESSAGES.dueDateInvalid),
  status: z.enum(EXPENSE_STATUSES, { error: EXPENSE_MESSAGES.statusInvalid }),
  company: optionalText(COMPANY_MAX, 'Company'),
  /** Beyond the spec: the cash or bank account it is paid from (the books), Cash GL unless chosen. */
  paid_from_account_id: z
    .preprocess(
      (value) => idFromInput(value) ?? DEFAULT_PAID_FROM,
      z
        .number({ error: EXPENSE_MESSAGES.paidFromInvalid })
        .refine((id) => (PAID_FROM_ACCOUNT_IDS as readonly number[]).includes(id), EXPENSE_MESSAGES.paidFromInvalid),
    )
    .default(DEFAULT_PAID_FROM),
  /** Beyond the spec: the VAT on the supplier's invoice (input VAT, reclaimed in box 8 at 10 %). */
  vat_percentage: expenseVatRate,
  /** Computed by the server from the amount and the rate; what a form sends is ignored. */
  vat_amount: z.unknown().optional(),
  supplier_vat_number: vatRegistrationNumber('Supplier VAT number'),
  supplier_invoice_number: optionalText(REFERENCE_MAX, "Supplier's invoice number"),
};

/** The rules across the form's fields: 10 % VAT needs the supplier's VAT number; the gross has the amount's limit. */
function expenseRules(
  input: { amount: number; vat_percentage: ExpenseVatRate; supplier_vat_number: string | null },
  ctx: z.RefinementCtx,
) {
  if (input.vat_percentage === 10 && input.supplier_vat_number === null)
    ctx.addIssue({ code: 'custom', path: ['supplier_vat_number'], message: EXPENSE_MESSAGES.supplierVatRequired });
  if (input.amount + expenseVatFils(input.amount, input.vat_percentage) > MAX_AMOUNT_FILS)
    ctx.addIssue({ code: 'custom', path: ['amount'], message: EXPENSE_MESSAGES.grossTooLarge });
}

// ---- lookups -------------------------------------------------------------------------------------

export const chargeOption = z.object({ id: z.number(), name: z.string() });
export type ChargeOption = z.infer<typeof chargeOption>;

export const driverOption = z.object({
  id: z.number(),
  name: z.string(),
  truck_id: z.number().nullable(),
  truck_number: z.string().nullable(),
});
export type DriverOption = z.infer<typeof driverOption>;

export const truckOption = z.object({ id: z.number(), number: z.string() });
export type TruckOption = z.infer<typeof truckOption>;

const lookups = {
  charges: z.array(chargeOption),
  drivers: z.array(driverOption),
  trucks: z.array(truckOption),
  /** The company's day (beyond the spec): the form's default date and the overdue rule use it. */
  today: z.string(),
};

// ---- expense_data --------------------------------------------------------------------------------

export const expenseDataResponse = z.object({ success: z.literal(true), ...lookups });
export type ExpenseDataResponse = z.infer<typeof expenseDataResponse>;
/** The three lists the expense form picks from. */
export type ExpenseLookupLists = Pick<ExpenseDataResponse, 'charges' | 'drivers' | 'trucks'>;

// ---- expense_insert ------------------------------------------------------------------------------

export const expenseInsertRequest = z.object(expenseFields).superRefine(expenseRules);
/** What the form sends. */
export type ExpenseInsertPayload = z.input<typeof expenseInsertRequest>;
/** What the server works with after parsing: amount in fils, blanks as null. */
export type ExpenseInput = z.output<typeof expenseInsertRequest>;

export const expenseInsertResponse = z.object({ success: z.literal(true), message: z.string(), id: z.number() });
export type ExpenseInsertResponse = z.infer<typeof expenseInsertResponse>;

// ---- expenses (the monthly list) -----------------------------------------------------------------

export const expensesRequest = z.object({ month: isoMonth(EXPENSE_MESSAGES.monthInvalid) });
export type ExpensesRequest = z.input<typeof expensesRequest>;

export const expenseListRow = z.object({
  id: z.number(),
  date: z.string(),
  charge_name: z.string(),
  /** BD, before VAT. */
  amount: z.number(),
  /** BD: the input VAT on it (0 when it carries none). */
  vat_amount: z.number(),
  description: z.string(),
  reference: z.string().nullable(),
  company: z.string().nullable(),
  type: z.enum(EXPENSE_TYPES),
  ...textsOrNull('driver_name', 'truck_number', 'job'),
  status: z.enum(EXPENSE_STATUSES),
  due_date: z.string().nullable(),
});
export type ExpenseListRow = z.infer<typeof expenseListRow>;

export const expensesResponse = z.object({
  success: z.literal(true),
  expenses: z.array(expenseListRow),
  message: z.string(),
  today: z.string(),
});
export type ExpensesResponse = z.infer<typeof expensesResponse>;

// ---- expense-edit-data ---------------------------------------------------------------------------

export const expenseEditDataQuery = z.object({ id: requiredId(EXPENSE_MESSAGES.idInvalid) });

/** The stored expense as the edit form loads it. */
export const editableExpense = z.object({
  id: z.number(),
  date: z.string(),
  charge_name: z.string(),
  /** The charge id. */
  charge: z.number(),
  /** BD. */
  amount: z.number(),
  description: z.string(),
  reference: z.string().nullable(),
  type: z.enum(EXPENSE_TYPES),
  /** The truck id. */
  truck: z.number().nullable(),
  /** The driver id. */
  driver: z.number().nullable(),
  job: z.string().nullable(),
  due_date: z.string().nullable(),
  status: z.enum(EXPENSE_STATUSES),
  company: z.string().nullable(),
  paid_from_account_id: z.number(),
  vat_percentage: z.number().nullable(),
  /** BD: the input VAT on the amount, and what was paid in all. */
  vat_amount: z.number(),
  gross_amount: z.number(),
  supplier_vat_number: z.string().nullable(),
  supplier_invoice_number: z.string().nullable(),
  version: z.number(),
});
export type EditableExpense = z.infer<typeof editableExpense>;

export const expenseEditDataResponse = z.object({ success: z.literal(true), expense: editableExpense, ...lookups });
export type ExpenseEditDataResponse = z.infer<typeof expenseEditDataResponse>;

// ---- expense-edit --------------------------------------------------------------------------------

export const expenseEditRequest = z
  .object({
    ...expenseFields,
    id: requiredId(EXPENSE_MESSAGES.idInvalid),
    /** The version the form was loaded at (the spec's payload has none; see the README): stale answers 409. */
    version: version(),
  })
  .superRefine(expenseRules);
export type ExpenseEditPayload = z.input<typeof expenseEditRequest>;
export type ExpenseEditInput = z.output<typeof expenseEditRequest>;

export const expenseEditResponse = z.object({ success: z.literal(true), message: z.string() });
export type ExpenseEditResponse = z.infer<typeof expenseEditResponse>;

// ---- expense-delete (beyond the spec) ------------------------------------------------------------

/** Deletes an expense at the version read; the books reverse its posting. */
export const expenseDeleteRequest = z.object({ id: requiredId(EXPENSE_MESSAGES.idInvalid), version: version() });
export type ExpenseDeletePayload = z.input<typeof expenseDeleteRequest>;
