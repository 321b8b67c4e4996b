import { reminderRunDue } from '@fleetledger/shared/mail/mail-reminders';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { reminderSettings } from '../settings/settings.service';
import { DAILY_REMINDERS_ACTOR, sendReminders } from './mail-reminders.service';
import { lastRunDay } from './mail-reminders.queries';

export interface ReminderTimerOptions {
  /** How often to look whether today's run is due. */
  checkEveryMs?: number;
  /** Mails were queued: the courier should look now. */
  onQueued: () => void;
  onError: (error: unknown) => void;
}

/**
 * The daily overdue reminders, in every app instance: every few minutes each looks whether today's run
 * (in the company's days, from the hour Settings names) is done, and runs it if not. Two instances
 * looking at once take turns on the run's lock, and the second finds nothing left to remind.
 */
export function startReminderTimer(
  db: Db,
  config: Pick<Config, 'mail' | 'dataDir' | 'companyTz'>,
  options: ReminderTimerOptions,
): { stop(): Promise<void> } {
  let round: Promise<void> = Promise.resolve();
  const look = async () => {
    try {
      const { hour } = await reminderSettings(db);
      const day = reminderRunDue(new Date(), config.companyTz, hour, await lastRunDay(db));
      if (day !== null && (await sendReminders(db, config, day, DAILY_REMINDERS_ACTOR)) > 0) options.onQueued();
    } catch (error) {
      options.onError(error);
    }
  };
  const timer = setInterval(
    () => {
      round = round.then(look);
    },
    options.checkEveryMs ?? 5 * 60_000,
  );
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await round;
    },
  };
}
