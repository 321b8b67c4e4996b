/** An error with the HTTP status and user-facing message it should answer with. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Per-field messages for 400 answers. */
    readonly errors?: Record<string, string>,
    /** Extra fields carried in the error body (e.g. the current row on a 409). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) => new HttpError(400, message, errors);
export const unauthorized = (message = 'Please sign in') => new HttpError(401, message);
export const forbidden = (message = "You don't have access to this action") => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string, extra?: Record<string, unknown>) =>
  new HttpError(409, message, undefined, extra);
/** A 429 whose Retry-After header says the same wait as its message. */
export class TooManyRequests extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
  }
}
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new TooManyRequests(message, retryAfterSeconds);
