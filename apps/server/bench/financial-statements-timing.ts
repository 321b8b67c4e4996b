import type { Db } from '../src/db/client';
import { balanceSheet, profitAndLoss } from '../src/features/financial-statements/financial-statements.service';
import type { httpClient } from './http-client';
import type { BenchRead as Read } from './bench-report';

/** The bench's timed read (API and direct), as the payables rows take it. */

/** The statements' target: each answers within 50 ms at p95 on the 1,000,000-job books. */
const TARGET_MS = 50;

/**
 * The financial statements: the profit and loss for a year beside the year before it, and the balance
 * sheet today (every account's balance and every earlier year's profit), each through the API and
 * directly.
 */
export async function financialStatementRows(
  client: ReturnType<typeof httpClient>,
  db: Db,
  read: Read,
  { today, year }: { today: string; year: { from: string; to: string } },
): Promise<void> {
  await read(
    'profit_and_loss (one year, compared with the year before)',
    () => client.get(`/api/transportation/books/profit_and_loss?from=${year.from}&to=${year.to}&compare=previous_year`),
    () => profitAndLoss(db, { ...year, compare: 'previous_year' }),
    TARGET_MS,
  );
  await read(
    `balance_sheet (${today})`,
    () => client.get(`/api/transportation/books/balance_sheet?date=${today}`),
    () => balanceSheet(db, { date: today }),
    TARGET_MS,
  );
}
