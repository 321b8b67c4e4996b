import fc from 'fast-check';

/** A wrong value for a field, made from the right one. */
export type Mutation = (value: unknown) => unknown;
export type Body = Record<string, unknown>;

/**
 * A write call as the strict-input property reads it: the requests it takes, how to read the stored
 * record back in the request's own shape, and the fields to make wrong, each with its wrong values.
 */
export interface WriteCall {
  name: string;
  url: string;
  request: fc.Arbitrary<Body>;
  readBack: (answer: Record<string, unknown>, sent: Body) => Promise<unknown>;
  /** What the read-back must equal: the request's fields, as sent. */
  asSent: (body: Body) => unknown;
  fields: { path: readonly (string | number)[]; mutations: readonly Mutation[] }[];
}

const IN_A_SCALAR: Mutation[] = [() => ({ $ne: 1 }), (value) => [value]];
export const WRONG = {
  text: [...IN_A_SCALAR, () => 12345],
  amount: [
    ...IN_A_SCALAR,
    (value) => String(value),
    (value) => (value as number) + 0.0001,
    (value) => (value as number) + 1e-10,
  ],
  id: [...IN_A_SCALAR, () => '1 OR 1=1', () => 1.5, () => -1, () => true],
  date: [...IN_A_SCALAR, () => 20250101, () => '2026-02-30'],
  choice: [...IN_A_SCALAR, () => 1],
} satisfies Record<string, Mutation[]>;

export const text = (max = 30) =>
  fc
    .stringMatching(new RegExp(`^[A-Za-z0-9\u0621-\u064A][A-Za-z0-9 .,/\u0621-\u064A-]{0,${max - 1}}$`))
    .map((value) => value.trim());
export const optionalText = fc.option(text(), { nil: null });
export const date = fc
  .date({ min: new Date('2026-01-01T00:00:00Z'), max: new Date('2026-11-20T00:00:00Z'), noInvalidDate: true })
  .map((day) => day.toISOString().slice(0, 10));
/** BD to the fil, from one fil to ten thousand BD. */
export const amount = fc.integer({ min: 1, max: 10_000_000 }).map((fils) => fils / 1000);
export const quantity = fc.integer({ min: 1, max: 100 });
export const vat = fc.constantFrom(0, 10);

export const field = (path: readonly (string | number)[], mutations: readonly Mutation[]) => ({ path, mutations });
export const pick = (record: Record<string, unknown>, keys: readonly string[]) =>
  Object.fromEntries(keys.map((key) => [key, record[key]]));
