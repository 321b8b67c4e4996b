import { badRequest } from './http-error';

/** An Idempotency-Key header as a client may send it: printable, at most 200 characters. */
export function idempotencyKeyOf(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  const key = Array.isArray(header) ? header[0] : header;
  if (key === undefined || !/^[\x21-\x7e]{1,200}$/.test(key)) throw badRequest('Idempotency-Key is not valid');
  return key;
}
