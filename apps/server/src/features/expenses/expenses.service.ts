import {
  EXPENSE_MESSAGES,
  expenseVatFils,
  type ChargeOption,
  type DriverOption,
  type EditableExpense,
  type ExpenseEditInput,
  type ExpenseInput,
  type ExpenseListRow,
  type ExpenseStatus,
  type ExpenseType,
  type TruckOption,
} from '@fleetledger/shared/expenses/expenses.contract';
import { monthEnd, monthStart } from '@fleetledger/shared/dates';
import { chargeAccountRefusal } from '@fleetledger/shared/ledger/account-use';
import { filsToBd } from '@fleetledger/shared/money';
import type { Db, Executor } from '../../db/client';
import { badRequest, notFound } from '../../http/http-error';
import { recordAudit } from '../../audit/audit-log';
import type { Actor } from '../../identity/actor';
import { refuseLockedDates } from '../../kernel/lock-date';
import { chargeAccount, chargeOptions, jobEntryLookups, missingReferences } from '../masterdata/masterdata.service';
import { requireVersion } from '../../kernel/stale-edit';
import { expensesMissingFromBooks } from './expense-ledger.queries';
import { keepExpenseInBooks } from './expense-ledger.service';
import * as q from './expenses.queries';

export interface ExpenseLookups {
  charges: ChargeOption[];
  drivers: DriverOption[];
  trucks: TruckOption[];
}

/** Active charges, drivers (with their truck) and trucks: what the expense form offers. */
export async function loadExpenseLookups(db: Db): Promise<ExpenseLookups> {
  const [charges, { drivers, trucks }] = await Promise.all([chargeOptions(db), jobEntryLookups(db)]);
  return { charges, drivers, trucks };
}

/** The stored columns from the parsed form; a general expense has no driver or truck. */
function toValues(input: ExpenseInput): q.ExpenseValues {
  const forDriverAndTruck = input.type === 'driver_truck';
  return {
    date: input.date,
    chargeId: input.charge_id,
    amountFils: input.amount,
    description: input.description,
    reference: input.refrence_id,
    type: input.type,
    driverId: forDriverAndTruck ? input.driver_id : null,
    truckId: forDriverAndTruck ? input.truck_id : null,
    jobNumber: input.job_number,
    dueDate: input.due_date,
    status: input.status,
    company: input.company,
    paidFromAccountId: input.paid_from_account_id,
    vatPercent: input.vat_percentage,
    vatFils: expenseVatFils(input.amount, input.vat_percentage),
    supplierVatNumber: input.supplier_vat_number,
    supplierInvoiceNumber: input.supplier_invoice_number,
  };
}

/**
 * The day a pending expense was paid: kept while it stays paid, today when it becomes paid after its
 * own date (a settlement of its own in the books), none when paid at once or not paid.
 */
function paidOn(status: ExpenseStatus, date: string, before: q.ExpenseRow, today: string): string | null {
  if (status !== 'paid') return null;
  if (before.status === 'paid') return before.paidOn;
  return today > date ? today : null;
}

/**
 * An owed expense marked paid and nothing else changed: its cost stays where it is in the books and the
 * payment settles on its own day, so a locked expense may still be paid (the books check that day).
 */
function settlesOnly(before: q.ExpenseRow, values: q.ExpenseValues): boolean {
  const unchanged = (Object.keys(values) as (keyof q.ExpenseValues)[]).every(
    (field) => field === 'status' || field === 'paidFromAccountId' || values[field] === before[field],
  );
  return unchanged && before.status !== 'paid' && values.status === 'paid';
}

/**
 * Charge, driver and truck must exist and be active. An edit may keep the one the expense already
 * has even if it was retired since, so old expenses stay editable. An expense that posts its cost
 * (every one but an owed expense only being paid) posts to its charge's account, which must take it.
 */
async function checkMasterData(
  db: Executor,
  values: q.ExpenseValues,
  previous?: q.ExpenseRow,
  postsCost = true,
): Promise<void> {
  const unlessKept = (id: number | null | undefined, previousId: number | null | undefined) =>
    id === null || id === undefined || id === previousId ? [] : [id];
  const missing = await missingReferences(db, {
    charges: unlessKept(values.chargeId, previous?.chargeId),
    drivers: unlessKept(values.driverId, previous?.driverId),
    trucks: unlessKept(values.truckId, previous?.truckId),
  });
  const errors: Record<string, string> = {};
  if (missing.charges.size > 0) errors.charge_id = EXPENSE_MESSAGES.chargeRequired;
  else if (postsCost) {
    const charge = await chargeAccount(db, values.chargeId);
    const refusal = charge && chargeAccountRefusal(charge.chargeName, charge.account);
    if (refusal) errors.charge_id = refusal;
  }
  if (missing.drivers.size > 0) errors.driver_id = EXPENSE_MESSAGES.driverInvalid;
  if (missing.trucks.size > 0) errors.truck_id = EXPENSE_MESSAGES.truckInvalid;
  const first = Object.values(errors)[0];
  if (first !== undefined) throw badRequest(first, errors);
}

/** What the audit log keeps of an expense: its business fields, money in fils. */
function auditView(row: q.ExpenseRow) {
  const { createdAt: _createdAt, updatedAt: _updatedAt, createdBy: _createdBy, updatedBy: _updatedBy, ...view } = row;
  return view;
}

