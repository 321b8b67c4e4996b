import { gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { atLeastAsNew, SharedAnswers } from './shared-answer';

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

  it('remember no read whose answer has gone, however many parameters were asked', async () => {
    const answers = new SharedAnswers();
    const big = vi.fn(async () => 'x'.repeat(4 * 1024 * 1024));
    for (let range = 0; range < 40; range += 1) await answers.answer(`W/"report.${range}.1"`, big, `report.${range}`);
    // 32 MB holds seven answers of 4 MB: the reads of the others are forgotten with them.
    const kept = answers.readsKept;
    expect(kept).toBeLessThanOrEqual(8);
    const failing = vi.fn(() => Promise.reject(new Error('connection lost')));
    await expect(answers.answer('W/"other.1"', failing, 'other')).rejects.toThrow('connection lost');
    expect(answers.readsKept).toBe(kept);
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

  it('while one is built, share one next build among readers who need newer, never older than they read', async () => {
    const answers = new SharedAnswers();
    let version = 1;
    const readEtag = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 2));
      return `W/"dashboard.2026-11-26.${version}"`;
    });
    const build = vi.fn(async () => {
      const seen = version;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { seen };
    });
    const ask = (wanted: number) => answers.atLeast('dashboard', `W/"dashboard.2026-11-26.${wanted}"`, readEtag, build);

    const first = ask(1);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const waiting: ReturnType<typeof ask>[] = [];
    for (let next = 2; next <= 6; next += 1) {
      version = next;
      waiting.push(ask(next));
    }
    const answered = await Promise.all([first, ...waiting]);
    expect(answered[0].etag).toBe('W/"dashboard.2026-11-26.1"');
    for (const [index, answer] of answered.slice(1).entries()) {
      expect(atLeastAsNew(answer.etag, `W/"dashboard.2026-11-26.${index + 2}"`)).toBe(true);
      expect(asJson(answer.answer)).toEqual({ seen: 6 });
    }
    expect(build).toHaveBeenCalledTimes(2);

    // A reader whose versions moved on while the next build read its own waits for the one after.
    const racing = ask(7);
    version = 8;
    const after = await answers.atLeast('dashboard', 'W/"dashboard.2026-11-26.8"', readEtag, build);
    expect(after.etag).toBe('W/"dashboard.2026-11-26.8"');
    expect(atLeastAsNew((await racing).etag, 'W/"dashboard.2026-11-26.7"')).toBe(true);
    // Asked again at versions it has, nothing is built.
    const builds = build.mock.calls.length;
    expect((await ask(8)).etag).toBe('W/"dashboard.2026-11-26.8"');
    expect(build).toHaveBeenCalledTimes(builds);
  });

  it('compare ETags part by part: versions as numbers, a later day as newer, another read never', () => {
    expect(atLeastAsNew('W/"2026-11.10.3.1.2026"', 'W/"2026-11.9.3.1.2026"')).toBe(true);
    expect(atLeastAsNew('W/"2026-11.9.3.1.2026"', 'W/"2026-11.10.3.1.2026"')).toBe(false);
    expect(atLeastAsNew('W/"2026-11.10.2.1.2026"', 'W/"2026-11.9.3.1.2026"')).toBe(false);
    expect(atLeastAsNew('W/"r.tag.2026-11-27.5"', 'W/"r.tag.2026-11-26.5"')).toBe(true);
    expect(atLeastAsNew('W/"r.tag.2026-11-26.5"', 'W/"r.tag.2026-11-27.5"')).toBe(false);
    expect(atLeastAsNew('W/"2026-11.10.3.2026"', 'W/"2026-11.9.3.1.2026"')).toBe(false);
    expect(atLeastAsNew('nonsense', 'W/"2026-11.9.3.1.2026"')).toBe(false);
  });
});
