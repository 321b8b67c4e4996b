/** What every failed API call throws: the HTTP status (0 when the server was not reached) and what the server said. */
export class ApiError extends Error {
  readonly status: number;
  /** The server's own `message`, when it sent one. */
  readonly serverMessage: string | undefined;
  /** Per-field messages of a 400 answer, keyed by field name. */
  readonly fieldErrors: Readonly<Record<string, string>>;
  /** The whole answer: a stale-version 409 carries the current record, a refused bulk save its failures. */
  readonly body: unknown;

  constructor(
    status: number,
    message: string,
    serverMessage?: string,
    fieldErrors: Readonly<Record<string, string>> = {},
    body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = serverMessage;
    this.fieldErrors = fieldErrors;
    this.body = body;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The per-field messages a failed call carries, for the form to show by its fields (none for other failures). */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  return isApiError(error) ? { ...error.fieldErrors } : {};
}
