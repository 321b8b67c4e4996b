import { addMonths, monthEnd, monthStart } from '@fleetledger/shared/dates';
import type { Db } from '../src/db/client';
import { agingItems, receivablesAging, trialBalance } from '../src/features/books/books.service';
import { customerStatements } from '../src/features/statements/statements.service';
import type { BenchRead as Read, BenchRow } from './bench-report';
import type { httpClient } from './http-client';

/**
 * The books' peer figures: Tryton 6.0 on a similar 2-core machine, medians of its aged balance and
 * trial balance on far smaller data. Printed beside ours, not a target.
 */
const TRYTON = { name: 'Tryton 6.0', agedBalanceMs: 125, trialBalanceMs: 248 };
/** The trial balance (a year, last month) and the receivables aging today, each beside Tryton's median. */
export async function ledgerRows(
  client: ReturnType<typeof httpClient>,
  db: Db,
  read: Read,
  rows: BenchRow[],
  { today, year }: { today: string; year: { from: string; to: string } },
): Promise<void> {
  const lastMonth = addMonths(today, -1);
  const books = [
    { name: 'trial_balance (one year)', period: year, peerMs: TRYTON.trialBalanceMs },
    {
      name: `trial_balance (one month, ${lastMonth})`,
      period: { from: monthStart(lastMonth), to: monthEnd(lastMonth) },
      peerMs: TRYTON.trialBalanceMs,
    },
  ];
  for (const { name, period, peerMs } of books) {
    await read(
      name,
      () => client.get(`/api/transportation/books/trial_balance?from=${period.from}&to=${period.to}`),
      () => trialBalance(db, period),
      200,
    );
    rows.at(-1)!.peer = { name: TRYTON.name, medianMs: peerMs };
  }
  await read(
    `receivables_aging (${today})`,
    () => client.get(`/api/transportation/books/receivables_aging?date=${today}`),
    () => receivablesAging(db, { date: today }),
    200,
  );
  rows.at(-1)!.peer = { name: TRYTON.name, medianMs: TRYTON.agedBalanceMs };

  // The figure an accountant opens most: the customer with the most over 90 days, opened to its items.
  const aging = await receivablesAging(db, { date: today });
  const oldest = aging.rows.reduce((most, row) => (row.over_90 > most.over_90 ? row : most), aging.rows[0]!);
  await read(
    `receivables_aging_items (the largest over 90 days, ${today})`,
    () =>
      client.get(
        `/api/transportation/books/receivables_aging_items?date=${today}&customer_id=${oldest.customer_id}&bucket=over_90`,
      ),
    () => agingItems(db, 'customer', oldest.customer_id, { date: today, bucket: 'over_90' }),
    200,
  );
  await read(
    `customer_statements (${today})`,
    () => client.get(`/api/transportation/books/customer_statements?date=${today}`),
    () => customerStatements(db, { date: today }),
    300,
  );
}
