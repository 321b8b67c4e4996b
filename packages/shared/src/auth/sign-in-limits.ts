/**
 * How failed sign-ins are limited (OWASP Authentication Cheat Sheet, ASVS 5.0 V6): per e-mail and
 * address pair a hard limit, so one guesser is stopped without locking the real user out elsewhere;
 * per address a much higher limit across e-mails, since a whole office may sit behind one address;
 * per e-mail across addresses no lock at all but a delay that doubles with each failure, so spread-out
 * guessing slows to a crawl while the owner can still get in.
 */
export const SIGN_IN_WINDOW_MS = 15 * 60_000;
export const PAIR_FAILURE_LIMIT = 5;
export const ADDRESS_FAILURE_LIMIT = 100;
/** Failures of one e-mail (from any address) before each attempt must wait. */
export const EMAIL_FREE_FAILURES = 5;
const EMAIL_DELAY_CAP_MS = SIGN_IN_WINDOW_MS;

export interface RecentFailures {
  /** Failures in the window for this e-mail from this address. */
  pair: { count: number; oldestAt: number | null };
  /** Failures in the window from this address, any e-mail. */
  address: { count: number; oldestAt: number | null };
  /** Failures in the window for this e-mail, any address, and when the last one was. */
  email: { count: number; latestAt: number | null };
}

/** Milliseconds until another attempt may be evaluated, or 0 when it may be now. */
export function signInWaitMs(failures: RecentFailures, now: number): number {
  const untilWindowEnds = (oldestAt: number | null) =>
    oldestAt === null ? 0 : Math.max(0, oldestAt + SIGN_IN_WINDOW_MS - now);
  if (failures.pair.count >= PAIR_FAILURE_LIMIT) return Math.max(1000, untilWindowEnds(failures.pair.oldestAt));
  if (failures.address.count >= ADDRESS_FAILURE_LIMIT)
    return Math.max(1000, untilWindowEnds(failures.address.oldestAt));
  if (failures.email.count >= EMAIL_FREE_FAILURES && failures.email.latestAt !== null) {
    const delay = Math.min(EMAIL_DELAY_CAP_MS, 1000 * 2 ** (failures.email.count - EMAIL_FREE_FAILURES));
    return Math.max(0, failures.email.latestAt + delay - now);
  }
  return 0;
}

/**
 * The wait as the Retry-After header carries it and the message says it: whole seconds under a
 * minute, else whole minutes (in seconds), rounded up — so the two always agree.
 */
export function retryAfterSeconds(waitMs: number): number {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return seconds < 60 ? seconds : Math.ceil(seconds / 60) * 60;
}

export function tooManySignInsMessage(seconds: number): string {
  if (seconds < 60)
    return `Too many failed sign-in attempts. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;
  const minutes = Math.ceil(seconds / 60);
  return `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
