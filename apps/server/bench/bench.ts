import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { addDays, todayIn } from '@fleetledger/shared/dates';
import { RANGED_REPORTS } from '@fleetledger/shared/reports/reports.contract';
import { dashboard } from '../src/features/dashboard/dashboard.service';
import { listMonthExpenses } from '../src/features/expenses/expenses.service';
import { monthTable } from '../src/features/job-table/job-table.service';
import { searchJobs } from '../src/features/jobs/jobs.service';
import { driverMonthly, rangedReport } from '../src/features/reports/reports.service';
import { BENCH_LOGIN, COMPANY_TZ, openBenchDatabase } from './bench-database';
import { httpClient, type Answer } from './http-client';
import { loadFailures, loadRuns, type LoadRuns } from './load-runs';
import { startServer } from './server-process';
import { measure } from './stats';
import { invoiceOfJobs } from './invoice-pdf-timing';
import { ledgerRows } from './ledger-timing';
import { payablesRows } from './payables-timing';
import { lockCheckRow } from './lock-date-timing';
import { financialStatementRows } from './financial-statements-timing';
import { auditLogRows } from './audit-log-timing';
import { printedDocumentRows, typesetterMemory, type TypesetterMemory } from './printed-document-timing';
import { measureJobTable, type TableTiming } from './job-table-timing';
import { invoiceEditorRows } from './invoice-editor-timing';
import { benchMarkdown, type BenchResults, type BenchRow } from './bench-report';

const { values: args } = parseArgs({
  options: {
    jobs: { type: 'string' },
    expenses: { type: 'string' },
    quick: { type: 'boolean', default: false },
    smoke: { type: 'boolean', default: false },
    load: { type: 'boolean', default: false },
    /** The load tests against this many instances behind HAProxy (README, "More than one instance"). */
    instances: { type: 'string', default: '1' },
    browser: { type: 'boolean', default: true },
    'no-browser': { type: 'boolean', default: false },
  },
});

const smoke = args.smoke === true;
const quick = args.quick === true || smoke;
const size = {
  jobs: Number(args.jobs ?? (smoke ? 3_000 : quick ? 100_000 : 1_000_000)),
  expenses: Number(args.expenses ?? (smoke ? 900 : quick ? 30_000 : 300_000)),
};
const runs = smoke ? 3 : 50;
const instances = Number(args.instances);
if (!Number.isInteger(instances) || instances < 1 || instances > 8) {
  throw new Error(`--instances takes a whole number from 1 to 8, not ${args.instances}`);
}
const log = (line: string) => process.stderr.write(`${line}\n`);

function expectOk(answer: Answer, what: string): Answer {
  if (answer.status !== 200) throw new Error(`${what} answered ${answer.status}: ${answer.body.slice(0, 300)}`);
  return answer;
}

