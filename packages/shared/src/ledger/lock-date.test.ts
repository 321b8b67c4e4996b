import { describe, expect, it } from 'vitest';
import { LOCK_MESSAGES, lockDateRequest, movesLockEarlier } from './lock-date.contract';

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
      version: 2,
    });
    expect(lockDateRequest.parse({ lock_date: '', version: 2 }).lock_date).toBeNull();
    expect(lockDateRequest.parse({ lock_date: null, version: 0 }).lock_date).toBeNull();
    expect(lockDateRequest.safeParse({ lock_date: '2026-02-30', version: 1 }).success).toBe(false);
    expect(lockDateRequest.safeParse({ lock_date: '2026-03-31' }).success).toBe(false);
  });

  it('names the lock date as users read dates', () => {
    expect(LOCK_MESSAGES.locked('2026-03-31')).toMatch(/^The books are locked up to 31\/03\/2026:/);
  });
});
