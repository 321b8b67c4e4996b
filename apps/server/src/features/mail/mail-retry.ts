/**
 * What a failed delivery means for its mail. A 5xx is the receiving server's final word: the mail
 * failed, with its reason. Anything else — a 4xx, a timeout, a refused or dropped connection — is
 * passing, so the mail waits and goes again, later each time, until MAX_ATTEMPTS.
 */
export type DeliveryOutcome = { kind: 'retry'; afterMs: number; error: string } | { kind: 'failed'; error: string };

export const MAX_ATTEMPTS = 12;
const LONGEST_WAIT_MS = 3_600_000;

interface SmtpFailure {
  responseCode?: unknown;
  response?: unknown;
  message?: unknown;
}

/** `firstWaitMs`: the wait after the first failure; each later one doubles it, up to an hour. */
export function afterFailure(failure: unknown, attempts: number, firstWaitMs = 30_000): DeliveryOutcome {
  const { responseCode, response, message } = (failure ?? {}) as SmtpFailure;
  const said = typeof response === 'string' && response !== '' ? response : String(message ?? failure);
  const error = said.slice(0, 1000);
  if (typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600) return { kind: 'failed', error };
  if (attempts >= MAX_ATTEMPTS) return { kind: 'failed', error: `Gave up after ${attempts} attempts: ${error}` };
  return { kind: 'retry', afterMs: Math.min(firstWaitMs * 2 ** (attempts - 1), LONGEST_WAIT_MS), error };
}
