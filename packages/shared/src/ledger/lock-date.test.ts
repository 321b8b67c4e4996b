import { describe, expect, it } from 'vitest';
import { LOCK_MESSAGES, lockDateRequest, lockedOn, movesLockEarlier, reopensFiledPeriod } from './lock-date.contract';

describe('moving the lock date', () => {
  // Earlier when it goes back a day or is cleared, never when it first closes or moves on; a move
  // reopens a filed period (and asks a reason) on the same terms against the period's last day.
  it.each([
    ['2026-03-31', '2026-03-30', true],
    ['2026-03-31', null, true],
    ['2026-03-31', '2026-03-31', false],
    ['2026-03-31', '2026-04-01', false],
    [null, '2020-01-01', false],
    [null, null, false],
  ])('from %s to %s opens closed days again: %s', (through, next, opens) => {
    expect(movesLockEarlier(through, next)).toBe(opens);
    expect(reopensFiledPeriod(through, next)).toBe(opens);
  });

  it('takes a date, or empty or null to open the books, and always the version read', () => {
    expect(lockDateRequest.parse({ lock_date: '2026-03-31', version: 2 })).toEqual({
      lock_date: '2026-03-31',
      reason: null,
      version: 2,
    });
    expect(lockDateRequest.parse({ lock_date: '', version: 2 }).lock_date).toBeNull();
    expect(lockDateRequest.parse({ lock_date: null, version: 0 }).lock_date).toBeNull();
    expect(lockDateRequest.safeParse({ lock_date: '2026-02-30', version: 1 }).success).toBe(false);
    expect(lockDateRequest.safeParse({ lock_date: '2026-03-31' }).success).toBe(false);
  });

  it('takes the reason trimmed, up to 500 characters', () => {
    expect(lockDateRequest.parse({ lock_date: null, version: 1, reason: '  Late bill  ' }).reason).toBe('Late bill');
    expect(lockDateRequest.safeParse({ lock_date: null, version: 1, reason: 'x'.repeat(501) }).success).toBe(false);
  });

  it('names the lock date as users read dates', () => {
    expect(LOCK_MESSAGES.locked('2026-03-31')).toMatch(/^The books are locked up to 31\/03\/2026:/);
  });
});

describe('what the lock keeps', () => {
  // The lock day itself is closed, the day after open; open books keep nothing.
  it.each([
    ['2026-03-31', '2026-03-31', LOCK_MESSAGES.locked('2026-03-31')],
    ['2026-03-31', '2026-01-01', LOCK_MESSAGES.locked('2026-03-31')],
    ['2026-03-31', '2026-04-01', null],
    [null, '2020-01-01', null],
  ])('locked up to %s, a date %s is refused with: %s', (lockDate, date, refusal) => {
    expect(lockedOn(lockDate, date)).toBe(refusal);
  });
});
