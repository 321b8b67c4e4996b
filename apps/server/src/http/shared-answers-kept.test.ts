import { gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { SharedAnswers } from './shared-answer';

// The store of kept answers on its own: one build per ETag however many ask, a failure never kept, and a
// memory budget kept by letting the least recently read go first (docs/architecture.md, "Answers many
// people read"). shared-answer.test.ts reaches the same store through the server's calls.

describe('kept answers', () => {
  const asJson = (answer: { json: Buffer }) => JSON.parse(answer.json.toString()) as unknown;

  it('are built once for every reader who asks at the same moment, and compressed once', async () => {
    const answers = new SharedAnswers();
    const build = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return { builds: build.mock.calls.length };
    });
    const all = await Promise.all(Array.from({ length: 5 }, () => answers.answer('W/"a.1"', build)));
    expect(build).toHaveBeenCalledTimes(1);
    expect(new Set(all.map((answer) => answer.json)).size).toBe(1);
    expect(asJson(all[0]!)).toEqual({ builds: 1 });
    const zipped = await all[0]!.gzip();
    expect(await all[4]!.gzip()).toBe(zipped);
    expect(gunzipSync(zipped).equals(all[0]!.json)).toBe(true);
  });

  it('forget a build that failed, so the next reader builds it again', async () => {
    const answers = new SharedAnswers();
    const build = vi.fn<() => Promise<unknown>>().mockRejectedValueOnce(new Error('connection lost'));
    build.mockResolvedValue({ built: true });
    await expect(answers.answer('W/"b.1"', build)).rejects.toThrow('connection lost');
    expect(asJson(await answers.answer('W/"b.1"', build))).toEqual({ built: true });
    expect(build).toHaveBeenCalledTimes(2);
  });

  it('let the least recently read go first once they outgrow their budget', async () => {
    const answers = new SharedAnswers();
    // Three answers of 12 MB each: more than the 32 MB kept, so one of them has to go.
    const big = vi.fn(async () => 'x'.repeat(12 * 1024 * 1024));
    await answers.answer('W/"first"', big);
    await answers.answer('W/"second"', big);
    await answers.answer('W/"first"', big);
    await answers.answer('W/"third"', big);
    expect(big).toHaveBeenCalledTimes(3);
    await answers.answer('W/"first"', big);
    expect(big).toHaveBeenCalledTimes(3);
    await answers.answer('W/"second"', big);
    expect(big).toHaveBeenCalledTimes(4);
  });

  it("forget a read's answer once it has one for newer versions, and keep other reads' answers", async () => {
    const answers = new SharedAnswers();
    const build = vi.fn(async () => ({ built: build.mock.calls.length }));
    await answers.answer('W/"month.1"', build, 'job_data.2026-11');
    await answers.answer('W/"other.1"', build, 'job_data.2026-10');
    await answers.answer('W/"month.2"', build, 'job_data.2026-11');
    expect(build).toHaveBeenCalledTimes(3);
    await answers.answer('W/"month.2"', build, 'job_data.2026-11');
    await answers.answer('W/"other.1"', build, 'job_data.2026-10');
    expect(build).toHaveBeenCalledTimes(3);
    expect(asJson(await answers.answer('W/"month.1"', build, 'job_data.2026-11'))).toEqual({ built: 4 });
  });
});
