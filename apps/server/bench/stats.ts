export interface Stats {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/** Percentiles of latencies in milliseconds (nearest-rank). */
export function stats(samples: readonly number[]): Stats {
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = (p: number) =>
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
  return { count: sorted.length, p50: rank(50), p95: rank(95), p99: rank(99), max: sorted[sorted.length - 1] ?? 0 };
}

export async function timed(work: () => Promise<unknown>): Promise<number> {
  const start = process.hrtime.bigint();
  await work();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

/** Warm-up runs, then `runs` timed runs one after another. */
export async function measure(work: () => Promise<unknown>, runs: number, warmup = 5): Promise<Stats> {
  for (let i = 0; i < warmup; i += 1) await work();
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) samples.push(await timed(work));
  return stats(samples);
}
