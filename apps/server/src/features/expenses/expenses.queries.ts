import { and, desc, eq, gte, lte } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { charges, drivers, expenses, trucks } from '../../db/schema';

export type ExpenseRow = typeof expenses.$inferSelect;
export type ExpenseValues = Pick<
  typeof expenses.$inferInsert,
  | 'date'
  | 'chargeId'
  | 'amountFils'
  | 'description'
  | 'reference'
  | 'type'
  | 'driverId'
  | 'truckId'
  | 'jobNumber'
  | 'dueDate'
  | 'status'
  | 'company'
  | 'paidFromAccountId'
  | 'vatPercent'
  | 'vatFils'
  | 'supplierVatNumber'
  | 'supplierInvoiceNumber'
>;

export async function insertExpense(
  db: Executor,
  values: ExpenseValues & { paidOn: string | null; createdBy: number | null },
): Promise<ExpenseRow> {
  const [row] = await db
    .insert(expenses)
    .values({ ...values, updatedBy: values.createdBy })
    .returning();
  return row!;
}

export async function findExpense(db: Executor, id: number): Promise<ExpenseRow | undefined> {
  const [row] = await db.select().from(expenses).where(eq(expenses.id, id));
  return row;
}

/** Locks the row for the rest of the transaction, so two saves of one expense queue up. */
export async function findExpenseForUpdate(db: Executor, id: number): Promise<ExpenseRow | undefined> {
  const [row] = await db.select().from(expenses).where(eq(expenses.id, id)).for('update');
  return row;
}

export async function updateExpense(
  db: Executor,
  id: number,
  values: ExpenseValues & { paidOn: string | null; updatedBy: number | null; version: number },
): Promise<ExpenseRow> {
  const [row] = await db
    .update(expenses)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(expenses.id, id))
    .returning();
  return row!;
}

const listedColumns = {
  id: expenses.id,
  date: expenses.date,
  chargeId: expenses.chargeId,
  chargeName: charges.name,
  amountFils: expenses.amountFils,
  description: expenses.description,
  reference: expenses.reference,
  company: expenses.company,
  type: expenses.type,
  driverId: expenses.driverId,
  driverName: drivers.name,
  truckId: expenses.truckId,
  truckNumber: trucks.number,
  jobNumber: expenses.jobNumber,
  status: expenses.status,
  dueDate: expenses.dueDate,
  paidFromAccountId: expenses.paidFromAccountId,
  vatPercent: expenses.vatPercent,
  vatFils: expenses.vatFils,
  supplierVatNumber: expenses.supplierVatNumber,
  supplierInvoiceNumber: expenses.supplierInvoiceNumber,
  version: expenses.version,
};

function selectListed(db: Executor) {
  return db
    .select(listedColumns)
    .from(expenses)
    .innerJoin(charges, eq(charges.id, expenses.chargeId))
    .leftJoin(drivers, eq(drivers.id, expenses.driverId))
    .leftJoin(trucks, eq(trucks.id, expenses.truckId));
}

export type ListedExpense = Awaited<ReturnType<typeof listExpensesBetween>>[number];

/** Newest first, the later entry first on the same day. */
export async function listExpensesBetween(db: Executor, firstDay: string, lastDay: string) {
  return selectListed(db)
    .where(and(gte(expenses.date, firstDay), lte(expenses.date, lastDay)))
    .orderBy(desc(expenses.date), desc(expenses.id));
}

export async function findListedExpense(db: Executor, id: number): Promise<ListedExpense | undefined> {
  const [row] = await selectListed(db).where(eq(expenses.id, id));
  return row;
}

export async function deleteExpense(db: Executor, id: number): Promise<void> {
  await db.delete(expenses).where(eq(expenses.id, id));
}
