/** Seconds a caller is told to wait while the database is away: about what a restart takes. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export const DATABASE_UNREACHABLE_MESSAGE =
  'The database is not answering right now (it may be restarting); try again in a few seconds.';

// Socket failures (the server is down, restarting or cut off), the server ending connections
// (57P01 shutdown or postmaster gone, 57P02 crash of another backend, 57P03 still starting up or
// recovering), class 08 (connection exceptions) and a statement cancelled by its timeout (57014).
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND']);
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '57014']);
const DRIVER_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'Client has encountered a connection error and is not queryable',
  'Connection ended unexpectedly',
];

/**
 * Whether a failure means the database could not be reached or did not answer in time, rather than
 * refusing what was asked: such a call answers 503 with Retry-After, never 500. The query builder
 * wraps the driver's error, so the whole cause chain is read.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  for (let seen = error, depth = 0; seen instanceof Error && depth < 5; seen = seen.cause, depth += 1) {
    const code = (seen as { code?: unknown }).code;
    if (typeof code === 'string' && (SOCKET_CODES.has(code) || SERVER_CODES.has(code) || code.startsWith('08')))
      return true;
    if (DRIVER_MESSAGES.some((message) => seen instanceof Error && seen.message.startsWith(message))) return true;
    if (seen instanceof AggregateError && seen.errors.some(isDatabaseUnreachable)) return true;
  }
  return false;
}
