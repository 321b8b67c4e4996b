import { beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { VERSION_REQUIRED } from '@fleetledger/shared/contract-fields';
import { REMINDER_MESSAGES } from '@fleetledger/shared/mail/mail-reminders';
import { reminderSettingsResponse, SETTINGS_MESSAGES } from '@fleetledger/shared/settings/settings.contract';
import { useSignedInApp } from '../../../test/signed-in-app';

const api = useSignedInApp();
const { call } = api;
beforeEach(async () => {
  await api.ctx.database.db.execute(sql`delete from settings where key = 'overdue_reminders'`);
});

const stored = async () =>
  (await api.ctx.database.db.execute(sql`select value, version from settings where key = 'overdue_reminders'`)).rows;

describe('reminder settings', () => {
  it('start at 7, 14 and 30 days and 08:00, save at the version read, and read back as saved', async () => {
    const first = await call('GET', 'reminder_settings');
    expect(first.statusCode).toBe(200);
    expect(reminderSettingsResponse.parse(first.json()).settings).toEqual({ steps: [7, 14, 30], hour: 8, version: 0 });

    const saved = await call('POST', 'reminder_settings_save', { steps: [5, 10, 45], hour: 7, version: 0 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      message: SETTINGS_MESSAGES.remindersSaved,
      settings: { steps: [5, 10, 45], hour: 7, version: 1 },
    });
    expect((await call('GET', 'reminder_settings.php')).json().settings).toEqual(saved.json().settings);
    const audit = await api.ctx.database.db.execute(
      sql`select after from audit_log where entity = 'settings' and entity_id = 'overdue_reminders'`,
    );
    expect(audit.rows).toEqual([{ after: { steps: [5, 10, 45], hour: 7, version: 1 } }]);
  });

  it('refuses a stale save with 409 and the current settings, and a save without a version with 400', async () => {
    expect((await call('POST', 'reminder_settings_save', { steps: [7], hour: 8, version: 0 })).statusCode).toBe(200);
    const before = await stored();
    const stale = await call('POST', 'reminder_settings_save', { steps: [9], hour: 8, version: 0 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      success: false,
      message: SETTINGS_MESSAGES.remindersStale,
      current: { steps: [7], hour: 8, version: 1 },
    });
    const missing = await call('POST', 'reminder_settings_save', { steps: [9], hour: 8 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.version).toBe(VERSION_REQUIRED);
    expect(await stored()).toEqual(before);
  });

  it('names each bad field with its message and changes nothing', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ steps: [] }, 'steps', REMINDER_MESSAGES.noSteps],
      [{ steps: '7,14' }, 'steps', REMINDER_MESSAGES.noSteps],
      [{ steps: [1, 2, 3, 4, 5, 6] }, 'steps', REMINDER_MESSAGES.tooManySteps],
      [{ steps: [0, 7] }, 'steps', REMINDER_MESSAGES.stepNotWhole],
      [{ steps: [7.5] }, 'steps', REMINDER_MESSAGES.stepNotWhole],
      [{ steps: ['7'] }, 'steps', REMINDER_MESSAGES.stepNotWhole],
      [{ steps: [366] }, 'steps', REMINDER_MESSAGES.stepNotWhole],
      [{ steps: [7, 7, 30] }, 'steps', REMINDER_MESSAGES.stepTwice],
      [{ steps: [14, 7, 30] }, 'steps', REMINDER_MESSAGES.stepsNotAscending],
      [{ hour: 24 }, 'hour', REMINDER_MESSAGES.hour],
      [{ hour: -1 }, 'hour', REMINDER_MESSAGES.hour],
      [{ hour: 7.5 }, 'hour', REMINDER_MESSAGES.hour],
      [{ hour: '8' }, 'hour', REMINDER_MESSAGES.hour],
    ];
    for (const [override, field, message] of cases) {
      const response = await call('POST', 'reminder_settings_save', {
        steps: [7, 14, 30],
        hour: 8,
        version: 0,
        ...override,
      });
      expect(response.statusCode, JSON.stringify(override)).toBe(400);
      expect(response.json().errors[field], JSON.stringify(override)).toBe(message);
    }
    expect(await stored()).toEqual([]);
  });

  it('lets only the Admin read or change them', async () => {
    for (const authority of [2, 3, 4] as const) {
      expect((await call('GET', 'reminder_settings', undefined, authority)).statusCode).toBe(403);
      const save = await call('POST', 'reminder_settings_save', { steps: [3], hour: 6, version: 0 }, authority);
      expect(save.statusCode).toBe(403);
    }
    expect(await stored()).toEqual([]);
  });
});
