import { z } from 'zod';
import { isApiError } from './api-error';

/** The stored record a stale save's 409 carries (`current`), or null for any other failure. */
export function staleRecord<T>(error: unknown, record: z.ZodType<T>): T | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const parsed = z.object({ current: record }).safeParse(error.body);
  return parsed.success ? parsed.data.current : null;
}
