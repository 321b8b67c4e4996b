import type { LoadResult } from './load-test';
import type { Stats } from './stats';
import type { TableTiming } from './job-table-timing';
import type { TypesetterMemory } from './printed-document-timing';

/** One timed call: through the API and, where there is one, the same service call made directly. */
/** Times one read through the API and directly, adding its row (bench.ts's read). */
export type BenchRead = (
  name: string,
  api: () => Promise<{ status: number; body: string }>,
  direct: () => Promise<unknown>,
  targetMs?: number,
) => Promise<void>;

export interface BenchRow {
  measure: string;
  api: Stats;
  direct?: Stats;
  targetMs?: number;
  targetOf?: 'p95';
  /** Another product's figure for the same report, to read ours beside (a median). */
  peer?: { name: string; medianMs: number };
}

export interface BenchResults {
  kind: string;
  size: { jobs: number; expenses: number };
  rows: BenchRow[];
  load: LoadResult | undefined;
  loadWithoutTable: LoadResult | undefined;
  table: TableTiming | undefined;
  printing: TypesetterMemory | undefined;
}

/** The bench's figures as Markdown tables, each target beside its figure with its own verdict. */
export function benchMarkdown({ kind, size, rows, load, loadWithoutTable, table, printing }: BenchResults): string {
  const f = (ms: number) => ms.toFixed(1);
  const lines = [
    `## fleetledger bench — ${kind} PostgreSQL, ${size.jobs.toLocaleString('en-US')} jobs, ${size.expenses.toLocaleString('en-US')} expenses`,
    '',
    // Each target has its own column and verdict: a p95 inside its target reads 'yes' whatever the ratio.
    '| measure | p50 ms | p95 ms | max ms | p95 target | p95 met | direct SQL p95 ms | API / SQL | ratio target | ratio met |',
    '|---|---:|---:|---:|---|---|---:|---:|---|---|',
  ];
  const verdict = (ok: boolean) => (ok ? 'yes' : 'NO');
  for (const row of rows) {
    const ratio = row.direct === undefined ? undefined : row.api.p95 / Math.max(row.direct.p95, 0.001);
    const p95Cells =
      row.targetMs === undefined ? '| |' : `p95 ≤ ${row.targetMs} ms | ${verdict(row.api.p95 <= row.targetMs)} |`;
    const ratioCells = ratio === undefined ? '| | |' : `${ratio.toFixed(2)} | ≤ 1.3 | ${verdict(ratio <= 1.3)} |`;
    lines.push(
      `| ${row.measure} | ${f(row.api.p50)} | ${f(row.api.p95)} | ${f(row.api.max)} | ${p95Cells} ${row.direct === undefined ? '' : f(row.direct.p95)} | ${ratioCells}`,
    );
  }
  const beside = rows.filter((row) => row.peer !== undefined);
  if (beside.length > 0) {
    lines.push(
      '',
      '| books report | our p50 ms | our p95 ms | peer | peer median ms | our p50 / peer median |',
      '|---|---:|---:|---|---:|---:|',
    );
    for (const row of beside) {
      const peer = row.peer!;
      lines.push(
        `| ${row.measure} | ${f(row.api.p50)} | ${f(row.api.p95)} | ${peer.name} (2 cores, far smaller data) | ${peer.medianMs} | ${(row.api.p50 / peer.medianMs).toFixed(2)} |`,
      );
    }
  }
  if (load !== undefined) lines.push('', ...loadLines(load, loadWithoutTable));
  if (printing !== undefined) {
    const f0 = (mb: number) => `${mb.toFixed(0)} MB`;
    // Flat: the server ends the run within 10 % of where it began.
    const flat = printing.serverLastMb <= printing.serverFirstMb * 1.1;
    lines.push(
      '',
      `| memory over ${printing.documents} invoice PDFs in a row | measured | target | met |`,
      '|---|---:|---|---|',
      `| server RSS after the first / the last | ${f0(printing.serverFirstMb)} / ${f0(printing.serverLastMb)} | flat (≤ +10 %) | ${verdict(flat)} |`,
      `| server RSS peak | ${f0(printing.serverPeakMb)} | | |`,
      `| typesetter process RSS peak (replaced every 100 documents) | ${f0(printing.typesetterPeakMb)} | | |`,
    );
  }
  if (table !== undefined) {
    lines.push('', `| browser (Chromium, loopback) | measured | target | met |`, '|---|---:|---|---|');
    lines.push(
      `| /login Largest Contentful Paint | ${f(table.loginLcpMs)} ms | < 1,000 ms | ${table.loginLcpMs < 1000 ? 'yes' : 'NO'} |`,
    );
    lines.push(
      `| /dashboard Largest Contentful Paint | ${f(table.dashboardLcpMs)} ms | < 1,000 ms | ${table.dashboardLcpMs < 1000 ? 'yes' : 'NO'} |`,
    );
    lines.push(`| job table: ${table.rows} rows loaded | | | |`);
    lines.push(
      `| navigation to first rows painted | ${f(table.firstRowsMs)} ms | ≤ 1,000 ms | ${table.firstRowsMs <= 1000 ? 'yes' : 'NO'} |`,
    );
    lines.push(`| … of which the month's answer arrived at | ${f(table.dataReceivedMs)} ms | | |`);
    lines.push(
      `| longest main-thread task while scrolling | ${f(table.longestTaskMs)} ms | ≤ 50 ms | ${table.longestTaskMs <= 50 ? 'yes' : 'NO'} |`,
    );
  }
  return lines.join('\n');
}

