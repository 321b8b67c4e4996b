import { bigint, bigserial, customType, date, integer, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from './users';

/*
 * The column shapes the tables share. Functions, not constants: a column builder belongs to the one
 * table it is spread into.
 */

/** Bytes as PostgreSQL keeps them (bytea): a mailed PDF, a stored file. */
export const bytes = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

export const serialId = () => bigserial('id', { mode: 'number' }).primaryKey();

/** Any id or count that fits a JavaScript number (every id and every *_fils amount). */
export const bigNumber = <N extends string>(name: N) => bigint(name, { mode: 'number' });

export const fils = <N extends string>(name: N) => bigNumber(name).notNull();

export const requiredRef = <N extends string>(name: N, target: () => AnyPgColumn) =>
  bigNumber(name).notNull().references(target);

export const optionalRef = <N extends string>(name: N, target: () => AnyPgColumn) => bigNumber(name).references(target);

export const moment = <N extends string>(name: N) => timestamp(name, { withTimezone: true }).notNull().defaultNow();

/** When a record was made and last changed. */
export const timestamps = () => ({ createdAt: moment('created_at'), updatedAt: moment('updated_at') });

/** The version every update must carry (optimistic locking), and when the record was made and changed. */
export const versioned = () => ({ version: integer('version').notNull().default(1), ...timestamps() });

/** A versioned record that also keeps who made and last changed it. */
export const editTrail = () => ({
  ...versioned(),
  createdBy: optionalRef('created_by', () => users.id),
  updatedBy: optionalRef('updated_by', () => users.id),
});

/** A line's or a credit note's amounts: vatable, VAT and their sum. */
export const vatAmounts = () => ({
  vatableFils: fils('vatable_fils'),
  vatFils: fils('vat_fils'),
  totalFils: fils('total_fils'),
});

/** A document's totals: the sums of its lines, kept by the server on every save. */
export const documentTotalColumns = () => ({
  vatableFils: fils('vatable_fils').default(0),
  vatFils: fils('vat_fils').default(0),
  totalFils: fils('total_fils').default(0),
});

/** What every numbered document keeps besides its own fields: its totals, its status and its edit trail. */
export const documentBookkeeping = () => ({
  ...documentTotalColumns(),
  status: text('status').notNull().default('Created'),
  ...editTrail(),
});

/** The header every numbered document (invoice, purchase voucher, receipt) has. */
export const documentHeader = () => ({
  id: serialId(),
  number: bigNumber('number').notNull().unique(),
  date: date('date', { mode: 'string' }).notNull(),
});

/** A line's quantity, unit amount and VAT rate as entered. */
export const lineEntry = () => ({
  position: integer('position').notNull(),
  description: text('description').notNull(),
  quantity: integer('quantity').notNull(),
  unitFils: fils('unit_fils'),
  vatPercent: integer('vat_percent').notNull(),
  crDr: text('cr_dr').notNull(),
});

/**
 * How the money of a receipt or supplier payment moved: the fixed account it went through, how it was
 * paid, what was written on it, and the cheque when paid by one.
 */
export const moneyMovement = (account: () => AnyPgColumn) => ({
  accountId: requiredRef('account_id', account),
  typeOfPayment: text('type_of_payment').notNull(),
  reference: text('reference'),
  narration: text('narration'),
  chequeNumber: text('cheque_number'),
  chequeDate: date('cheque_date', { mode: 'string' }),
  chequeBank: text('cheque_bank'),
});

/** What a receipt's or payment's item moves: its side, its amount and why. */
export const movedAmount = () => ({
  crDr: text('cr_dr').notNull(),
  amountFils: fils('amount_fils'),
  description: text('description'),
});

/** An Idempotency-Key a creation came with, and a hash of its body: a repeated submit answers the first. */
export const requestKey = () => ({
  key: text('key').primaryKey(),
  bodyHash: text('body_hash').notNull(),
});
