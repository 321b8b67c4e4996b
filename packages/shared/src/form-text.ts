import type { z } from 'zod';

/**
 * A form body (multipart or URL-encoded) carries every field as text, so there, and only there, numeric
 * text stands for a number where the contract wants a number. JSON carries numbers as numbers and is
 * parsed as sent: a contract never turns text into a number itself.
 */
const NUMERIC_TEXT = /^-?(\d+(\.\d*)?|\.\d+)$/;

type Path = readonly PropertyKey[];

/** The value at a field's path in a body (undefined where the path leads nowhere). */
export function valueAt(input: unknown, path: Path): unknown {
  return path.reduce<unknown>(
    (value, key) =>
      typeof value === 'object' && value !== null ? (value as Record<PropertyKey, unknown>)[key] : undefined,
    input,
  );
}

/** The body with the value at a field's path replaced, the body itself untouched. */
export function withValueAt(input: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [key, ...rest] = path as [PropertyKey, ...PropertyKey[]];
  const copy = (Array.isArray(input) ? [...(input as unknown[])] : { ...(input as object) }) as Record<
    PropertyKey,
    unknown
  >;
  copy[key] = withValueAt(copy[key], rest, value);
  return copy;
}

function wantsNumber(issue: z.core.$ZodIssue, input: unknown): boolean {
  if (issue.code !== 'invalid_type' || issue.expected !== 'number') return false;
  const text = valueAt(input, issue.path);
  return typeof text === 'string' && NUMERIC_TEXT.test(text.trim());
}

/** Parses a form body: numeric text is read as a number at each field whose contract refused it as text. */
export function safeParseFormText<S extends z.ZodType>(schema: S, body: unknown): z.ZodSafeParseResult<z.output<S>> {
  let input = body;
  for (;;) {
    const parsed = schema.safeParse(input);
    if (parsed.success) return parsed;
    const numeric = parsed.error.issues.filter((issue) => wantsNumber(issue, input));
    if (numeric.length === 0) return parsed;
    input = numeric.reduce(
      (read, issue) => withValueAt(read, issue.path, Number((valueAt(read, issue.path) as string).trim())),
      input,
    );
  }
}
