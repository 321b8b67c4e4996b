import { describe, expect, it } from 'vitest';
import { LOCK_MESSAGES, lockDateRequest, movesLockEarlier, reopensFiledPeriod } from './lock-date.contract';

describe('moving the lock date', () => {
  it('is earlier when it goes back a day or is cleared, never when it first closes or moves on', () => {
    expect(movesLockEarlier('2026-03-31', '2026-03-30')).toBe(true);
    expect(movesLockEarlier('2026-03-31', null)).toBe(true);
    expect(movesLockEarlier('2026-03-31', '2026-03-31')).toBe(false);
    expect(movesLockEarlier('2026-03-31', '2026-04-01')).toBe(false);
    expect(movesLockEarlier(null, '2020-01-01')).toBe(false);
    expect(movesLockEarlier(null, null)).toBe(false);
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

  it('asks a reason of a move before the end of the latest filed return, and only of one', () => {
    expect(reopensFiledPeriod('2026-09-30', '2026-09-29')).toBe(true);
    expect(reopensFiledPeriod('2026-09-30', null)).toBe(true);
    expect(reopensFiledPeriod('2026-09-30', '2026-09-30')).toBe(false);
    expect(reopensFiledPeriod('2026-09-30', '2026-12-31')).toBe(false);
    expect(reopensFiledPeriod(null, '2020-01-01')).toBe(false);
    expect(lockDateRequest.parse({ lock_date: null, version: 1, reason: '  Late bill  ' }).reason).toBe('Late bill');
    expect(lockDateRequest.safeParse({ lock_date: null, version: 1, reason: 'x'.repeat(501) }).success).toBe(false);
  });

  it('names the lock date as users read dates', () => {
    expect(LOCK_MESSAGES.locked('2026-03-31')).toMatch(/^The books are locked up to 31\/03\/2026:/);
  });
});