/** Issue 30's targets for the mixed load and for the same mix without the month table reads. */
const LOAD_TARGETS = {
  mixed: { requestsPerSecond: 300, p99Ms: 250 },
  withoutTable: { requestsPerSecond: 800, p99Ms: 100 },
};
const RSS_TARGET_MB = 300;

function loadLines(load: LoadResult, withoutTable: LoadResult | undefined): string[] {
  const runs: [LoadResult, (typeof LOAD_TARGETS)['mixed']][] = [[load, LOAD_TARGETS.mixed]];
  if (withoutTable !== undefined) runs.push([withoutTable, LOAD_TARGETS.withoutTable]);
  const row = (measure: string, cell: (run: LoadResult, target: (typeof LOAD_TARGETS)['mixed']) => string) =>
    `| ${measure} |${runs.map(([run, target]) => ` ${cell(run, target)} |`).join('')}`;
  const met = (ok: boolean) => (ok ? '' : ' (NOT MET)');
  const lost = (run: LoadResult) => run.writesAcknowledged - run.writesFound;
  return [
    `| load test (50 connections) | mixed workload |${withoutTable === undefined ? '' : ' without the month table reads |'}`,
    `|---|---:|${withoutTable === undefined ? '' : '---:|'}`,
    row(
      'requests per second',
      (run, target) =>
        `${run.requestsPerSecond.toFixed(0)} (≥ ${target.requestsPerSecond})${met(run.requestsPerSecond >= target.requestsPerSecond)}`,
    ),
    row(
      'p99 latency',
      (run, target) => `${run.latency.p99.toFixed(0)} ms (≤ ${target.p99Ms} ms)${met(run.latency.p99 <= target.p99Ms)}`,
    ),
    row('p99 once every connection had its first answer', (run) => `${run.steadyLatency.p99.toFixed(0)} ms`),
    row('errors', (run) => `${run.errors}${met(run.errors === 0)}`),
    row(
      'lost writes (acknowledged − found)',
      (run) => `${lost(run)} of ${run.writesAcknowledged}${met(lost(run) === 0)}`,
    ),
    row(
      'server RSS peak',
      (run) => `${run.peakRssMb.toFixed(0)} MB (≤ ${RSS_TARGET_MB} MB)${met(run.peakRssMb <= RSS_TARGET_MB)}`,
    ),
    row('month reads: whole (200) / changes (226) / unchanged (304)', (run) =>
      [200, 226, 304].map((status) => run.monthAnswers[status] ?? 0).join(' / '),
    ),
  ];
}
