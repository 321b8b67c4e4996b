import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { payablesAging } from '../src/features/books/books.service';
import { supplierStatement } from '../src/features/statements/statements.service';
import type { BenchRead as Read, BenchRow } from './bench-report';
import type { httpClient } from './http-client';
import { stats } from './stats';

type Client = ReturnType<typeof httpClient>;
/**
 * What the company owes: the payables aging today and the busiest supplier's statement for a year,
 * each through the API and directly; and a supplier payment created, approved and posted through the
 * API (an advance to that supplier: each run leaves one posted payment in the bench's books, as a
 * posting cannot be taken out of them).
 */
export async function payablesRows(
  client: Client,
  db: Db,
  read: Read,
  period: { today: string; year: { from: string; to: string } },
  runs: number,
): Promise<BenchRow> {
  const { today, year } = period;
  await read(
    `payables_aging (${today})`,
    () => client.get(`/api/transportation/books/payables_aging?date=${today}`),
    () => payablesAging(db, { date: today }),
    50,
  );
  const [busiest] = (
    await db.execute<{ supplier_id: number }>(sql`
      select party_id as supplier_id from ledger_lines where account_id = 36 and party_id is not null
      group by party_id order by count(*) desc limit 1`)
  ).rows;
  const supplierId = Number(busiest?.supplier_id ?? 0);
  await read(
    `supplier_statement (one year, busiest supplier)`,
    () =>
      client.get(
        `/api/transportation/books/supplier_statement?supplier_id=${supplierId}&from=${year.from}&to=${year.to}`,
      ),
    () => supplierStatement(db, { supplier_id: supplierId, ...year }, year.to),
    50,
  );
  const json = (answer: { status: number; body: string }, what: string) => {
    if (answer.status !== 200) throw new Error(`${what} answered ${answer.status}: ${answer.body.slice(0, 300)}`);
    return JSON.parse(answer.body) as Record<string, unknown>;
  };
  // The create and the two moves are timed; reading the new payment's id and version between them is not.
  const createAndPost = async () => {
    let ms = 0;
    const timedJson = async (what: string, call: () => Promise<{ status: number; body: string }>) => {
      const started = performance.now();
      const answer = await call();
      ms += performance.now() - started;
      return json(answer, what);
    };
    const made = await timedJson('payment_generate', () =>
      client.post('/api/transportation/vouchers/payment_generate', {
        date: today,
        account_id: 26,
        type: 'online',
        items: [{ purchase_id: null, supplier_id: supplierId, cr_dr: 'dr', amount: 1, description: 'Bench advance' }],
      }),
    );
    const payment = json(
      await client.post('/api/transportation/vouchers/payment_details', { payment_number: made.number }),
      'payment_details',
    ) as { id: number; version: number };
    let version = payment.version;
    for (const status of ['Approved', 'Posted']) {
      const moved = await timedJson('payment_status_update', () =>
        client.post('/api/transportation/vouchers/payment_status_update', { payment_id: payment.id, status, version }),
      );
      version = (moved.payment as { version: number }).version;
    }
    return ms;
  };
  const samples: number[] = [];
  for (let i = 0; i < 2; i += 1) await createAndPost();
  for (let i = 0; i < runs; i += 1) samples.push(await createAndPost());
  return { measure: 'payment create + approve + post (3 calls)', api: stats(samples), targetMs: 30 };
}
