import fc from 'fast-check';

/** A wrong value for a field, made from the right one. */
export type Mutation = (value: unknown) => unknown;
export type Body = Record<string, unknown>;

/**
 * A write call as the strict-input property reads it: the requests it takes, and how to read the stored
 * record back in the request's own shape. Every field a request gives is made wrong in turn (wrongFields).
 */
export interface WriteCall {
  name: string;
  url: string;
  request: fc.Arbitrary<Body>;
  readBack: (answer: Record<string, unknown>, sent: Body) => Promise<unknown>;
  /** What the read-back must equal: the request's fields, as sent. */
  asSent: (body: Body) => unknown;
  /** Fields that take more than one form by design (a yes-or-no as 0, false or 'no'). */
  lenient?: readonly string[];
}

type Path = readonly (string | number)[];
export interface WrongField {
  path: Path;
  mutations: readonly Mutation[];
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
} satisfies Record<string, Mutation[]>;

/** The wrong values of a field, by its name and the kind of its right value. */
function wrongValuesOf(key: string, value: unknown): readonly Mutation[] {
  // The spec's expense reference is text named refrence_id: the value's kind decides before the name.
  if (typeof value === 'number') return key === 'id' || key.endsWith('_id') ? WRONG.id : WRONG.amount;
  return key === 'date' || key.endsWith('_date') ? WRONG.date : WRONG.text;
}

/** Every field a request gives a value (in its lines too), each with the wrong values of its kind. */
export function wrongFields(body: unknown, lenient: readonly string[] = [], path: Path = []): WrongField[] {
  if (Array.isArray(body)) return body.flatMap((item, index) => wrongFields(item, lenient, [...path, index]));
  if (typeof body === 'object' && body !== null)
    return Object.entries(body).flatMap(([key, value]) =>
      lenient.includes(key) ? [] : wrongFields(value, lenient, [...path, key]),
    );
  if (body === null || body === undefined) return [];
  return [{ path, mutations: wrongValuesOf(String(path.at(-1)), body) }];
}

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

export const pick = (record: Record<string, unknown>, keys: readonly string[]) =>
  Object.fromEntries(keys.map((key) => [key, record[key]]));
