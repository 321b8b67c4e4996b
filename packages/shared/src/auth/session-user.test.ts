import { describe, expect, it } from 'vitest';
import { loginResponse, sessionUser } from './auth.contract';
import { signedInAnswer, toSessionUser } from './session-user';

const samples: unknown[] = [
  { user_code: 'U0001', authority: 1, name: 'Ada', email: 'a@b.c' },
  { user_code: 'U0001', authority: 1.5, name: 'Ada', email: 'a@b.c' },
  { user_code: 'U0001', authority: '1', name: 'Ada', email: 'a@b.c' },
  { user_code: 1, authority: 1, name: 'Ada', email: 'a@b.c' },
  { user_code: 'U0001', authority: 1, name: 'Ada' },
  { user_code: 'U0001', authority: 4, name: '', email: '', extra: true },
  null,
  'text',
  [],
];

describe('the session user check without zod', () => {
  it('accepts exactly what the contract schema accepts', () => {
    for (const sample of samples) {
      expect(toSessionUser(sample) !== null, JSON.stringify(sample)).toBe(sessionUser.safeParse(sample).success);
    }
  });

  it('reads sign-in answers like the login response schema', () => {
    const answer = {
      success: true,
      message: 'Login successful',
      user_code: 'U0002',
      authority: 2,
      name: 'Max',
      email: 'm@x.y',
    };
    expect(signedInAnswer.safeParse(answer)).toEqual({
      success: true,
      data: { user_code: 'U0002', authority: 2, name: 'Max', email: 'm@x.y' },
    });
    expect(loginResponse.safeParse(answer).success).toBe(true);
    expect(signedInAnswer.safeParse({ ...answer, success: false }).success).toBe(false);
  });
});