/** A change to an expense, kept in the books and in the audit log within the change's own transaction. */
async function keepChange(
  tx: Executor,
  actor: Actor,
  action: 'create' | 'update' | 'delete',
  id: number,
  rows: { before?: q.ExpenseRow; after?: q.ExpenseRow },
): Promise<void> {
  await keepExpenseInBooks(tx, id, rows.after ?? null, actor);
  await recordAudit(tx, actor, {
    action,
    entity: 'expense',
    entityId: id,
    before: rows.before && auditView(rows.before),
    after: rows.after && auditView(rows.after),
  });
}

/** Adds an expense and its posting in the books, in one transaction. */
export async function addExpense(db: Db, input: ExpenseInput, actor: Actor): Promise<{ id: number }> {
  const values = toValues(input);
  return db.transaction(async (tx) => {
    await checkMasterData(tx, values);
    await refuseLockedDates(tx, values.date);
    const row = await q.insertExpense(tx, { ...values, paidOn: null, createdBy: actor.userId });
    await keepChange(tx, actor, 'create', row.id, { after: row });
    return { id: row.id };
  });
}

function toListRow(row: q.ListedExpense): ExpenseListRow {
  return {
    id: row.id,
    date: row.date,
    charge_name: row.chargeName,
    amount: filsToBd(row.amountFils),
    vat_amount: filsToBd(row.vatFils),
    description: row.description,
    reference: row.reference,
    company: row.company,
    type: row.type as ExpenseType,
    driver_name: row.driverName,
    truck_number: row.truckNumber,
    job: row.jobNumber,
    status: row.status as ExpenseStatus,
    due_date: row.dueDate,
  };
}

/** Every expense dated in the month, newest first. */
export async function listMonthExpenses(db: Executor, month: string): Promise<ExpenseListRow[]> {
  return (await q.listExpensesBetween(db, monthStart(month), monthEnd(month))).map(toListRow);
}

function toEditable(row: q.ListedExpense): EditableExpense {
  return {
    id: row.id,
    date: row.date,
    charge_name: row.chargeName,
    charge: row.chargeId,
    amount: filsToBd(row.amountFils),
    description: row.description,
    reference: row.reference,
    type: row.type as ExpenseType,
    truck: row.truckId,
    driver: row.driverId,
    job: row.jobNumber,
    due_date: row.dueDate,
    status: row.status as ExpenseStatus,
    company: row.company,
    paid_from_account_id: row.paidFromAccountId,
    vat_percentage: row.vatPercent,
    vat_amount: filsToBd(row.vatFils),
    gross_amount: filsToBd(row.amountFils + row.vatFils),
    supplier_vat_number: row.supplierVatNumber,
    supplier_invoice_number: row.supplierInvoiceNumber,
    version: row.version,
  };
}

export async function loadExpenseForEdit(db: Db, id: number): Promise<ExpenseLookups & { expense: EditableExpense }> {
  const row = await q.findListedExpense(db, id);
  if (row === undefined) throw notFound(EXPENSE_MESSAGES.notFound);
  return { expense: toEditable(row), ...(await loadExpenseLookups(db)) };
}

/** The expense row-locked at the version the form read, or 404 / 409 with the current expense. */
async function lockedAtVersion(tx: Executor, id: number, version: number | null) {
  const before = await q.findExpenseForUpdate(tx, id);
  if (before === undefined) throw notFound(EXPENSE_MESSAGES.notFound);
  await requireVersion(before, version, EXPENSE_MESSAGES.stale, async () => {
    const current = await q.findListedExpense(tx, id);
    return current === undefined ? null : toEditable(current);
  });
  return before;
}

/**
 * Saves the edit form at the version it was loaded at. When the stored expense has moved on, nothing
 * is written: 409 with the current expense, so the user can compare.
 */
export async function editExpense(db: Db, input: ExpenseEditInput, actor: Actor, today: string): Promise<void> {
  const values = toValues(input);
  await db.transaction(async (tx) => {
    const before = await lockedAtVersion(tx, input.id, input.version);
    const postsCost = !settlesOnly(before, values);
    if (postsCost) await refuseLockedDates(tx, before.date, values.date);
    await checkMasterData(tx, values, before, postsCost);
    const after = await q.updateExpense(tx, input.id, {
      ...values,
      paidOn: paidOn(input.status, input.date, before, today),
      updatedBy: actor.userId,
      version: before.version + 1,
    });
    await keepChange(tx, actor, 'update', input.id, { before, after });
  });
}

/** Deletes an expense at the version read; its postings are reversed, the audit log keeps what it was. */
export async function deleteExpense(db: Db, input: { id: number; version: number | null }, actor: Actor) {
  await db.transaction(async (tx) => {
    const before = await lockedAtVersion(tx, input.id, input.version);
    await refuseLockedDates(tx, before.date);
    await q.deleteExpense(tx, input.id);
    await keepChange(tx, actor, 'delete', input.id, { before });
  });
}

/** Writes every expense the books lack (recorded before the books took expenses); answers how many. */
export async function bringExpensesIntoBooks(tx: Executor, actor: Actor): Promise<number> {
  const missing = await expensesMissingFromBooks(tx);
  for (const id of missing) await keepExpenseInBooks(tx, id, (await q.findExpense(tx, id))!, actor);
  return missing.length;
}
