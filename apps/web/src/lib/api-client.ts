import type { ResponseParser } from '@fleetledger/shared/auth/session-user';
import { ApiError } from './api-error';
import { clearStoredUser } from './session/stored-user';

export const API_BASE = '/api/transportation/';

export const NETWORK_ERROR_MESSAGE = 'Network error. Please try again.';

/** The message and per-field messages of the error envelope every call may answer with. */
function errorParts(body: unknown): { message?: string; errors: Record<string, string> } {
  if (typeof body !== 'object' || body === null) return { errors: {} };
  const { message, errors } = body as { message?: unknown; errors?: unknown };
  const fieldErrors: Record<string, string> = {};
  if (typeof errors === 'object' && errors !== null) {
    for (const [field, text] of Object.entries(errors)) if (typeof text === 'string') fieldErrors[field] = text;
  }
  return { message: typeof message === 'string' ? message : undefined, errors: fieldErrors };
}

export interface ApiRequest<T> {
  /** Path under /api/transportation/, e.g. `login.php`. */
  path: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A FormData or URLSearchParams body goes as a form (the spec sends some calls so); anything else as JSON. */
  body?: unknown;
  /** Validates the answer so screens only ever see the contract's shape. */
  schema: ResponseParser<T>;
  signal?: AbortSignal;
  /** Extra request headers, e.g. the Idempotency-Key that makes a repeated submit answer the first result. */
  headers?: Readonly<Record<string, string>>;
  /** A POST that only reads (the spec sends some reads so): it changes nothing others have cached. */
  reads?: boolean;
}

type WriteListener = () => void;
const writeListeners = new Set<WriteListener>();

/**
 * Hears every call that changed something on the server (any method but GET, unless it only reads),
 * once it succeeded: what the app has cached from before may now be out of date.
 */
export function onServerChange(listener: WriteListener): () => void {
  writeListeners.add(listener);
  return () => {
    writeListeners.delete(listener);
  };
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** A 200 may still carry the contract's failure flag. */
function isFailureEnvelope(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const record = body as Record<string, unknown>;
  return record.success === false || record.status === 'error';
}

function toApiError(status: number, body: unknown): ApiError {
  const { message, errors } = errorParts(body);
  return new ApiError(status, message ?? `Request failed (${status})`, message, errors, body);
}

/** An answer kept with the ETag it came with, to be asked again only if it changed. */
export interface KeptAnswer<T> {
  etag: string;
  value: T;
}

/**
 * The one way the web app talks to the server. The session lives in an HttpOnly cookie, so a 401
 * from any call means it is gone: the stored user is cleared, which makes the session guard send
 * the app to /login.
 */
export async function apiRequest<T>(request: ApiRequest<T>): Promise<T> {
  return (await exchange(request, undefined)).value;
}

/**
 * How a reader takes the changes to the answer it holds instead of the whole answer (A-IM, RFC 3229): the
 * form it names, how a 226 answer of that form reads, and how it applies to what is held.
 */
export interface AnswerChanges<T, C> {
  form: string;
  schema: ResponseParser<C>;
  apply: (held: T, changes: C) => T;
}

/**
 * A read that names the answer it holds (If-None-Match): a 304 gives that answer back, a 226 that answer
 * with the changes applied, anything else the new one with its ETag.
 */
export function apiRevalidate<T, C = never>(
  request: ApiRequest<T>,
  kept: KeptAnswer<T> | undefined,
  changes?: AnswerChanges<T, C>,
) {
  return exchange(request, kept, changes);
}

async function exchange<T, C>(
  { path, method = 'GET', body, schema, signal, headers: extraHeaders, reads = method === 'GET' }: ApiRequest<T>,
  kept: KeptAnswer<T> | undefined,
  changes?: AnswerChanges<T, C>,
): Promise<{ etag: string | null; value: T }> {
  const headers: Record<string, string> = { Accept: 'application/json', ...extraHeaders };
  if (kept !== undefined) headers['If-None-Match'] = kept.etag;
  if (kept !== undefined && changes !== undefined) headers['A-IM'] = changes.form;
  // A form sets its own content type (with the multipart boundary).
  const isForm = body instanceof FormData || body instanceof URLSearchParams;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method,
      headers,
      body: body === undefined ? null : isForm ? body : JSON.stringify(body),
      credentials: 'same-origin',
      signal: signal ?? null,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }
  if (response.status === 304 && kept !== undefined) return kept;
  if (response.status === 226 && kept !== undefined && changes !== undefined) {
    const sent = changes.schema.safeParse(await readJson(response));
    if (!sent.success) throw new ApiError(response.status, 'Unexpected response from the server.');
    return { etag: response.headers.get('etag'), value: changes.apply(kept.value, sent.data) };
  }

  const payload = await readJson(response);
  if (response.status === 401) clearStoredUser();
  if (!response.ok || isFailureEnvelope(payload)) throw toApiError(response.status, payload);

  const parsed = schema.safeParse(payload);
  if (!parsed.success)
    throw new ApiError(response.status, 'Unexpected response from the server.', undefined, {}, payload);
  if (!reads) for (const listener of writeListeners) listener();
  return { etag: response.headers.get('etag'), value: parsed.data };
}
