import { dictionary } from '@zxcvbn-ts/language-common';

let common: Set<string> | undefined;

/** The 49,000 most common passwords of zxcvbn's list, compared case-insensitively. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary.passwords.map((entry) => entry.toLowerCase()));
  return common.has(password.toLowerCase());
}
