import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';

export { findUserByEmail } from '../../db/user-by-email';

export type UserRow = typeof users.$inferSelect;

export async function findUserById(db: Executor, id: number): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0];
}

export async function listUsers(db: Executor): Promise<UserRow[]> {
  return db.select().from(users).orderBy(asc(users.id));
}

export async function countUsers(db: Executor): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(users);
  return row?.n ?? 0;
}

export async function insertUser(
  db: Executor,
  values: { email: string; name: string; authority: number; passwordHash: string },
): Promise<UserRow> {
  // The user code derives from the id, so the id is drawn first.
  const next = await db.execute<{ id: string }>(sql`select nextval(pg_get_serial_sequence('users', 'id')) as id`);
  const id = Number(next.rows[0]!.id);
  const [inserted] = await db
    .insert(users)
    .values({ ...values, id, userCode: `U${String(id).padStart(4, '0')}` })
    .returning();
  return inserted!;
}

export async function updateUser(
  db: Executor,
  id: number,
  values: Partial<Pick<UserRow, 'email' | 'name' | 'authority' | 'passwordHash' | 'active'>>,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}
