import { describe, expect, it } from 'vitest';
import {
  ADDRESS_FAILURE_LIMIT,
  EMAIL_FREE_FAILURES,
  PAIR_FAILURE_LIMIT,
  retryAfterSeconds,
  SIGN_IN_WINDOW_MS,
  signInWaitMs,
  tooManySignInsMessage,
  type RecentFailures,
} from './sign-in-limits';

const NOW = 10_000_000;
const none: RecentFailures = {
  pair: { count: 0, oldestAt: null },
  address: { count: 0, oldestAt: null },
  email: { count: 0, latestAt: null },
};

describe('sign-in limits', () => {
  it('lets attempts through below every limit', () => {
    expect(signInWaitMs(none, NOW)).toBe(0);
    expect(signInWaitMs({ ...none, pair: { count: PAIR_FAILURE_LIMIT - 1, oldestAt: NOW - 1000 } }, NOW)).toBe(0);
  });

  it('stops an e-mail and address pair at its limit until the oldest failure leaves the window', () => {
    const pair = { count: PAIR_FAILURE_LIMIT, oldestAt: NOW - 60_000 };
    expect(signInWaitMs({ ...none, pair }, NOW)).toBe(SIGN_IN_WINDOW_MS - 60_000);
  });

  it('stops an address only at its much higher limit', () => {
    expect(signInWaitMs({ ...none, address: { count: ADDRESS_FAILURE_LIMIT - 1, oldestAt: NOW } }, NOW)).toBe(0);
    expect(signInWaitMs({ ...none, address: { count: ADDRESS_FAILURE_LIMIT, oldestAt: NOW } }, NOW)).toBe(
      SIGN_IN_WINDOW_MS,
    );
  });

  it('slows an e-mail failing from many addresses with a delay that doubles, never a lock', () => {
    const email = (count: number) => ({ ...none, email: { count, latestAt: NOW } });
    expect(signInWaitMs(email(EMAIL_FREE_FAILURES - 1), NOW)).toBe(0);
    expect(signInWaitMs(email(EMAIL_FREE_FAILURES), NOW)).toBe(1000);
    expect(signInWaitMs(email(EMAIL_FREE_FAILURES + 3), NOW)).toBe(8000);
    expect(signInWaitMs(email(EMAIL_FREE_FAILURES + 30), NOW)).toBe(SIGN_IN_WINDOW_MS);
    expect(signInWaitMs(email(EMAIL_FREE_FAILURES + 3), NOW + 8000)).toBe(0);
  });

  it('says the same wait as the Retry-After header', () => {
    expect(retryAfterSeconds(1)).toBe(1);
    expect(retryAfterSeconds(59_001)).toBe(60);
    expect(tooManySignInsMessage(retryAfterSeconds(8000))).toBe(
      'Too many failed sign-in attempts. Try again in 8 seconds.',
    );
    expect(tooManySignInsMessage(840)).toBe('Too many failed sign-in attempts. Try again in 14 minutes.');
    expect(retryAfterSeconds(61_000)).toBe(120);
    expect(tooManySignInsMessage(retryAfterSeconds(61_000))).toBe(
      'Too many failed sign-in attempts. Try again in 2 minutes.',
    );
  });
});
