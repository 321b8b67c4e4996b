import type { z } from 'zod';

/** zod issues as one message per field (the first one), keyed by dotted path; `_` for the body itself. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length === 0 ? '_' : issue.path.join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}
