import { z } from 'zod';
import {
  flag,
  numbersOrNull,
  optionalId,
  optionalText,
  requiredId,
  requiredText,
  textsOrNull,
  VERSION_REQUIRED,
} from '../contract-fields';
import { customerInsertPayload } from '../jobs/jobs.contract';
import { formatBD } from '../money';

/**
 * Master data administration (beyond the spec): list, create, edit, deactivate. Deactivated records
 * leave the type-aheads but old jobs keep them.
 */
export const MASTERDATA_KINDS = ['customers', 'drivers', 'trucks', 'charges', 'accounts'] as const;
export type MasterdataKind = (typeof MASTERDATA_KINDS)[number];

export const masterdataListQuery = z.object({
  search: optionalText(100, 'Search'),
  include_inactive: flag('Include inactive'),
});

const saveBase = {
  id: optionalId('Record'),
  /** Required when editing: the version the user loaded. */
  version: z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? null : typeof v === 'string' ? Number(v) : v),
    z.number().int().positive().nullable(),
  ),
  active: z.preprocess((v) => (v === undefined ? true : v), flag('Active')),
};

export const PAYMENT_TERMS = { defaultDays: 30, maxDays: 3650 } as const;
export const PAYMENT_TERMS_MESSAGE = 'Payment terms must be a whole number of days from 0 to 3650';

/**
 * Days from an invoice's date to its due date (the receivables aging). Left out, a new customer gets
 * the default and an edited one keeps what it had.
 */
export const paymentTermsDays = z.preprocess(
  (value) => (value === undefined || value === null || value === '' ? undefined : value),
  z
    .number({ error: PAYMENT_TERMS_MESSAGE })
    .int(PAYMENT_TERMS_MESSAGE)
    .min(0, PAYMENT_TERMS_MESSAGE)
    .max(PAYMENT_TERMS.maxDays, PAYMENT_TERMS_MESSAGE)
    .optional(),
);

export const customerSavePayload = customerInsertPayload.extend({
  ...saveBase,
  payment_terms_days: paymentTermsDays,
  /** Opted in to overdue reminders by e-mail; left out, a new customer is not and an edited one keeps it. */
  overdue_reminders: flag('Send overdue reminders').optional(),
});
export const truckSavePayload = z.object({
  ...saveBase,
  number: requiredText(30, 'Truck number is required', 'Truck number').transform((v) => v.toUpperCase()),
});
export const driverSavePayload = z.object({
  ...saveBase,
  name: requiredText(120, 'Driver name is required', 'Driver name'),
  truck_id: optionalId('Truck'),
  user_id: optionalId('User'),
});
export const chargeSavePayload = z.object({
  ...saveBase,
  name: requiredText(120, 'Charge name is required', 'Charge name'),
  account_id: requiredId('Account'),
});

/** The chart of accounts (Admin only). Sides are written 'dr' / 'cr' as the documents' items write them. */
export const accountSide = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
  z.enum(['dr', 'cr'], { error: 'Side must be DR or CR' }),
);
/** Where an account stands in the statements: the balance sheet (asset, liability, equity) or profit and loss. */
export const ACCOUNT_TYPES = ['asset', 'liability', 'equity', 'income', 'expense'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];
export const accountType = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
  z.enum(ACCOUNT_TYPES, { error: 'Type must be asset, liability, equity, income or expense' }),
);
export const accountSavePayload = z.object({
  ...saveBase,
  code: requiredText(20, 'Account code is required', 'Account code').refine(
    (value) => /^[A-Za-z0-9][A-Za-z0-9.-]*$/.test(value),
    'Account code is letters, digits, dots and dashes',
  ),
  name: requiredText(120, 'Account name is required', 'Account name'),
  description: optionalText(500, 'Description'),
  type: accountType,
  dr_cr: accountSide,
});

export type CustomerSave = z.output<typeof customerSavePayload>;
export type AccountSave = z.output<typeof accountSavePayload>;
export type TruckSave = z.output<typeof truckSavePayload>;
export type DriverSave = z.output<typeof driverSavePayload>;
export type ChargeSave = z.output<typeof chargeSavePayload>;

/** What every master record answers besides its own fields: its id, whether it is active, the version read. */
const recordBase = { id: z.number(), active: z.boolean(), version: z.number() };

export const customerRecord = z.object({
  ...recordBase,
  name: z.string(),
  ...textsOrNull('cr_name', 'flat', 'building', 'road', 'block', 'city', 'email', 'mobile', 'vat_number'),
  payment_terms_days: z.number(),
  overdue_reminders: z.boolean(),
});
export type CustomerRecord = z.infer<typeof customerRecord>;
export const truckRecord = z.object({ ...recordBase, number: z.string() });
export type TruckRecord = z.infer<typeof truckRecord>;
export const driverRecord = z.object({
  ...recordBase,
  name: z.string(),
  ...numbersOrNull('truck_id', 'user_id'),
  ...textsOrNull('truck_number', 'user_email'),
});
export type DriverRecord = z.infer<typeof driverRecord>;
export const chargeRecord = z.object({
  ...recordBase,
  name: z.string(),
  account_id: z.number(),
  account_name: z.string(),
});
export type ChargeRecord = z.infer<typeof chargeRecord>;
export const accountOption = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  dr_cr: z.string(),
});
export type AccountOption = z.infer<typeof accountOption>;
export const accountRecord = z.object({
  ...recordBase,
  code: z.string(),
  name: z.string(),
  type: z.enum(ACCOUNT_TYPES),
  description: z.string().nullable(),
  dr_cr: z.enum(['dr', 'cr']),
  /** Used by id by a posting rule: keeps its type and side and stays active. */
  fixed: z.boolean(),
});
export type AccountRecord = z.infer<typeof accountRecord>;

export const MASTERDATA_MESSAGES = {
  stale: 'This record was changed by someone else since you opened it. Reload to see the change.',
  versionRequired: VERSION_REQUIRED,
  notFound: 'Record not found',
  fixedAccount:
    "This account is used by the books' posting rules: it keeps its type and side and stays active. It can be renamed.",
  accountCodeTaken: (code: string) => `Another account already has code ${code}`,
  accountKeepsMeaning: (usage: AccountUsage) =>
    `${accountHistory(usage)}: its type and side cannot change, or the periods already booked would read differently. It can still be renamed or recoded`,
  accountBalanceNotZero: (usage: AccountUsage) =>
    `${accountHistory(usage)}: it cannot be made inactive while its balance is not zero`,
} as const;

/** What the books hold on an account: its lines and its balance on its own side, in fils. */
export interface AccountUsage {
  name: string;
  postings: number;
  balanceFils: number;
}

function accountHistory({ name, postings, balanceFils }: AccountUsage): string {
  return `${name} has ${postings} ${postings === 1 ? 'posting' : 'postings'} and a balance of ${formatBD(balanceFils)}`;
}
