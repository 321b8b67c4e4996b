import { describe, expect, it, vi } from 'vitest';
import { ADMIN_USER } from '../../testing/session-users';
import {
  clearStoredUser,
  parseStoredUser,
  readStoredUser,
  STORED_USER_KEY,
  subscribeToStoredUser,
  writeStoredUser,
} from './stored-user';

describe('parseStoredUser', () => {
  it.each([
    ['nothing stored', null],
    ['unreadable JSON', '{not json'],
    ['a bare string', '"admin"'],
    ['a missing field', JSON.stringify({ user_code: 'U1', authority: 1, name: 'A' })],
    ['a non-numeric authority', JSON.stringify({ ...ADMIN_USER, authority: '1' })],
  ])('treats %s as signed out', (_case, raw) => {
    expect(parseStoredUser(raw)).toBeNull();
  });

  it('reads a well-formed user', () => {
    expect(parseStoredUser(JSON.stringify(ADMIN_USER))).toEqual(ADMIN_USER);
  });
});

describe('readStoredUser', () => {
  it('removes unreadable data so it cannot linger', () => {
    window.localStorage.setItem(STORED_USER_KEY, '{broken');
    expect(readStoredUser()).toBeNull();
    expect(window.localStorage.getItem(STORED_USER_KEY)).toBeNull();
  });

  it('removes data of the wrong shape', () => {
    window.localStorage.setItem(STORED_USER_KEY, JSON.stringify({ name: 'Someone' }));
    expect(readStoredUser()).toBeNull();
    expect(window.localStorage.getItem(STORED_USER_KEY)).toBeNull();
  });

  it('returns the same object while the stored text is unchanged', () => {
    writeStoredUser(ADMIN_USER);
    expect(readStoredUser()).toBe(readStoredUser());
  });
});

describe('writeStoredUser and clearStoredUser', () => {
  it('keep only the display fields and tell subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToStoredUser(listener);

    writeStoredUser({ ...ADMIN_USER, password: 'secret' } as typeof ADMIN_USER);
    expect(JSON.parse(window.localStorage.getItem(STORED_USER_KEY) ?? '')).toEqual(ADMIN_USER);
    expect(readStoredUser()).toEqual(ADMIN_USER);

    clearStoredUser();
    expect(readStoredUser()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
  });
});
