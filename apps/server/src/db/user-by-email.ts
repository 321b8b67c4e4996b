import { sql } from 'drizzle-orm';
import type { Executor } from './client';
import { users } from './schema';

/** The user signing in or being named by e-mail, which is unique in any case (users_email_unique). */
export async function findUserByEmail(db: Executor, email: string): Promise<typeof users.$inferSelect | undefined> {
  const rows = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return rows[0];
}
