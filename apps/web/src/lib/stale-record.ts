import { z } from 'zod';
import { isApiError } from './api-error';

/** The stored record a stale save's 409 carries (`current`), or null for any other failure. */
export function staleRecord<T>(error: unknown, record: z.ZodType<T>): T | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const parsed = z.object({ current: record }).safeParse(error.body);
  return parsed.success ? parsed.data.current : null;
}

/** A stale save: the stored record and the server's message about it. */
export interface SaveConflict<T> {
  current: T;
  message: string;
}

/** The conflict a stale save's 409 describes, or null for any other failure. */
export function staleConflict<T>(error: unknown, record: z.ZodType<T>): SaveConflict<T> | null {
  const current = staleRecord(error, record);
  if (current === null) return null;
  return { current, message: isApiError(error) ? error.message : '' };
}
