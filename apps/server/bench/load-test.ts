import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { httpClient } from './http-client';
import type { ServerProcess } from './server-process';
import { stats, type Stats } from './stats';
import { BENCH_LOGIN } from './bench-database';

export interface LoadResult {
  seconds: number;
  requests: number;
  requestsPerSecond: number;
  latency: Stats;
  /**
   * The requests started once every connection had its first answer: the steady load, without the
   * opening round in which fifty clerks open the same month at the same moment.
   */
  steadyLatency: Stats;
  errors: number;
  writesAcknowledged: number;
  writesFound: number;
  peakRssMb: number;
  /** How the month reads were answered: status → count (200 whole, 226 changes, 304 unchanged). */
  monthAnswers: Record<number, number>;
}

export interface Workload {
  /** The month the job table reads; null leaves those reads out (the dashboard takes their share). */
  tableMonth: string | null;
  searchValue: string;
  reportRange: { from: string; to: string };
  customerId: number;
  driverId: number;
  truckId: number;
}

/**
 * A bounded mixed workload of signed-in staff: 60 % job table and dashboard reads, 30 % searches
 * and reports, 10 % job inserts. Every acknowledged insert must be in the database afterwards.
 */
export async function loadTest(
  server: ServerProcess,
  database: Database,
  workload: Workload,
  connections: number,
  seconds: number,
): Promise<LoadResult> {
  const marker = `load-${Date.now()}`;
  // One after another: the sign-in limits count an attempt as failed until its password is checked,
  // so fifty simultaneous sign-ins of one e-mail are refused like fifty guesses would be.
  const clients: ReturnType<typeof httpClient>[] = [];
  for (let index = 0; index < connections; index += 1) {
    const client = httpClient(server.baseUrl, 1);
    await client.signIn(BENCH_LOGIN.email, BENCH_LOGIN.password);
    clients.push(client);
  }
  const samples: number[] = [];
  const monthAnswers = new Map<number, number>();
  let errors = 0;
  let acknowledged = 0;
  let peakRss = server.rssMb();
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, server.rssMb())), 250);
  const deadline = Date.now() + seconds * 1000;
  let sequence = 0;

  // Each clerk's grid holds its month and asks for the rows changed since (as loadMonth does), so a month
  // read is a 304, the changes since (226) or, the first time, the whole month.
  const heldMonths = new Map<ReturnType<typeof httpClient>, string>();
  const readMonth = async (client: ReturnType<typeof httpClient>, month: string) => {
    const held = heldMonths.get(client);
    const answer = await client.post(
      '/api/transportation/job_data.php',
      { month },
      held === undefined ? {} : { 'if-none-match': held, 'a-im': 'rows' },
    );
    if (answer.etag !== undefined) heldMonths.set(client, answer.etag);
    monthAnswers.set(answer.status, (monthAnswers.get(answer.status) ?? 0) + 1);
    return answer;
  };

  const one = async (client: ReturnType<typeof httpClient>) => {
    const pick = (sequence += 1) % 10;
    if (pick < 3 && workload.tableMonth !== null) return readMonth(client, workload.tableMonth);
    if (pick < 6) return client.get('/api/transportation/dashboard.php');
    if (pick < 8)
      return client.post('/api/transportation/job-search.php', { type: 'container', value: workload.searchValue });
    if (pick < 9) return client.post('/api/transportation/report/customer_job_report.php', workload.reportRange);
    const answer = await client.post('/api/transportation/job_insert.php', {
      date: workload.reportRange.to,
      container: null,
      reference: null,
      is_lose_container: 0,
      description: marker,
      job: null,
      customer_id: workload.customerId,
      care_of: null,
      is_taxi: 0,
      driver_id: workload.driverId,
      truck_id: workload.truckId,
      charge: 12.5,
      extra_amount: 0,
      extra_description: null,
    });
    if (answer.status === 200) acknowledged += 1;
    return answer;
  };

  const started = Date.now();
  const steadySamples: number[] = [];
  let opened = 0;
  await Promise.all(
    clients.map(async (client) => {
      let first = true;
      while (Date.now() < deadline) {
        const steady = opened === clients.length;
        const start = process.hrtime.bigint();
        try {
          const answer = await one(client);
          if (![200, 226, 304].includes(answer.status)) errors += 1;
        } catch {
          errors += 1;
        }
        const took = Number(process.hrtime.bigint() - start) / 1e6;
        samples.push(took);
        if (steady) steadySamples.push(took);
        if (first) opened += 1;
        first = false;
      }
    }),
  );
  const elapsed = (Date.now() - started) / 1000;
  clearInterval(sampler);
  for (const client of clients) client.close();
  const found = await database.db.execute<{ n: number }>(
    sql`select count(*)::int as n from jobs where description = ${marker}`,
  );
  await database.db.execute(sql`delete from jobs where description = ${marker}`);
  // The next run starts from the database as autovacuum would leave it in time, not amid the dead rows of
  // this run's inserts and their removal.
  await database.db.execute(sql`vacuum analyze`);
  return {
    seconds: elapsed,
    requests: samples.length,
    requestsPerSecond: samples.length / elapsed,
    latency: stats(samples),
    steadyLatency: stats(steadySamples),
    errors,
    writesAcknowledged: acknowledged,
    writesFound: found.rows[0]!.n,
    peakRssMb: peakRss,
    monthAnswers: Object.fromEntries(monthAnswers),
  };
}
