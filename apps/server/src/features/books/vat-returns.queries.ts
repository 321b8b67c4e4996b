import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users, vatReturns } from '../../db/schema';

const filedColumns = {
  id: vatReturns.id,
  from: vatReturns.periodFrom,
  to: vatReturns.periodTo,
  boxes: vatReturns.boxes,
  filedBy: users.name,
  filedAt: vatReturns.filedAt,
};

export type FiledRow = { id: number; from: string; to: string; boxes: unknown; filedBy: string | null; filedAt: Date };

export async function filedReturns(db: Executor): Promise<FiledRow[]> {
  return db
    .select(filedColumns)
    .from(vatReturns)
    .leftJoin(users, eq(users.id, vatReturns.filedBy))
    .orderBy(asc(vatReturns.periodFrom));
}

export async function filedReturnFor(
  db: Executor,
  period: { from: string; to: string },
): Promise<FiledRow | undefined> {
  const [row] = await db
    .select(filedColumns)
    .from(vatReturns)
    .leftJoin(users, eq(users.id, vatReturns.filedBy))
    .where(and(eq(vatReturns.periodFrom, period.from), eq(vatReturns.periodTo, period.to)));
  return row;
}

/** A filed return sharing any day with the period. */
export async function overlappingReturn(db: Executor, period: { from: string; to: string }) {
  const [row] = await db
    .select({ from: vatReturns.periodFrom, to: vatReturns.periodTo })
    .from(vatReturns)
    .where(and(lte(vatReturns.periodFrom, period.to), gte(vatReturns.periodTo, period.from)))
    .limit(1);
  return row;
}

export async function insertReturn(
  db: Executor,
  filed: { from: string; to: string; boxes: unknown; filedBy: number | null },
): Promise<number> {
  const [row] = await db
    .insert(vatReturns)
    .values({ periodFrom: filed.from, periodTo: filed.to, boxes: filed.boxes, filedBy: filed.filedBy })
    .returning({ id: vatReturns.id });
  return row!.id;
}

export async function userName(db: Executor, id: number | null): Promise<string | null> {
  if (id === null) return null;
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, id));
  return row?.name ?? null;
}
