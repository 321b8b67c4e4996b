import type { z } from 'zod';
import { API_BASE, NETWORK_ERROR_MESSAGE } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { clearStoredUser } from '../../../lib/session/stored-user';

/** A failed job table call, with the whole answer: a 409 carries the server's row, a bulk refusal its failures. */
export class TableCallError extends ApiError {
  readonly body: unknown;

  constructor(
    status: number,
    message: string,
    serverMessage: string | undefined,
    fieldErrors: Record<string, string>,
    body: unknown,
  ) {
    super(status, message, serverMessage, fieldErrors);
    this.name = 'TableCallError';
    this.body = body;
  }
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

function stringRecord(value: unknown): Record<string, string> {
  return Object.fromEntries(
    Object.entries(record(value)).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

async function readBody(response: Response): Promise<unknown> {
  try {
    return JSON.parse(await response.text()) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * POST to a job table call with JSON, a form-encoded or a multipart body. The spec sends some of
 * these calls as forms, which lib/api-client (JSON only) does not; errors follow its rules: 401
 * ends the session, a `success:false` answer is a failure, the answer is checked against the contract.
 */
export async function postTable<T>(
  path: string,
  body: FormData | URLSearchParams | object,
  schema: z.ZodType<T>,
): Promise<T> {
  const isForm = body instanceof FormData || body instanceof URLSearchParams;
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method: 'POST',
      // A FormData or URLSearchParams body sets its own content type (with the multipart boundary).
      headers: isForm
        ? { Accept: 'application/json' }
        : { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: isForm ? body : JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch {
    throw new TableCallError(0, NETWORK_ERROR_MESSAGE, undefined, {}, undefined);
  }
  const payload = await readBody(response);
  if (response.status === 401) clearStoredUser();
  const envelope = record(payload);
  if (!response.ok || envelope.success === false) {
    const serverMessage = typeof envelope.message === 'string' ? envelope.message : undefined;
    throw new TableCallError(
      response.status,
      serverMessage ?? `Request failed (${response.status})`,
      serverMessage,
      stringRecord(envelope.errors),
      payload,
    );
  }
  const parsed = schema.safeParse(payload);
  if (!parsed.success)
    throw new TableCallError(response.status, 'Unexpected response from the server.', undefined, {}, payload);
  return parsed.data;
}
