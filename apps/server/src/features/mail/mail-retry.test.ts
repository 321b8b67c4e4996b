import { describe, expect, it } from 'vitest';
import { afterFailure, MAX_ATTEMPTS } from './mail-retry';

describe('afterFailure', () => {
  it("fails a mail on a 5xx, with the server's words", () => {
    expect(afterFailure({ responseCode: 550, response: '550 5.1.1 No such user' }, 1)).toEqual({
      kind: 'failed',
      error: '550 5.1.1 No such user',
    });
    expect(afterFailure({ responseCode: 599, response: '599 odd' }, 3).kind).toBe('failed');
  });

  it('tries again after a 4xx, a timeout or a refused connection, waiting longer each time', () => {
    expect(afterFailure({ responseCode: 451, response: '451 4.3.0 Try later' }, 1)).toEqual({
      kind: 'retry',
      afterMs: 30_000,
      error: '451 4.3.0 Try later',
    });
    expect(afterFailure({ code: 'ETIMEDOUT', message: 'Connection timeout' }, 2)).toEqual({
      kind: 'retry',
      afterMs: 60_000,
      error: 'Connection timeout',
    });
    expect(afterFailure(new Error('connect ECONNREFUSED 127.0.0.1:2525'), 3)).toMatchObject({ afterMs: 120_000 });
    expect(afterFailure({ responseCode: 421 }, 9)).toMatchObject({ kind: 'retry', afterMs: 3_600_000 });
  });

  it('gives up after the last attempt, saying how many', () => {
    expect(afterFailure({ responseCode: 421, response: '421 busy' }, MAX_ATTEMPTS)).toEqual({
      kind: 'failed',
      error: `Gave up after ${MAX_ATTEMPTS} attempts: 421 busy`,
    });
  });
});
