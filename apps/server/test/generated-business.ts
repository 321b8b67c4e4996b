import type { Db } from '../src/db/client';
import { generateActivity } from '../src/demo/generate-activity';
import { generateDocuments } from '../src/demo/generate-documents';
import { generateExpenseBooks } from '../src/demo/generate-expense-books';
import { generateFleet } from '../src/demo/generate-fleet';

/**
 * Months of business as the generator writes it for the bench, small: a fleet and its customers, jobs
 * and expenses up to `endDate`, their invoices (some credited), receipts, purchases and payments, and
 * the expenses in the books.
 */
export async function generateBusiness(
  db: Db,
  size: { trucks: number; drivers: number; customers: number; jobs: number; expenses: number; months: number },
  seed: number,
  endDate: string,
): Promise<void> {
  await generateFleet(db, { trucks: size.trucks, drivers: size.drivers, customers: size.customers }, seed);
  await generateActivity(db, { jobs: size.jobs, expenses: size.expenses, seed, months: size.months, endDate });
  await generateDocuments(db, { seed, endDate });
  await generateExpenseBooks(db);
}
