import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { valueAt, withValueAt } from '@fleetledger/shared/form-text';
import { useSignedInApp } from '../../test/signed-in-app';
import { databaseSnapshot } from '../../test/database-snapshot';
import { wrongFields, type WriteCall } from '../../test/write-call';
import { writeCalls } from '../../test/write-calls';

/**
 * Every write call, over generated requests: one accepted reads back exactly as sent, and one made
 * wrong in a single field (its type, an object or list for a scalar, a fourth decimal, an id that is
 * none) is refused with a 400 and a message, and changes nothing in the database.
 */
const api = useSignedInApp({ authority: 1, masterData: true });
let calls: WriteCall[] = [];

beforeAll(() => {
  calls = writeCalls(api);
});

/** Few runs per call: each one posts through the app and hashes the database twice. */
const RUNS = 20;

describe('every write call parses strictly', () => {
  for (const name of [
    'invoice',
    'purchase',
    'receipt',
    'payment',
    'journal',
    'job',
    'expense',
    'customer',
    'job table row',
  ]) {
    it(`${name}: an accepted request reads back as sent; a refused one changes nothing`, async () => {
      const writeCall = calls.find((candidate) => candidate.name === name)!;
      await fc.assert(
        fc.asyncProperty(writeCall.request, fc.nat(), fc.nat(), async (body, fieldPick, mutationPick) => {
          const accepted = await api.call('POST', writeCall.url, body);
          expect(accepted.statusCode, accepted.body).toBe(200);
          expect(await writeCall.readBack(accepted.json(), body)).toEqual(writeCall.asSent(body));

          const fields = wrongFields(body, writeCall.lenient);
          const field = fields[fieldPick % fields.length]!;
          const wrong = field.mutations[mutationPick % field.mutations.length]!;
          const mutated = withValueAt(body, field.path, wrong(valueAt(body, field.path)));
          const before = await databaseSnapshot(api.ctx.database.db);
          const refused = await api.call('POST', writeCall.url, mutated);
          const what = `${field.path.join('.')} = ${JSON.stringify(valueAt(mutated, field.path))}: ${refused.body}`;
          expect(refused.statusCode, what).toBe(400);
          expect(refused.json().message, what).toEqual(expect.any(String));
          expect(await databaseSnapshot(api.ctx.database.db), what).toEqual(before);
        }),
        { numRuns: RUNS },
      );
    });
  }
});
