import { beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { todayIn } from '@fleetledger/shared/dates';
import { JOURNAL_MESSAGES, type JournalRecord } from '@fleetledger/shared/journals/journals.contract';
import { LOCK_MESSAGES } from '@fleetledger/shared/ledger/lock-date.contract';
import { useSignedInApp } from '../../../test/signed-in-app';
import { tableCounts } from '../../../test/table-counts';
import { BANK, CAPITAL, CODES, JOURNAL_TABLES, journal, journalsFixture, line } from './journals-fixture';

const api = useSignedInApp({ authority: 1, masterData: true, securityCodes: CODES });
const journals = journalsFixture(api);
const JOURNAL_DAY = '2026-10-20';
const BOTH_CODES = { cancel_code: CODES.cancel, admin_code: CODES.admin };
let accrual: JournalRecord;

/** A journal posted on 20/10/2026, DR Bank 75.000 / CR Owner's Capital, as an accrual to reverse next month. */
beforeEach(async () => {
  await journals.clear();
  await api.ctx.database.db.execute(sql`delete from settings where key = 'books_lock'`);
  const number = await journals.generate(
    journal([line(BANK, 75, 0), line(CAPITAL, 0, 75)], { date: JOURNAL_DAY, narration: 'October accrual' }),
  );
  accrual = await journals.walk(number, ['Approved', 'Posted']);
});

const cancel = (extra: Record<string, unknown>, authority?: 1 | 2 | 3 | 4) =>
  api.call(
    'POST',
    'vouchers/journal_status_update',
    { journal_id: accrual.id, status: 'Cancelled', version: accrual.version, ...BOTH_CODES, ...extra },
    authority,
  );

/** The journal's reversal entries in the books, by date. */
async function reversals() {
  const rows = await api.ctx.database.db.execute<{ date: string }>(sql`
    select date::text as date from ledger_entries
    where source_kind = 'journal' and source_id = ${accrual.id} and event = 'reverse'`);
  return rows.rows.map((row) => row.date);
}

/** Everything a refused move must leave as it was: the journal and what the books and the audit log hold. */
const state = async () => ({
  journal: await journals.details(accrual.number),
  tables: await tableCounts(api.ctx.database.db, JOURNAL_TABLES),
});

describe('cancelling a posted journal on a chosen day', () => {
  it('reverses its lines on reverse_on, as the General Ledger then shows', async () => {
    const answer = await cancel({ reverse_on: '2026-11-01' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().journal).toMatchObject({ status: 'Cancelled', version: accrual.version + 1 });
    expect(await reversals()).toEqual(['2026-11-01']);
    const ledger = await api.call('GET', `books/general_ledger?account_id=${CAPITAL}&from=2026-10-01&to=2026-11-30`);
    expect(ledger.json().rows.map((row: { date: string; debit: number }) => [row.date, row.debit])).toEqual([
      [JOURNAL_DAY, 0],
      ['2026-11-01', 75],
    ]);
  });

  it('reverses today without reverse_on, as before', async () => {
    expect((await cancel({})).statusCode).toBe(200);
    expect(await reversals()).toEqual([todayIn(api.ctx.app.config.companyTz)]);
  });

  it('may be reversed on its own day, moving back to Approved too', async () => {
    const answer = await api.call('POST', 'vouchers/journal_status_update', {
      journal_id: accrual.id,
      status: 'Approved',
      version: accrual.version,
      admin_code: CODES.admin,
      reverse_on: JOURNAL_DAY,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await reversals()).toEqual([JOURNAL_DAY]);
  });
});

describe('refusing a reversal day, with nothing changed', () => {
  it('refuses a day before the journal', async () => {
    const before = await state();
    const answer = await cancel({ reverse_on: '2026-10-19' });
    expect(answer.statusCode).toBe(400);
    const message = JOURNAL_MESSAGES.reverseBeforeJournal(JOURNAL_DAY);
    expect(message).toBe('The reversal cannot be dated before the journal (20/10/2026)');
    expect(answer.json()).toMatchObject({ status: 'error', message, errors: { reverse_on: message } });
    expect(await state()).toEqual(before);
  });

  it('refuses what is not a date', async () => {
    const before = await state();
    for (const reverse_on of [5, 'next month', '2026-11-31', '01/11/2026', { day: 1 }]) {
      const answer = await cancel({ reverse_on });
      expect(answer.statusCode, JSON.stringify(reverse_on)).toBe(400);
      expect(answer.json().message).toContain(JOURNAL_MESSAGES.reverseOnInvalid);
    }
    expect(await state()).toEqual(before);
  });

  it('refuses reverse_on on a move that reverses nothing', async () => {
    const number = await journals.generate(journal([line(BANK, 5, 0), line(CAPITAL, 0, 5)]));
    const created = await journals.details(number);
    const answer = await api.call('POST', 'vouchers/journal_status_update', {
      journal_id: created.id,
      status: 'Approved',
      version: created.version,
      reverse_on: '2026-11-01',
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(JOURNAL_MESSAGES.reverseOnNotPosted);
    expect(await journals.details(number)).toEqual(created);
  });

  it('is for the Admin only', async () => {
    const before = await state();
    for (const authority of [2, 3, 4] as const) {
      expect((await cancel({ reverse_on: '2026-11-01' }, authority)).statusCode, `authority ${authority}`).toBe(403);
    }
    expect(await state()).toEqual(before);
  });

  it('refuses a day the books are locked on', async () => {
    const lock = await api.call('GET', 'books/lock_date');
    const locked = await api.call('POST', 'books/lock_date', {
      lock_date: '2026-10-15',
      version: lock.json().version,
    });
    expect(locked.statusCode, locked.body).toBe(200);
    const before = await state();
    const answer = await cancel({ reverse_on: '2026-10-10' });
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ status: 'error', message: LOCK_MESSAGES.locked('2026-10-15') });
    expect(await state()).toEqual(before);
    expect(await reversals()).toEqual([]);
  });
});
