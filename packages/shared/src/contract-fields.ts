import { z } from 'zod';

/**
 * Field parsers shared by the contracts. Multipart forms carry everything as text and JSON as typed
 * values; both are accepted where the spec sends both.
 */

/** Optional text: trimmed, empty becomes null, refused above `max` characters; a number is not text. */
export function optionalText(max: number, label: string) {
  return z.preprocess(
    (value) => (value === undefined || value === null ? null : value),
    z
      .string({ error: `${label} must be text` })
      .transform((value) => value.trim())
      .refine((value) => value.length <= max, `${label} must be at most ${max} characters`)
      .transform((value) => (value === '' ? null : value))
      .nullable(),
  );
}

/** An optional e-mail address: optional text of the shape name@host.domain. */
export function optionalEmail() {
  return optionalText(254, 'Email').refine(
    (value) => value === null || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value),
    'Enter a valid e-mail address',
  );
}

/** A Bahrain VAT account number (15 digits), or null when not given. */
export function vatRegistrationNumber(label: string) {
  return optionalText(15, label).refine(
    (value) => value === null || /^\d{15}$/.test(value),
    `${label} must be 15 digits`,
  );
}

/** Required text: trimmed and non-blank. */
export function requiredText(max: number, required: string, label: string) {
  return z
    .string({ error: required })
    .transform((value) => value.trim())
    .refine((value) => value !== '', required)
    .refine((value) => value.length <= max, `${label} must be at most ${max} characters`);
}

/**
 * The one rule for a record's id, in every call: a whole number from 1 to 2^53 − 1 (what a JavaScript
 * number holds exactly, far inside BIGINT). Anything else — a fraction, a string of letters, an
 * object, 9223372036854775808 — is refused with `message` (`required` when it is no number at all).
 */
export function idNumber(message: string, required = message) {
  return z.number({ error: required }).int(message).positive(message).max(Number.MAX_SAFE_INTEGER, message);
}

/** An id of a record, or null when absent/empty. Refuses non-integers. */
export function optionalId(label: string) {
  return z.preprocess(
    (value) => {
      if (value === undefined || value === null || value === '' || value === 0 || value === '0') return null;
      if (typeof value === 'string' && /^\d+$/.test(value.trim())) return Number(value);
      return value;
    },
    idNumber(`${label} is not a valid id`).nullable(),
  );
}

export function requiredId(label: string) {
  return z.preprocess(
    (value) => (typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value),
    idNumber(`${label} is not a valid id`, `${label} is required`),
  );
}

/** 0/1, true/false, 'yes'/'no', '1'/'0', 'true'/'false'; absent is false. */
export function flag(label: string) {
  return z.preprocess(
    (value) => {
      if (value === undefined || value === null || value === '') return false;
      if (value === 1 || value === '1' || value === 'yes' || value === 'true' || value === true) return true;
      if (value === 0 || value === '0' || value === 'no' || value === 'false' || value === false) return false;
      return value;
    },
    z.boolean({ error: `${label} must be yes or no` }),
  );
}

export const VERSION_REQUIRED = 'Version is required when editing';

/** The version an update was read at (every update of an existing record carries one). */
export function version() {
  return z.preprocess(
    (value) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value),
    z.number({ error: VERSION_REQUIRED }).int(VERSION_REQUIRED).nonnegative(VERSION_REQUIRED),
  );
}

/**
 * Answer fields, several of one type at a time: `...textsOrNull('city', 'email')` stands for
 * `city: z.string().nullable(), email: z.string().nullable()`.
 */
function fieldsOf<T extends z.ZodType>(type: () => T) {
  return <K extends string>(...keys: K[]) => Object.fromEntries(keys.map((key) => [key, type()])) as { [Key in K]: T };
}
export const texts = fieldsOf(() => z.string());
export const textsOrNull = fieldsOf(() => z.string().nullable());
export const numbers = fieldsOf(() => z.number());
export const numbersOrNull = fieldsOf(() => z.number().nullable());
