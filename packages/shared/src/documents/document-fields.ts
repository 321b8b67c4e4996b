import { z } from 'zod';

/**
 * Fields every voucher's items share. The original screens send numbers as numbers or numeric text
 * and lists of jobs as '12,15,19', a list or a single value; the rules after parsing name what is wrong.
 */
export const numberInput = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' && /^-?\d*(\.\d*)?$/.test(v.trim()) ? Number(v) : v),
  z.unknown(),
);

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
