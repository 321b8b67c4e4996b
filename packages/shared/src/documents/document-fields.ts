import { z } from 'zod';

/**
 * Fields every voucher's items share. A figure goes to the rules as sent, which refuse anything but a
 * number with the line's own message: JSON's text is never read as a number. Lists of jobs come as
 * '12,15,19', a list or a single value.
 */
export const numberInput = z.unknown();

/** '12,15,19', [12, 15], 12 or null, as a list of its parts (still to be checked). */
export function commaList<T extends z.ZodType>(item: T, error: string, max: number) {
  return z.preprocess(
    (v) => {
      if (v === null || v === undefined || v === '') return [];
      if (typeof v === 'number') return [v];
      if (typeof v === 'string') {
        return v
          .split(',')
          .map((part) => part.trim())
          .filter((part) => part !== '');
      }
      return v;
    },
    z.array(item, { error }).max(max, `At most ${max} jobs on one line`),
  );
}