async function main() {
  const bench = await openBenchDatabase(size, log);
  const db = bench.database.db;
  const server = await startServer(bench);
  const client = httpClient(server.baseUrl);
  const rows: BenchRow[] = [];
  let loads: LoadRuns | undefined;
  let printing: TypesetterMemory | undefined;
  let table: TableTiming | undefined;
  try {
    await client.signIn(BENCH_LOGIN.email, BENCH_LOGIN.password);
    const today = todayIn(COMPANY_TZ);
    const year = { from: addDays(today, -364), to: today };
    const monthSizes = await db.execute<{ month: string; n: number }>(sql`
      select to_char(date, 'YYYY-MM') as month, count(*)::int as n from jobs group by 1 order by 2 desc, 1 desc`);
    const busiest = monthSizes.rows[0]!;
    // The target is set for a 5,000-job month; the busiest one is measured beside it.
    const typical = [...monthSizes.rows].sort((a, b) => Math.abs(a.n - 5_000) - Math.abs(b.n - 5_000))[0]!;
    const sample = (
      await db.execute<{ container: string; customer: string; date: string }>(sql`
      select j.container, c.name as customer, j.date::text as date from jobs j join customers c on c.id = j.customer_id
      where j.container is not null order by j.id desc limit 1`)
    ).rows[0]!;
    const containerPart = sample.container.slice(3, 9);
    const customerPart = sample.customer.split(' ')[0]!.slice(0, 5);
    log(
      `Busiest month ${busiest.month}: ${busiest.n} jobs; nearest to 5,000: ${typical.month} (${typical.n}). Measuring ${runs} requests per call...`,
    );

    const read = async (
      name: string,
      call: () => Promise<Answer>,
      direct: () => Promise<unknown>,
      targetMs?: number,
    ) => {
      expectOk(await call(), name);
      const api = await measure(async () => expectOk(await call(), name), runs);
      const directStats = await measure(direct, runs);
      rows.push({ measure: name, api, direct: directStats, targetMs });
    };

    await read(
      'dashboard.php',
      () => client.get('/api/transportation/dashboard.php'),
      () => dashboard(db, COMPANY_TZ),
      50,
    );
    for (const month of typical.month === busiest.month ? [busiest] : [typical, busiest]) {
      await read(
        `job_data.php (${month.month}, ${month.n} jobs)`,
        () => client.post('/api/transportation/job_data.php', { month: month.month }),
        () => monthTable(db, month.month, COMPANY_TZ),
        month === typical ? 150 : undefined,
      );
    }
    for (const [type, value] of [
      ['container', containerPart],
      ['customer', customerPart],
      ['date', sample.date],
    ] as const) {
      await read(
        `job-search.php (${type} "${value}")`,
        () => client.post('/api/transportation/job-search.php', { type, value }),
        () => searchJobs(db, type, value),
        50,
      );
    }
    for (const report of RANGED_REPORTS) {
      await read(
        `report ${report} (one year)`,
        () => client.post(`/api/transportation/report/${report}_report.php`, year),
        () => rangedReport(db, report, year),
        200,
      );
    }
    await read(
      'report driver_monthly_wise',
      () => client.post('/api/transportation/report/driver_monthly_wise.php', {}),
      () => driverMonthly(db, COMPANY_TZ),
      200,
    );
    await ledgerRows(client, db, read, rows, { today, year });
    rows.push(await payablesRows(client, db, read, { today, year }, smoke ? 3 : runs));
    rows.push(await lockCheckRow(db, today, smoke ? 3 : 200));
    await financialStatementRows(client, db, read, { today, year });
    await auditLogRows(client, db, read, today);
    await read(
      'expenses.php (busiest month)',
      () => client.post('/api/transportation/expenses.php', { month: busiest.month }),
      () => listMonthExpenses(db, busiest.month),
    );

    const ids = (
      await db.execute<{ customer: number; driver: number; truck: number }>(sql`
      select (select min(id) from customers where active) as customer, d.id as driver, d.truck_id as truck
      from drivers d where d.active and d.truck_id is not null order by d.id limit 1`)
    ).rows[0]!;
    const job = (n: number) => ({
      date: today,
      container: null,
      reference: null,
      is_lose_container: 0,
      description: `bench insert ${n}`,
      job: null,
      customer_id: ids.customer,
      care_of: null,
      is_taxi: 0,
      driver_id: ids.driver,
      truck_id: ids.truck,
      charge: 25.5,
      extra_amount: 0,
      extra_description: null,
    });
    let n = 0;
    rows.push({
      measure: 'job_insert.php',
      api: await measure(
        async () => expectOk(await client.post('/api/transportation/job_insert.php', job((n += 1))), 'job_insert'),
        runs,
      ),
    });
    const bulkRow = (i: number) => ({
      date: today,
      job: null,
      container: null,
      description: `bench bulk ${i}`,
      customer_id: ids.customer,
      careof: null,
      taxi: 'no',
      taxi_name: null,
      driver_id: ids.driver,
      truck_id: ids.truck,
      taxi_charge: 0,
      charge: 30,
      extra_amount: 0,
      extra_description: null,
      related_note: null,
      isNew: true,
    });
    const bulk = Array.from({ length: 500 }, (_, i) => bulkRow(i));
    rows.push({
      measure: 'job_bulk.php (500 new rows)',
      api: await measure(
        async () =>
          expectOk(
            await client.post('/api/transportation/job_bulk.php', { month: today.slice(0, 7), jobs: bulk }),
            'job_bulk',
          ),
        smoke ? 2 : 10,
        1,
      ),
      targetMs: 500,
    });
    rows.push({
      measure: 'login.php (argon2id)',
      api: await measure(
        async () => expectOk(await client.post('/api/transportation/login.php', BENCH_LOGIN), 'login'),
        smoke ? 3 : 20,
        2,
      ),
    });
    await db.execute(sql`delete from jobs where description like 'bench insert %' or description like 'bench bulk %'`);

    const invoice = await invoiceOfJobs(client, db, 200, today);
    try {
      const pdf = `/api/transportation/vouchers/reports/invoice_pdf?invoice_number=${invoice.number}&include_details=1`;
      rows.push({
        measure: `invoice_pdf (${invoice.jobs} jobs, job details page)`,
        api: await measure(async () => expectOk(await client.get(pdf), 'invoice_pdf'), smoke ? 3 : runs, 1),
        targetMs: 300,
      });
    } finally {
      await invoice.remove();
    }

    log('Printed documents: the hardest 200-line invoice, 1,000 lines, and memory over a run of them...');
    rows.push(...(await printedDocumentRows(client, db, today, smoke ? 3 : 30)));
    printing = await typesetterMemory(client, db, server, today, smoke ? 10 : 200);

    if (args.load === true || smoke) {
      const workload = {
        tableMonth: today.slice(0, 7),
        searchValue: containerPart,
        reportRange: { from: addDays(today, -30), to: today },
        customerId: ids.customer,
        driverId: ids.driver,
        truckId: ids.truck,
      };
      loads = await loadRuns(bench, workload, { instances, seconds: smoke ? 3 : 30 }, log);
    }
    if (args.browser === true && args['no-browser'] !== true) {
      table = await measureJobTable(server.baseUrl, typical.month, log);
      log('Invoice editor: a 200-line invoice opened for editing and typed in, in Chromium...');
      rows.push(
        ...(await invoiceEditorRows(
          client,
          db,
          server.baseUrl,
          today,
          smoke ? { edits: 3, keystrokes: 10 } : { edits: 20, keystrokes: 100 },
          log,
        )),
      );
    }
  } finally {
    client.close();
    await server.stop();
    await bench.close();
  }
  report({
    kind: bench.kind,
    size,
    rows,
    load: loads?.load,
    loadWithoutTable: loads?.loadWithoutTable,
    table,
    printing,
  });
  // Speed is reported, not asserted; a wrong answer is a failure in any mode.
  for (const failure of loadFailures(loads)) {
    log(failure);
    process.exitCode = 1;
  }
}

function report(results: BenchResults) {
  process.stdout.write(`${benchMarkdown(results)}\n`);
  const dir = path.resolve('bench-results');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(
    dir,
    `bench-${results.kind}-${size.jobs}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
  );
  fs.writeFileSync(file, JSON.stringify(results, null, 2));
  log(`Written ${path.relative(process.cwd(), file)}`);
}

main().catch((error: unknown) => {
  process.stderr.write(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
