import { inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { mailReminderRuns, mailReminders } from '../../db/schema';
import { transactionLock } from '../../db/transaction-lock';

/** One reminders run at a time across every app instance, until the transaction ends. */
export const holdReminderRun = transactionLock(sql`hashtextextended('mail-overdue-reminders', 0)`);

/** The steps each invoice was reminded at (or passed), by invoice id. */
export async function remindedSteps(db: Executor, invoiceIds: readonly number[]): Promise<Map<number, number[]>> {
  const reminded = new Map<number, number[]>();
  if (invoiceIds.length === 0) return reminded;
  const rows = await db
    .select({ invoiceId: mailReminders.invoiceId, step: mailReminders.step })
    .from(mailReminders)
    .where(inArray(mailReminders.invoiceId, [...invoiceIds]));
  for (const row of rows) reminded.set(row.invoiceId, [...(reminded.get(row.invoiceId) ?? []), row.step]);
  return reminded;
}

export async function insertReminders(db: Executor, rows: (typeof mailReminders.$inferInsert)[]): Promise<void> {
  await db.insert(mailReminders).values(rows);
}

/** Today's run is done: the timer does not run it again today. */
export async function recordRun(db: Executor, day: string, queued: number): Promise<void> {
  await db
    .insert(mailReminderRuns)
    .values({ day, queued })
    .onConflictDoUpdate({
      target: mailReminderRuns.day,
      set: { queued: sql`${mailReminderRuns.queued} + ${queued}`, finishedAt: new Date() },
    });
}

/** The last company day the reminders ran, or null before the first run. */
export async function lastRunDay(db: Executor): Promise<string | null> {
  const result = await db.execute<{ day: string | null }>(sql`select max(day) as day from mail_reminder_runs`);
  return result.rows[0]?.day ?? null;
}
