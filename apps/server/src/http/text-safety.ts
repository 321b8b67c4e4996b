import { badRequest } from './http-error';

/**
 * Text PostgreSQL cannot store (NUL), that is not Unicode at all (a lone surrogate, which would be
 * stored as U+FFFD), or that no person types (control characters) is refused here, for every field
 * of every call, before any rule or query sees it. Tabs and line breaks are allowed only in fields
 * that hold several lines, and in the fields a call names whose contract refuses them in its own words
 * (an e-mail address: "An address cannot contain a line break").
 */
const NEVER =
  // eslint-disable-next-line no-control-regex -- finding control characters is what this is for
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const LINES = /[\t\n\r]/;
const MULTI_LINE_FIELDS = new Set([
  'description',
  'extra_description',
  'related_note',
  'narration',
  'address',
  'message',
]);

export const textRefused = (field: string) =>
  `${field} contains a character that cannot be stored (a control character or broken Unicode)`;

function firstUnsafe(value: unknown, path: string, field: string, linesOwned: ReadonlySet<string>): string | null {
  if (typeof value === 'string') {
    if (NEVER.test(value)) return path;
    return LINES.test(value) && !MULTI_LINE_FIELDS.has(field) && !linesOwned.has(field) ? path : null;
  }
  if (value instanceof Uint8Array || typeof value !== 'object' || value === null) return null;
  for (const [key, inner] of Object.entries(value)) {
    // Object keys are text too; an array index keeps the field name of its list.
    if (NEVER.test(key) || LINES.test(key)) return path === '' ? key : `${path}.${key}`;
    const found = firstUnsafe(
      inner,
      path === '' ? key : `${path}.${key}`,
      Array.isArray(value) ? field : key,
      linesOwned,
    );
    if (found !== null) return found;
  }
  return null;
}

/**
 * Throws 400 naming the first field whose text cannot be taken. `linesOwned`: the fields whose line
 * breaks the call's contract refuses itself, with its own words.
 */
export function refuseUnsafeText(inputs: readonly unknown[], linesOwned: ReadonlySet<string> = new Set()): void {
  for (const input of inputs) {
    const path = firstUnsafe(input, '', '', linesOwned);
    if (path !== null) {
      const message = textRefused(path);
      throw badRequest(message, { [path]: message });
    }
  }
}
